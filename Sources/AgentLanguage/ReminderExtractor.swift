/// What a person asks to be reminded of: the words after 提醒我 / 叫我 /
/// "remind me to", up to the end of the clause, without the time or duration
/// expressions given (`excluding`) and the little words that tie them in
/// ("call mom in 10 minutes" → "call mom"; "提醒我明天八点的时候开会" keeps 开会).
/// nil when nothing is named.
public enum ReminderExtractor {
    static let markers: [[Unicode.Scalar]] = ["提醒我", "提醒一下", "叫醒我", "叫我", "remind me to", "remind me"]
        .map { Array($0.unicodeScalars) }
    /// The markers' first letters (three of them: a list is quicker than a hashed set).
    private static let markerStarts = Array(Set(markers.compactMap(\.first)))
    /// Words that tie a time expression into the sentence, cut out with it.
    static let before: [[Unicode.Scalar]] = [" in", " at", " after", " for", " on", " by", "在", "于"]
        .map { Array($0.unicodeScalars) }
    static let after: [[Unicode.Scalar]] = ["以后", "之后", "后", "的时候", "的", " later"].map { Array($0.unicodeScalars) }

    /// `excluded` is asked for only when the text has a marker: most sentences have none,
    /// and the spans (durations, times of day) cost more to find than the marker.
    public static func reminder(in text: String, excluding excluded: @autoclosure () -> [Range<Int>] = []) -> String? {
        let folded = TextScan.fold(text)
        // Most sentences hold no marker: look for a first letter of one before anything else.
        guard folded.contains(where: { markerStarts.contains($0) }) else { return nil }
        let original = Array(text.unicodeScalars)
        for marker in markers {
            guard let at = (0..<folded.count).first(where: { TextScan.hasPrefix(folded, marker, at: $0) }) else { continue }
            var start = at + marker.count
            // "提醒我：开会" names 开会: skip what introduces it.
            while start < original.count, TextScan.isSpace(original[start]) || TextScan.isEndPunctuation(original[start]) {
                start += 1
            }
            var end = start
            while end < original.count, !TextScan.isEndPunctuation(original[end]) { end += 1 }
            let cuts = excluded().map { widened($0, in: folded) }
            var kept: [Unicode.Scalar] = []
            for i in start..<end where !cuts.contains(where: { $0.contains(i) }) { kept.append(original[i]) }
            while let first = kept.first, TextScan.isSpace(first) { kept.removeFirst() }
            while let last = kept.last, TextScan.isSpace(last) { kept.removeLast() }
            guard !kept.isEmpty else { return nil }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: kept)
            return String(view)
        }
        return nil
    }

    /// `range` with the tie words on either side ("in 10 minutes", "十分钟后").
    private static func widened(_ range: Range<Int>, in text: [Unicode.Scalar]) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower > 0, TextScan.isSpace(text[lower - 1]) { lower -= 1 }
        if let word = before.first(where: { lower >= $0.count && TextScan.hasPrefix(text, $0, at: lower - $0.count) }) {
            lower -= word.count
        }
        if let word = after.first(where: { TextScan.hasPrefix(text, $0, at: upper) }) {
            upper += word.count
        }
        return lower..<upper
    }
}
