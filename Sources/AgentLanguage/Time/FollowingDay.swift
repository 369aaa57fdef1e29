/// Rule: "the day after" said alone is the day after the one the conversation is about ("and the day
/// after?", 第二天呢; Time/words: following-day-words); a follow-up adds one day to the day it changes.
public enum FollowingDay {
    public static func isSaid(in sentence: Sentence) -> Bool { span(in: sentence) != nil }

    /// Where it is said: a follow-up word of its own.
    static func span(in sentence: Sentence) -> Range<Int>? {
        if let chinese = chinese.firstMatch(in: sentence.folded) { return chinese }
        let english = sentence.english
        return englishPhrases.lazy.compactMap { english.find($0) }.first
    }

    private static let chinese = PhraseList(WordLists.followingDayWords.filter { !WordLists.isEnglish($0) })
    private static let englishPhrases = WordLists.followingDayWords.filter(WordLists.isEnglish).map(EnglishPhrase.init)
}
