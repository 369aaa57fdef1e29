import AgentLanguage
import Testing

private typealias Day = TimeExpression.Day
private typealias Period = TimeExpression.Period

/// Tuesday 2026-03-10 09:00:00, the dev set's reference moment.
private let tuesdayNine = LocalMoment(weekday: 2, hour: 9, minute: 0)

/// A sentence and what is read from it: the clock as written, the day and the period.
struct ReadCase: Sendable, CustomTestStringConvertible {
    let text: String
    let hour: Int?
    let minute: Int?
    let day: TimeExpression.Day?
    let period: TimeExpression.Period?

    init(_ text: String, _ hour: Int?, _ minute: Int?, _ day: TimeExpression.Day? = nil,
         _ period: TimeExpression.Period? = nil) {
        (self.text, self.hour, self.minute, self.day, self.period) = (text, hour, minute, day, period)
    }

    var testDescription: String { text }
}

/// A sentence said at `now`, and where it lands.
struct ResolveCase: Sendable, CustomTestStringConvertible {
    let text: String
    let now: LocalMoment
    let expected: ResolvedTime

    init(_ text: String, _ now: LocalMoment, _ daysAhead: Int, _ hour: Int, _ minute: Int) {
        (self.text, self.now) = (text, now)
        expected = ResolvedTime(daysAhead: daysAhead, hour: hour, minute: minute)
    }

    var testDescription: String { "\(text) at \(now.weekday) \(now.hour):\(now.minute):\(now.second)" }
}

private func at(_ weekday: Int, _ hour: Int, _ minute: Int = 0, _ second: Int = 0) -> LocalMoment {
    LocalMoment(weekday: weekday, hour: hour, minute: minute, second: second)
}

struct TimeExpressionReadingTests {
    @Test(arguments: [
        ReadCase("七点", 7, 0), ReadCase("7点", 7, 0), ReadCase("七点半", 7, 30), ReadCase("两点半", 2, 30),
        ReadCase("七点一刻", 7, 15), ReadCase("七点三刻", 7, 45), ReadCase("三点四十五", 3, 45),
        ReadCase("7点05分", 7, 5), ReadCase("七点零五", 7, 5), ReadCase("七点零五分", 7, 5), ReadCase("7点05", 7, 5),
        ReadCase("八点钟", 8, 0), ReadCase("八点整", 8, 0), ReadCase("十二点", 12, 0), ReadCase("十点十分", 10, 10),
        ReadCase("七点五十", 7, 50), ReadCase("七点五分", 7, 5), ReadCase("3点5分", 3, 5), ReadCase("零点", 0, 0),
        ReadCase("零点三十分", 0, 30), ReadCase("二十四点", 24, 0), ReadCase("二十三点五十九分", 23, 59),
        ReadCase("23点59分59秒", 23, 59), ReadCase("15时30分", 15, 30), ReadCase("１０点", 10, 0),
        ReadCase("七 点 半", 7, 30), ReadCase("八点过五分", 8, 5), ReadCase("八点过一刻", 8, 15),
        ReadCase("八点差五分", 7, 55), ReadCase("八点差一刻", 7, 45), ReadCase("差五分八点", 7, 55),
        ReadCase("差五分钟八点", 7, 55), ReadCase("差一刻八点", 7, 45), ReadCase("一点钟", 1, 0), ReadCase("一点半", 1, 30),
        ReadCase("一点叫我", 1, 0), ReadCase("在一点叫我", 1, 0), ReadCase("我一点要开会", 1, 0), ReadCase("，一点叫我", 1, 0),
        ReadCase("八点多", 8, 0), ReadCase("七点左右到", 7, 0), ReadCase("明天三点加班", 3, 0, .offset(1)),
        ReadCase("我七点要开会", 7, 0), ReadCase("7点30", 7, 30), ReadCase("10点00分", 10, 0), ReadCase("一点四十", 1, 40),
        ReadCase("零点零五", 0, 5), ReadCase("8点差5分", 7, 55), ReadCase("差5分8点", 7, 55), ReadCase("等到10点", 10, 0),
        ReadCase("五点五十五分", 5, 55), ReadCase("二十点", 20, 0), ReadCase("21点半", 21, 30),
        // A 24-hour notation names its half of the day.
        ReadCase("19:45", 19, 45, nil, .pm), ReadCase("19：45", 19, 45, nil, .pm), ReadCase("１９：４５", 19, 45, nil, .pm),
        ReadCase("闹钟定在8:20", 8, 20, nil, .am), ReadCase("请在20:00叫我", 20, 0, nil, .pm),
        ReadCase("12:30", 12, 30, nil, .pm), ReadCase("0:30", 0, 30, nil, .am), ReadCase("07点", 7, 0, nil, .am),
        ReadCase("24:00", 24, 0), ReadCase("7:30:15", 7, 30, nil, .am),
    ])
    func readsChineseClockTimes(_ c: ReadCase) throws {
        try expectReading(c)
    }

