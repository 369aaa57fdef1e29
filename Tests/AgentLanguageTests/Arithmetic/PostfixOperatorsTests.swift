import AgentLanguage
import Testing

/// Rule `PostfixOperators`: what follows an operand works on it: squares, cubes, roots, percents, factorials,
/// "percent of".
struct PostfixOperatorsTests {
    @Test(arguments: [
        ("十三的平方", 169.0), ("3的立方", 27), ("5²", 25), ("nine squared", 81), ("169开根号", 13), ("八十一的平方根", 9),
        ("27的立方根", 3), ("64开立方", 4), ("50%", 0.5), ("5!", 120), ("twenty percent of 350", 70),
        // A discount after 的, as after 打.
        ("三百六的八五折", 306), ("200的七折", 140),
        // Rule discount after an amount: with, at, after, then a percent taken off it.
        ("64 with 25% off", 48), ("90 at 10% off", 81), ("150 after a 20% discount", 120), ("3 x 40 with a 5% discount", 114),
    ])
    func calculates(text: String, expected: Double) throws {
        #expect(try ArithmeticParser.evaluate(text).doubleValue == expected, "\(text)")
    }

    @Test(arguments: [
        ("开根号", .missingNumberBefore("开根号")), ("的平方", .missingNumberBefore("的平方")), ("5 of 3", .unexpectedWord("of")),
    ] as [(String, ArithmeticError)])
    func refuses(text: String, error: ArithmeticError) {
        #expect(throws: error, "\(text)") { try ArithmeticParser.parse(text) }
    }
}
