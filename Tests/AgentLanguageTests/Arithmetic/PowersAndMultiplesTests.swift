import AgentLanguage
import Testing

/// Rule `PowersAndMultiples`: powers, right-associative, and what 的 leads: a power, a multiple or a share.
struct PowersAndMultiplesTests {
    @Test(arguments: [
        ("2^10", 1024.0), ("2^3^2", 512), ("3 to the power of 4", 81), ("2 raised to 5", 32), ("2的10次方", 1024),
        ("三的四次幂", 81), ("15的4倍", 60), ("400的百分之十五", 60), ("200的10%", 20),
    ])
    func calculates(text: String, expected: Double) throws {
        #expect(try ArithmeticParser.evaluate(text).doubleValue == expected, "\(text)")
    }

    @Test(arguments: [
        ("2的3", .missingPowerWord("的3")), ("2^", .missingNumberAfter("^")),
    ] as [(String, ArithmeticError)])
    func refuses(text: String, error: ArithmeticError) {
        #expect(throws: error, "\(text)") { try ArithmeticParser.parse(text) }
    }
}
