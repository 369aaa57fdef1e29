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

    @Test(arguments: [
        ("七加", .missingNumberAfter("加")), ("3+", .missingNumberAfter("+")), ("加五", .missingNumberBefore("加")),
    ] as [(String, ArithmeticError)])
    func refuses(text: String, error: ArithmeticError) {
        #expect(throws: error, "\(text)") { try ArithmeticParser.parse(text) }
    }
}
