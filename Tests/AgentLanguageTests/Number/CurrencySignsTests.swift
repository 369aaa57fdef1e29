@testable import AgentLanguage
import Testing

/// `CurrencySigns`: a sign right before an amount, or letters written as one (RM, Rs, S$), make it
/// money; the same letters ending a word, or standing apart from the amount by more than a space, do not.
struct CurrencySignsTests {
    @Test(arguments: [
        ("$12", 1, true), ("₹500", 1, true), ("rm2.80", 2, true), ("rs 500", 3, true), ("s$12", 2, true), ("hk$ 40", 4, true),
        ("kopi rm2.80", 7, true),
        ("hours 5", 6, false), ("farm2", 4, false), ("rm  2", 4, false), ("12", 0, false), ("the 5", 4, false),
    ])
    func tellsMoneyBySignOrLetters(folded: String, start: Int, isMoney: Bool) {
        #expect(CurrencySigns.endsBefore(start, in: folded.unicodeScalars.map(\.value)) == isMoney)
    }

    /// A calculation drops the letters, and a sum in everyday words reads their amount as money.
    @Test(arguments: [
        ("RM12 plus RM8", "12 + 8"), ("Rs 450 divided by 3", "450 / 3"), ("三杯 kopi 每杯 RM2.80，总共多少", "2.8 * 3"),
        ("₱250 times 4", "250 * 4"), ("S$18 x 3", "18 * 3"),
    ])
    func aCalculationReadsPastThem(text: String, expected: String) {
        #expect(expressionRead(text) == expected)
    }

    /// The letters are the calculation's own: its span starts with them, so they leave no content outside it.
    @Test(arguments: [("RM2.40 x 5", 0), ("what's Rs 450 divided by 3", 7), ("$12 plus 3", 0), ("12 plus 3", 0)])
    func theSpanHoldsTheLetters(text: String, start: Int) {
        guard case let .expression(_, span) = ArithmeticParser.read(text) else { return #expect(Bool(false), "\(text)") }
        #expect(span.lowerBound == start, "\(text)")
    }
}
