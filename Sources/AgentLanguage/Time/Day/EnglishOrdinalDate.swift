import AgentCalendar

extension EnglishTimeReader {
    /// Rule: an ordinal day of the month, "25th", "the 1st of every month", "the 3rd of next
    /// month", "20th of march", starting at the digits at `k`; the part starts at `start` (the
    /// "the" before it). A day of the month alone counts only after "on" or beside a time.
    static func ordinalDate(in text: Sentence, at k: Int, start: Int) -> TimePart? {
        guard let (day, dayEnd, count) = text.digits(at: k), count <= 2, let day, (1...31).contains(day),
              let suffixEnd = ordinalSuffix(in: text, at: dayEnd)
        else { return nil }
        var strong = text.englishWord(before: start) == .on
        var dayOfMonth = TimeExpression.Day.dayOfMonth(day, monthsAhead: nil)
        var end = suffixEnd
        if let (_, ofStart, ofEnd) = text.englishWord(after: suffixEnd), Words.of.holds(text, from: ofStart, to: ofEnd),
           let (next, _, nextEnd) = text.englishWord(after: ofEnd)
        {
            switch next {
            case .month(let month):
                guard DayResolver.canExist(month: month, day: day) else { return .nonexistentDate(start, nextEnd) }
                (dayOfMonth, end, strong) = (.date(year: nil, month: month, day: day), nextEnd, true)
            case .every, .the, .this, .next:
                // "of every month", "of the month", "of this month", "of next month"
                if let (_, nounStart, nounEnd) = text.englishWord(after: nextEnd),
                   Words.month.holds(text, from: nounStart, to: nounEnd)
                {
                    let ahead: Int? = next == .next ? 1 : next == .this ? 0 : nil
                    (dayOfMonth, end, strong) = (.dayOfMonth(day, monthsAhead: ahead), nounEnd, true)
                    if next == .every { return TimePart.day(dayOfMonth, start, end).repeating() }
                }
            default:
                break
            }
        }
        return .day(dayOfMonth, start, end, weak: !strong)
    }

    /// The end of "st", "nd", "rd" or "th" at `i`, when the word ends there.
    static func ordinalSuffix(in text: Sentence, at i: Int) -> Int? {
        guard text.isLetter(i), text.isLetter(i + 1), !text.isLetter(i + 2),
              ordinalSuffixes.contains(EnglishTimeWord.key(text.scalars[i..<i + 2]))
        else { return nil }
        return i + 2
    }

    private static let ordinalSuffixes: Set<UInt64> = Set(WordLists.englishOrdinalSuffixes.map { EnglishTimeWord.key($0.unicodeScalars) })
}
