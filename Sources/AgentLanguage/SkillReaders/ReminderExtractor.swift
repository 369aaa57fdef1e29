import AgentCore

/// What a person asks to be reminded of: the words after 提醒我 / 叫我 / 喊我 /
/// "remind me to", up to the end of the clause, without the time or duration
/// expressions given (`excluding`) and the little words that tie them in
/// ("call mom in 10 minutes" → "call mom"; "remind me at 3pm to call mom" → "call mom";
/// "提醒我明天八点的时候开会" keeps 开会). nil when nothing is named.
///
/// Rules, each for a class of sentence:
/// - A leading "to" or "about" ties the reminder to the request, not to what it names.
/// - Words that soften the request are no part of it: 一下, 一声, 一次 right after the marker
///   (提醒我一下), particles at the end (啊, 哈, 呀, 吧, "please"), vague times ("in a bit").
/// - An early reminder names what it is early for: in "下午五点取蛋糕，提前十分钟提醒我" nothing
///   follows the marker, and the clause before it, without its time, is the reminder (取蛋糕).
/// - A clause ends at end punctuation, but not at the colon of 2:30 or the dots of 1.5 and a.m.
public enum ReminderExtractor {
    static let markers: [[Unicode.Scalar]] = ["提醒我", "提醒一下", "提醒一次", "提醒一声", "叫醒我", "叫我", "喊我", "remind me to", "remind me"]
        .map { Array($0.unicodeScalars) }
    /// The markers' first letters (a list is quicker than a hashed set).
    private static let markerStarts = Array(Set(markers.compactMap(\.first)))
    /// Words that tie a time expression into the sentence, cut out with it.
    static let before: [[Unicode.Scalar]] = [" in", " at", " after", " for", " on", " by", " every", "每隔", "每过", "每个",
                                             "在", "于", "每"]
        .map { Array($0.unicodeScalars) }
    static let after: [[Unicode.Scalar]] = ["以后", "之后", "后", "的时候", "的", " later", " before", " early"]
        .map { Array($0.unicodeScalars) }

    /// `excluded` is asked for only when the text has a marker: most sentences have none,
    /// and the spans (durations, times of day) cost more to find than the marker.
    public static func reminder(in text: String, excluding excluded: @autoclosure () -> [Range<Int>] = []) -> String? {
        let folded = MatchText.unicodeScalars(of: text)
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
            let cuts = excluded().map { widened($0, in: folded) }
            if let named = words(of: start..<clauseEnd(from: start, in: folded), original, folded, cuts) { return named }
            guard let earlier = earlierClause(before: at, in: folded) else { return nil }
            return words(of: earlier, original, folded, cuts)
        }
        return nil
    }

    /// The text of `range` without the cuts, the tie words and the softeners; nil when nothing is left.
    private static func words(of range: Range<Int>, _ original: [Unicode.Scalar], _ folded: [Unicode.Scalar],
                              _ cuts: [Range<Int>]) -> String? {
        var kept: [Int] = []
        for i in range where !cuts.contains(where: { $0.contains(i) }) { kept.append(i) }
        var low = 0
        var high = kept.count
        func word(_ w: [Unicode.Scalar], atStart: Bool) -> Bool {
            guard high - low >= w.count else { return false }
            let first = atStart ? low : high - w.count
            for k in 0..<w.count where folded[kept[first + k]] != w[k] { return false }
            // An English word must stand alone: "top" starts with no "to".
            let beyond = atStart ? first + w.count : first - 1
            if w.last.map(TextScan.isASCIILetter) == true, beyond >= low, beyond < high,
               TextScan.isASCIILetter(folded[kept[beyond]]) { return false }
            return true
        }
        var trimmed = true
        while trimmed {
            trimmed = false
            while low < high, TextScan.isSpace(folded[kept[low]]) || TextScan.isEndPunctuation(folded[kept[low]]) {
                low += 1
                trimmed = true
            }
            while high > low, TextScan.isSpace(folded[kept[high - 1]]) || TextScan.isEndPunctuation(folded[kept[high - 1]]) {
                high -= 1
                trimmed = true
            }
            if let w = leading.first(where: { word($0, atStart: true) }) {
                low += w.count
                trimmed = true
            }
            if let w = trailing.first(where: { word($0, atStart: false) }), !keepsParticle(folded, kept, high, w) {
                high -= w.count
                trimmed = true
            }
        }
        guard low < high else { return nil }
        var view = String.UnicodeScalarView()
        for k in low..<high { view.append(original[kept[k]]) }
        return String(view)
    }

    /// Words before what is named that only tie it to the request.
    private static let leading: [[Unicode.Scalar]] = [
        "to", "about", "in a little bit", "in a little while", "in a bit", "in a while", "一下", "一声", "一次",
    ].map { Array($0.unicodeScalars) }
    /// Words after it that only soften the request.
    private static let trailing: [[Unicode.Scalar]] = [
        "please", "later", "soon", "in a bit", "in a while", "啊", "哈", "呀", "哦", "啦", "嘛", "呢", "吧", "哟", "喔",
    ].map { Array($0.unicodeScalars) }

    /// 酒吧, 网吧: a 吧 that ends a noun, not a request.
    private static func keepsParticle(_ folded: [Unicode.Scalar], _ kept: [Int], _ high: Int, _ word: [Unicode.Scalar]) -> Bool {
        guard word == ["吧"], high >= 2 else { return false }
        return "酒网贴书水氧陶".unicodeScalars.contains(folded[kept[high - 2]])
    }

    /// The end of the clause that starts at `start`: the next end punctuation that is not the
    /// colon of a clock (2:30), the point of a number (1.5) or the dots of "a.m.".
    private static func clauseEnd(from start: Int, in folded: [Unicode.Scalar]) -> Int {
        var end = start
        while end < folded.count {
            let s = folded[end]
            if TextScan.isEndPunctuation(s), !isInsideWord(at: end, in: folded) { break }
            end += 1
        }
        return end
    }

    private static func isInsideWord(at i: Int, in folded: [Unicode.Scalar]) -> Bool {
        let s = folded[i]
        guard s == ":" || s == "." || s == "：", i > 0, i + 1 < folded.count else {
            // The last dot of "p.m.": a letter, then a dot two back.
            return s == "." && i >= 3 && TextScan.isASCIILetter(folded[i - 1]) && folded[i - 2] == "."
        }
        let before = folded[i - 1]
        let next = folded[i + 1]
        if NumberReader.digitValue(before) != nil, NumberReader.digitValue(next) != nil { return true }
        if s == ".", TextScan.isASCIILetter(before), TextScan.isASCIILetter(next), i < 2 || !TextScan.isASCIILetter(folded[i - 2]) {
            return true  // the first dot of "a.m."
        }
        return s == "." && i >= 3 && TextScan.isASCIILetter(before) && folded[i - 2] == "."
    }

    private static let advance: [Unicode.Scalar] = ["提", "前"]

    /// "X，提前十分钟提醒我": when the marker's clause starts with 提前, the clause before it.
    private static func earlierClause(before marker: Int, in folded: [Unicode.Scalar]) -> Range<Int>? {
        var clauseStart = marker
        while clauseStart > 0, !TextScan.isEndPunctuation(folded[clauseStart - 1]) { clauseStart -= 1 }
        var k = clauseStart
        while k < marker, TextScan.isSpace(folded[k]) { k += 1 }
        guard clauseStart > 0, TextScan.hasPrefix(folded, advance, at: k) else { return nil }
        let end = clauseStart - 1
        var start = end
        while start > 0, !TextScan.isEndPunctuation(folded[start - 1]) { start -= 1 }
        return start..<end
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
