@testable import AgentLanguage
import Testing

/// Rule `BigUnits`: 万 and 亿 close a group and multiply what came before; a decimal before one
/// is scaled by it.
struct BigUnitsTests {
    @Test(arguments: [
        ("三万五千", 35_000.0), ("一亿", 100_000_000), ("一亿五千万", 150_000_000), ("三亿零五万", 300_050_000), ("两万亿", 2e12),
        ("一点五万", 15_000), ("1.5万", 15_000), ("十万", 100_000), ("零五", 5),
    ])
    func readsLargeNumbers(text: String, value: Double) {
        #expect(NumberReader.read(Array(text.unicodeScalars), at: 0, chineseDecimal: true)?.value == value, "\(text)")
    }

    @Test(arguments: [("存了五万块", [50_000.0]), ("人口一千四百万", [14_000_000]), ("万一呢", [1]), ("两万五", [25_000])])
    func readsBigUnitsInASentence(text: String, values: [Double]) {
        #expect(NumberReader.all(in: Sentence(text)).map(\.value) == values, "\(text)")
    }
}
