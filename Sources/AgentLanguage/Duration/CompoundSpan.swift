extension DurationReader {
    /// Rule: groups of smaller and smaller units make one span, joined by nothing, spaces, 零, 又
    /// or "and" (1h30m, 两个小时十五分, 十分钟零三十秒, 一小时又十分钟, "2 hours and 15 minutes"); a
    /// half or "and a half" ends it (三分半, "an hour and a half"). A larger unit starts a new
    /// span: 30分钟5小时 holds two. The last unit may go unsaid ("2 minutes 30": `unsaidSmallerUnit`).
    func rest(of first: Group, start: Int, sign: Double) -> DurationMatch? {
        var total = first.seconds
        var end = first.end
        var last = first
        var groups = 1
        while true {
            if let half = trailingHalf(after: last, at: end) {
                total += half.seconds
                end = half.end
                break
            }
            var j = skipSpaces(from: end)
            if last.unit.script != .chinese, !last.fraction, let tail = andAFraction(at: j) {
                total += tail.fraction * last.unit.seconds
                end = tail.end
                break
            }
            if j < text.count, text[j] == "零" || text[j] == "又" {
                j = skipSpaces(from: j + 1)
            } else if let afterAnd = word(SpanWords.and, at: j) {
                j = skipSpaces(from: afterAnd)
            }
            guard let next = group(at: j, leading: false), next.unit.seconds < last.unit.seconds else {
                if let unsaid = unsaidSmallerUnit(after: last, at: j) {
                    total += unsaid.seconds
                    end = unsaid.end
                }
                break
            }
            total += next.seconds
            end = next.end
            last = next
            groups += 1
        }
        if !compoundAllows(first, groups: groups) { return nil }
        return DurationMatch(seconds: sign * total, start: start, end: end)
    }
}
