/// Rule wording of a reminder: of the words a reminder spans, the times and durations given are cut
/// with the words that tie them in (in 10 minutes, 十分钟后, 八点的时候; SkillReaders/words:
/// reminder-ties-before, reminder-ties-after), and so are, at either end, spaces, punctuation, the
/// words that tie what is named to the request (to, about, 一下; reminder-leading) and those that
/// soften it (please, 吧, 哈; reminder-trailing), an English one only as a whole word ("top" starts
/// with no "to") and 吧 not where it ends a noun (去酒吧; reminder-ba-nouns). The rest is kept as
/// written; nil when nothing is left.
enum ReminderWording {
    static func words(of range: Range<Int>, in sentence: Sentence, cuts: [Range<Int>]) -> String? {
        let folded = sentence.scalars
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
            if let w = trailing.first(where: { word($0, atStart: false) }), !endsNoun(folded, kept, high) {
                high -= w.count
                trimmed = true
            }
        }
        guard low < high else { return nil }
        let written = sentence.written
        var view = String.UnicodeScalarView()
        for k in low..<high { view.append(written[kept[k]]) }
        return String(view)
    }

    /// `range` with the tie words on either side ("in 10 minutes", "十分钟后").
    static func widened(_ range: Range<Int>, in text: [Unicode.Scalar]) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower > 0, TextScan.isSpace(text[lower - 1]) { lower -= 1 }
        if let word = tiesBefore.first(where: { lower >= $0.count && TextScan.hasPrefix(text, $0, at: lower - $0.count) }) {
            lower -= word.count
        }
        if let word = tiesAfter.first(where: { TextScan.hasPrefix(text, $0, at: upper) }) {
            upper += word.count
        }
        return lower..<upper
    }

    /// 酒吧, 网吧: whether the kept words end in a noun that ends in 吧, which is no particle.
    private static func endsNoun(_ folded: [Unicode.Scalar], _ kept: [Int], _ high: Int) -> Bool {
        baNouns.contains { noun in
            high >= noun.count && noun.indices.allSatisfy { folded[kept[high - noun.count + $0]] == noun[$0] }
        }
    }

    private static func scalars(_ words: [String]) -> [[Unicode.Scalar]] { words.map { Array($0.unicodeScalars) } }

    private static let tiesBefore = scalars(WordLists.reminderTiesBefore)
    private static let tiesAfter = scalars(WordLists.reminderTiesAfter)
    private static let leading = scalars(WordLists.reminderLeading)
    private static let trailing = scalars(WordLists.sameTimeWords + WordLists.reminderTrailing)
    private static let baNouns = scalars(WordLists.reminderBaNouns)
}
