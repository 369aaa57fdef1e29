@testable import AgentLanguage
import Testing

/// Rule `ChineseUnits`: 十, 百 and 千 multiply the digit before them; 十 may stand alone at the
/// start, 百 and 千 need a count.
struct ChineseUnitsTests {
    @Test(arguments: [
        ("十五分钟", [15.0]), ("三十个人", [30]), ("五百块", [500]), ("两千三百四十五", [2345]), ("一百五十", [150]),
        ("十", [10]), ("九十九", [99]),
    ])
    func readsTheUnits(text: String, values: [Double]) {
        #expect(NumberReader.all(in: Sentence(text)).map(\.value) == values, "\(text)")
    }

    @Test(arguments: ["百货商店", "千里之外", "百分百"])
    func aUnitWithoutACountIsNoNumber(text: String) {
        #expect(NumberReader.all(in: Sentence(text)).isEmpty, "\(text)")
    }
}
