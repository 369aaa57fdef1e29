extension DurationReader {
    /// Rule: the unit after a number ending at `i` (`DurationUnit`): spaces may come between
    /// (倒计时 75 秒, "5 minutes"), or a hyphen before an English word ("a 25-minute timer"), or a word
    /// that qualifies the amount before an English unit ("5 more minutes"; amount-qualifiers); a
    /// one-letter unit must touch the digits (`OneLetterUnits`).
    func unit(after i: Int, attached: Bool) -> (DurationUnit, Int)? {
        var j = skipSpaces(from: i)
        if j > i, let past = Self.amountQualifiers.lazy.compactMap({ word($0, at: j) }).first {
            let k = skipSpaces(from: past)
            if k > past, let unit = DurationUnit.longest(in: text, at: k), unit.script == .word {
                return (unit, k + unit.word.count)
            }
        }
        var hyphen = false
        if j < text.count, text[j] == "-", j + 1 < text.count, TextScan.isASCIILetter(text[j + 1]) {
            j += 1
            hyphen = true
        }
        guard let unit = DurationUnit.longest(in: text, at: j) else { return nil }
        switch unit.script {
        case .letter:
            guard attached, j == i, isLowercaseAsWritten(at: j) else { return nil }
        case .chinese:
            if hyphen { return nil }
        case .word:
            break
        }
        return (unit, j + unit.word.count)
    }

    static let amountQualifiers: [[Unicode.Scalar]] = WordLists.amountQualifiers.map { Array($0.unicodeScalars) }
}
