import AgentCalendar
import AgentCore
import AgentProtocol
import AgentLanguage
import Testing

private typealias Day = TimeExpression.Day

/// Tuesday 2026-03-10 09:00:00 with its date, the dev set's reference moment.
private let tuesdayNineOnTheTenth = LocalMoment(CivilTime(year: 2026, month: 3, day: 10, hour: 9))

private func on(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 9, _ minute: Int = 0) -> LocalMoment {
    LocalMoment(CivilTime(year: year, month: month, day: day, hour: hour, minute: minute))
}

/// A sentence and the day read from it, with the clock when it names one.
struct DayCase: Sendable, CustomTestStringConvertible {
    let text: String
    let day: TimeExpression.Day
    let hour: Int?

    init(_ text: String, _ day: TimeExpression.Day, _ hour: Int? = nil) {
        (self.text, self.day, self.hour) = (text, day, hour)
    }

    var testDescription: String { text }
}

/// A sentence said at `now`, and the days ahead and time it lands on.
struct PlacedCase: Sendable, CustomTestStringConvertible {
    let text: String
    let now: LocalMoment
    let expected: ResolvedTime

    init(_ text: String, _ now: LocalMoment, _ days: Int, _ hour: Int, _ minute: Int = 0) {
        (self.text, self.now) = (text, now)
        expected = ResolvedTime(daysAhead: days, hour: hour, minute: minute)
    }

    init(_ text: String, _ days: Int, _ hour: Int, _ minute: Int = 0) {
        self.init(text, tuesdayNineOnTheTenth, days, hour, minute)
    }

    var testDescription: String { text }
}

struct CalendarDateReadingTests {
    /// Rule: a date written with numbers (month and day, a year perhaps, a day of a named month) is that day.
    @Test(arguments: [
        DayCase("4月2号", .date(year: nil, month: 4, day: 2)), DayCase("九月十号下午三点", .date(year: nil, month: 9, day: 10), 3),
        DayCase("2027年1月8日", .date(year: 2027, month: 1, day: 8)),
        DayCase("二〇二七年二月三日早上七点", .date(year: 2027, month: 2, day: 3), 7),
        DayCase("十一月二十九 晚上九点", .date(year: nil, month: 11, day: 29), 9), DayCase("一月二十三", .date(year: nil, month: 1, day: 23)),
        DayCase("2月29号", .date(year: nil, month: 2, day: 29)),
        DayCase("21号的闹钟", .dayOfMonth(21, monthsAhead: nil)), DayCase("28号提醒我还钱", .dayOfMonth(28, monthsAhead: nil)),
        DayCase("十九号早上六点", .dayOfMonth(19, monthsAhead: nil), 6),
        DayCase("这个月27号", .dayOfMonth(27, monthsAhead: 0)), DayCase("本月18号", .dayOfMonth(18, monthsAhead: 0)),
        DayCase("下个月6号", .dayOfMonth(6, monthsAhead: 1)), DayCase("下月二号", .dayOfMonth(2, monthsAhead: 1)),
        DayCase("每月8号", .dayOfMonth(8, monthsAhead: nil)), DayCase("每个月12号上午十点", .dayOfMonth(12, monthsAhead: nil), 10),
        DayCase("2027-03-04", .date(year: 2027, month: 3, day: 4)), DayCase("2026/11/5", .date(year: 2026, month: 11, day: 5)),
        DayCase("12/1早上八点", .date(year: nil, month: 12, day: 1), 8),
        DayCase("on 11/3", .date(year: nil, month: 11, day: 3)), DayCase("April 9th", .date(year: nil, month: 4, day: 9)),
        DayCase("on may 4", .date(year: nil, month: 5, day: 4)), DayCase("june 2 at 8am", .date(year: nil, month: 6, day: 2), 8),
        DayCase("on the 12th", .dayOfMonth(12, monthsAhead: nil)), DayCase("the 3rd of next month", .dayOfMonth(3, monthsAhead: 1)),
        DayCase("the 8th of every month at 9", .dayOfMonth(8, monthsAhead: nil), 9),
        DayCase("9th of June", .date(year: nil, month: 6, day: 9)),
        DayCase("明年3月1号", .dateInYear(yearsAhead: 1, month: 3, day: 1)), DayCase("后年五月一日", .dateInYear(yearsAhead: 2, month: 5, day: 1)),
    ])
    func readsACalendarDate(_ c: DayCase) throws {
        let expression = try #require(TimeExpressionReader.read(c.text))
        #expect(expression.day == c.day)
        #expect(expression.hour == c.hour)
        #expect(expression.problem == nil)
    }

