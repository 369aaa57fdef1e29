@testable import AgentLanguage
import Testing

/// `PlaceByPosition`: a place name the lexicon knows, first in its clause, after 去/到/在/回, or before a time or weather word.
struct PlaceByPositionTests {
    @Test(arguments: [
        ("黄山后天有雾吗", "黄山"),
        ("请问阳朔这周末热不热", "阳朔"),
        ("下个月去九寨沟，冷吗", "九寨沟"),
        ("我在峨眉山，山顶下雪了吗", "峨眉山"),
        ("听说婺源明天下雨", "婺源"),
    ] as [(String, String)])
    func readsThePlace(text: String, place: String) {
        let sentence = Sentence(text)
        let span = PlaceByPosition.place(in: PlaceWords(sentence))
        #expect(span.map { MoodWords.string(sentence.folded[$0]) } == place)
    }

    @Test(arguments: ["明天冷不冷", "古镇明天天气", "外面下雨吗", "帮我设个闹钟", "weather in Lijiang", ""])
    func readsNoPlace(text: String) {
        #expect(PlaceByPosition.place(in: PlaceWords(Sentence(text))) == nil)
    }
}
