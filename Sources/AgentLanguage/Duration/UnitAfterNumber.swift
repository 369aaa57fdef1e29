extension DurationReader {
    /// Rule: the unit after a number ending at `i` (`DurationUnit`): spaces may come between
    /// (倒计时 75 秒, "5 minutes"), or a hyphen before an English word ("a 25-minute timer"), or a word
    /// that qualifies the amount before an English unit ("5 more minutes"; amount-qualifiers); a
    /// one-letter unit must touch the digits (`OneLetterUnits`).
    func unit(after i: Int, attached: Bool) -> (DurationUnit, Int)? {
        var j = skipSpaces(from: i)
        if j > i, let qualifier = Self.amountQualifiers.first(where: { DurationReader.standsAsWord($0, in: text, at: j) }) {
            let k = skipSpaces(from: j + qualifier.count)
            if k > j + qualifier.count, let unit = DurationUnit.longest(in: text, at: k), unit.script == .word {
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

    /// Whether the English `word` stands at `i` in `text` as a whole word.
    static func standsAsWord(_ word: [Unicode.Scalar], in text: [Unicode.Scalar], at i: Int) -> Bool {
        guard i + word.count <= text.count, Array(text[i..<(i + word.count)]) == word else { return false }
        return (i == 0 || !TextScan.isASCIILetter(text[i - 1])) && (i + word.count == text.count || !TextScan.isASCIILetter(text[i + word.count]))
    }
}
