import AgentCore
import AgentProtocol

/// A sentence as the readers of how it asks see it, made once and shared by
/// `SentenceMoodReader`, `SentenceShields` and `FillerWords`: its folded scalars
/// (`MatchText`), its words (`Lexicon.segment`) with their boundaries, and its English words.
public struct SentenceText: Sendable {
    public let scalars: [UInt32]
    public let words: [Range<Int>]
    let boundaries: Boundaries
    let english: EnglishWords

    public init(_ text: String) {
        self.init(folded: MatchText.scalars(of: text))
    }

    public init(folded scalars: [UInt32]) {
        self.scalars = scalars
        words = Lexicon.segment(scalars)
        boundaries = Boundaries(words: words, count: scalars.count)
        english = EnglishWords(scalars)
    }
}
