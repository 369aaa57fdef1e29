import AgentLanguage
import Testing

/// Rule `DatesAndHyphenatedWords`: a date written in digits and the hyphen of "15-minute" subtract nothing.
struct DatesAndHyphenatedWordsTests {
    @Test(arguments: ["2026-03-10开会", "2026/3/10出发", "take a 15-minute break", "a 3-day trip"])
    func readsNoCalculation(text: String) {
        #expect(ArithmeticParser.read(text) == .none, "\(text)")
    }

    /// What is no date is arithmetic: a month past 12, a year of other than four digits, mixed joiners.
    @Test(arguments: [("2026-13-10", 2003.0), ("26-3-10", 13), ("2026-3/2", 2024.5), ("15-5", 10)])
    func calculatesWhatIsNoDate(text: String, expected: Double) throws {
        #expect(try ArithmeticParser.evaluate(text).doubleValue == expected, "\(text)")
    }
}
