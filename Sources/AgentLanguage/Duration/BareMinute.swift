extension DurationReader {
    /// Rule: 分 without 钟 counts minutes only where nothing else is meant: fewer than 60
    /// (一百分 is a score), not after a verb of scoring (考了九十分, 得100分: `WordLists.scoreVerbs`),
    /// not in a word that begins like one (十分的好: `WordLists.spanLookalikes`), and only before a
    /// word that can follow a span (十五分后, 五分左右, 三十分提醒我: `WordLists.spanFollowers`), the
    /// next group, a half or the end: 十分重要 is "very", 五分之一 a fraction, 一分钱 money.
    func bareMinuteCounts(number: Range<Int>, end: Int, leading: Bool) -> Bool {
        if leading, isScore(before: number.lowerBound) { return false }
        if Self.spanLookalikes.contains(where: { standsAsWord($0, number: number, unitAt: end - 1) }) { return false }
        guard end < text.count else { return true }
        let next = text[end]
        guard TextScan.isIdeograph(next) else { return true }
        if NumberReader.isChineseNumeral(next) || next == "半" || next == "又" { return true }
        return Self.spanFollowers.first(in: folded, at: end) != nil
    }

    /// Whether `word` is the number at `number` and the unit from `unit` on (spaces between them
    /// passed over, as between any number and its unit).
    private func standsAsWord(_ word: [Unicode.Scalar], number: Range<Int>, unitAt unit: Int) -> Bool {
        guard word.count > number.count, word[..<number.count].elementsEqual(text[number]) else { return false }
        return TextScan.hasPrefix(text, Array(word[number.count...]), at: unit)
    }

    /// 考了九十分, 得100分: a score, not minutes.
    private func isScore(before p: Int) -> Bool {
        guard var k = previousNonSpace(before: p) else { return false }
        if text[k] == "了", let before = previousNonSpace(before: k) { k = before }
        return Self.scoreVerbs.contains(text[k].value)
    }

    private static let spanFollowers = PhraseList(WordLists.spanFollowers)
    private static let spanLookalikes = WordLists.spanLookalikes.map { Array($0.unicodeScalars) }
    private static let scoreVerbs = SmallScalarSet(WordLists.scoreVerbs.compactMap { $0.unicodeScalars.first?.value })
}
