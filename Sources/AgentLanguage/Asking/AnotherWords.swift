/// Rule one more: a follow-up that asks for another of what was just set (再来一个二十五分钟的, 也定一个,
/// "and one for 45 minutes", "another for 10 tonight"; Asking/words: another-words) adds an item with
/// the values it changes and the rest inherited; it replaces nothing, as 改成二十五分钟 does.
public enum AnotherWords {
    public static func holds(_ sentence: Sentence) -> Bool { span(in: sentence) != nil }

    /// Where they are said: a follow-up cue of their own.
    static func span(in sentence: Sentence) -> Range<Int>? { phrases.find(in: sentence) }

    private static let phrases = MixedPhrases(WordLists.anotherWords)
}
