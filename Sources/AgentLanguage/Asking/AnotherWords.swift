/// Rule one more: a follow-up that asks for another of what was just set (再来一个二十五分钟的, 也定一个,
/// "and one for 45 minutes", "another for 10 tonight"; Asking/words: another-words) adds an item with
/// the values it changes and the rest inherited; it replaces nothing, as 改成二十五分钟 does.
public enum AnotherWords {
    public static func holds(_ sentence: Sentence) -> Bool { span(in: sentence) != nil }

    /// Where they are said: a follow-up cue of their own.
    static func span(in sentence: Sentence) -> Range<Int>? {
        if let chinese = chinese.firstMatch(in: sentence.folded) { return chinese }
        let english = sentence.english
        return englishPhrases.lazy.compactMap { english.find($0) }.first
    }

    private static let chinese = PhraseList(WordLists.anotherWords.filter { !WordLists.isEnglish($0) })
    private static let englishPhrases = WordLists.anotherWords.filter(WordLists.isEnglish).map(EnglishPhrase.init)
}
