@testable import AgentLanguage
import Testing

/// Rule `UnitTenths`: a lone digit right after 百, 千, 万 or 亿 counts tenths of it.
struct UnitTenthsTests {
    @Test(arguments: [
        ("一百五", [150.0]), ("两千三", [2300]), ("一万五", [15_000]), ("两万五", [25_000]), ("一亿二", [120_000_000]),
        // After 零 or 十, or a unit spelled out, the digit counts ones.
        ("一百零五", [105]), ("三十五", [35]), ("一百五十", [150]), ("一百二十三", [123]), ("三万五千", [35_000]),
    ])
    func readsALoneDigitAfterAUnit(text: String, values: [Double]) {
        #expect(NumberReader.all(in: Sentence(text)).map(\.value) == values, "\(text)")
    }
}