    @Test(arguments: [
        ReadCase("明天早上七点半叫我起床", 7, 30, .offset(1), .morning), ReadCase("后天早上七点", 7, 0, .offset(2), .morning),
        ReadCase("大后天晚上八点", 8, 0, .offset(3), .evening), ReadCase("今天晚上七点四十", 7, 40, .offset(0), .evening),
        ReadCase("今晚八点", 8, 0, .offset(0), .evening), ReadCase("明早五点半叫我", 5, 30, .offset(1), .morning),
        ReadCase("明晚8点", 8, 0, .offset(1), .evening), ReadCase("昨天下午三点", 3, 0, .offset(-1), .afternoon),
        ReadCase("周四下午四点", 4, 0, .weekday(4, weeksAhead: 0), .afternoon),
        // A dotted clock before a day or a part of the day.
        ReadCase("5.45 tomorrow morning", 5, 45, .offset(1), .morning), ReadCase("7.30 tonight", 7, 30, .offset(0), .evening),
        ReadCase("it costs 7.15 today", nil, nil, .offset(0)), ReadCase("set alarm 7.15 friday morning", 7, 15, .weekday(5, weeksAhead: 0), .morning),
        ReadCase("8.20 this evening alarm pls", 8, 20, .offset(0), .dusk),
        // A dotted clock right after the alarm.
        ReadCase("alarm 6.15 please", 6, 15, nil, .am), ReadCase("new alarm 4.50 saturday", 4, 50, .weekday(6, weeksAhead: 0), .am),
        // A dotted clock after words that lead an hour: make it, set it to; not before money.
        ReadCase("eh wait, make it 7.30", 7, 30, nil, .am), ReadCase("set the alarm to 6.45", 6, 45, nil, .am),
        ReadCase("make it 2.50 dollars tomorrow", nil, nil, .offset(1)), ReadCase("the price went up to 7.30 today", nil, nil, .offset(0)),
        // The article left out before a part of the day, and minutes in digits after "and" (13 to 59), as learners say them.
        ReadCase("alarm at 6 in morning", 6, 0, nil, .morning), ReadCase("wake me 5 in evening", 5, 0, nil, .dusk),
        ReadCase("At 6 and 20 in morning", 6, 20, nil, .morning), ReadCase("friday, 7 and 15 in the morning", 7, 15, .weekday(5, weeksAhead: 0), .morning),
        ReadCase("at 9 and 45", 9, 45), ReadCase("at 6 and 8", 6, 0),
        // Scots "the morn": tomorrow, in the morning; "in the morn" is a morning of its own.
        ReadCase("set us an alarm for half six the morn, pet", 6, 30, .offset(1), .morning), ReadCase("wake me at 7 the morn", 7, 0, .offset(1), .morning),
        ReadCase("what's the weather the morn in Glasgow", nil, nil, .offset(1), .morning), ReadCase("at 7 in the morn", 7, 0, nil),
        // A spoken count of five to an hour after for or an alarm.
        ReadCase("can u set an alarm for ten to eight", 7, 50, nil, .am), ReadCase("alarm twenty to seven tomorrow pls", 6, 40, .offset(1), .am),
        // The clock of the clause that asks, where another names the event's (its day kept).
        ReadCase("下午三点开会，两点半叫我", 2, 30, nil, .afternoon), ReadCase("the raid starts at 8pm, so ping me at 7:50", 7, 50, nil, .pm), ReadCase("明天十点开会，给我定个九点半的闹钟", 9, 30, .offset(1)),
        ReadCase("meeting at 3, remind me at 2:30", 2, 30, nil, .am), ReadCase("七点叫我，八点也叫我", 7, 0), ReadCase("三点开会，四点结束", 3, 0),
        // A clock in a clause of its own takes its day from the clause before.
        ReadCase("礼拜五也来一个，一样七点", 7, 0, .weekday(5, weeksAhead: 0)), ReadCase("再整一个礼拜天的，也八点", 8, 0, .weekday(7, weeksAhead: 0)),
        ReadCase("明天再来一个，还是六点半", 6, 30, .offset(1)),
        // Northern halves of the day.
        ReadCase("后半晌两点把我叫起来", 2, 0, nil, .afternoon), ReadCase("明天下半天三点", 3, 0, .offset(1), .afternoon),
        ReadCase("前半晌九点开会", 9, 0, nil, .morning),
        // Wu 夜到 and 夜快 for the evening.
        ReadCase("明天夜到八点钟叫我", 8, 0, .offset(1), .evening), ReadCase("今天夜快六点半提醒我收衣裳", 6, 30, .offset(0), .evening),
        ReadCase("礼拜天早上九点", 9, 0, .weekday(7, weeksAhead: 0), .morning),
        ReadCase("星期五下午三点", 3, 0, .weekday(5, weeksAhead: 0), .afternoon),
        ReadCase("周日晚上十点", 10, 0, .weekday(7, weeksAhead: 0), .evening),
        ReadCase("下周二早上8点", 8, 0, .weekday(2, weeksAhead: 1), .morning),
        ReadCase("下个礼拜三上午十点", 10, 0, .weekday(3, weeksAhead: 1), .morning),
        ReadCase("下星期一8点", 8, 0, .weekday(1, weeksAhead: 1)),
        ReadCase("这周五晚上七点", 7, 0, .weekday(5, weeksAhead: 0), .evening),
        ReadCase("本周六中午12点", 12, 0, .weekday(6, weeksAhead: 0), .noon),
        ReadCase("这个星期天早上8点", 8, 0, .weekday(7, weeksAhead: 0), .morning),
        ReadCase("周三三点", 3, 0, .weekday(3, weeksAhead: 0)), ReadCase("周一一点", 1, 0, .weekday(1, weeksAhead: 0)),
        ReadCase("凌晨三点半", 3, 30, nil, .earlyMorning), ReadCase("半夜两点", 2, 0, nil, .lateNight),
        ReadCase("午夜十二点", 12, 0, nil, .lateNight), ReadCase("深夜十一点", 11, 0, nil, .lateNight),
        ReadCase("中午一点", 1, 0, nil, .noon), ReadCase("正午12点", 12, 0, nil, .noon),
        ReadCase("下午六点一刻", 6, 15, nil, .afternoon), ReadCase("下午3点15", 3, 15, nil, .afternoon),
        ReadCase("下午3点15分", 3, 15, nil, .afternoon), ReadCase("午后三点", 3, 0, nil, .afternoon),
        ReadCase("傍晚六点", 6, 0, nil, .dusk), ReadCase("夜里十一点", 11, 0, nil, .evening),
        ReadCase("早上6点", 6, 0, nil, .morning), ReadCase("早晨七点", 7, 0, nil, .morning),
        ReadCase("清晨五点", 5, 0, nil, .morning), ReadCase("清早五点半", 5, 30, nil, .morning), ReadCase("明天大清早六点", 6, 0, .offset(1), .morning), ReadCase("上午9点半", 9, 30, nil, .morning),
        ReadCase("早8点", 8, 0, nil, .morning), ReadCase("晚7点", 7, 0, nil, .evening),
        ReadCase("明天的早上七点", 7, 0, .offset(1), .morning), ReadCase("明天 早上 7点", 7, 0, .offset(1), .morning),
        ReadCase("三天后早上八点", 8, 0, .offset(3), .morning), ReadCase("凌晨12点", 12, 0, nil, .earlyMorning),
        ReadCase("下周三下午三点半", 3, 30, .weekday(3, weeksAhead: 1), .afternoon),
        ReadCase("星期三下午两点一刻", 2, 15, .weekday(3, weeksAhead: 0), .afternoon),
        ReadCase("明天，七点叫我", 7, 0, .offset(1)), ReadCase("下午3:15", 3, 15, nil, .afternoon),
        ReadCase("晚上8:00", 8, 0, nil, .evening), ReadCase("中午一点的闹钟", 1, 0, nil, .noon),
        ReadCase("设个闹钟，明天下午两点", 2, 0, .offset(1), .afternoon),
        // A clock without a day takes one from the same clause; a comma ends the clause.
        ReadCase("明天提醒我七点起床", 7, 0, .offset(1)),
        ReadCase("明天早上提醒我七点半起床", 7, 30, .offset(1), .morning),
        ReadCase("晚上记得九点吃药", 9, 0, nil, .evening),
        ReadCase("今天天气不错，七点叫我", 7, 0),
        ReadCase("早上好，七点叫我", 7, 0),  // a greeting is no period
        ReadCase("明天早上七点半和后天八点", 7, 30, .offset(1), .morning),  // the first one
    ])
    func readsChineseDaysAndPeriodsWithTheClock(_ c: ReadCase) throws {
        try expectReading(c)
    }

