@testable import AgentLanguage
import Testing

struct WeekdayListReaderTests {
    /// The weekdays after a first one: more numerals, a list with 和 or 、 or none, a range with 到 or 至
    /// (which may wrap); a numeral that starts a clock or a number ends the list before it. The
    /// first weekday is Monday (1), its numeral at 1.
    @Test(arguments: [
        ("周一三五", [1, 3, 5], 4), ("周一和周四", [1, 4], 5), ("周一、周三", [1, 3], 5), ("周一到周五", [1, 2, 3, 4, 5], 5),
        ("周一至五", [1, 2, 3, 4, 5], 4), ("周一到日", [1, 2, 3, 4, 5, 6, 7], 4),
        // The next said with its stem again, no joiner between.
        ("周一周四", [1, 4], 4), ("周一星期三星期五", [1, 3, 5], 8), ("周一礼拜天", [1, 7], 5), ("周一周末", [1], 2),
        ("周一三点", [1], 2), ("周一二十点", [1], 2), ("周一到五点", [1], 2), ("周一开会", [1], 2),
    ])
    func theWeekdaysThatFollowAFirstOne(text: String, days: [Int], end: Int) {
        let (read, readEnd) = WeekdayListReader.days(after: 1, in: Sentence(text), at: 2)
        #expect(read == days)
        #expect(readEnd == end)
    }
}
