@testable import AgentLanguage
import Testing

/// Rule `ChineseDecimal`: 点 and digits after a numeral are its decimals, when the caller asks.
struct ChineseDecimalTests {
    @Test(arguments: [("一点五", 1.5, 3), ("三点一四", 3.14, 4), ("零点五", 0.5, 3), ("十二点五", 12.5, 4), ("两点二五", 2.25, 4)])
    func readsChineseDecimalsOnlyWhenAsked(text: String, value: Double, end: Int) throws {
        let scalars = Array(text.unicodeScalars)
        let decimal = try #require(NumberReader.read(scalars, at: 0, chineseDecimal: true))
        #expect(abs(decimal.value - value) < 1e-9)
        #expect(decimal.end == end)
        // Without the option 点 ends the number: "三点" is a time of day.
        let plain = try #require(NumberReader.read(scalars, at: 0))
        #expect(plain.end == scalars.firstIndex(of: "点"))
    }

    @Test(arguments: ["三点", "三点钟", "一点儿"])
    func aPointWithoutADigitAfterItIsNoDecimal(text: String) {
        let scalars = Array(text.unicodeScalars)
        #expect(NumberReader.read(scalars, at: 0, chineseDecimal: true)?.end ?? 0 <= 1, "\(text)")
    }

    @Test func aSentencesNumbersReadNoDecimal() {
        #expect(NumberReader.all(in: Sentence("三点一刻")).map(\.value) == [3, 1])
    }
}
