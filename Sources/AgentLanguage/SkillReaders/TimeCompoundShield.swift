import AgentCore

/// Rule a compound of time: "time" (clock-time-compound-heads) before a noun it makes a compound
/// with (clock-time-compounds: the time frame, a time limit, the time zone of france, the time
/// table for trains) names that thing, and asks no clock. The compound, with the determiner
/// before it (clock-time-compound-determiners), is shielded from the skills that answer requests
/// only, so that `clock.now` does not answer with the time now. "what's the time now", "what is
/// the time in paris" still ask it.
public enum TimeCompoundShield {
    public static func spans(in sentence: Sentence) -> [Range<Int>] {
        let words = sentence.english
        var spans: [Range<Int>] = []
        for k in 0..<max(0, words.count - 1) where words.isWord(k, of: heads) && words.isWord(k + 1, of: compounds) {
            let start = k > 0 && words.isWord(k - 1, of: determiners) ? k - 1 : k
            spans.append(words.span(start).lowerBound..<words.span(k + 1).upperBound)
        }
        return spans
    }

    private static let heads = EnglishWordSet(WordLists.clockTimeCompoundHeads)
    private static let compounds = EnglishWordSet(WordLists.clockTimeCompounds)
    private static let determiners = EnglishWordSet(WordLists.clockTimeCompoundDeterminers)
}
