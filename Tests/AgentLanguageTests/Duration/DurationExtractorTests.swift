import AgentLanguage
import Testing

struct DurationExtractorTests {
    // MARK: - Chinese

    @Test(arguments: [
        ("30秒", 30.0), ("九十秒", 90), ("四十秒", 40), ("六十分钟", 3600), ("二十四小时", 86_400),
        ("十分钟零三十秒", 630), ("一个半小时", 5400), ("两个小时十五分", 8100), ("两个钟头", 7200),
        ("三分半", 210), ("1分半钟", 90), ("三分半钟", 210), ("一刻钟", 900), ("三刻钟", 2700),
        ("半小时", 1800), ("半个小时", 1800), ("半分钟", 30), ("半个钟头", 1800), ("半秒", 0.5),
        ("1.5小时", 5400), ("一点五小时", 5400), ("零点五小时", 1800), ("一点五分钟", 90), ("三点五分钟", 210),
        ("2天3小时", 183_600), ("8天20小时", 763_200), ("一小时十分钟", 4200), ("两分钟十秒", 130),
        ("３０分钟", 1800), ("２天３小时", 183_600), ("倒计时 75 秒", 75), ("一百零五秒", 105), ("一百二十分钟", 7200),
        ("一个小时零五分", 3900), ("一小时又十分钟", 4200), ("五分三十秒", 330), ("一小时半", 5400),
        ("一天半", 129_600), ("两个半小时", 9000), ("1个半小时", 5400), ("一天半小时", 88_200),
        ("两周", 1_209_600), ("一个星期", 604_800), ("两个礼拜", 1_209_600), ("一周三天", 864_000),
        ("十分钟", 600), ("十秒钟", 10), ("一小时十五分", 4500), ("1小时 30分钟", 5400), ("0分钟", 0),
        ("俩小时", 7200), ("仨钟头", 10_800), ("俩个小时", 7200), ("三分之一小时", 1200), ("四分之三个小时", 2700),
        ("二分之一分钟", 30), ("一分钟半", 90), ("两分半钟", 150),
        ("1.5分", 90), ("三十分", 1800), ("一分半", 90), ("1分30秒", 90), ("倒计时 1 小时 30 分钟 20 秒", 5420),
        ("2,5分钟", 150),  // a decimal comma
    ])
    func readsChineseDurations(text: String, seconds: Double) throws {
        let match = try #require(DurationExtractor.first(in: text))
        #expect(match.seconds == seconds)
        #expect(match.start == 0 || text.hasPrefix("倒计时"))
        #expect(match.end == text.unicodeScalars.count)
    }

    @Test(arguments: [
        ("五分钟后提醒我取快递", 300.0), ("过半小时提醒我", 1800), ("十分钟以后叫我", 600), ("一个半小时之后提醒我取快递", 5400),
        ("帮我定一个25分钟的番茄钟", 1500), ("设定一个２０分钟计时器", 1200), ("倒计时30分钟", 1800),
        ("十分钟零三十秒后提醒我", 630), ("每隔5分钟提醒我喝水", 300), ("泡一壶茶3分钟", 180),
        ("两天后提醒我交房租", 172_800), ("请在十五分后叫我", 900), ("等三分半再叫我", 210), ("大概十分钟左右", 600),
        ("下午3点提醒我，倒计时十分钟", 600), ("一周后提醒我", 604_800), ("三分钟内", 180),
    ])
    func readsDurationsInChineseSentences(text: String, seconds: Double) throws {
        #expect(try #require(DurationExtractor.first(in: text)).seconds == seconds)
    }

    /// Clock times, vague amounts, other words that hold a number or a unit character.
    @Test(arguments: [
        "三点四十五", "三点四十五分", "7点05分", "下午3点15分", "19:45", "七点一刻", "七点一刻钟", "三点过五分", "十二点三十分",
        "三点五分", "15时30分", "明天早上七点半叫我", "三点半小时",
        "一点儿", "等一下", "几分钟", "等几分钟", "几十分钟", "十几分钟", "等一会儿", "十多分钟", "一个多小时", "二十来分钟",
        "两三分钟", "一两个小时", "十五六分钟", "3-5分钟", "三到五分钟", "三四天",
        "三个月", "两年", "分享一下", "分手了", "这个计划不错", "秒杀", "十分重要", "十分的好", "五分之一",
        "考了九十分", "得了100分", "今天天气不错", "周三天气怎么样", "星期三天气", "第三天", "三周年", "两个星期天",
        "一百分", "满分一百分", "五点差五分", "1时30分", "一点三十分", "零点三十分", "3周岁", "周三", "一个半",
        "个把小时", "一个钟表", "24小时制", "半个多小时", "五分多钟", "一分钱", "九十分以上", "百分之五十小时", "零分之一小时",
        "他们俩", "三点十五分二十秒", "7点05分30秒",
        "三十", "第2步", "二零二六年", "小时候", "一刻也不停", "大半天", "半分钱",
        "倒计时", "明天早上", "分钟", "", "30",
    ])
    func readsNoChineseDuration(text: String) {
        #expect(DurationExtractor.first(in: text) == nil, "\(text) → \(String(describing: DurationExtractor.first(in: text)))")
    }