    @Test(arguments: [
        ReadCase("set an alarm for 7:30", 7, 30, nil, .am), ReadCase("wake me up at 7 am", 7, 0, nil, .am),
        ReadCase("alarm at 11 pm please", 11, 0, nil, .pm), ReadCase("wake me up tomorrow at 5:30", 5, 30, .offset(1), .am),
        ReadCase("7am", 7, 0, nil, .am), ReadCase("6:30 am", 6, 30, nil, .am), ReadCase("6:30 A.M.", 6, 30, nil, .am),
        ReadCase("7 p.m.", 7, 0, nil, .pm), ReadCase("7.30pm", 7, 30, nil, .pm), ReadCase("7:30pm", 7, 30, nil, .pm),
        ReadCase("Wake me up at 7 AM", 7, 0, nil, .am), ReadCase("at 7", 7, 0), ReadCase("alarm for 6", 6, 0),
        ReadCase("at 6:30", 6, 30, nil, .am), ReadCase("tomorrow 7pm", 7, 0, .offset(1), .pm),
        ReadCase("tomorrow at 5:30", 5, 30, .offset(1), .am), ReadCase("at 11 pm", 11, 0, nil, .pm),
        ReadCase("noon", 12, 0, nil, .noon), ReadCase("midnight", 12, 0, nil, .lateNight), ReadCase("12 noon", 12, 0, nil, .noon),
        ReadCase("tonight at 8", 8, 0, .offset(0), .evening), ReadCase("7 in the morning", 7, 0, nil, .morning),
        ReadCase("at 3 in the afternoon", 3, 0, nil, .afternoon), ReadCase("11 at night", 11, 0, nil, .evening),
        ReadCase("tomorrow morning at 7", 7, 0, .offset(1), .morning), ReadCase("tomorrow morning 7", 7, 0, .offset(1), .morning),
        ReadCase("alarm tonight 9", 9, 0, .offset(0), .evening),
        ReadCase("at 7 tomorrow morning", 7, 0, .offset(1), .morning),
        ReadCase("this evening at 6", 6, 0, .offset(0), .dusk), ReadCase("tomorrow at noon", 12, 0, .offset(1), .noon),
        ReadCase("next monday at 9", 9, 0, .weekday(1, weeksAhead: 1)),
        ReadCase("this friday 5pm", 5, 0, .weekday(5, weeksAhead: 0), .pm),
        ReadCase("on friday at 10 am", 10, 0, .weekday(5, weeksAhead: 0), .am),
        ReadCase("monday morning at 8", 8, 0, .weekday(1, weeksAhead: 0), .morning),
        ReadCase("the day after tomorrow at noon", 12, 0, .offset(2), .noon),
        ReadCase("in 3 days at 8 am", 8, 0, .offset(3), .am), ReadCase("seven o'clock", 7, 0),
        ReadCase("at seven", 7, 0), ReadCase("seven am", 7, 0, nil, .am), ReadCase("at seven thirty", 7, 30),
        ReadCase("at seven oh five", 7, 5), ReadCase("seven thirty pm", 7, 30, nil, .pm),
        ReadCase("half past seven", 7, 30), ReadCase("quarter to 8", 7, 45, nil, .am), ReadCase("a quarter past 7 pm", 7, 15, nil, .pm),
        ReadCase("ten past 7", 7, 10), ReadCase("at ten to eight", 7, 50, nil, .am), ReadCase("5 minutes to 8", 7, 55, nil, .am),
        // The minutes before a morning hour are the morning's; before an afternoon hour the bare hour's.
        ReadCase("wake us up at quarter to seven tomorrow", 6, 45, .offset(1), .am), ReadCase("at ten to 7", 6, 50, nil, .am),
        ReadCase("quarter to 3", 2, 45), ReadCase("at ten to two", 1, 50), ReadCase("quarter to seven pm", 6, 45, nil, .pm),
        ReadCase("set an alarm at 7 for tomorrow", 7, 0, .offset(1)), ReadCase("at 7 to 8", 7, 0), ReadCase("at 5 to 7", 5, 0),
        ReadCase("tomorrow, 7am", 7, 0, .offset(1), .am), ReadCase("7 o'clock tomorrow", 7, 0, .offset(1)),
        ReadCase("12am", 12, 0, nil, .am), ReadCase("12pm", 12, 0, nil, .pm), ReadCase("12 midnight", 12, 0, nil, .lateNight),
        ReadCase("before midnight", 12, 0, nil, .lateNight), ReadCase("set alarm 7am tomorrow", 7, 0, .offset(1), .am),
        ReadCase("monday 7am", 7, 0, .weekday(1, weeksAhead: 0), .am),
        ReadCase("at 7:30 tomorrow morning", 7, 30, .offset(1), .morning),
        ReadCase("remind me at 3pm to call mom", 3, 0, nil, .pm),
        ReadCase("good morning, wake me at 7", 7, 0),
    ])
    func readsEnglishClockTimes(_ c: ReadCase) throws {
        try expectReading(c)
    }

