@testable import AgentLanguage
import Testing

struct DayOffsetReaderTests {
    /// A count of days with 后, 以后 or 之后 after it is that many days from today.
    @Test(arguments: [
        ("三天后提醒我", "day 3 to 3"), ("5天以后交报告", "day 5 to 4"), ("十天之后回来", "day 10 to 4"), ("2天后", "day 2 to 3"),
        ("三天前", nil), ("三天", nil), ("0天后", nil), ("三天内", nil), ("三个月后", nil),
    ] as [(String, String?)])
    func aCountOfDaysAfterTodayIsThatDay(text: String, read: String?) {
        #expect(described(DayOffsetReader.part(in: Sentence(text), at: 0)) == read)
    }
}
