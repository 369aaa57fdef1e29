import AgentLanguage
import Testing

/// Rule `EnglishFractions`: a fraction spelled in English is a number of the calculation, and "of" takes
/// that share of what follows.
struct EnglishFractionsTests {
    @Test(arguments: [
        ("a third of 90", 30.0), ("two thirds of 60", 40), ("half of 50", 25), ("one half of 12", 6),
        ("three quarters of 20", 15), ("a quarter of 80", 20), ("one fifth of 100", 20), ("an eighth of 64", 8),
        ("three-fourths of 40", 30), ("what is a tenth of 250", 25), ("three halves of 10", 15),
        ("two thirds of 60 plus 5", 45), ("3/4 of 18", 13.5), ("1/2 of 30", 15),
    ])
    func calculates(text: String, expected: Double) throws {
        #expect(try ArithmeticParser.evaluate(text).doubleValue == expected, "\(text)")
    }

    /// Not a fraction: "second" is time, "first" no fraction, a share of no number is no calculation.
    @Test(arguments: [
        "one second", "the first of 3", "a third of the class failed", "wake me at half past seven",
        "a quarter of an hour", "two thirds of them agreed",
        // A count ending the sentence, spaces after it: no denominator to read, and nothing read past the end.
        "多少钱a ", "how much is it a ", "three  ",
    ])
    func readsNoCalculation(text: String) {
        #expect(!ArithmeticParser.read(text).isExpression, "\(text)")
    }
}

extension ArithmeticReading {
    var isExpression: Bool {
        if case .expression = self { return true }
        return false
    }
}