    /// A day or period without a clock: read, but nothing to resolve.
    @Test(arguments: [
        ReadCase("明天提醒我", nil, nil, .offset(1)), ReadCase("后天天气", nil, nil, .offset(2)),
        ReadCase("大后天", nil, nil, .offset(3)), ReadCase("今晚", nil, nil, .offset(0), .evening),
        ReadCase("明早", nil, nil, .offset(1), .morning), ReadCase("三天后", nil, nil, .offset(3)),
        ReadCase("周五", nil, nil, .weekday(5, weeksAhead: 0)), ReadCase("星期天", nil, nil, .weekday(7, weeksAhead: 0)),
        ReadCase("礼拜日", nil, nil, .weekday(7, weeksAhead: 0)), ReadCase("周天", nil, nil, .weekday(7, weeksAhead: 0)),
        ReadCase("下周五", nil, nil, .weekday(5, weeksAhead: 1)), ReadCase("下个星期三", nil, nil, .weekday(3, weeksAhead: 1)),
        ReadCase("这周四", nil, nil, .weekday(4, weeksAhead: 0)), ReadCase("本周一", nil, nil, .weekday(1, weeksAhead: 0)),
        ReadCase("明天早上", nil, nil, .offset(1), .morning), ReadCase("晚上吃什么", nil, nil, nil, .evening),
        ReadCase("wake me up tomorrow", nil, nil, .offset(1)), ReadCase("the day after tomorrow", nil, nil, .offset(2)),
        ReadCase("next friday", nil, nil, .weekday(5, weeksAhead: 1)), ReadCase("this friday", nil, nil, .weekday(5, weeksAhead: 0)),
        ReadCase("on sunday", nil, nil, .weekday(7, weeksAhead: 0)), ReadCase("tonight", nil, nil, .offset(0), .evening),
        ReadCase("this morning", nil, nil, .offset(0), .morning), ReadCase("in 2 days", nil, nil, .offset(2)),
    ])
    func readsADayWithoutAClock(_ c: ReadCase) throws {
        try expectReading(c)
        let expression = try #require(TimeExpressionReader.read(c.text))
        #expect(TimeExpressionReader.resolve(expression, now: tuesdayNine) == nil)
    }

