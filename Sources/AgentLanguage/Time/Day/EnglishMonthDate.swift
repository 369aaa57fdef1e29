import AgentCalendar

extension EnglishTimeReader {
    /// Rule: a month and its day, "march 15", "may 1st", "march 20th": a date of this year, or
    /// next year's once passed. With an ordinal, or after "on", it is a date; a bare number counts
    /// only beside a time ("march 15 at 7am"), since "march 5 miles" and "may 5 people come" are
    /// no dates. A day the month never has is a problem ("february 30th").
    static func monthDate(_ month: Int, in text: Sentence, at i: Int, end: Int) -> TimePart? {
        let k = text.skipSpaces(from: end)
        guard k > end, let (day, dayEnd, count) = text.digits(at: k), count <= 2, let day, (1...31).contains(day)
        else { return nil }
        var last = dayEnd
        var ordinal = false
        if text.isLetter(dayEnd) {
            guard let suffixEnd = ordinalSuffix(in: text, at: dayEnd) else { return nil }
            last = suffixEnd
            ordinal = true
        }
        guard DayResolver.canExist(month: month, day: day) else { return .nonexistentDate(i, last) }
        let strong = ordinal || text.englishWord(before: i) == .on
        return .day(.date(year: nil, month: month, day: day), i, last, weak: !strong)
    }
}
