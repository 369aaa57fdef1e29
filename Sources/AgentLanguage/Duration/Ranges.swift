extension DurationReader {
    /// Rule: ranges are no durations (两三分钟, 十五六分钟, 3-5分钟, 三到五分钟, "two or three
    /// minutes"): the caller asks "how long?". Whether the number at `i` closes a range: a
    /// joiner (`WordLists.rangeJoiners`) stands between it and a number before it.
    func isRangeEnd(before i: Int) -> Bool {
        guard let k = previousNonSpace(before: i) else { return false }
        var joiner = k
        if TextScan.isASCIILetter(text[k]) {
            let start = wordStart(endingAt: k)
            guard Self.englishRangeJoiners.contains(where: { word($0, at: start) == k + 1 }) else { return false }
            joiner = start
        } else {
            guard Self.joinerEnds.contains(text[k].value),
                  let written = Self.rangeJoiners.first(where: { k + 1 >= $0.count && TextScan.hasPrefix(text, $0, at: k + 1 - $0.count) })
            else { return false }
            joiner = k + 1 - written.count
        }
        guard let m = previousNonSpace(before: joiner) else { return false }
        return isNumberEnd(at: m)
    }

    /// 两三, 十五六, 一两: two counting digits in a row are a range, not a number, however
    /// NumberReader reads them (as one number, for years like 二零二六, or not).
    func isRange(_ p: Int, _ q: Int) -> Bool {
        var k = p
        while k + 1 < q, text[k] != "点" {
            if let a = NumberReader.chineseDigit(text[k]), a > 0, let b = NumberReader.chineseDigit(text[k + 1]), b > 0 {
                return true
            }
            k += 1
        }
        return false
    }

    /// The joiners written in symbols or Chinese, and the English ones (whole words).
    private static let rangeJoiners = joiners.filter { !TextScan.isASCIILetter($0[0]) }
    private static let englishRangeJoiners = joiners.filter { TextScan.isASCIILetter($0[0]) }
    /// The last characters of the joiners that are no English words: most characters end none.
    private static let joinerEnds = SmallScalarSet(rangeJoiners.compactMap { $0.last?.value })
    private static let joiners = WordLists.rangeJoiners.map { Array($0.unicodeScalars) }
}
