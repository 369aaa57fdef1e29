/// Rule a duration added: a word that adds (duration-additions: 加, 延长, "add", "extend", "more")
/// before or right around the sentence's duration, in its clause, says the duration lengthens the
/// one running (加两分钟, 再加五分钟, "add 2 more minutes", "extend it by 5 minutes"), not that it is
/// the new length. The timer it follows up reads the sum.
public enum DurationAddition {
    public static func adds(_ sentence: Sentence) -> Bool {
        guard let duration = sentence.durations.first else { return false }
        let clause = Clause.around(duration.start..<duration.end, in: sentence.folded)
        return !additions.spans(in: sentence, startingIn: clause).isEmpty
    }

    private static let additions = MixedPhrases(WordLists.durationAdditions)
}
