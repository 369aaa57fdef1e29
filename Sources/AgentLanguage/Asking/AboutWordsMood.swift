/// Rule about words: a sentence that asks what a word means or how it is said asks about words,
/// not for a task, whatever else it holds: “倒计时”用英语怎么说, 霾是什么意思, "how do you say
/// timer in Chinese", "what does sleet mean", "what's umbrella in french" (Asking/words:
/// about-words, english-about-words, language-names).
enum AboutWordsMood {
    static func cue(in sentence: Sentence) -> MoodCue? {
        if let (k, span) = MoodWords.first(of: MoodWords.aboutWords, in: sentence, wholeWords: false) {
            return MoodCue(word: WordLists.aboutWords[k], span: span)
        }
        let words = sentence.english
        guard !words.isEmpty else { return nil }
        for (k, phrase) in MoodWords.englishAboutWords.enumerated() {
            if let span = words.find(phrase) { return MoodCue(word: WordLists.englishAboutWords[k], span: span) }
        }
        // "what's umbrella in french": a word said in a language.
        for k in (words.count > 1 ? 1..<words.count : 0..<0) where words.word(k - 1) == "in" && words.isWord(k, of: languages) {
            return MoodCue(word: "in \(words.word(k))", span: words.span(k - 1).lowerBound..<words.span(k).upperBound)
        }
        // "what does 'X' mean", "what does sleet mean": the word asked about stands between.
        if let does = words.find(whatDoes), let mean = words.find(mean), mean.lowerBound > does.lowerBound {
            return MoodCue(word: "what does … mean", span: does.lowerBound..<mean.upperBound)
        }
        return nil
    }

    private static let languages = EnglishWordSet(WordLists.languageNames)
    private static let whatDoes = EnglishPhrase("what does")
    private static let mean = EnglishPhrase("mean")
}
