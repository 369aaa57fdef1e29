/// Rule a duration added: a word that adds (duration-additions: 加, 延长, "add", "extend") in the
/// clause of the sentence's duration, or one right by it (duration-addition-qualifiers: "5 more
/// minutes", "an extra 10 minutes"; "one more for 5 minutes" and 再加一个二十分钟的, which count an item, are
/// another item), says the duration lengthens the
/// one running (加两分钟, 再加五分钟, "add 2 more minutes", "extend it by 5 minutes"), not that it is
/// the new length. The timer it follows up reads the sum.
public enum DurationAddition {
    public static func adds(_ sentence: Sentence) -> Bool {
        guard let duration = sentence.durations.first, !AnotherWords.countsAnItem(sentence) else { return false }
        let clause = Clause.around(duration.start..<duration.end, in: sentence.folded)
        if !additions.spans(in: sentence, startingIn: clause).isEmpty { return true }
        // "5 more minutes", "an extra 10 minutes", "ten minutes longer": right by the duration.
        let near = sentence.skipSpaces(from: duration.end)
        return qualifiers.spans(in: sentence, startingIn: clause).contains { span in
            (duration.start..<duration.end).contains(span.lowerBound) || span.lowerBound == near
                || sentence.skipSpaces(from: span.upperBound) == duration.start
        }
    }

    private static let additions = MixedPhrases(WordLists.durationAdditions)
    private static let qualifiers = MixedPhrases(WordLists.durationAdditionQualifiers)
}
