extension EnglishTimeReader {
    /// Rule: "the day after tomorrow", "day after tomorrow" is two days ahead. A "the" before an
    /// ordinal starts a date instead ("the 25th": `ordinalDate`).
    static func dayAfterTomorrow(in text: Sentence, at i: Int, word: EnglishTimeWord, end: Int) -> TimePart? {
        if word == .the, let date = ordinalDate(in: text, at: text.skipSpaces(from: end), start: i) { return date }
        if word == .the, let morn = theMorn(in: text, at: i, end: end) { return morn }
        var expected: ArraySlice<EnglishTimeWord> = [.day, .after, .tomorrow]
        if word == .day { expected = expected.dropFirst() }
        var k = end
        for next in expected {
            guard let (found, _, foundEnd) = text.englishWord(after: k), found == next else { return nil }
            k = foundEnd
        }
        return .day(.offset(2), i, k)
    }

    /// Rule: "in 3 days", "in a day", "in one day", "in 2 weeks": that many days ahead (seven a week), after
    /// "in" at `i`.
    static func daysAfterIn(in text: Sentence, at i: Int, end: Int) -> TimePart? {
        let start = text.skipSpaces(from: end)
        guard start > end, let (days, unitEnd) = countOfDays(in: text, at: start) else { return nil }
        return .day(.offset(days), i, unitEnd)
    }

    /// Rule: "5 days from now", "15 days from today", "3 days later", "two weeks from today", "a week
    /// from now": that many days ahead, from the count at `i` (english-days-from words after the unit).
    static func daysFromNow(in text: Sentence, at i: Int) -> TimePart? {
        guard let (days, unitEnd) = countOfDays(in: text, at: i), let (_, fromStart, _) = text.englishWord(after: unitEnd) else { return nil }
        for phrase in fromNowPhrases where text.has(phrase, at: fromStart) && !text.isLetter(fromStart + phrase.count) {
            return .day(.offset(days), i, fromStart + phrase.count)
        }
        return nil
    }

    /// A count of days or weeks at `i` ("3 days", "a day", "two weeks", "a week"): the days, and where the unit ends.
    private static func countOfDays(in text: Sentence, at i: Int) -> (days: Int, end: Int)? {
        let count: Int, countEnd: Int
        if let next = text.englishWord(at: i), next.word == .a || next.word == .an {
            (count, countEnd) = (1, next.end)
        } else if let (value, valueEnd, digits) = text.digits(at: i), digits <= 4, let value {
            (count, countEnd) = (value, valueEnd)  // "in 100 days"
        } else if let (value, valueEnd, _) = clockNumber(in: text, at: i) {
            (count, countEnd) = (value, valueEnd)
        } else {
            return nil
        }
        guard let (unit, _, unitEnd) = text.englishWord(after: countEnd) else { return nil }
        switch unit {
        case .days: return (count, unitEnd)
        case .day where count == 1: return (1, unitEnd)
        case .weeks: return (count * 7, unitEnd)
        default: return nil
        }
    }

    private static let fromNowPhrases: [[Unicode.Scalar]] = WordLists.englishDaysFrom.map { Array($0.unicodeScalars) }

    /// Rule Scots "the morn": tomorrow, and a clock with it in the morning ("half six the morn", "wake me at 7 the
    /// morn"; Time/words: english-morn), as "tomorrow morning" is; not "in the morn", a morning of its own.
    static func theMorn(in text: Sentence, at i: Int, end: Int) -> TimePart? {
        guard let (_, start, wordEnd) = text.englishWord(after: end), morn.holds(text, from: start, to: wordEnd) else { return nil }
        switch text.englishWord(before: i) {
        case .in?, .this?, .every?, .good?: return nil
        default: return .day(.offset(1), period: .morning, i, wordEnd)
        }
    }

    private static let morn = EnglishTimeReader.WordSet(WordLists.englishMorn)
}
