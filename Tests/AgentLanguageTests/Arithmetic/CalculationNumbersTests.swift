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

    /// Rule the decimal comma: one or two digits after a comma are decimals, unless the numbers are a list.
    @Test(arguments: [
        ("3,5 plus 2,25", 5.75), ("1,00加1", 2), ("12,5乘2", 25), ("0,5 times 8", 4), ("7,25 - 1,5", 5.75),
        ("4,99 + 1,01", 6), ("1,000+1", 1001), ("2,500 divided by 5", 500),
    ] as [(String, Double)])
    func readsADecimalComma(text: String, expected: Double) throws {
        #expect(try ArithmeticParser.evaluate(text).doubleValue == expected, "\(text)")
    }

    /// A list of numbers keeps its commas: no decimal in "3,5,7" or after one.
    @Test(arguments: ["3,5,7", "2,3,5", "1,2,3,4"])
    func aListKeepsItsCommas(text: String) {
        #expect(throws: (any Error).self, "\(text)") { try ArithmeticParser.parse(text) }
    }

    /// A comma groups thousands only before exactly three digits: "1,0000" is two numbers.
    @Test(arguments: [("1,0000加1", ArithmeticError.missingOperator("1", "0000"))])
    func readsNoGroupOfThousandsThatIsNone(text: String, error: ArithmeticError) {
        #expect(throws: error, "\(text)") { try ArithmeticParser.parse(text) }
    }
}
