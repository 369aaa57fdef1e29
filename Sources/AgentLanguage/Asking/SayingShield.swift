/// Rule a saying: a saying or compound that holds a skill's word without meaning it (sayings: "can
/// we take a rain check on lunch", "can you be quiet for a second", 今天热搜第一是什么) is
/// shielded from the skills that answer requests only. Most sayings stand in statements, which ask
/// nothing anyway; these are the ones said in a question or a request. A saying is a line of data:
/// adding one needs no code.
public enum SayingShield {
    public static func spans(in sentence: Sentence) -> [Range<Int>] {
        sayings.spans(in: sentence)
    }

    private static let sayings = MixedPhrases(WordLists.sayings)
}
