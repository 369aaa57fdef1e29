extension DurationReader {
    /// Whether an amount may start with `s`: a number or 半.
    func startsAmount(_ s: Unicode.Scalar) -> Bool {
        startsNumber(s) || s == "半"
    }

    func startsNumber(_ s: Unicode.Scalar) -> Bool {
        NumberReader.mayStart(s) || Self.colloquialCount(s) != nil
    }

    /// 俩 (two) and 仨 (three) of northern speech: "俩小时", "仨钟头".
    static func colloquialCount(_ s: Unicode.Scalar) -> Double? {
        switch s {
        case "俩": return 2
        case "仨": return 3
        default: return nil
        }
    }

    /// A number at `p`: NumberReader's (with Chinese decimals, 一点五), or 俩/仨; not a range
    /// (`isRange`). A run of numerals longer than any spoken amount is no duration, and is not
    /// handed to NumberReader, so a line of ten thousand 一 stays a linear scan.
    func number(at p: Int) -> (value: Double, end: Int)? {
        if let count = Self.colloquialCount(text[p]) { return (count, p + 1) }
        var k = p
        while k < text.count, isNumeral(text[k]) || text[k] == "点" || NumberReader.isDecimalPoint(text[k]) {
            k += 1
            if k - p > 24 { return nil }
        }
        guard let read = NumberReader.read(text, at: p, chineseDecimal: true), !isRange(p, read.end) else { return nil }
        return read
    }

    func isNumeral(_ s: Unicode.Scalar) -> Bool {
        NumberReader.digitValue(s) != nil || NumberReader.chineseDigit(s) != nil || NumberReader.chineseUnit(s) != nil
            || Self.colloquialCount(s) != nil
    }

    /// Whether a number ends at `k`: a digit, a Chinese numeral or an English number word.
    func isNumberEnd(at k: Int) -> Bool {
        if isNumeral(text[k]) { return true }
        guard TextScan.isASCIILetter(text[k]) else { return false }
        return EnglishNumber.read(text, at: wordStart(endingAt: k))?.end == k + 1
    }

    func skipSpaces(from i: Int) -> Int {
        var j = i
        while j < text.count, TextScan.isSpace(text[j]) { j += 1 }
        return j
    }

    func previousNonSpace(before i: Int) -> Int? {
        var k = i - 1
        while k >= 0, TextScan.isSpace(text[k]) { k -= 1 }
        return k >= 0 ? k : nil
    }

    func wordStart(endingAt k: Int) -> Int {
        var start = k
        while start > 0, TextScan.isASCIILetter(text[start - 1]) { start -= 1 }
        return start
    }

    /// The offset past `word` when it stands at `i` as a whole English word.
    func word(_ word: [Unicode.Scalar], at i: Int) -> Int? {
        guard TextScan.hasPrefix(text, word, at: i) else { return nil }
        if i > 0, TextScan.isASCIILetter(text[i - 1]) { return nil }
        let end = i + word.count
        if end < text.count, TextScan.isASCIILetter(text[end]) { return nil }
        return end
    }
}
