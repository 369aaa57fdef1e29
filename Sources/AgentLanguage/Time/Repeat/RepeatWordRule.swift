/// Rule: a span right after a word of recurrence repeats every that span: 每隔两小时, 每过一刻钟,
/// 每四十分钟, 隔三小时, "every 45 minutes", "each 30 minutes" (spaces between allowed; the English
/// words whole, with a space before the span).
enum RepeatWordRule {
    /// Whether a word of recurrence stands right before `start`.
    static func isBefore(_ text: Sentence, at start: Int) -> Bool { self.start(before: start, in: text) != nil }

    /// Where the word of recurrence right before `start` starts, if one stands there.
    static func start(before start: Int, in text: Sentence) -> Int? {
        let end = text.skipSpacesBack(before: start) + 1
        if let word = chinese.first(where: { end >= $0.count && text.has($0, at: end - $0.count) }) { return end - word.count }
        for word in english where end >= word.count && text.has(word, at: end - word.count) {
            return end < start && !text.isLetter(end - word.count - 1) ? end - word.count : nil
        }
        return nil
    }

    /// Longest first: 每隔 before 每.
    private static let chinese = WordLists.intervalRepeatWords.map { Array($0.unicodeScalars) }.sorted { $0.count > $1.count }
    private static let english = WordLists.englishEvery.map { Array($0.unicodeScalars) }
}