    /// Rule: a number before 号 or a slash is no date by itself (a line, a building, a fraction).
    @Test(arguments: ["坐3号线", "住在5号楼", "12/4", "3月5个人", "三月份", "may 5 people come", "the 5th", "五号电池", "v1/2"])
    func readsNoDateWhereANumberOnlyLooksLikeOne(text: String) {
        #expect(TimeExpressionReader.read(text)?.day == nil)
    }

    /// Rule: a date that no calendar has is refused, not passed over.
    @Test(arguments: [
        ("2月30日", "2月30日"), ("4月31号早上八点", "4月31号"), ("2027年2月29日", "2027年2月29日"), ("六月三十一号", "六月三十一号"),
        ("2026-06-31", "2026-06-31"), ("3月32号早上八点", "3月32号"), ("十三月五号", "十三月五号"),
        ("february 30th at 9am", "february 30th"), ("the 31st of april", "the 31st of april"),
    ])
    func refusesADateThatDoesNotExist(text: String, written: String) throws {
        let expression = try #require(TimeExpressionReader.read(text))
        #expect(expression.problem == "\(written) is not a date that exists")
        #expect(expression.problemKind == .nonexistentDate)
        #expect(expression.hour == nil)
        #expect(TimeExpressionReader.resolve(expression, now: tuesdayNineOnTheTenth) == nil)
    }
}

struct RecurringDayReadingTests {
    /// Rule: a recurrence names its first occurrence: any of its weekdays, the day of each month.
    @Test(arguments: [
        DayCase("工作日早上八点半", .weekdays([1, 2, 3, 4, 5]), 8), DayCase("每个工作日", .weekdays([1, 2, 3, 4, 5])),
        DayCase("周一到周五早上六点", .weekdays([1, 2, 3, 4, 5]), 6), DayCase("星期一至星期三", .weekdays([1, 2, 3])),
        DayCase("周五到周一", .weekdays([1, 5, 6, 7])), DayCase("每周二四六晚上七点", .weekdays([2, 4, 6]), 7),
        DayCase("周二和周四", .weekdays([2, 4])), DayCase("每周一、周三", .weekdays([1, 3])),
        DayCase("周末上午十点", .weekdays([6, 7]), 10), DayCase("每个周末", .weekdays([6, 7])),
        DayCase("这个周末", .weekdays([6, 7])), DayCase("下周末", .weekday(6, weeksAhead: 1)),
        DayCase("每周三下午四点", .weekday(3, weeksAhead: 0), 4), DayCase("每礼拜天", .weekday(7, weeksAhead: 0)),
        DayCase("下下周四", .weekday(4, weeksAhead: 2)), DayCase("下下个星期天", .weekday(7, weeksAhead: 2)),
        DayCase("on weekdays at 7am", .weekdays([1, 2, 3, 4, 5]), 7), DayCase("every weekend", .weekdays([6, 7])),
        DayCase("monday through friday", .weekdays([1, 2, 3, 4, 5])), DayCase("mondays and thursdays", .weekdays([1, 4])),
        DayCase("every tuesday, thursday and saturday", .weekdays([2, 4, 6])), DayCase("every friday at 6pm", .weekday(5, weeksAhead: 0), 6),
        DayCase("next weekend", .weekday(6, weeksAhead: 1)),
    ])
    func readsTheDaysOfARecurrence(_ c: DayCase) throws {
        let expression = try #require(TimeExpressionReader.read(c.text))
        #expect(expression.day == c.day)
        #expect(expression.hour == c.hour)
    }

