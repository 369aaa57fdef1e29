import AgentLanguage
import Testing

/// Rule `PrimaryOperands`: an operand: a number, B分之A, a parenthesis written or said, a root or percent before
/// its operand.
struct PrimaryOperandsTests {
    @Test(arguments: [
        ("四分之三", 0.75), ("(6+4)*3", 30), ("[2+3]*2", 10), ("二十减括号三加四括号", 13), ("左括号一加一右括号乘五", 10),
        ("括号里十加六，再除以四", 4), ("根号八十一", 9), ("√16", 4), ("∛27", 3), ("百分之十五", 0.15), ("the square root of 49", 7),
    ])
    func calculates(text: String, expected: Double) throws {
        #expect(try ArithmeticParser.evaluate(text).doubleValue == expected, "\(text)")
    }

    @Test(arguments: [
        ("(8-3", .missingClosingParenthesis), ("8-3)", .unexpectedClosingParenthesis),
        ("()", .missingNumberAfter("(")), ("三个苹果", .unknownWord("个苹果")), ("", .nothingToCalculate),
    ] as [(String, ArithmeticError)])
    func refuses(text: String, error: ArithmeticError) {
        #expect(throws: error, "\(text)") { try ArithmeticParser.parse(text) }
    }
}
