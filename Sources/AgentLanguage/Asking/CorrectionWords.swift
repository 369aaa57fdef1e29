/// Rule correcting: a sentence that says the last request was wrong (不对, 我是说, 说错了, "no", "I meant",
/// "oops"; Asking/words: correction-words) replaces what it said, not only a value of it: 不对，是三加四
/// after 三加五 is a new calculation, where 三加四 alone would be one too but no follow-up.
public enum CorrectionWords {
    public static func holds(_ sentence: Sentence) -> Bool { phrases.find(in: sentence) != nil }

    private static let phrases = MixedPhrases(WordLists.correctionWords)
}
