import AgentCalendar
import AgentCore
import AgentProtocol
import AgentLanguage
import Testing

/// Tuesday 2026-03-10, 09:00.
private let tuesday = LocalMoment(CivilTime(year: 2026, month: 3, day: 10, hour: 9))
/// Saturday 2026-03-14, 23:30: late, but the day is not over.
private let lateSaturday = LocalMoment(CivilTime(year: 2026, month: 3, day: 14, hour: 23, minute: 30))

struct AskedDayReaderTests {
    /// Days counted from today, weekdays, weekends, dates: Chinese first, then English.
    @Test(arguments: [
        ("明儿青岛刮不刮风", 1), ("后天出门需要打伞不", 2), ("大后天昆明温度如何", 3), ("今儿个冷不冷", 0),
        ("今晚要下雪吗", 0), ("明早八点广州天气", 1),
        ("周四厦门的天气", 2), ("星期五呢", 3), ("礼拜天热吗", 5), ("这周日苏州天气", 5),
        ("周二成都天气", 0), ("本周二下雨吗", 0),
        ("下周一天气", 6), ("下周一天津有雨吗", 6), ("下个礼拜一长沙冷吗", 6), ("下星期三呢", 8),
        ("这个周末天气好吗", 4), ("周末去爬山会下雨吗", 4),
        ("3月15号大连天气", 5), ("三月二十日武汉有雨吗", 10), ("15号呢", 5), ("12号温度多少", 2),
        ("tomorrow's weather in Boston", 1), ("will it rain on Saturday", 4), ("weather this weekend", 4),
        ("is it cold next Monday", 6), ("forecast for March 20th", 10), ("what about the day after tomorrow", 2),
        ("is it hot today", 0), ("on Tuesday", 0),
    ] as [(String, Int)])
    func readsTheDayAskedAbout(text: String, days: Int) {
        #expect(AskedDayReader.read(text, now: tuesday) == .daysAhead(days))
    }

    /// A day asked about counts until it ends, however late it is.
    @Test(arguments: [("周六天气", 0), ("这个周末会下雨吗", 0), ("14号冷吗", 0), ("on Saturday", 0), ("周日呢", 1)])
    func countsTodayUntilItEnds(text: String, days: Int) {
        #expect(AskedDayReader.read(text, now: lateSaturday) == .daysAhead(days))
    }

    @Test(arguments: [("昨天天气怎么样", AskedDayReader.Reading.daysAhead(-1)), ("前天下雨了吗", .daysAhead(-2)),
                      ("上周五冷吗", .past), ("what was it like last friday", .past),
                      ("2月30日天气", .nonexistent), ("下个月31号天气", .nonexistent)])
    func readsADayThatCannotBeForecast(text: String, reading: AskedDayReader.Reading) {
        #expect(AskedDayReader.read(text, now: tuesday) == reading)
    }

    /// No day: the weather now.
    @Test(arguments: ["北京天气怎么样", "现在多少度", "外面冷不冷", "what's the weather like", "一天到晚下雨吗", "right now"])
    func readsNoDayWhereNoneIsSaid(text: String) {
        #expect(AskedDayReader.read(text, now: tuesday) == nil)
    }
}