    // MARK: - English

    @Test(arguments: [
        ("90s", 90.0), ("5m", 300), ("1h30m", 5400), ("1h 30m", 5400), ("2d3h", 183_600), ("1.5h", 5400),
        ("5 minutes", 300), ("5 mins", 300), ("5min", 300), ("90 secs", 90), ("10 sec", 10), ("2 hrs", 7200),
        ("3 days", 259_200), ("2 weeks", 1_209_600), ("1.5 hours", 5400),
        ("an hour", 3600), ("a minute", 60), ("a day", 86_400), ("one second", 1), ("five minutes", 300),
        ("twenty-five minutes", 1500), ("twenty five minutes", 1500), ("a hundred seconds", 100), ("a hundred and twenty seconds", 120),
        ("one hundred twenty minutes", 7200),
        ("half an hour", 1800), ("half a minute", 30), ("half hour", 1800), ("half-hour", 1800), ("a half hour", 1800),
        ("an hour and a half", 5400), ("a minute and a half", 90), ("one and a half hours", 5400),
        ("two and a half minutes", 150), ("1 and a half hours", 5400), ("a quarter of an hour", 900),
        ("quarter of an hour", 900), ("three quarters of an hour", 2700), ("an hour and a quarter", 4500),
        ("2 hours and 15 minutes", 8100), ("1 hour 30 minutes", 5400), ("an hour and thirty minutes", 5400),
        ("1 hr 30 min", 5400), ("1m30s", 90), ("1hr30min", 5400),
        ("3 hours 20 mins 10 secs", 12_010), ("a day and a half", 129_600), ("one minute and thirty seconds", 90), ("FIVE MINUTES", 300), ("５ｍｉｎ", 300), ("2,5 minutes", 150), ("1,25 hours", 4500),
    ])
    func readsEnglishDurations(text: String, seconds: Double) throws {
        let match = try #require(DurationExtractor.first(in: text))
        #expect(match.seconds == seconds)
        #expect(match.start == 0)
        #expect(match.end == text.unicodeScalars.count)
    }

    @Test(arguments: [
        ("in 5 minutes", 300.0), ("10 minutes later", 600), ("after a minute", 60), ("in half an hour", 1800),
        ("remind me to call mom in 10 minutes", 600), ("set a 25-minute timer", 1500), ("wait five-minute", 300),
        ("set a timer for an hour and a half", 5400), ("remind me in 2 hours and 15 minutes to stretch", 8100),
        ("5分钟 later", 300),
        // "an" for "and" before "a half" or "a quarter"; not before anything else.
        ("remind me in an hour an a half to check the stage", 5400), ("two hours an a quarter", 8100), ("a minute an a half", 90),
        ("an hour an hour", 3600), ("10 minutes an apple", 600),
    ])
    func readsDurationsInEnglishSentences(text: String, seconds: Double) throws {
        #expect(try #require(DurationExtractor.first(in: text)).seconds == seconds)
    }

    @Test(arguments: [
        "5 months", "5 mango", "3 meters", "3 m", "3M", "3D", "3d", "this minute", "a second opinion", "wait a sec",
        "just a second", "the 90s", "in the '80s", "mp3s", "room 101", "a few minutes", "several hours",
        "two or three minutes", "3 to 5 minutes", "5-10 minutes", "1,000 seconds", "a couple of minutes", "in a moment",
        "half of the time", "minus five", "-5", "quarter past seven", "a quarter to eight", "ten to nine",
        "5 o'clock", ".5 hours", "half past three", "at 7:30", "the minute you arrive", "1st", "",
    ])
    func readsNoEnglishDuration(text: String) {
        #expect(DurationExtractor.first(in: text) == nil, "\(text) → \(String(describing: DurationExtractor.first(in: text)))")
    }

