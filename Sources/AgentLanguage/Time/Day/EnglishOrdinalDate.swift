import AgentCalendar

extension EnglishTimeReader {
    /// Rule: an ordinal day of the month, "25th", "the 1st of every month", "the 3rd of next
    /// month", "20th of march", starting at the digits at `k`; the part starts at `start` (the
    /// "the" before it). A day of the month alone counts only after "on" or beside a time.
    /// Spelled ("the twenty-second", "the third") as well as written with digits.
    static func ordinalDate(in text: Sentence, at k: Int, start: Int) -> TimePart? {
        guard let (day, suffixEnd) = digitOrdinal(in: text, at: k) ?? spelledOrdinal(in: text, at: k) else { return nil }
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

    /// "25th" at `k`: the day and where it ends.
    private static func digitOrdinal(in text: Sentence, at k: Int) -> (Int, Int)? {
        guard let (day, dayEnd, count) = text.digits(at: k), count <= 2, let day, (1...31).contains(day),
              let suffixEnd = ordinalSuffix(in: text, at: dayEnd)
        else { return nil }
        return (day, suffixEnd)
    }

    /// Rule spelled ordinal day: "first" … "ninth", "tenth" … "nineteenth", "twentieth", "thirtieth",
    /// and "twenty"/"thirty" then a unit ordinal, after a space or a hyphen ("twenty-second"), up to 31.
    static func spelledOrdinal(in text: Sentence, at k: Int) -> (Int, Int)? {
        guard let (first, firstEnd) = letters(in: text, at: k) else { return nil }
        if let unit = units.firstIndex(of: first) { return (unit + 1, firstEnd) }
        if let teen = teens.firstIndex(of: first) { return (teen + 10, firstEnd) }
        guard let ten = tens.firstIndex(of: first) else { return nil }
        let value = ten % 2 == 0 ? 20 : 30
        if ten < 2 { return (value, firstEnd) }  // twentieth, thirtieth
        var next = firstEnd
        if next < text.count, text.folded[next] == 0x2D || text.folded[next] == 0x20 { next += 1 }  // - or space
        guard let (unit, unitEnd) = letters(in: text, at: next), let u = units.firstIndex(of: unit), value + u + 1 <= 31
        else { return nil }
        return (value + u + 1, unitEnd)
    }

    /// The word of letters at `k` and its end.
    private static func letters(in text: Sentence, at k: Int) -> (String, Int)? {
        guard k < text.count, text.isLetter(k), !text.isLetter(k - 1) else { return nil }
        var end = k
        while text.isLetter(end) { end += 1 }
        return (String(String.UnicodeScalarView(text.folded[k..<end].compactMap(Unicode.Scalar.init))), end)
    }

    private static let units = WordLists.englishOrdinalUnits
    private static let teens = WordLists.englishOrdinalTeens
    private static let tens = WordLists.englishOrdinalTens

    /// The end of "st", "nd", "rd" or "th" at `i`, when the word ends there.
    static func ordinalSuffix(in text: Sentence, at i: Int) -> Int? {
        guard text.isLetter(i), text.isLetter(i + 1), !text.isLetter(i + 2),
              ordinalSuffixes.contains(EnglishTimeWord.key(text.scalars[i..<i + 2]))
        else { return nil }
        return i + 2
    }

    private static let ordinalSuffixes: Set<UInt64> = Set(WordLists.englishOrdinalSuffixes.map { EnglishTimeWord.key($0.unicodeScalars) })
}
