import AgentLanguage
import Testing

/// Rule `ProductsAndQuotients`: products and quotients; A除B is B ÷ A, A被B除 is A ÷ B.
struct ProductsAndQuotientsTests {
    @Test(arguments: [
        ("六乘七", 42.0), ("八十一除以九", 9), ("三除十二", 4), ("二十被五除", 4), ("2×3÷4", 1.5), ("12/4*3", 9), ("6 times 7", 42),
        ("48 divided by 6", 8), ("12 over 4", 3),
    ])
    func calculates(text: String, expected: Double) throws {
        #expect(try ArithmeticParser.evaluate(text).doubleValue == expected, "\(text)")
    }

    @Test(arguments: [
        ("六乘", .missingNumberAfter("乘")), ("二十被五", .unexpectedWord("被")), ("*3", .missingNumberBefore("*")),
    ] as [(String, ArithmeticError)])
    func refuses(text: String, error: ArithmeticError) {
        #expect(throws: error, "\(text)") { try ArithmeticParser.parse(text) }
    }
}
