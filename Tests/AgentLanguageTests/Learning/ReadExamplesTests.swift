@testable import AgentLanguage
import Testing

/// `ReadExamples` reads stretches of examples on every core and puts them together in order: what
/// it holds is what reading each example in turn on one thread gives, key for key and float for float.
struct ReadExamplesTests {
    /// More examples than one stretch holds, English (with a meaning) and Chinese (without) by turns,
    /// some reading a feature twice.
    static let texts: [String] = (0..<700).map { i in
        switch i % 4 {
        case 0: "set a timer for \(i) minutes please"
        case 1: "\(i)分钟后提醒我喝水喝水"
        case 2: "what's the weather like in city number \(i)"
        default: "放一首歌 第\(i)首"
        }
    }

    @Test func holdsWhatReadingInTurnGives() throws {
        let vectors = try #require(WordVectors.shipped)
        let read = ReadExamples(Self.texts, vectors: vectors, meaningWeight: LinearModel.meaningWeight)
        #expect(read.keyStarts.count == Self.texts.count + 1)
        for (i, text) in Self.texts.enumerated() {
            let sentence = Sentence(text)
            var keys: [UInt64] = []
            sentence.eachFeatureKey { keys.append($0) }
            #expect(Array(read.keys(of: i)) == keys, "\(text)")
            var meaning = [Float](repeating: 0, count: vectors.dimensions)
            let part = meaning.withUnsafeMutableBufferPointer {
                LinearModel.scaleMeaning($0, of: sentence, by: vectors, weight: LinearModel.meaningWeight)
            }
            #expect(read.featureParts[i] == part, "\(text)")
            #expect(Array(read.meanings[(i * vectors.dimensions)..<((i + 1) * vectors.dimensions)]) == meaning, "\(text)")
        }
        // English examples have a meaning, Chinese ones none.
        #expect(read.featureParts[0] < 1 && read.featureParts[1] == 1)
    }

    @Test func readsNoMeaningWithoutVectors() {
        let read = ReadExamples(Array(Self.texts.prefix(3)), vectors: nil, meaningWeight: LinearModel.meaningWeight)
        #expect(read.meanings.isEmpty && read.featureParts == [1, 1, 1] && read.dimensions == 0)
    }

    @Test func readsNothingFromNoExamples() {
        let read = ReadExamples([], vectors: nil, meaningWeight: 1)
        #expect(read.keys.isEmpty && read.keyStarts == [0])
    }
}
