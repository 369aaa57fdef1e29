@testable import AgentLanguage
import Testing

/// Rule `ChineseNumeral`: Chinese numerals read digit by digit and unit by unit.
struct ChineseNumeralTests {
    @Test(arguments: [
        ("五", 5.0, 1), ("十", 10, 1), ("十五", 15, 2), ("二十", 20, 2), ("三十五分钟", 35, 3), ("两", 2, 1),
        ("九十秒", 90, 2), ("一百", 100, 2), ("一百二十三", 123, 5), ("六十", 60, 2), ("零", 0, 1), ("〇", 0, 1),
        ("十分钟零三十秒", 10, 1), ("两个小时", 2, 1), ("俩", 2, 1),
    ])
    func readsChineseNumerals(text: String, value: Double, end: Int) throws {
        let read = try #require(NumberReader.read(Array(text.unicodeScalars), at: 0))
        #expect(read.value == value, "\(text)")
        #expect(read.end == end, "\(text)")
    }

    @Test(arguments: [
        ("我买了三斤苹果和两个梨", [3.0, 2]), ("二十五楼到三十楼", [25, 30]), ("第十九条", [19]), ("1万2千", [12_000]),
    ])
    func readsTheNumeralsOfASentence(text: String, values: [Double]) {
        #expect(NumberReader.all(in: Sentence(text)).map(\.value) == values, "\(text)")
    }

    @Test(arguments: ["几", "几点", "百货", "千克", "万事如意"])
    func readsNoNumeralWhereNoneStarts(text: String) {
        #expect(NumberReader.all(in: Sentence(text)).isEmpty, "\(text)")
    }
}
