@testable import AgentLanguage
import Testing

/// The features a learned matcher reads of a sentence: characters and their pairs, words,
/// stemmed English words, and one feature for any number.
struct SentenceFeatureTests {
    private func texts(_ sentence: String) -> [String] {
        let read = Sentence(sentence)
        return read.features().map { "\($0.kind):\($0.text(in: read))" }
    }

    @Test func chineseIsReadByCharactersPairsAndWords() {
        #expect(texts("明天天气") == ["character:明", "characterPair:明天", "character:天", "characterPair:天天",
                                     "characterPair:天气", "character:气", "word:明天", "word:天气"])
    }

    /// A number of any form is one feature, so that 五分钟后 and 10分钟后 are learned alike.
    @Test(arguments: ["十分钟后提醒我", "10分钟后提醒我", "一百分钟后提醒我"])
    func aNumberIsOneFeatureWhateverItsForm(sentence: String) {
        let features = texts(sentence)
        #expect(features.first == "number:number")
        #expect(features.contains("word:分钟") && features.contains("word:提醒"))
        #expect(!features.contains { $0.contains("十") || $0.contains("10") || $0.contains("百") })
    }

    @Test(arguments: [
        ("is it raining", ["englishWord:is", "englishWord:it", "englishWord:rain"]),
        ("Set Alarms", ["englishWord:set", "englishWord:alarm"]),
        ("cities with timers", ["englishWord:city", "englishWord:with", "englishWord:timer"]),
        ("glass", ["englishWord:glass"]),
    ])
    func englishWordsMeetWhateverTheirEnding(sentence: String, features: [String]) {
        #expect(texts(sentence).filter { $0.hasPrefix("englishWord:") } == features)
    }

    /// Word pairs carry what two words say together; runs of letters meet a misspelt word.
    @Test func englishPairsAndLettersAreRead() {
        let features = texts("set alarms")
        #expect(features.contains("englishPair:set alarm"))
        #expect(features.contains("letters:ala") && features.contains("letters:larm"))
        let misspelt = Set(texts("rerservation")), right = Set(texts("reservation"))
        #expect(misspelt.intersection(right).count >= 8)
    }

    @Test func theSameWordTwiceIsOneFeature() {
        let features = Sentence("天气天气").features()
        #expect(features.filter { $0.kind == .word }.count == 1)
        #expect(Set(features).count == features.count)
    }

    @Test func keysAreTheSameInEverySentence() {
        let a = Sentence("北京天气").features().first { $0.kind == .word && $0.span == 2..<4 }
        let b = Sentence("天气怎么样").features().first { $0.kind == .word && $0.span == 0..<2 }
        #expect(a != nil && a == b)
        #expect(a?.key == b?.key)
    }
}