    // MARK: - Ranges

    /// Text, seconds, and the scalar range the duration was read from: the sign,
    /// numbers and units, never 后/之后/过/in/later.
    @Test(arguments: [
        ("五分钟后提醒我取快递", 300.0, 0, 3),
        ("过半小时提醒我", 1800, 1, 4),
        ("一个半小时后", 5400, 0, 5),
        ("帮我定一个25分钟的番茄钟", 1500, 5, 9),
        ("设定一个２０分钟计时器", 1200, 4, 8),
        ("remind me to call mom in 10 minutes", 600, 25, 35),
        ("10 minutes later", 600, 0, 10),
        ("in an hour and a half", 5400, 3, 21),
        ("负五分钟", -300, 0, 4),
        ("倒计时-5分钟", -300, 3, 7),
        ("minus 5 minutes", -300, 0, 15),
        ("1分半钟后", 90, 0, 4),
        ("三分半再叫我", 210, 0, 3),
        ("30秒", 30.0, 0, 3),
        ("30分钟", 1800, 0, 4),
        ("倒计时30分钟", 1800, 3, 7),
        ("2小时", 7200, 0, 3),
        ("2个小时后提醒我", 7200, 0, 4),
        ("1.5小时", 5400, 0, 5),
        ("1小时30分钟", 5400, 0, 7),
        ("1小时 30分钟", 5400, 0, 8),
        ("倒计时 ３０ 分钟", 1800, 4, 9),
        ("１０分钟后提醒我取快递", 600, 0, 4),
        ("3天", 259_200, 0, 2),
        ("20秒钟", 20, 0, 4),
        ("1h30m", 5400, 0, 5),
        ("90 secs", 90, 0, 7),
        ("in 5 minutes", 300, 3, 12),
        ("IN 5 MINUTES", 300, 3, 12),
        ("set a timer for 1 hour 30 minutes please", 5400, 16, 33),
        ("2 hrs", 7200, 0, 5),
        ("45s", 45, 0, 3),
        ("第2步，等30分钟", 1800, 5, 9),  // a number without a unit is passed over
        ("1h30", 3600, 0, 2),  // a trailing bare number is not part of it
        ("2 hours and", 7200, 0, 7),  // nor a dangling "and"
        ("三点四十五分，再过十分钟", 600, 9, 12),  // the clock time is passed over
    ])
    func coversTheDurationOnly(text: String, seconds: Double, start: Int, end: Int) throws {
        let match = try #require(DurationExtractor.first(in: text))
        #expect(match == DurationMatch(seconds: seconds, start: start, end: end))
    }

    @Test(arguments: [
        ("先等五分钟，再等一个半小时", [300.0, 5400]),
        ("30分钟5小时", [1800, 18_000]),  // a larger unit starts a new duration
        ("5 minutes and 10 minutes", [300, 600]),
        ("1h30m 2h", [5400, 7200]),
        ("五分钟后提醒我，三点四十五分开会", [300]),
        ("没有时间", []),
    ])
    func readsEveryDurationInOrder(text: String, seconds: [Double]) {
        let found = DurationExtractor.all(in: text)
        #expect(found.map(\.seconds) == seconds)
        #expect(zip(found, found.dropFirst()).allSatisfy { $0.end <= $1.start })
    }

    // MARK: - Negatives

    @Test(arguments: [
        ("负五分钟", -300.0), ("-5分钟", -300), ("－５分钟", -300), ("负一个半小时", -5400), ("负半小时", -1800),
        ("minus 5 minutes", -300), ("negative ten seconds", -10), ("-1h30m", -5400), ("−2 hours", -7200),
    ])
    func readsNegativeDurationsWithTheirSign(text: String, seconds: Double) throws {
        #expect(try #require(DurationExtractor.first(in: text)).seconds == seconds)
    }

    @Test(arguments: [("3-5分钟", nil as Double?), ("t-5 minutes", 300), ("负责五分钟", 300), ("正负", nil)])
    func aHyphenOrNegativeWordIsNotAlwaysASign(text: String, seconds: Double?) {
        #expect(DurationExtractor.first(in: text)?.seconds == seconds)
    }

    // MARK: - Answers