    /// Rule: 每天 and "every day" name no particular day; the clock beside them is the next one.
    @Test(arguments: ["每天早上六点", "每晚十点", "天天晚上九点", "every day at 6", "daily at 7am", "every morning at 8"])
    func readsEveryDayAsTheNextClock(text: String) throws {
        let expression = try #require(TimeExpressionReader.read(text))
        #expect(expression.day == nil)
        #expect(expression.hour != nil)
    }

    /// Rule: a digit after a weekday that starts a clock time (周三三点, 周六二十点) is the clock's.
    @Test(arguments: [("周三三点", Day.weekday(3, weeksAhead: 0), 3), ("周六二十点", .weekday(6, weeksAhead: 0), 20),
                      ("周一三五点", .weekdays([1, 3]), 5)] as [(String, TimeExpression.Day, Int)])
    func leavesTheClockItsDigit(text: String, day: TimeExpression.Day, hour: Int) throws {
        let expression = try #require(TimeExpressionReader.read(text))
        #expect(expression.day == day)
        #expect(expression.hour == hour)
    }
}

struct LunarDateReadingTests {
    /// Rule: a lunar date is read when its calendar is said or its month is lunar only.
    @Test(arguments: [
        DayCase("正月十五", .lunar(month: 1, day: 15, leap: false)), DayCase("腊月二十三", .lunar(month: 12, day: 23, leap: false)),
        DayCase("农历八月十五晚上七点", .lunar(month: 8, day: 15, leap: false), 7),
        DayCase("阴历三月初三", .lunar(month: 3, day: 3, leap: false)), DayCase("冬月初八", .lunar(month: 11, day: 8, leap: false)),
        DayCase("腊月廿八", .lunar(month: 12, day: 28, leap: false)), DayCase("闰六月初一", .lunar(month: 6, day: 1, leap: true)),
        DayCase("除夕晚上八点", .lunar(month: 12, day: 30, leap: false), 8), DayCase("大年三十", .lunar(month: 12, day: 30, leap: false)),
        DayCase("大年初二早上", .lunar(month: 1, day: 2, leap: false)),
    ])
    func readsALunarDate(_ c: DayCase) throws {
        let expression = try #require(TimeExpressionReader.read(c.text))
        #expect(expression.day == c.day)
        #expect(expression.hour == c.hour)
    }

    @Test(arguments: ["八月十五号", "三月三日", "正月", "大年", "初一的学生", "除了你"])
    func readsNoLunarDateWithoutItsCalendar(text: String) {
        if case .lunar? = TimeExpressionReader.read(text)?.day { Issue.record("\(text) read as a lunar date") }
    }

    /// The folk names of the lunar festivals, their month and day (三月三, 五月五, 八月十五, 九月九), are
    /// those festivals; with 号 or 日 after them, the solar date.
    @Test(arguments: [
        DayCase("八月十五", .lunar(month: 8, day: 15, leap: false)), DayCase("三月三那天", .lunar(month: 3, day: 3, leap: false)),
        DayCase("五月初五", .lunar(month: 5, day: 5, leap: false)), DayCase("九月九登高", .lunar(month: 9, day: 9, leap: false)),
    ])
    func readsAFolkFestivalAsItsLunarDay(_ c: DayCase) throws {
        let expression = try #require(TimeExpressionReader.read(c.text))
        #expect(expression.day == c.day)
    }
}

