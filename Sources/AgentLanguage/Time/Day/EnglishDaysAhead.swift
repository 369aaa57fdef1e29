extension EnglishTimeReader {
    /// Rule: "the day after tomorrow", "day after tomorrow" is two days ahead. A "the" before an
    /// ordinal starts a date instead ("the 25th": `ordinalDate`).
    static func dayAfterTomorrow(in text: Sentence, at i: Int, word: EnglishTimeWord, end: Int) -> TimePart? {
        if word == .the, let date = ordinalDate(in: text, at: text.skipSpaces(from: end), start: i) { return date }
        var expected: ArraySlice<EnglishTimeWord> = [.day, .after, .tomorrow]
        if word == .day { expected = expected.dropFirst() }
        var k = end
        for next in expected {
            guard let (found, _, foundEnd) = text.englishWord(after: k), found == next else { return nil }
            k = foundEnd
        }
        return .day(.offset(2), i, k)
    }

    /// Rule: "in 3 days", "in a day", "in one day": that many days ahead, after "in" at `i`.
    static func daysAfterIn(in text: Sentence, at i: Int, end: Int) -> TimePart? {
        let start = text.skipSpaces(from: end)
        guard start > end else { return nil }
        let next = text.englishWord(at: start)
        let count: Int
        let countEnd: Int
        if let next, next.word == .a || next.word == .an {
            (count, countEnd) = (1, next.end)
        } else if let (value, valueEnd, digits) = text.digits(at: start), digits <= 4, let value {
            (count, countEnd) = (value, valueEnd)  // "in 100 days"
        } else if let (value, valueEnd, _) = clockNumber(in: text, at: start) {
            (count, countEnd) = (value, valueEnd)
        } else {
            return nil
        }
        guard let (unit, _, unitEnd) = text.englishWord(after: countEnd), unit == .days || count == 1 && unit == .day
        else { return nil }
        return .day(.offset(count), i, unitEnd)
    }

    /// Rule: "5 days from now", "15 days from today", "3 days later": that many days ahead,
    /// from the digits at `i` (english-days-from words after the unit).
    static func daysFromNow(in text: Sentence, at i: Int) -> TimePart? {
        guard let (value, valueEnd, digits) = text.digits(at: i), digits <= 4, let count = value,
              let (unit, _, unitEnd) = text.englishWord(after: valueEnd), unit == .days || count == 1 && unit == .day,
              let (_, fromStart, _) = text.englishWord(after: unitEnd)
        else { return nil }
        for phrase in fromNowPhrases where text.has(phrase, at: fromStart) && !text.isLetter(fromStart + phrase.count) {
            return .day(.offset(count), i, fromStart + phrase.count)
        }
        return nil
    }

    private static let fromNowPhrases: [[Unicode.Scalar]] = WordLists.englishDaysFrom.map { Array($0.unicodeScalars) }
}