    /// An answer to "how long?" asked in a unit: a bare number is in that unit,
    /// a duration with its own unit is taken as written.
    @Test(arguments: [
        ("十", "分钟", 600.0),
        ("三十", "秒", 30),
        ("一个半", "小时", 5400),
        ("半", "小时", 1800),
        ("两个", "小时", 7200),
        ("俩", "小时", 7200),
        ("一点五", "小时", 5400),
        ("10吧", "分钟", 600),
        ("90秒", "分钟", 90),
        ("一个半小时", "分钟", 5400),
        ("十分", "分钟", 600),
        ("负五", "分钟", -300),
        ("10", "分钟", 600),
        ("10", "秒", 10),
        ("10", "小时", 36_000),
        ("１０", "分钟", 600),
        ("1.5", "小时", 5400),
        (" 10 。", "分钟", 600),
        ("10", "minutes", 600),
        ("ten", "分钟", 600),
        ("twenty-five", "minutes", 1500),
        ("one and a half", "hours", 5400),
        ("half", "hour", 1800),
        ("-5", "分钟", -300),
        ("30秒", "分钟", 30),
        ("2小时", "分钟", 7200),
        ("in 5 minutes", "秒", 300),
        ("10", "个小时", 36_000),
        ("10", nil, 600),
        ("10", "斤", 600),  // a unit that is no time unit: minutes
    ] as [(String, String?, Double)])
    func readsAnAnswerInTheQuestionsUnit(text: String, unit: String?, seconds: Double) {
        #expect(DurationExtractor.answer(text, unit: unit) == seconds)
    }

    @Test func aBareAnswerWithoutAUnitIsMinutes() {
        #expect(DurationExtractor.answer("10", unit: nil) == 600)
    }

    @Test(arguments: ["嗯", "", "好的", "5 months", "几", "两三", "三点", "a", "一会儿"])
    func anAnswerWithNoAmountIsNoDuration(text: String) {
        #expect(DurationExtractor.answer(text, unit: "分钟") == nil)
    }

    // MARK: - Speed

    /// One pass over the scalars: a long line of numerals or words takes no quadratic time.
    /// (A typical sentence takes 0.1–2 µs in release; the bound here only catches a blow-up.)
    @Test(arguments: ["一", "1", "十一", "a ", "- ", "半", "一点", "五分钟，三点四十五分 ", "in 5 minutes and a half "])
    func readsALongLineInLinearTime(unit: String) {
        let text = String(repeating: unit, count: 20_000 / unit.unicodeScalars.count)
        let elapsed = ContinuousClock().measure { _ = DurationExtractor.all(in: text) }
        #expect(elapsed < .seconds(2), "\(unit)… took \(elapsed)")
    }

    // MARK: - Units

    @Test(arguments: [
        ("分钟", 60.0), ("分", 60), ("小时", 3600), ("个小时", 3600), ("钟头", 3600), ("个钟头", 3600), ("秒", 1),
        ("秒钟", 1), ("天", 86_400), ("刻钟", 900), ("周", 604_800), ("个星期", 604_800), ("Minutes", 60), ("min", 60),
        ("ｈ", 3600), ("s", 1), ("hours", 3600), ("days", 86_400),
    ])
    func unitWordsInSeconds(unit: String, seconds: Double) {
        #expect(DurationExtractor.seconds(ofUnit: unit) == seconds)
    }

    @Test(arguments: ["斤", "", "分钟后", "months", "个", "个h", "月", "年", "刻"])
    func wordsThatAreNoUnit(unit: String) {
        #expect(DurationExtractor.seconds(ofUnit: unit) == nil)
    }
}

struct HourMarkAndHalfMonthTests {
    /// Rule: 时 is an hour after days or weeks; 半个月 is fifteen days; 个半 after a verb's 个 is a half.
    @Test(arguments: [
        ("8天20时", 763_200.0), ("两天3时30分", 185_400), ("一周2时", 612_000), ("半个月", 1_296_000), ("半月后", 1_296_000),
        ("一个礼拜", 604_800), ("定个半小时的闹钟", 1800), ("来个半分钟", 30),
    ])
    func readsTheSpan(text: String, seconds: Double) {
        #expect(DurationExtractor.first(in: text)?.seconds == seconds)
    }

    /// 时 alone is an hour of the clock (15时), never a span; 一个半 still needs its unit.
    @Test(arguments: ["15时", "20时30分", "三时", "时候", "一个半", "多半个月"])
    func readsNoSpan(text: String) {
        #expect(DurationExtractor.first(in: text) == nil, "\(text)")
    }
}
