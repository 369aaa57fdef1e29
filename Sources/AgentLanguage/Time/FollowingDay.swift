/// Rule: "the day after" said alone is the day after the one the conversation is about ("and the day
/// after?", 第二天呢; Time/words: following-day-words); a follow-up adds one day to the day it changes.
public enum FollowingDay {
    public static func isSaid(in sentence: Sentence) -> Bool { span(in: sentence) != nil }

    /// Where it is said: a follow-up cue of its own.
    static func span(in sentence: Sentence) -> Range<Int>? { phrases.find(in: sentence) }

    private static let phrases = MixedPhrases(WordLists.followingDayWords)
}
