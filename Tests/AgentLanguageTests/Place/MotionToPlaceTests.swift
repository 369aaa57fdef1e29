@testable import AgentCore
@testable import AgentLanguage
import Testing

/// 去, 到, 回, 在, 来 right before a city are the way the place is said, filler like "in" of "weather in
/// paris" (`SentenceAnalyzer.motionsToPlaces`, place-motion-words).
struct MotionToPlaceTests {
    private func motions(_ text: String) -> [String] {
        let sentence = Sentence(text)
        let readings = SentenceAnalyzer.readings(in: sentence, kinds: [.city])
        return SentenceAnalyzer.motionsToPlaces(in: sentence.folded, readings: readings).map { sentence.quote($0.lowerBound, $0.upperBound) }
    }

    @Test(arguments: [
        ("周六去青岛穿衣指数", ["去"]),
        ("后天回成都天气", ["回"]),
        ("下午到苏州会不会下雨", ["到"]),
        ("明早在厦门天气", ["在"]),
    ] as [(String, [String])])
    func readsAMotionBeforeACity(text: String, words: [String]) {
        #expect(motions(text) == words)
    }

    @Test(arguments: ["青岛明天天气", "去年青岛很冷", "明天去爬山", "回头再说"])
    func leavesOtherWordsAlone(text: String) {
        #expect(motions(text).isEmpty)
    }
}
