import AgentLanguage
import Testing

/// Rule `CalculationNumbers`: the numbers of a calculation, exact where they are written so.
struct CalculationNumbersTests {
    @Test(arguments: [
        ("三点一四乘二", 6.28), ("0.1加0.2", 0.3), (".5乘4", 2), ("3点5加1", 4.5), ("1,000减1", 999), ("1.5万除以3", 5000),
        ("3千加7", 3007), ("两百零五减五", 200), ("２５×４", 100), ("twelve times eleven", 132),
        ("two hundred and five minus five", 200), ("three point five times two", 7),
    ] as [(String, Double)])
    func readsTheNumbers(text: String, expected: Double) throws {
        #expect(try ArithmeticParser.evaluate(text).doubleValue == expected, "\(text)")
    }

    /// A comma groups thousands only before exactly three digits: "1,00" is two numbers.
    @Test(arguments: [("1,00加1", ArithmeticError.missingOperator("1", "00")), ("1,0000加1", .missingOperator("1", "0000"))])
    func readsNoGroupOfThousandsThatIsNone(text: String, error: ArithmeticError) {
        #expect(throws: error, "\(text)") { try ArithmeticParser.parse(text) }
    }
}
