/// Words that say a new item is as the last one (也, 还是, 同样, "too", "also", "the same"; Asking/words:
/// same-as-the-last): a follow-up that sets one more with a day and a bare hour keeps the last alarm's
/// half of the day (`ChangedClock.sameHalf`: after 明天早上六点, 后天也是六点 is 06:00), and a new request
/// at a bare hour with no day keeps its day too (`ParameterReader`: "and give us a shout at quarter past
/// six an' all" after "wake us at six the morn" is 06:15 that morning).
public enum SameAsTheLast {
    public static func holds(_ sentence: Sentence) -> Bool { words.find(in: sentence) != nil }

    private static let words = MixedPhrases(WordLists.sameAsTheLast)
}
