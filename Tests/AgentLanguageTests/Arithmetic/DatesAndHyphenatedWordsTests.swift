import AgentLanguage
import Testing

/// Rule `DatesAndHyphenatedWords`: a date written in digits, a range after a month or "between", and the hyphen
/// of "15-minute" subtract nothing.
struct DatesAndHyphenatedWordsTests {
    @Test(arguments: [
        "2026-03-10开会", "2026/3/10出发", "take a 15-minute break", "a 3-day trip",
        "book a room on july 3-5", "leave for february 22-27", "is it free between 7-9", "open from 9-5", "sept 1-3 off",
    ])
    func readsNoCalculation(text: String) {
        #expect(ArithmeticParser.read(text) == .none, "\(text)")
    }

    /// What is no date is arithmetic: a month past 12, a year of other than four digits, mixed joiners.
    @Test(arguments: [("2026-13-10", 2003.0), ("26-3-10", 13), ("2026-3/2", 2024.5), ("15-5", 10), ("what is 9-5", 4), ("31-30", 1)])
    func calculatesWhatIsNoDate(text: String, expected: Double) throws {
        #expect(try ArithmeticParser.evaluate(text).doubleValue == expected, "\(text)")
    }
}
