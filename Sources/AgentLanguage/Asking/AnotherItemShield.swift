import AgentCore

/// Rule one more item: words that ask for one more (another-words: 再加一个, 也加个) beside a time
/// or a span (再加一个六点的, 也加个十分钟的) ask for one more item of the schedule, so 加 in them
/// names no sum; a sentence the calculator reads as one (再加一个三 after a sum) keeps it.
public enum AnotherItemShield {
    public static func spans(in sentence: Sentence) -> [Range<Int>] {
        guard let span = AnotherWords.asksForAnItemAtATime(sentence) else { return [] }
        if case .expression = sentence.arithmetic { return [] }
        return [span]
    }
}
