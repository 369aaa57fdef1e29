/// Rule correcting: a sentence that says the last request was wrong (不对, 我是说, 说错了, "no", "I meant",
/// "oops"; Asking/words: correction-words) replaces what it said, not only a value of it: 不对，是三加四
/// after 三加五 is a new calculation, where 三加四 alone would be one too but no follow-up.
public enum CorrectionWords {
    public static func holds(_ sentence: Sentence) -> Bool {
        if chinese.firstMatch(in: sentence.folded) != nil { return true }
        let english = sentence.english
        return (0..<english.count).contains { english.isWord($0, of: englishWords) }
    }

    private static let chinese = PhraseList(WordLists.correctionWords.filter { !WordLists.isEnglish($0) })
    private static let englishWords = EnglishWordSet(WordLists.correctionWords.filter(WordLists.isEnglish))
}
