import AgentCalendar
import AgentProtocol

/// English time words and clock times. Days: today, tonight, tomorrow, "the day after
/// tomorrow", "in 3 days", monday … sunday ("next friday", "this friday", "monday to friday",
/// "mondays and thursdays"), dates ("march 20th", "april 1", "on the 25th", "the 15th of every
/// month"), recurrences whose first day is meant ("every day", "daily", "every tuesday", "on
/// weekdays", "every weekend"). Periods: "this
/// morning", "in the afternoon", "at night", "tomorrow evening". Clocks: "7 am", "7pm",
/// "6:30 a.m." (with `DigitalClockReader`), "7.30pm", "at 7", "seven o'clock", "at seven thirty",
/// "half past seven", "quarter to 8", "ten past 7", noon, midnight.
///
/// A bare number is an hour only after a word that introduces a time (at, for, until, till,
/// around, about, before, after) and not before a unit ("for 7 minutes", "at 5 people"), or
/// right before a period phrase ("7 in the morning").
enum EnglishTimeReader {
    typealias Period = TimeExpression.Period

    /// A part starting at the word at `i`.
    static func wordPart(in text: Sentence, at i: Int) -> TimePart? {
        guard let (word, end) = text.englishWord(at: i) else { return nil }
        switch word {
        case .today:
            return .day(.offset(0), i, end)
        case .tonight:
            return .day(.offset(0), period: .evening, i, end)
        case .tomorrow:
            return .day(.offset(1), i, end)
        case .yesterday:
            return .day(.offset(-1), i, end)
        case .the, .day:
            return dayAfterTomorrow(in: text, at: i, word: word, end: end)
        case .next, .this, .last:
            return qualifiedDay(in: text, at: i, word: word, end: end)
        case .in:
            return inPhrase(in: text, at: i, end: end)
        case .at:
            guard let (next, _, nextEnd) = text.englishWord(after: end), next == .night else { return nil }
            return .period(.evening, i, nextEnd)
        case .period, .night:
            if let previous = text.englishWord(before: i), previous == .good || previous == .last { return nil }
            return .period(period(of: word), i, end, weak: true)
        case .noon:
            return .clock(12, 0, period: .noon, i, end)
        case .midnight:
            return .clock(12, 0, period: .lateNight, i, end)
        case .weekday(let number):
            // "on mondays" repeats, "on monday" is the coming one.
            let part = weekdays(from: number, in: text, at: i, end: end)
            return text.scalars[end - 1] == "s" ? part.repeating() : part
        case .month(let month):
            return calendarDate(month, in: text, at: i, end: end)
        case .every:
            return every(in: text, at: i, end: end)
        case .daily:
            return .everyDay(i, end)
        case .workdays:
            return TimePart.day(.weekdays(.workdays), i, end).repeating()
        case .weekend:
            // "on weekends" repeats, "on the weekend" is the coming one.
            let part = TimePart.day(.weekdays(.weekend), i, end)
            return text.scalars[end - 1] == "s" ? part.repeating() : part
        case .half, .quarter, .a:
            return pastOrTo(in: text, at: i)
        case .number:
            return pastOrTo(in: text, at: i) ?? hourClock(in: text, at: i)
        default:
            return nil
        }
    }

    /// A clock starting at the digits at `i`: "7 am", "at 7", "10 past 7"; or an ordinal day ("25th").
    static func numberPart(in text: Sentence, at i: Int) -> TimePart? {
        pastOrTo(in: text, at: i) ?? ordinalDate(in: text, at: i, start: i) ?? hourClock(in: text, at: i)
    }

    /// "am", "a.m.", "pm", "p.m." after optional spaces from `j`.
    static func meridiem(in text: Sentence, at j: Int) -> (period: Period, end: Int)? {
        let k = text.skipSpaces(from: j)
        guard let first = text[k], first == "a" || first == "p", !text.isLetter(k - 1) else { return nil }
        var m = k + 1
        let dotted = text[m] == "."
        if dotted { m += 1 }
        guard text[m] == "m" else { return nil }
        m += 1
        if dotted, text[m] == "." { m += 1 }
        guard !text.isLetter(m) else { return nil }
        return (first == "a" ? .am : .pm, m)
    }

    // MARK: Days and periods

    private static func period(of word: EnglishTimeWord) -> Period {
        if case .period(let period) = word { return period }
        return .evening  // night
    }