    /// Scalar ranges in the original text, as Python str indexes count them: the time's extent, a day said apart from
    /// its clock included (明天提醒我七点起床).
    @Test(arguments: [
        ("明天早上七点半叫我起床", 0, 7), ("设个闹钟，明天下午两点", 5, 11), ("下午3点15的闹钟", 0, 6), ("闹钟定在8:20", 4, 8),
        ("请在20:00叫我", 2, 7), ("差一刻八点起床", 0, 5), ("明天提醒我七点起床", 0, 7), ("👍🏻明天七点", 2, 6),
        ("wake me up tomorrow at 5:30", 11, 27), ("alarm at 11 pm please", 9, 14), ("set an alarm for 7:30", 17, 21),
        ("good morning, wake me at 7", 25, 26), ("7 a.m. please", 0, 6), ("25点叫我", 0, 3),
    ])
    func coversTheDayPeriodAndClockInTheOriginalText(text: String, start: Int, end: Int) throws {
        let expression = try #require(TimeExpressionReader.read(text))
        #expect(expression.extent == start..<end)
    }

    private func expectReading(_ c: ReadCase) throws {
        let expression = try #require(TimeExpressionReader.read(c.text))
        #expect(expression.hour == c.hour)
        #expect(expression.minute == c.minute)
        #expect(expression.day == c.day)
        #expect(expression.period == c.period)
        #expect(expression.problem == nil)
    }
}

struct TimeExpressionRefusalTests {
    /// A clock time written but impossible, a date no calendar has, or a day that has passed:
    /// a problem, no clock.
    @Test(arguments: [
        ("25点", "25点 is not a time of day"), ("7点61分", "7点61分 is not a time of day"),
        ("24:30", "24:30 is not a time of day"), ("25:00", "25:00 is not a time of day"),
        ("明天25点叫我", "25点 is not a time of day"), ("二十五点", "二十五点 is not a time of day"),
        ("24点30分", "24点30分 is not a time of day"), ("七点七十", "七点七十 is not a time of day"),
        ("23点59分60秒", "23点59分60秒 is not a time of day"), ("7:61", "7:61 is not a time of day"),
        ("at 25 pm", "25 pm is not a time of day"), ("晚上25点", "25点 is not a time of day"),
        ("上周三下午三点", "上周三 is a date that cannot be placed"),
        ("last friday at 5pm", "last friday is a date that cannot be placed"),
        ("上个月5号早上九点", "上个月5号 is a date that cannot be placed"),
        ("12:00:60", "12:00:60 is not a time of day"),
    ])
    func reportsAnImpossibleTime(text: String, problem: String) throws {
        let expression = try #require(TimeExpressionReader.read(text))
        #expect(expression.problem == problem)
        #expect(expression.hour == nil)
        #expect(expression.minute == nil)
        #expect(TimeExpressionReader.resolve(expression, now: tuesdayNine) == nil)
    }

    @Test(arguments: [
        "现在几点", "现在几点了", "几点了现在", "我几点下班来着",  // 几 is no number
        "一点儿", "差一点", "我一点也不想去", "快一点", "早一点叫我", "晚一点", "好一点了吗", "有一点累", "一点点",  // a little
        "点个赞", "这条视频我点过赞了",  // 点 the verb
        "三点一四乘二", "三点十五乘二", "二加三点五", "三点一四", "一点五倍", "三点五公里", "七点五", "7点5", "零点五",  // decimals
        "我有两点建议", "第三点", "三点水", "一时半会儿", "一百二十点", "三十七点五度",  // points, not hours
        "计划", "这个计划不错", "差一点就迟到了", "7点3", "一点五个小时", "3月", "1号", "一周三次", "本周天气", "晚上好", "早上好", "坐3号线", "一日三餐",
        "五分钟后提醒我取快递", "倒计时30分钟", "一刻钟以后提醒我看锅", "1.5小时以后提醒我",
        "point", "what's the point", "", "   ", "I am 7", "for 7 minutes", "in 5 minutes", "from 5 to 7",
        "divided by four", "at 100 degrees", "at 25", "good morning", "morning run", "v1.2", "march 5 miles",
    ])
    func findsNoTimeInWordsThatOnlyLookLikeOne(text: String) {
        #expect(TimeExpressionReader.read(text) == nil)
    }

