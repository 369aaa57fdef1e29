import AgentCore

/// Rule a compound of time: "time" (clock-time-compound-heads) before a noun it makes a compound
/// with (clock-time-compounds: the time frame, a time limit, the time zone of france, the time
/// table for trains) names that thing, and asks no clock. The compound, with the determiner
/// before it (clock-time-compound-determiners), is shielded from the skills that answer requests
/// only, so that `clock.now` does not answer with the time now. "what's the time now", "what is
/// the time in paris" still ask it. So are the words that name the time of the item before
/// (same-time-words: 礼拜六也来一个，一样的时间; "and friday, same time") and those that ask how much
/// time, a span (time-quantity-words: 还有多少时间), which ask no clock either.
public enum TimeCompoundShield {
    public static func spans(in sentence: Sentence) -> [Range<Int>] {
        let words = sentence.english
        // The longest of the phrases that overlap ("at the same time", not its "same time").
        let same = sameTime.spans(in: sentence) + quantities.spans(in: sentence)
        var spans = same.filter { span in !same.contains { $0 != span && $0.lowerBound <= span.lowerBound && span.upperBound <= $0.upperBound } }
        for k in 0..<max(0, words.count - 1) where words.isWord(k, of: heads) && words.isWord(k + 1, of: compounds) {
            let start = k > 0 && words.isWord(k - 1, of: determiners) ? k - 1 : k
            spans.append(words.span(start).lowerBound..<words.span(k + 1).upperBound)
        }
        return spans
    }

    private static let sameTime = MixedPhrases(WordLists.sameTimeWords)
    private static let quantities = MixedPhrases(WordLists.timeQuantityWords)
    private static let heads = EnglishWordSet(WordLists.clockTimeCompoundHeads)
    private static let compounds = EnglishWordSet(WordLists.clockTimeCompounds)
    private static let determiners = EnglishWordSet(WordLists.clockTimeCompoundDeterminers)
}
