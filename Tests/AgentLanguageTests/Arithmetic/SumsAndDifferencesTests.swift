import AgentLanguage
import Testing

/// Rule `SumsAndDifferences`: sums and differences, loosest of the operators, read from the left.
struct SumsAndDifferencesTests {
    @Test(arguments: [
        ("七加八", 15.0), ("九十减去十七", 73), ("十减掉十二", -2), ("3+4+5", 12), ("10-4-3", 3), ("一加二乘三", 7), ("3 plus 4", 7),
        ("9 minus 2", 7),
    ])
    func calculates(text: String, expected: Double) throws {
        #expect(try ArithmeticParser.evaluate(text).doubleValue == expected, "\(text)")
    }

    /// Rule a percent added or taken off is a share of what it is added to.
    @Test(arguments: [
        ("184 plus 10%", 202.4, "184 * (1 + 10%)"), ("200减去20%", 160, "200 * (1 - 20%)"), ("一千加上百分之十五", 1150, "1000 * (1 + 15%)"),
        ("what's 80 minus 25 percent", 60, "80 * (1 - 25%)"), ("2500加5%是多少", 2625, "2500 * (1 + 5%)"),
        ("100 + 20 + 10%", 132, "(100 + 20) * (1 + 10%)"), ("2 × 50 + 10%", 110, "2 * 50 * (1 + 10%)"),
        ("60 plus fifty percent", 90, "60 * (1 + 50%)"),
        // A percent added to a percent is their sum; a share of another amount is no percent added.
        ("50% + 50%", 1, "50% + 50%"), ("10% + 5% - 3%", 0.12, "10% + 5% - 3%"), ("100 + 15% of 200", 130, "100 + 15% * 200"),
    ] as [(String, Double, String)])
    func addsAShare(text: String, expected: Double, expression: String) throws {
        #expect(try ArithmeticParser.parse(text).description == expression, "\(text)")
        #expect(abs(try ArithmeticParser.evaluate(text).doubleValue - expected) < 1e-9, "\(text)")
    }

    @Test(arguments: [
        ("七加", .missingNumberAfter("加")), ("3+", .missingNumberAfter("+")), ("加五", .missingNumberBefore("加")),
    ] as [(String, ArithmeticError)])
    func refuses(text: String, error: ArithmeticError) {
        #expect(throws: error, "\(text)") { try ArithmeticParser.parse(text) }
    }
}
