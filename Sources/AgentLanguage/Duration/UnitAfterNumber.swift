extension DurationReader {
    /// Rule: the unit after a number ending at `i` (`DurationUnit`): spaces may come between
    /// (倒计时 75 秒, "5 minutes"), or a hyphen before an English word ("a 25-minute timer"); a
    /// one-letter unit must touch the digits (`OneLetterUnits`).
    func unit(after i: Int, attached: Bool) -> (DurationUnit, Int)? {
        var j = skipSpaces(from: i)
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
}
