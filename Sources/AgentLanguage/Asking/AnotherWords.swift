/// Rule one more: a follow-up that asks for another of what was just set (再来一个二十五分钟的, 也定一个,
/// "and one for 45 minutes", "another for 10 tonight"; Asking/words: another-words) adds an item with
/// the values it changes and the rest inherited; it replaces nothing, as 改成二十五分钟 does.
public enum AnotherWords {
    public static func holds(_ sentence: Sentence) -> Bool { span(in: sentence) != nil }

    /// Where they are said: a follow-up cue of their own.
    static func span(in sentence: Sentence) -> Range<Int>? { phrases.find(in: sentence) }

    /// Whether they stand beside a time or a span (再加一个六点的, 也加个十分钟的): one more item of the
    /// schedule is asked for, no sum (`AnotherItemShield`, and the calculator's reading).
    static func asksForAnItemAtATime(_ sentence: Sentence) -> Range<Int>? {
        guard let span = span(in: sentence), sentence.time != nil || !sentence.durations.isEmpty else { return nil }
        return span
    }

    /// Whether they count an item (再加一个, 也加只, "another one"): 再加一个二十分钟的 sets one more
    /// timer, where "add another 5 minutes" lengthens the last.
    static func countsAnItem(_ sentence: Sentence) -> Bool {
        guard let span = span(in: sentence) else { return false }
        return sentence.folded[span].contains { itemCounters.contains($0) } || sentence.english.find(one).map(span.overlaps) == true
    }

    /// An "and" or "also" opening the sentence ("and at 9 tonight too", "and in 2 hours to do rounds",
    /// "also every weekday 6:50"; english-another-openers): after a timer or an alarm it asks for one
    /// more as they do; after a question or a sum it asks again ("and tomorrow?", "and if it was 5 of
    /// us"), so the skill followed up decides.
    public static func openingAnd(in sentence: Sentence) -> Range<Int>? {
        let words = sentence.english
        guard words.count > 1, words.span(0).lowerBound == sentence.skipSpaces(from: 0), words.isWord(0, of: and) else { return nil }
        return words.span(0)
    }

    private static let phrases = MixedPhrases(WordLists.anotherWords)
    private static let and = EnglishWordSet(WordLists.englishAnotherOpeners)
    private static let itemCounters: Set<UInt32> = [0x4E2A, 0x53EA]  // 个, 只
    private static let one = EnglishPhrase("one")
}
