extension DurationReader {
    /// Rule: where no duration starts: inside a longer number or word (mp3, v2, 1,000 seconds),
    /// after a character that makes a number no count of time (第三天, 几十分钟, 周三, 星期三,
    /// 百分之五十: `WordLists.countBlockers`), at a half that is none (`isNoHalf`), at the
    /// minutes or seconds of a clock time (`ClockTimes`) or the far end of a range (`Ranges`).
    func mayStart(at i: Int) -> Bool {
        let s = text[i]
        let previous: Unicode.Scalar? = i > 0 ? text[i - 1] : nil
        if TextScan.isASCIILetter(s) {
            if let previous, TextScan.isASCIILetter(previous) { return false }
            return !isRangeEnd(before: i)
        }
        guard startsAmount(s) else { return false }
        if let previous {
            if isNumeral(previous) || NumberReader.isDecimalPoint(previous) { return false }
            if NumberReader.digitValue(s) != nil {
                if TextScan.isASCIILetter(previous) { return false }  // mp3, v2
                if previous == ",", i > 1, NumberReader.digitValue(text[i - 2]) != nil { return false }  // 1,000
            }
            if Self.countBlockers.contains(previous.value) || isNoHalf(at: i) { return false }
        }
        return !isClockMinute(before: i) && !isClockSecond(before: i) && !isRangeEnd(before: i)
    }

    private static let countBlockers = SmallScalarSet(WordLists.countBlockers.compactMap { $0.unicodeScalars.first?.value })
}