    private static func dayAfterTomorrow(in text: Sentence, at i: Int, word: EnglishTimeWord, end: Int) -> TimePart? {
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

    /// "next friday", "this friday", "this morning", "this weekend", "last friday" (a date that
    /// cannot be placed), "last night".
    private static func qualifiedDay(in text: Sentence, at i: Int, word: EnglishTimeWord, end: Int) -> TimePart? {
        guard let (next, _, nextEnd) = text.englishWord(after: end) else { return nil }
        switch (word, next) {
        case (.next, .weekday(let number)): return .day(.weekday(number, weeksAhead: 1), i, nextEnd)
        case (.this, .weekday(let number)): return .day(.weekday(number, weeksAhead: 0), i, nextEnd)
        case (.this, .weekend): return .day(.weekdays(.weekend), i, nextEnd)
        case (.next, .weekend): return .day(.weekday(6, weeksAhead: 1), i, nextEnd)
        case (.last, .weekday): return .unplaceableDay(i, nextEnd)
        case (.this, .period(let period)): return .day(.offset(0), period: period, i, nextEnd)
        case (.last, .night): return .day(.offset(-1), period: .evening, i, nextEnd)
        default: return nil
        }
    }

    /// "in the morning", "in 3 days", "in a day".
    private static func inPhrase(in text: Sentence, at i: Int, end: Int) -> TimePart? {
        let start = text.skipSpaces(from: end)
        guard start > end else { return nil }
        let next = text.englishWord(at: start)
        if next?.word == .the {
            guard let (noun, _, nounEnd) = text.englishWord(after: next!.end), case .period(let period) = noun
            else { return nil }
            return .period(period, i, nounEnd)
        }
        let count: Int
        let countEnd: Int
        if let next, next.word == .a || next.word == .an {
            (count, countEnd) = (1, next.end)
        } else if let (value, valueEnd, _) = number(in: text, at: start) {
            (count, countEnd) = (value, valueEnd)
        } else {
            return nil
        }
        guard let (unit, _, unitEnd) = text.englishWord(after: countEnd), unit == .days || count == 1 && unit == .day
        else { return nil }
        return .day(.offset(count), i, unitEnd)
    }

    /// "march 15", "may 1st", "march 20th": a date of this year, or next year's once passed. With
    /// an ordinal, or after "on", it is a date; a bare number counts only beside a time ("march 15
    /// at 7am"), since "march 5 miles" and "may 5 people come" are no dates.
    private static func calendarDate(_ month: Int, in text: Sentence, at i: Int, end: Int) -> TimePart? {
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

    /// "25th", "the 1st of every month", "the 3rd of next month", "20th of march", starting at the
    /// digits at `k`; the part starts at `start` (the "the" before it). A day of the month alone
    /// counts only after "on" or beside a time.
    private static func ordinalDate(in text: Sentence, at k: Int, start: Int) -> TimePart? {
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
    private static func ordinalSuffix(in text: Sentence, at i: Int) -> Int? {
        guard text.isLetter(i), text.isLetter(i + 1), !text.isLetter(i + 2),
              ordinalSuffixes.contains(EnglishTimeWord.key(text.scalars[i..<i + 2]))
        else { return nil }
        return i + 2
    }

    /// A weekday at `i`, with any list or range after it: "monday", "monday to friday", "monday
    /// through friday", "mondays and thursdays", "monday, wednesday and friday".
    private static func weekdays(from first: Int, in text: Sentence, at i: Int, end: Int) -> TimePart {
        var days = [first]
        var last = end
        if let (joiner, joinerStart, joinerEnd) = text.englishWord(after: end),
           joiner == .to || Words.through.holds(text, from: joinerStart, to: joinerEnd),
           let (next, _, nextEnd) = text.englishWord(after: joinerEnd), case .weekday(let to) = next
        {
            var day = first
            while day != to {
                day = day % 7 + 1
                days.append(day)
            }
            last = nextEnd
        } else {
            var k = end
            while true {
                var j = text.skipSpaces(from: k)
                if text[j] == "," { j = text.skipSpaces(from: j + 1) }
                if let (_, wordStart, wordEnd) = text.englishWord(after: j), Words.and.holds(text, from: wordStart, to: wordEnd) {
                    j = wordEnd
                }
                guard j > k, let (next, _, nextEnd) = text.englishWord(after: j), case .weekday(let number) = next else { break }
                days.append(number)
                k = nextEnd
            }
            last = k
        }
        if days.count == 1 { return .day(.weekday(first, weeksAhead: 0), i, last) }
        return .day(.weekdays(TimeExpression.Weekdays(days)), i, last)
    }

    /// "every day", "every morning", "every night", "every tuesday", "every weekday", "every
    /// weekend". "every hour" and "every 10 minutes" count spans of time, which durations read.
    private static func every(in text: Sentence, at i: Int, end: Int) -> TimePart? {
        guard let (next, nextStart, nextEnd) = text.englishWord(after: end) else { return nil }
        switch next {
        case .day: return .everyDay(i, nextEnd)
        case .period(let period): return .everyDay(period: period, i, nextEnd)
        case .night: return .everyDay(period: .evening, i, nextEnd)
        case .workdays: return TimePart.day(.weekdays(.workdays), i, nextEnd).repeating()
        case .weekend: return TimePart.day(.weekdays(.weekend), i, nextEnd).repeating()
        case .weekday(let number):
            var part = weekdays(from: number, in: text, at: nextStart, end: nextEnd)
            part.start = i
            return part.repeating()
        default: return nil
        }
    }

    private static let ordinalSuffixes: Set<UInt64> = Set(WordLists.englishOrdinalSuffixes.map { EnglishTimeWord.key($0.unicodeScalars) })

    /// The words the readers look for beyond the table of `EnglishTimeWord`.
    private enum Words {
        static let of = WordSet(WordLists.englishOf), month = WordSet(WordLists.englishMonthNouns)
        static let through = WordSet(WordLists.englishThrough), and = WordSet(WordLists.englishAnd)
    }

    /// Words of a list, each matched as the whole of a word of the sentence.
    private struct WordSet {
        let words: [[Unicode.Scalar]]

        init(_ words: [String]) {
            self.words = words.map { Array($0.unicodeScalars) }
        }

        /// Whether `start..<end` holds one of the words, exactly.
        func holds(_ text: Sentence, from start: Int, to end: Int) -> Bool {
            words.contains { text.isWord($0, from: start, to: end) }
        }
    }

    // MARK: Clocks

    /// An hour or minute count at `i`: one or two digits, or a number word.
    private static func number(in text: Sentence, at i: Int) -> (value: Int, end: Int, isWord: Bool)? {
        if let (value, end, count) = text.digits(at: i) {
            guard count <= 2, let value else { return nil }
            if text[end] == ":", text.isDigit(end + 1) { return nil }
            return (value, end, false)
        }
        guard text.englishWord(at: i)?.word == .number,
              let (value, end) = EnglishNumber.read(text.scalars, at: i), let whole = Checked.integer(value, in: 0...99)
        else { return nil }
        return (whole, end, true)
    }

    /// "o'clock", "o’clock", "oclock" after optional spaces from `j`.
    private static func oClock(in text: Sentence, at j: Int) -> Int? {
        let k = text.skipSpaces(from: j)
        guard text[k] == "o" else { return nil }
        var m = k + 1
        if let mark = text[m], mark == "'" || mark == "’" || mark == " " { m += 1 }
        guard text.has(clockWord, at: m), !text.isLetter(m + clockWord.count) else { return nil }
        return m + clockWord.count
    }

    private static let clockWord: [Unicode.Scalar] = Array("clock".unicodeScalars)

    /// "thirty", "forty-five", "oh five" after a spoken hour ("seven thirty").
    private static func spokenMinutes(in text: Sentence, after end: Int) -> (Int, Int)? {
        guard let (word, start, wordEnd) = text.englishWord(after: end), start > end else { return nil }
        if word == .oh {
            guard let (value, valueEnd, isWord) = number(in: text, at: text.skipSpaces(from: wordEnd)), isWord,
                  (1...9).contains(value)
            else { return nil }
            return (value, valueEnd)
        }
        guard let (value, valueEnd, isWord) = number(in: text, at: start), isWord, (10...59).contains(value) else { return nil }
        return (value, valueEnd)
    }

    /// An hour at `i`, with what follows it: "7 am", "7.30pm", "seven o'clock", "12 noon", "at 7".
    private static func hourClock(in text: Sentence, at i: Int) -> TimePart? {
        guard let (hour, hourEnd, isWord) = number(in: text, at: i) else { return nil }
        var minute = 0
        var end = hourEnd
        var period: Period?
        var explicit = true
        if !isWord, text[end] == ".", let (value, afterMinutes, count) = text.digits(at: end + 1), count == 2,
           let value, let meridiem = meridiem(in: text, at: afterMinutes)
        {
            minute = value  // 7.30pm
            (period, end) = (meridiem.period, meridiem.end)
        } else {
            var minutesEnd = end
            if isWord, let (value, valueEnd) = spokenMinutes(in: text, after: end) {
                minute = value
                minutesEnd = valueEnd
            }
            if let meridiem = meridiem(in: text, at: minutesEnd) {
                (period, end) = (meridiem.period, meridiem.end)
            } else if minute == 0, let after = oClock(in: text, at: end) {
                end = after
            } else if minute == 0, hour == 12, let (word, _, wordEnd) = text.englishWord(after: end),
                      word == .noon || word == .midnight
            {
                (period, end) = (word == .noon ? .noon : .lateNight, wordEnd)
            } else {
                guard isBareHour(in: text, start: i, end: minutesEnd) else { return nil }
                end = minutesEnd
                explicit = false
            }
        }
        if hour > 24 || hour == 24 && minute > 0 {
            return explicit && !isWord ? .impossibleClock(i, end, period: period) : nil
        }
        return .clock(hour, minute, period: period, i, end)
    }

    /// Whether a number with nothing after it that marks a time is an hour all the same.
    private static func isBareHour(in text: Sentence, start: Int, end: Int) -> Bool {
        if text.isLetter(end) { return false }  // 7th, 5m
        if let next = text[end], next == "%" || next == ":" || next == "/" { return false }
        if text[end] == ".", text.isDigit(end + 1) { return false }  // at 7.5
        if let (word, _, _) = text.englishWord(after: end), word.isUnit { return false }
        if text.englishWord(before: start)?.introducesTime == true { return true }
        // "7 in the morning", "7 tonight"
        let next = text.skipSpaces(from: end)
        guard next > end, let part = wordPart(in: text, at: next) else { return false }
        return part.namesPeriod && !part.namesClock && !part.isWeak
    }

    /// "half past seven", "quarter past 7", "a quarter to eight", "ten past 7", "5 minutes to 8",
    /// "at ten to seven". "to" needs a quarter, the word minutes, or a spoken count of five after
    /// at: "from 5 to 7" and "at 7 to 8" are no times.
    private static func pastOrTo(in text: Sentence, at i: Int) -> TimePart? {
        var minutes: Int
        var k: Int
        var counted = true
        var half = false
        let first = text.englishWord(at: i)
        if let first, first.word == .half {
            (minutes, k, half) = (30, first.end, true)
        } else if let first, first.word == .quarter {
            (minutes, k) = (15, first.end)
        } else if let first, first.word == .a {
            guard let (next, _, nextEnd) = text.englishWord(after: first.end), next == .quarter else { return nil }
            (minutes, k) = (15, nextEnd)
        } else if let (value, end, isWord) = number(in: text, at: i), (1...59).contains(value) {
            (minutes, k) = (value, end)
            if let (unit, _, unitEnd) = text.englishWord(after: k), unit == .minuteUnit {
                k = unitEnd
            } else {
                // "at ten to seven" is 6:50, but "at 7 to 8" and "at 5 to 7" are ranges.
                counted = isWord && value % 5 == 0 && text.englishWord(before: i) == .at
            }
        } else {
            return nil
        }
        guard let (relation, _, relationEnd) = text.englishWord(after: k), relation == .past || relation == .to else { return nil }
        let toward = relation == .to
        if toward, half || !counted { return nil }
        let hourStart = text.skipSpaces(from: relationEnd)
        guard hourStart > relationEnd, let (hour, hourEnd, _) = number(in: text, at: hourStart), hour <= 24 else { return nil }
        var end = hourEnd
        var period: Period?
        if let meridiem = meridiem(in: text, at: end) {
            (period, end) = (meridiem.period, meridiem.end)
        } else if let after = oClock(in: text, at: end) {
            end = after
        }
        if toward { return .clock(hour == 0 ? 23 : hour - 1, 60 - minutes, period: period, i, end) }
        if hour == 24 { return .impossibleClock(i, end, period: period) }
        return .clock(hour, minutes, period: period, i, end)
    }
}
