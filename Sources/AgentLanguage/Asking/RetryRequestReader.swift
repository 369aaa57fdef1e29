/// Whether a sentence asks, and asks only, to run the last request again: 再试一次, 重试,
/// 再来一次, 重新试试, "try again", "retry", "please try it again" (Asking/words/retry-phrases).
/// Filler before and after it (请, 帮我, 吧, 一下, "please"), spaces and punctuation aside,
/// nothing else may be said: 再试一次这件衣服 and 再来一个 ask for something else.
public enum RetryRequestReader {
    public static func asksToRetry(_ text: String) -> Bool {
        asksToRetry(Sentence(text))
    }

    public static func asksToRetry(_ sentence: Sentence) -> Bool {
        // Most sentences hold no character that starts a retry phrase: they are not segmented for their filler.
        guard sentence.folded.contains(where: anywhere.mayStart) else { return false }
        let content = sentence.folded.filter { !isSpaceOrPunctuation($0) }
        guard anywhere.occurs(in: content, within: 0..<content.count) else { return false }
        return asksOnlyToRetry(sentence)
    }

    private static func asksOnlyToRetry(_ sentence: Sentence) -> Bool {
        let text = sentence.folded
        let filler = FillerWords.spans(in: sentence)
        var content = text.indices.filter { !isSpaceOrPunctuation(text[$0]) }
        while let first = content.first, filler.contains(where: { $0.contains(first) }) { content.removeFirst() }
        while let last = content.last, filler.contains(where: { $0.contains(last) }) { content.removeLast() }
        return phrases.contains(content.map { text[$0] })
    }

    /// The retry phrases, as the sentence leaves them once the filler around them is dropped.
    private static let phrases: Set<[UInt32]> = Set(WordLists.retryPhrases.map { $0.unicodeScalars.map(\.value) })

    /// `phrases` to look for anywhere, passing over the characters that start none.
    private static let anywhere = PhraseList(WordLists.retryPhrases)

    private static func isSpaceOrPunctuation(_ v: UInt32) -> Bool {
        v == 0x20 || v == 0x09 || (v >= 0x21 && v <= 0x2F) || (v >= 0x3A && v <= 0x40) || (v >= 0x5B && v <= 0x60)
            || (v >= 0x7B && v <= 0x7E) || (v >= 0x3000 && v <= 0x303F) || (v >= 0xFF00 && v <= 0xFF0F)
            || (v >= 0xFF1A && v <= 0xFF20) || (v >= 0x2000 && v <= 0x206F)
    }
}
