import AgentLanguage
import Testing

/// Rule `SignedOperands`: a sign before an operand binds looser than a power (-4^2 is -16); 负 belongs to its
/// number (负四的平方 is 16).
struct SignedOperandsTests {
    @Test(arguments: [
        ("负五加三", -2.0), ("-4^2", -16), ("(-4)^2", 16), ("负四的平方", 16), ("+6", 6), ("3--2", 5),
        ("negative 4 times 2", -8), ("minus 3 plus 5", 2),
    ])
    func calculates(text: String, expected: Double) throws {
        #expect(try ArithmeticParser.evaluate(text).doubleValue == expected, "\(text)")
    }

    @Test(arguments: [
        ("负", .missingNumberAfter("负")), ("-", .missingNumberAfter("-")),
    ] as [(String, ArithmeticError)])
    func refuses(text: String, error: ArithmeticError) {
        #expect(throws: error, "\(text)") { try ArithmeticParser.parse(text) }
    }
}
