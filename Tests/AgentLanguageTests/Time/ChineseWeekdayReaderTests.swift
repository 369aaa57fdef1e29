@testable import AgentLanguage
import Testing

struct ChineseWeekdayReaderTests {
    /// A weekday with its week's prefix is that weekday of that week; a bare set of weekdays or
    /// 周末 repeats; a past week cannot be placed; a count of weeks and a bound prefix read no
    /// weekday; after 个, a weekday before a period of the day is one. The index is where the reader starts.
    @Test(arguments: [
        ("周五开会", 0, "weekday 5 to 2"), ("星期天休息", 0, "weekday 7 to 3"), ("下周二出差", 0, "weekday 2 +1w to 3"),
        ("下下个礼拜一", 0, "weekday 1 +2w to 6"), ("这周四", 0, "weekday 4 to 3"), ("周一三五健身", 0, "weekdays 135 repeats to 4"),
        ("这周一到周三", 0, "weekdays 123 to 6"), ("周末爬山", 0, "weekdays 67 repeats to 2"), ("下周末", 0, "weekday 6 +1w to 3"),
        ("上周三", 0, "unplaceableDay to 3"),
        ("一周三次", 1, nil), ("两个星期一次", 2, nil), ("路上周三", 1, nil), ("本周天气", 0, nil), ("周报", 0, nil),
        // After 个 a weekday before a period of the day, 的 or a digit is that day; a weekend is counted.
        ("再来一个周五早上八点的", 4, "weekday 5 to 6"), ("一个周四的", 2, "weekday 4 to 4"), ("一个周末的时间", 2, nil),
        ("一周三四次", 1, nil),
    ] as [(String, Int, String?)])
    func aWeekdayIsThatDayOfItsWeek(text: String, index: Int, read: String?) {
        #expect(described(ChineseWeekdayReader.part(in: Sentence(text), at: index)) == read)
    }
}
