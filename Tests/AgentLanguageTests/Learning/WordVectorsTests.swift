@testable import AgentLanguage
import Testing

/// The English word pieces' vectors (`WordVectors`): words cut as the encoder's tokenizer cuts
/// them, and sentences of like meaning nearer than sentences of unlike meaning, though they
/// share no word.
struct WordVectorsTests {
    static let vectors = WordVectors.shipped!

    @Test func theShippedTableIsRead() {
        #expect(Self.vectors.dimensions == 128)
    }

    /// WordPiece: the longest piece that starts the word, then the longest continuation of the
    /// rest, in turn (the cuts all-MiniLM-L6-v2's own tokenizer makes of these words).
    @Test(arguments: [
        ("alarm", ["alarm"]), ("reminders", ["reminder", "##s"]), ("whats", ["what", "##s"]),
        ("rerservations", ["re", "##rse", "##rva", "##tions"]), ("unaffable", ["una", "##ffa", "##ble"]),
        ("snoozing", ["s", "##no", "##oz", "##ing"]), ("calender", ["cale", "##nder"]), ("xqzt", ["x", "##q", "##z", "##t"]),
    ])
    func aWordIsCutIntoTheLongestPieces(word: String, pieces: [String]) throws {
        let rows = pieces.compactMap { Self.vectors.row(ofPiece: $0) }
        try #require(rows.count == pieces.count)
        #expect(Self.vectors.pieces(of: word) == rows)
    }

    @Test func aPieceAndItsContinuationAreTwoPieces() throws {
        let start = try #require(Self.vectors.row(ofPiece: "ing"))
        let continuation = try #require(Self.vectors.row(ofPiece: "##ing"))
        #expect(start != continuation)
        #expect(Self.vectors.row(ofPiece: "天气") == nil)
    }

    private func meaning(_ text: String) -> [Float] {
        var sum = [Float](repeating: 0, count: Self.vectors.dimensions)
        sum.withUnsafeMutableBufferPointer { _ = Self.vectors.add(Sentence(text), into: $0) }
        return sum
    }

    private func cosine(_ a: [Float], _ b: [Float]) -> Float {
        let dot = zip(a, b).reduce(Float(0)) { $0 + $1.0 * $1.1 }
        let lengths = (a.reduce(Float(0)) { $0 + $1 * $1 } * b.reduce(Float(0)) { $0 + $1 * $1 }).squareRoot()
        return lengths > 0 ? dot / lengths : 0
    }

    /// Each sentence means what the first of its pair means, in other words, and not what the
    /// second means: its meaning is nearer the first.
    @Test(arguments: [
        ("rouse me at dawn", "wake me up early", "what is the weather in paris"),
        ("is it going to pour tomorrow", "will it rain tomorrow", "set an alarm for seven"),
        ("get me a cab to the airport", "call me a taxi", "what time is it in tokyo"),
        ("what's the price of this", "how much does it cost", "remind me to call mom"),
        ("start a countdown of ten minutes", "set a timer for ten minutes", "how hot is it outside"),
        ("sum of these numbers", "add these numbers up", "book a table for two"),
    ])
    func sentencesOfLikeMeaningAreNearer(text: String, like: String, unlike: String) {
        let vector = meaning(text)
        #expect(cosine(vector, meaning(like)) > cosine(vector, meaning(unlike)) + 0.05)
    }

    /// The encoder knows English: a Chinese sentence, or one of numbers, has no meaning.
    @Test(arguments: ["明天北京会下雨吗", "五分钟后提醒我", "3 + 5"])
    func aSentenceWithoutEnglishWordsHasNoMeaning(text: String) {
        var sum = [Float](repeating: 0, count: Self.vectors.dimensions)
        let pieces = sum.withUnsafeMutableBufferPointer { Self.vectors.add(Sentence(text), into: $0) }
        #expect(pieces == 0)
        #expect(sum.allSatisfy { $0 == 0 })
    }

    /// The Latin letters of a Chinese sentence are mostly names, not English words: a sentence
    /// with a Chinese character in it is read by its features alone (`readsMeaning`); the same
    /// words without one still mean what they mean.
    @Test(arguments: [
        ("帮我打开YY语音", false), ("切换到CCTV五套", false), ("用uc浏览器搜一下", false), ("调到fm一零三点七", false),
        ("play 周杰伦的歌", false), ("open the yy app", true), ("switch to cctv five", true),
    ])
    func aSentenceWithChineseInItHasNoMeaning(text: String, reads: Bool) {
        #expect(WordVectors.readsMeaning(of: Sentence(text)) == reads)
        var sum = [Float](repeating: 0, count: Self.vectors.dimensions)
        let pieces = sum.withUnsafeMutableBufferPointer { Self.vectors.add(Sentence(text), into: $0) }
        #expect((pieces > 0) == reads)
    }

    /// A word longer than the tokenizer cuts is [UNK], which says nothing: the sentence's other
    /// words mean what they mean alone.
    @Test(arguments: [WordVectors.longestWord + 1, 995])
    func aWordTooLongToCutMeansNothing(length: Int) {
        let long = String(repeating: "ab", count: length / 2) + (length % 2 == 1 ? "a" : "")
        #expect(meaning("set an alarm " + long) == meaning("set an alarm"))
        #expect(meaning("set an alarm " + String(long.prefix(WordVectors.longestWord))) != meaning("set an alarm"))
    }

    /// An apostrophe parts a word, as the tokenizer's punctuation does: "don't" is don, t.
    @Test func anApostrophePartsAWord() {
        #expect(meaning("don't") == meaning("don t"))
    }
}
