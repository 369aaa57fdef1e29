extension DurationReader {
    /// Rule: the span after 提前 ("X，提前一刻钟提醒我"), or before "before" or "early" ("10 minutes
    /// before the 3pm meeting"), says how early to remind, not how long to wait: it is no
    /// duration of the sentence, and `advance()` reads it.
    func isAdvance(_ match: DurationMatch) -> Bool {
        if let k = previousNonSpace(before: match.start), Self.advanceLeads.contains(where: { endsAt($0, k) }) { return true }
        let j = skipSpaces(from: match.end)
        return j > match.end && Self.advanceTails.contains { word($0, at: j) != nil }
    }

    /// The first duration that says how early to remind.
    func advance() -> DurationMatch? {
        for i in text.indices {
            for lead in Self.advanceLeads where TextScan.hasPrefix(text, lead, at: i) {
                if let match = duration(at: skipSpaces(from: i + lead.count)) { return match }
            }
        }
        var i = 0
        while let match = anyDuration(from: i) {
            if isAdvance(match) { return match }
            i = match.end
        }
        return nil
    }

    /// Whether `word` stands in the sentence ending at `k`.
    private func endsAt(_ word: [Unicode.Scalar], _ k: Int) -> Bool {
        k + 1 >= word.count && TextScan.hasPrefix(text, word, at: k + 1 - word.count)
    }

    private static let advanceLeads = WordLists.advanceLeads.map { Array($0.unicodeScalars) }
    private static let advanceTails = WordLists.advanceTails.map { Array($0.unicodeScalars) }
}
