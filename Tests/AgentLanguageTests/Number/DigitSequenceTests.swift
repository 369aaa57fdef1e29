@testable import AgentLanguage
import Testing

/// Rule `DigitSequence`: three or more Chinese digits in a row are one number (a year), and so is
/// one after 零; two in a row are two numbers; 零 after a unit joins what follows it.
struct DigitSequenceTests {
    @Test(arguments: [
        ("二零二六年", [2026.0]), ("一九九八年出生", [1998]), ("零五分", [5]), ("一百零五秒", [105]), ("三亿零五万", [300_050_000]),
        ("周三三点", [3, 3]), ("一二", [1, 2]), ("一百零", [100, 0]),
    ])
    func readsDigitsInARow(text: String, values: [Double]) {
        #expect(NumberReader.all(in: Sentence(text)).map(\.value) == values, "\(text)")
    }
}