    /// Every dev set sentence that is no alarm names no clock time (some name a day).
    @Test(arguments: [
        "五分钟后提醒我取快递", "倒计时30分钟", "十分钟零三十秒后提醒我", "一个半小时后提醒我取快递", "in 5 minutes", "帮我倒数三分半",
        "一刻钟以后提醒我看锅", "设定一个２０分钟计时器", "1.5小时以后提醒我", "九十秒后提醒我把鸡蛋捞出来", "两个钟头以后提醒我去收被子",
        "计时半小时", "给我倒计时四十秒", "一分钟以后提醒我关水龙头", "帮我定一个25分钟的番茄钟", "三十秒倒数", "请计时两分钟十秒",
        "六十分钟后提醒我充电", "来个十八秒的倒计时", "could you set a timer for 3 minutes", "timer for 4 minutes please",
        "remind me to call mom in 10 minutes", "start a countdown of 90 seconds", "set a timer for an hour and a half",
        "二十分钟后提醒我关窗", "过半小时提醒我", "四个小时后提醒我换药", "计时器 十五分钟", "一个小时十分钟后提醒我", "３分钟之后提醒我",
        "1分半钟之后提醒我搅一下", "两小时后提醒我去健身", "请倒计时 75 秒", "我要设一个定时器", "设置计时器", "set a countdown timer",
        "北京天气怎么样", "深圳今天天气", "明天杭州会下雨吗", "哈尔滨现在冷不冷", "乌鲁木齐现在的气温是多少", "呼和浩特后天天气怎么样",
        "石家庄温度多少", "珠海会不会很热", "今天冷吗", "后天天气好不好", "出门要带雨伞吗", "what's the weather in Hangzhou",
        "weather forecast for Shenzhen", "is it cold in Harbin today", "澳门今天气温几度", "洛阳这周天气", "丽江晚上冷吗", "南昌下午有雨吗",
        "三加五乘二", "(2+3)*4", "100除以4", "三的四次方等于几", "二十四乘以三十六等于多少", "负三乘负四", "0.5和0.25加起来是多少",
        "一百二十三减去四十五等于多少", "how much is 6 times 9", "what's twelve divided by four", "(8-3)×(2+1)", "算一算 45 加 55",
        "1000-1", "7的平方是多少", "三点一四乘二", "五十减掉八十", "９×９＝？", "六除以四的结果",
        "现在几点了", "what time is it", "现在几点钟", "几点了现在", "请告诉我时间", "现在几点啦", "what's the current time",
        "你知道现在几点吗", "查一下现在的时间", "could you tell me the time",
        "嗨，在吗", "讲个故事", "what is love", "play some music", "thanks", "晚上吃什么", "这个计划不错", "这条视频我点过赞了",
        "分享一下", "我几点下班来着", "我的计算机老是死机", "上海迪士尼好玩吗", "加油", "分手了好难过",
    ])
    func devSetSentencesThatAreNoAlarmNameNoClock(text: String) {
        let expression = TimeExpressionReader.read(text)
        #expect(expression?.hour == nil)
        #expect(expression?.problem == nil)
    }
}

struct TimeExpressionResolutionTests {
    /// Every alarm line of the dev set, at its reference moment (Tuesday 09:00).
    @Test(arguments: [
        ResolveCase("明天早上七点半叫我起床", tuesdayNine, 1, 7, 30), ResolveCase("下午3点15的闹钟", tuesdayNine, 0, 15, 15),
        ResolveCase("set an alarm for 7:30", tuesdayNine, 1, 7, 30), ResolveCase("早上6点的闹钟", tuesdayNine, 1, 6, 0),
        ResolveCase("晚上九点半叫我", tuesdayNine, 0, 21, 30), ResolveCase("后天早上七点的闹钟", tuesdayNine, 2, 7, 0),
        ResolveCase("下周二早上8点叫我", tuesdayNine, 7, 8, 0), ResolveCase("周四下午四点的闹钟", tuesdayNine, 2, 16, 0),
        ResolveCase("明天凌晨三点叫醒我", tuesdayNine, 1, 3, 0), ResolveCase("闹钟定在8:20", tuesdayNine, 1, 8, 20),
        ResolveCase("请在20:00叫我", tuesdayNine, 0, 20, 0), ResolveCase("中午一点的闹钟", tuesdayNine, 0, 13, 0),
        ResolveCase("下午六点一刻的闹钟", tuesdayNine, 0, 18, 15), ResolveCase("设个闹钟，明天下午两点", tuesdayNine, 1, 14, 0),
        ResolveCase("明早五点半叫我", tuesdayNine, 1, 5, 30), ResolveCase("wake me up at 7 am", tuesdayNine, 1, 7, 0),
        ResolveCase("alarm at 11 pm please", tuesdayNine, 0, 23, 0), ResolveCase("wake me up tomorrow at 5:30", tuesdayNine, 1, 5, 30),
        ResolveCase("礼拜天早上九点叫我", tuesdayNine, 5, 9, 0), ResolveCase("今天晚上七点四十的闹钟", tuesdayNine, 0, 19, 40),
        ResolveCase("凌晨三点半叫我", tuesdayNine, 1, 3, 30), ResolveCase("上午9点半的闹钟", tuesdayNine, 0, 9, 30),
    ])
    func resolvesTheDevSetAlarms(_ c: ResolveCase) throws {
        try expectResolution(c)
    }