struct CalendarResolutionTests {
    /// Now is Tuesday 2026-03-10 09:00 unless a case says otherwise.
    @Test(arguments: [
        // 3月15号 is that date, next year's once passed; 15号 this month's, next month's once passed.
        PlacedCase("4月2号上午十点", 23, 10), PlacedCase("3月9号早上八点", 364, 8), PlacedCase("3月10号早上八点", 365, 8),
        PlacedCase("3月10号晚上八点", 0, 20), PlacedCase("2026年3月20日下午三点", 10, 15),
        PlacedCase("20号下午两点", 10, 14), PlacedCase("8号下午两点", 29, 14), PlacedCase("31号早上9点", on(2026, 4, 20), 41, 9),
        PlacedCase("这个月12号晚上七点", 2, 19), PlacedCase("下个月1号早上七点", 22, 7), PlacedCase("每月9号早上十点", 30, 10),
        PlacedCase("2月29号中午12点", on(2026, 3, 10), 721, 12), PlacedCase("明年3月20号上午十点", 375, 10),
        PlacedCase("今年12月25号晚上八点", 290, 20),
        // Weekdays of a recurrence: the first to come.
        PlacedCase("下下周二晚上八点", 14, 20), PlacedCase("工作日早上八点", 1, 8), PlacedCase("工作日早上八点", on(2026, 3, 13, 10), 3, 8),
        PlacedCase("每个周末上午十点", 4, 10), PlacedCase("周一到周五早上七点", on(2026, 3, 14), 2, 7),
        PlacedCase("每周二四晚上九点", 0, 21), PlacedCase("周二和周四早上七点", 2, 7), PlacedCase("每天早上七点", 1, 7),
        PlacedCase("every weekday at 6:30am", 1, 6, 30), PlacedCase("weekends at 10am", 4, 10),
        PlacedCase("monday through friday at 8am", 1, 8), PlacedCase("every tuesday and thursday at 7pm", 0, 19),
        PlacedCase("on april 9th at 5pm", 30, 17), PlacedCase("the 20th of every month at noon", 10, 12),
        // Lunar dates: the next to come.
        PlacedCase("正月十五晚上八点", 347, 20), PlacedCase("除夕晚上八点", 332, 20), PlacedCase("腊月二十三早上九点", 326, 9),
        PlacedCase("农历八月十五晚上七点", 199, 19), PlacedCase("大年初一早上八点", 333, 8), PlacedCase("农历二月初二早上十点", 10, 10),
        PlacedCase("闰六月初一早上八点", on(2025, 1, 10), 196, 8),
    ])
    func placesTheDateOnTheCalendar(_ c: PlacedCase) throws {
        let expression = try #require(TimeExpressionReader.read(c.text))
        #expect(TimeExpressionReader.resolve(expression, now: c.now) == c.expected)
    }

    /// A date needs today's date; a day of a named month that the month lacks cannot be placed.
    @Test func placesNoDateItCannot() throws {
        let weekdayOnly = LocalMoment(weekday: 2, hour: 9, minute: 0)
        let april = try #require(TimeExpressionReader.read("4月2号上午十点"))
        #expect(TimeExpressionReader.resolve(april, now: weekdayOnly) == nil)
        let thirtyFirst = try #require(TimeExpressionReader.read("下个月31号早上八点"))
        #expect(TimeExpressionReader.resolve(thirtyFirst, now: tuesdayNineOnTheTenth) == nil)
        let outOfTable = try #require(TimeExpressionReader.read("正月十五晚上八点"))
        #expect(TimeExpressionReader.resolve(outOfTable, now: on(2101, 3, 1)) == nil)
    }
}

struct ClockSecondsTests {
    /// Rule: seconds written in a clock time are kept.
    @Test(arguments: [
        ("16时40分50秒", 16, 40, 50), ("下午4点5分6秒", 16, 5, 6), ("11:30:10 pm", 23, 30, 10), ("7:05:09", 7, 5, 9),
    ])
    func keepsTheSeconds(text: String, hour: Int, minute: Int, second: Int) throws {
        let expression = try #require(TimeExpressionReader.read(text))
        let resolved = try #require(TimeExpressionReader.resolve(expression, now: LocalMoment(weekday: 2, hour: 0, minute: 0)))
        #expect(resolved == ResolvedTime(daysAhead: 0, hour: hour, minute: minute, second: second))
    }

    @Test(arguments: ["16时40分75秒", "10:20:61"])
    func refusesSecondsPastTheMinute(text: String) throws {
        #expect(try #require(TimeExpressionReader.read(text)).problemKind == .impossibleClock)
    }
}

struct AdvanceTests {
    /// Rule: the span after 提前 is how early to remind, not a duration.
    @Test(arguments: [
        ("后天上午九点面试，提前二十分钟叫我", 1200.0), ("周四晚上七点聚餐，提前一个钟头提醒我", 3600),
        ("明天下午三点开会，提前 10 分钟提醒我一下", 600), ("下周一体检，提前一刻钟提醒我", 900),
        ("remind me 15 minutes before the 4pm call", 900), ("wake me half an hour early for the 6am train", 1800),
    ])
    func readsTheAdvance(text: String, seconds: Double) throws {
        #expect(try #require(TimeExpressionReader.read(text)).leadSeconds == seconds)
        #expect(DurationExtractor.advance(in: text)?.seconds == seconds)
        #expect(DurationExtractor.all(in: text).isEmpty)
    }

