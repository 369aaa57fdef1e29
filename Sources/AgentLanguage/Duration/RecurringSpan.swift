extension DurationReader {
    /// Rule: one unit of an hour or a minute after a word of recurrence is one span of it (每小时,
    /// 每个小时, 每隔钟头, "every hour", "every hour and a half"), read from the unit on. 每天 and
    /// "every day" name days, which the time readers read.
    func everyUnit(at i: Int) -> DurationMatch? {
        guard let j = afterRecurrenceWord(at: i),
              let unit = DurationUnit.longest(in: text, at: j), unit.script != .letter, unit.rule != .bareMinute,
              unit.seconds == DurationUnit.hour || unit.seconds == DurationUnit.minute,
              followerAllowed(unit, at: j + unit.word.count)
        else { return nil }
        let first = Group(seconds: unit.seconds, end: j + unit.word.count, unit: unit, fraction: false)
        return rest(of: first, start: j, sign: 1)
    }

    /// Just past a word of recurrence at `i` (`WordLists.recurrenceWords`, the first that stands
    /// there); an English one must be followed by a space.
    private func afterRecurrenceWord(at i: Int) -> Int? {
        for recurrence in Self.recurrenceWords {
            if TextScan.isASCIILetter(recurrence[0]) {
                guard let after = word(recurrence, at: i) else { continue }
                let j = skipSpaces(from: after)
                return j > after ? j : nil
            }
            if TextScan.hasPrefix(text, recurrence, at: i) { return i + recurrence.count }
        }
        return nil
    }

    private static let recurrenceWords = WordLists.recurrenceWords.map { Array($0.unicodeScalars) }
    /// The first characters of the Chinese words of recurrence, where a span of one may start.
    static let recurrenceStarts = SmallScalarSet(recurrenceStartScalars)
    static let recurrenceStartScalars =
        WordLists.recurrenceWords.compactMap { $0.unicodeScalars.first.flatMap { TextScan.isASCIILetter($0) ? nil : $0.value } }
}