    @Test func devSetAlarmsWithoutATimeResolveToNothing() throws {
        #expect(TimeExpressionReader.read("帮我定一个闹铃") == nil)
        let tomorrow = try #require(TimeExpressionReader.read("wake me up tomorrow"))
        #expect(tomorrow.day == .offset(1))
        #expect(TimeExpressionReader.resolve(tomorrow, now: tuesdayNine) == nil)
    }

    @Test(arguments: [
        // No day: today, or tomorrow once the time of day is reached; a period word does not change that.
        ResolveCase("下午三点", at(2, 10), 0, 15, 0), ResolveCase("早上6点", at(2, 9), 1, 6, 0),
        ResolveCase("凌晨三点半", at(2, 9), 1, 3, 30), ResolveCase("九点", at(2, 9), 1, 9, 0),
        ResolveCase("九点", at(2, 8, 59, 59), 0, 9, 0), ResolveCase("九点", at(2, 9, 0, 1), 1, 9, 0),
        ResolveCase("3点", at(2, 9), 0, 15, 0), ResolveCase("三点", at(2, 16), 1, 15, 0), ResolveCase("零点", at(2, 9), 1, 0, 0),
        ResolveCase("二十四点", at(2, 9), 1, 0, 0), ResolveCase("晚上12点", at(2, 9), 1, 0, 0), ResolveCase("midnight", at(2, 9), 1, 0, 0),
        ResolveCase("noon", at(2, 9), 0, 12, 0), ResolveCase("noon", at(2, 13), 1, 12, 0), ResolveCase("5:30", at(2, 9), 1, 5, 30),
        ResolveCase("tonight at 1", at(2, 9), 1, 1, 0), ResolveCase("凌晨12点", at(2, 9), 1, 0, 0),
        ResolveCase("12am", at(2, 9), 1, 0, 0), ResolveCase("12pm", at(2, 9), 0, 12, 0), ResolveCase("晚上一点", at(2, 23), 1, 1, 0),
        // A day offset is kept even when that time has passed.
        ResolveCase("今天早上七点", at(2, 9), 0, 7, 0), ResolveCase("明天早上七点", at(2, 23), 1, 7, 0),
        ResolveCase("明天晚上12点", at(2, 9), 2, 0, 0), ResolveCase("大后天八点", at(2, 9), 3, 8, 0),
        ResolveCase("昨天下午三点", at(2, 9), -1, 15, 0),
        // A weekday is this week's (weeks start on Monday), or next week's once passed.
        ResolveCase("周四下午四点", at(2, 9), 2, 16, 0), ResolveCase("周一早上八点", at(2, 9), 6, 8, 0),
        ResolveCase("周二早上8点", at(2, 9), 7, 8, 0), ResolveCase("周二晚上8点", at(2, 9), 0, 20, 0),
        ResolveCase("周二晚上12点", at(2, 9), 1, 0, 0), ResolveCase("周日下午三点", at(7, 10), 0, 15, 0),
        ResolveCase("这周一下午三点", at(2, 9), 6, 15, 0), ResolveCase("friday at 5pm", at(5, 18), 7, 17, 0),
        // Next week's: the weekday of the following week.
        ResolveCase("下周二早上8点", at(2, 9), 7, 8, 0), ResolveCase("下周一8点", at(2, 9), 6, 8, 0),
        ResolveCase("下周日8点", at(1, 9), 13, 8, 0), ResolveCase("下周一8点", at(7, 9), 1, 8, 0),
        ResolveCase("next monday at 9 am", at(3, 12), 5, 9, 0),
        // The evening proper starts in the afternoon: an hour under 7 with it is after noon, where the
        // night's words take 1 to 4 for the small hours.
        ResolveCase("alarm at 4 this evening", at(2, 9), 0, 16, 0), ResolveCase("the alarm, 4 this evening, ta", at(2, 9), 0, 16, 0),
        ResolveCase("4 in the evening pls", at(2, 9), 0, 16, 0), ResolveCase("wake me 3 in evening", at(2, 9), 0, 15, 0),
        ResolveCase("tomorrow evening at half 4", at(2, 9), 1, 16, 30), ResolveCase("傍晚四点叫我收衣服", at(2, 9), 0, 16, 0),
        ResolveCase("明天傍晚五点半", at(2, 9), 1, 17, 30), ResolveCase("this evening at 8", at(2, 9), 0, 20, 0),
        ResolveCase("4 tonight", at(2, 9), 1, 4, 0), ResolveCase("晚上四点叫我", at(2, 9), 1, 4, 0),
        ResolveCase("夜里两点", at(2, 9), 1, 2, 0), ResolveCase("at 2 at night", at(2, 9), 1, 2, 0),
    ])
    func resolvesByTheRules(_ c: ResolveCase) throws {
        try expectResolution(c)
    }

