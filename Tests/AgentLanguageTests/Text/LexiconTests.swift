import AgentCore
import AgentProtocol
@testable import AgentLanguage
import Testing

/// `Lexicon`: words, place names and the segmentation of a sentence.
struct LexiconTests {
    /// The tokens of `text` joined by "|", as written (the segmentation sees it folded).
    static func cut(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        return Lexicon.segment(MatchText.scalars(of: text)).map { range in
            String(String.UnicodeScalarView(scalars[range]))
        }.joined(separator: "|")
    }

    @Test(arguments: [
        ("楼下那家热狗真不错", "热狗"),
        ("他这人挺冷漠的", "冷漠"),
        ("各位乘客请注意", "乘客"),
        ("卧室的加湿器该加水了", "加湿器"),
        ("学校门口新装了减速带", "减速"),
        ("把温度计放进嘴里", "温度计"),
        ("借我用一下计算器", "计算器"),
        ("你看过小时代吗", "时代"),
        ("裁判掏出了秒表", "秒表"),
    ])
    func keepsALongerWordWhole(text: String, word: String) {
        #expect(Self.cut(text).split(separator: "|").contains(Substring(word)), "\(Self.cut(text))")
    }

    @Test(arguments: [
        ("今天冷吗", "今天|冷|吗"),
        ("明天会下雨吗", "明天|会|下雨|吗"),
        ("三分钟后叫我", "三|分钟|后|叫|我"),
        ("七点半出发", "七|点|半|出发"),
        ("十分钟以后提醒我", "十|分钟|以后|提醒|我"),
        ("一个半小时后", "一|个|半|小时|后"),
        ("这周六几度", "这|周六|几|度"),
        ("一直在下雨", "一直|在|下雨"),
        ("三亚明天热吗", "三亚|明天|热|吗"),
        ("首尔后天冷不冷", "首尔|后天|冷|不|冷"),
        ("唐山今天刮风吗", "唐山|今天|刮风|吗"),
        ("二〇二六年", "二〇二六|年"),
    ])
    func cutsTheWordsAKeywordLooksFor(text: String, tokens: String) {
        #expect(Self.cut(text) == tokens)
    }

    @Test(arguments: [
        ("7:30叫我", "7:30|叫|我"),
        ("3.5公里", "3.5|公里"),
        ("2026-03-10天气", "2026-03-10|天气"),
        ("iPhone15多少钱", "iPhone|15|多少|钱"),
        ("5-", "5|-"),
        ("weather in Paris", "weather| |in| |Paris"),
        ("好，谢谢！", "好|，|谢谢|！"),
        ("ＺÜＲＩＣＨ天气", "ＺÜＲＩＣＨ|天气"),
        ("", ""),
    ])
    func makesLettersDigitsAndMarksTokensOfTheirOwn(text: String, tokens: String) {
        #expect(Self.cut(text) == tokens)
    }

    @Test func coversTheWholeTextInOrder() {
        let text = MatchText.scalars(of: "帮我查一下北京明天的天气，thanks! 3:15 倒计时十分钟😀")
        let tokens = Lexicon.segment(text)
        #expect(tokens.first?.lowerBound == 0 && tokens.last?.upperBound == text.count)
        for (a, b) in zip(tokens, tokens.dropFirst()) { #expect(a.upperBound == b.lowerBound && !a.isEmpty) }
    }

    @Test(arguments: ["热狗", "乘客", "温度计", "天气预报", "一直", "峨眉山", "首尔"])
    func knowsWords(word: String) {
        #expect(Lexicon.isWord(MatchText.scalars(of: word)[...]))
    }

    @Test(arguments: ["热", "三分钟", "十点", "一加", "今天天气", "冷不冷", "abc", ""])
    func leavesOutCharactersNumbersAndUncountedWords(word: String) {
        #expect(!Lexicon.isWord(MatchText.scalars(of: word)[...]))
    }

    @Test(arguments: ["峨眉山", "黄山", "阳朔", "婺源", "张家界", "香格里拉", "北海道", "巴黎", "首尔", "唐山", "九寨沟"])
    func knowsPlaceNames(word: String) {
        #expect(Lexicon.isPlaceName(MatchText.scalars(of: word)[...]))
    }

    @Test(arguments: ["大理石", "三明治", "热狗", "天气", "明天", "山顶"])
    func knowsWordsThatNameNoPlace(word: String) {
        #expect(!Lexicon.isPlaceName(MatchText.scalars(of: word)[...]))
    }

    /// shell/lexicon writes the gazetteer's names into the lexicon: this fails when it was not run again after a change.
    @Test func knowsEveryNameOfTheGazetteerAsAPlace() {
        for name in CityTable.chineseNames + WorldCityTable.chineseNames where (2...6).contains(name.unicodeScalars.count) {
            let scalars = MatchText.scalars(of: name)[...]
            #expect(Lexicon.isPlaceName(scalars) && Lexicon.isWord(scalars), "\(name): run shell/lexicon")
            #expect(Lexicon.tables.value(of: scalars).map { $0 >> LexiconTables.codeShift & 0x3F >= 18 } == true, "\(name)")
        }
    }
}