    @Test(arguments: ["下午三点开会，提前提醒我", "提前到了三点", "明天三点，十分钟后提醒我", "remind me at 4pm, in 10 minutes"])
    func readsNoAdvanceWithoutOne(text: String) {
        #expect(TimeExpressionReader.read(text)?.leadSeconds == nil)
    }
}

struct TraditionalCharacterTests {
    /// Rule: traditional characters read as the simplified ones.
    @Test(arguments: [
        DayCase("禮拜一早上八點", .weekday(1, weeksAhead: 0), 8), DayCase("後天下午三點半", .offset(2), 3),
        DayCase("週三晚上七點", .weekday(3, weeksAhead: 0), 7), DayCase("下個星期五", .weekday(5, weeksAhead: 1)),
        DayCase("農曆臘月二十三", .lunar(month: 12, day: 23, leap: false)), DayCase("3月15號", .date(year: nil, month: 3, day: 15)),
    ])
    func readsTraditionalTimes(_ c: DayCase) throws {
        let expression = try #require(TimeExpressionReader.read(c.text))
        #expect(expression.day == c.day)
        #expect(expression.hour == c.hour)
    }

    @Test(arguments: [("兩個鐘頭後", 7200.0), ("十分鐘後提醒我", 600), ("一個半小時", 5400)])
    func readsTraditionalDurations(text: String, seconds: Double) {
        #expect(DurationExtractor.first(in: text)?.seconds == seconds)
    }

    @Test(arguments: [("禮", "礼"), ("後", "后"), ("鬧", "闹"), ("鐘", "钟"), ("點", "点"), ("𠌥", "𠆿"),
                      ("乾", "乾"), ("后", "后"), ("a", "a"), ("😀", "😀")])
    func foldsOneScalarToOne(traditional: String, simplified: String) throws {
        let scalar = try #require(traditional.unicodeScalars.first)
        #expect(TraditionalChinese.simplified(scalar.value) == simplified.unicodeScalars.first?.value)
    }
}

/// Rule: a date written with a year the calendar does not hold (past 9999), or with a day of
/// the month that no month has, is refused as a date that does not exist; it is not read
/// from a later point (99999年1月1日 is not 1月1日, nor 9999年1月1日).
struct DateBeyondTheCalendarTests {
    @Test(arguments: [
        ("99999年1月1日早上八点叫我", "99999年1月1日"), ("10000年5月1日提醒我", "10000年5月1日"),
        ("12345年3月3号开会", "12345年3月3号"), ("一万年一月一日", "一万年一月一日"),
        ("每月32号早上九点提醒我交房租", "每月32号"), ("每个月99号叫我", "每个月99号"), ("这个月0号提醒我", "这个月0号"),
        ("下个月40号的闹钟", "下个月40号"), ("每月99999999999号提醒我", "每月99999999999号"),
    ])
    func refusesTheWholeDate(text: String, written: String) throws {
        let expression = try #require(TimeExpressionReader.read(text))
        #expect(expression.problemKind == .nonexistentDate, "\(text)")
        #expect(expression.problem == "\(written) is not a date that exists", "\(text)")
    }

    @Test(arguments: [
        ("9999年12月31日早上八点", 9999, 12, 31), ("1000年1月1日", 1000, 1, 1), ("2026年5月1日", 2026, 5, 1),
    ])
    func readsAYearTheCalendarHolds(text: String, year: Int, month: Int, day: Int) throws {
        let expression = try #require(TimeExpressionReader.read(text))
        #expect(expression.problem == nil)
        #expect(expression.day == .date(year: year, month: month, day: day), "\(text)")
    }

    @Test(arguments: ["每月15号", "这个月31号", "下个月1号"])
    func readsADayEveryMonthHas(text: String) throws {
        #expect(try #require(TimeExpressionReader.read(text)).problem == nil)
    }
}