    /// The hour on a 24-hour clock for each period, and whether it falls on the next day.
    @Test(arguments: [
        (nil, 0, 0, 0), (nil, 1, 0, 13), (nil, 6, 0, 18), (nil, 7, 0, 7), (nil, 12, 0, 12), (nil, 13, 0, 13), (nil, 23, 0, 23),
        (nil, 24, 1, 0),
        (.earlyMorning, 12, 0, 0), (.earlyMorning, 3, 0, 3),
        (.lateNight, 12, 1, 0), (.lateNight, 1, 0, 1), (.lateNight, 5, 0, 5), (.lateNight, 11, 0, 23),
        (.morning, 6, 0, 6), (.morning, 11, 0, 11), (.morning, 12, 0, 12),
        (.noon, 11, 0, 11), (.noon, 12, 0, 12), (.noon, 1, 0, 13), (.noon, 2, 0, 14),
        (.afternoon, 3, 0, 15), (.afternoon, 12, 0, 12), (.afternoon, 15, 0, 15),
        (.evening, 7, 0, 19), (.evening, 11, 0, 23), (.evening, 12, 1, 0), (.evening, 1, 1, 1), (.evening, 20, 0, 20),
        (.dusk, 4, 0, 16), (.dusk, 1, 0, 13), (.dusk, 7, 0, 19), (.dusk, 12, 1, 0),
        (.am, 12, 0, 0), (.am, 7, 0, 7), (.pm, 12, 0, 12), (.pm, 7, 0, 19), (.pm, 24, 1, 0),
    ] as [(TimeExpression.Period?, Int, Int, Int)])
    func fixesTheHalfOfTheDayByPeriod(period: TimeExpression.Period?, hour: Int, daysAhead: Int, hour24: Int) {
        let expression = TimeExpression(day: .offset(0), period: period, hour: hour, minute: 0, start: 0, end: 0)
        let resolved = TimeExpressionReader.resolve(expression, now: at(1, 0))
        #expect(resolved == ResolvedTime(daysAhead: daysAhead, hour: hour24, minute: 0))
    }

    @Test func resolvesNothingWithoutAValidClockOrMoment() {
        let noClock = TimeExpression(day: .offset(1), start: 0, end: 2)
        #expect(TimeExpressionReader.resolve(noClock, now: tuesdayNine) == nil)
        let seven = TimeExpression(hour: 7, minute: 0, start: 0, end: 2)
        #expect(TimeExpressionReader.resolve(seven, now: LocalMoment(weekday: 0, hour: 9, minute: 0)) == nil)
        let impossible = TimeExpression(hour: 25, minute: 0, start: 0, end: 3)
        #expect(TimeExpressionReader.resolve(impossible, now: tuesdayNine) == nil)
        let pastMidnight = TimeExpression(hour: 24, minute: 30, start: 0, end: 5)
        #expect(TimeExpressionReader.resolve(pastMidnight, now: tuesdayNine) == nil)
        let noSuchWeekday = TimeExpression(day: .weekday(8, weeksAhead: 0), hour: 7, minute: 0, start: 0, end: 4)
        #expect(TimeExpressionReader.resolve(noSuchWeekday, now: tuesdayNine) == nil)
    }

    private func expectResolution(_ c: ResolveCase) throws {
        let expression = try #require(TimeExpressionReader.read(c.text))
        #expect(TimeExpressionReader.resolve(expression, now: c.now) == c.expected)
    }
}

struct TimeExpressionRobustnessTests {
    /// Random text made of the characters the reader cares about never traps, and whatever
    /// it reads stays inside the text and inside a day.
    @Test func readsAnyTextWithoutTrapping() {
        let alphabet = Array("一二两三四五六七八九十零点时分秒半刻钟整过差早上下午晚中凌晨夜天明后今周星期礼拜月日号第几乘加的，。 :：.0123456789amptonihgrquf'".unicodeScalars)
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<3000 {
            var view = String.UnicodeScalarView()
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<Int(seed >> 60) + 1 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                view.append(alphabet[Int((seed >> 33) % UInt64(alphabet.count))])
            }
            let text = String(view)
            guard let expression = TimeExpressionReader.read(text) else { continue }
            #expect(0 <= expression.start && expression.start < expression.end, "\(text)")
            #expect(expression.end <= text.unicodeScalars.count, "\(text)")
            if let hour = expression.hour { #expect((0...24).contains(hour), "\(text)") }
            if let minute = expression.minute { #expect((0...59).contains(minute), "\(text)") }
            if let resolved = TimeExpressionReader.resolve(expression, now: tuesdayNine) {
                #expect((0...23).contains(resolved.hour), "\(text)")
            }
        }
    }

    @Test func readsALongTextInOnePass() {
        let filler = String(repeating: "今天天气不错 ", count: 2000)
        let expression = TimeExpressionReader.read(filler + "明天早上七点半叫我")
        #expect(expression?.hour == 7)
        #expect(expression?.day == .offset(1))
        #expect(TimeExpressionReader.read(String(repeating: "一", count: 5000) + "点") == nil)
    }
}
