@testable import AgentLanguage
import Testing

/// Rule `ChineseMoney`: a sum of money in 块, 毛 and 分 is one amount, in a calculation and in a word problem.
struct ChineseMoneyTests {
    @Test(arguments: [
        ("三块五加两块", "3.5 + 2"), ("一块钱加五毛是多少", "1 + 0.5"), ("两块五毛乘三", "2.5 * 3"),
        ("一块八毛五加两块", "1.85 + 2"), ("两块零五分乘四", "2.05 * 4"), ("三毛二加五毛", "0.32 + 0.5"),
        ("十元五角减三元", "10.5 - 3"), ("3块5加4块5", "3.5 + 4.5"), ("五毛钱乘十二", "0.5 * 12"),
        ("九块九毛九加十块", "9.99 + 10"), ("二十元零八角减五元三角", "20.8 - 5.3"), ("三毛一加五毛", "0.31 + 0.5"),
        // 一 opening a word after 毛 or 块 is no digit of the amount.
        ("三毛加七毛一共多少", "0.3 + 0.7"), ("两块加三块一起算", "2 + 3"),
        // Word problems read the same amounts.
        ("一斤两块三毛五 买四斤 一共多少钱", "2.35 * 4"), ("白菜八毛五一斤，买了十斤，总共多少钱", "0.85 * 10"),
    ])
    func readsOneAmount(text: String, expected: String) {
        #expect(expressionRead(text) == expected, "\(text)")
    }

    /// A digit after 块 that a numeral follows, or that counts people or a measure, is a number of its own;
    /// 块 or 块钱 alone leaves the amount as it is.
    @Test(arguments: [
        ("三块五十", 3.0, 3.0, 2), ("300块4个人", 300, 300, 4), ("六块三斤", 6, 6, 2), ("十二块五一斤", 12, 12.5, 4),
        ("八块钱", 8, 8, 3), ("八块蛋糕", 8, 8, 2),
    ] as [(String, Double, Double, Int)])
    func leavesANumberOfItsOwn(text: String, number: Double, expected: Double, end: Int) throws {
        let scalars = Array(text.unicodeScalars)
        let numberEnd = try #require(scalars.firstIndex(of: "块"))
        let read = try #require(ChineseMoney.read(number, in: Sentence(text).folded, at: numberEnd))
        #expect(read.value == expected, "\(text)")
        #expect(read.end == end, "\(text)")
    }

    @Test(arguments: ["三块蛋糕加两块蛋糕", "切成三块分给五个人"])
    func aPieceIsNoMoney(text: String) {
        #expect(expressionRead(text) == nil, "\(text)")
    }

    /// Rule `ChineseTenths`: 成 after a number counts tenths, a percent of ten.
    @Test(arguments: [
        ("三百块加两成", "300 * (1 + 20%)"), ("一千的三成是多少", "1000 * 30%"), ("200减去一成", "200 * (1 - 10%)"),
        ("五百加一成半", "500 * (1 + 15%)"), ("80块加1成", "80 * (1 + 10%)"), ("六成乘五十", "60% * 50"),
    ])
    func readsTenthsAsAPercent(text: String, expected: String) {
        #expect(expressionRead(text) == expected, "\(text)")
    }

    @Test(arguments: [("三成", 1, 2), ("两成半", 1, 3), ("成人票三十", 0, nil), ("分成三份", 1, nil), ("三点成交", 2, nil)] as [(String, Int, Int?)])
    func readsOnlyAChengRightAfterANumber(text: String, at: Int, end: Int?) {
        #expect(ChineseTenths.percentEnd(in: Sentence(text).folded, at: at) == end, "\(text)")
    }
}
