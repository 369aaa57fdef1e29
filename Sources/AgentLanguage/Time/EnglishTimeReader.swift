/// English time words and clock times, read where a word or a number starts. Words naming a day
/// outright are read here: today, tonight, tomorrow, yesterday, noon, midnight, daily, weekdays.
/// The rest is said by rules, one file each: days ahead ("the day after tomorrow", "in 3 days":
/// `EnglishDaysAhead`), next/this/last before a day ("next friday", "last night":
/// `EnglishQualifiedDay`), weekdays and their lists and ranges ("monday to friday", "mondays and
/// thursdays": `EnglishWeekdayList`), a month and its day ("march 20th": `EnglishMonthDate`), an
/// ordinal day ("on the 25th", "the 15th of every month": `EnglishOrdinalDate`), recurrences whose
/// first day is meant ("every tuesday", "every weekend": `EnglishEvery`), periods ("in the
/// morning", "at night": `EnglishPeriodWords`), and clocks: the hour with what follows it ("7 am",
/// "7.30pm", "seven o'clock", "at seven thirty": `EnglishHourClock`), the numbers a clock counts
/// in (`EnglishClockNumber`), an hour said bare ("at 7", "7 in the morning": `EnglishBareHour`),
/// minutes past or to an hour ("half past seven", "quarter to 8": `EnglishPastOrTo`), and the
/// marks after an hour ("am", "p.m.", "o'clock": `EnglishClockMarks`).
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
            return periodAfterIn(in: text, at: i, end: end) ?? daysAfterIn(in: text, at: i, end: end)
        case .at:
            return atNight(in: text, at: i, end: end)
        case .period, .night:
            return periodWord(word, in: text, at: i, end: end)
        case .noon:
            return .clock(12, 0, period: .noon, i, end)
        case .midnight:
            return .clock(12, 0, period: .lateNight, i, end)
        case .weekday(let number):
            // "on mondays" repeats, "on monday" is the coming one.
            let part = weekdays(from: number, in: text, at: i, end: end)
            return text.scalars[end - 1] == "s" ? part.repeating() : part
        case .month(let month):
            return monthDate(month, in: text, at: i, end: end)
        case .every:
            return every(in: text, at: i, end: end)
        case .daily:
            return .everyDay(i, end)
        case .weekly:
            return .everyWeek(i, end)
        case .workdays:
            return TimePart.day(.weekdays(.workdays), i, end).repeating()
        case .weekend:
            // "on weekends" repeats, "on the weekend" is the coming one.
            let part = TimePart.day(.weekdays(.weekend), i, end)
            return text.scalars[end - 1] == "s" ? part.repeating() : part
        case .half, .quarter:
            return pastOrTo(in: text, at: i)
        case .a:
            return pastOrTo(in: text, at: i) ?? daysFromNow(in: text, at: i)
        case .number:
            return pastOrTo(in: text, at: i) ?? daysFromNow(in: text, at: i) ?? hoursAsClock(in: text, at: i) ?? hourClock(in: text, at: i)
        default:
            return nil
        }
    }

    /// A clock starting at the digits at `i`: "7 am", "at 7", "10 past 7"; or an ordinal day ("25th").
    static func numberPart(in text: Sentence, at i: Int) -> TimePart? {
        pastOrTo(in: text, at: i) ?? ordinalDate(in: text, at: i, start: i) ?? daysFromNow(in: text, at: i) ?? hoursAsClock(in: text, at: i)
            ?? hourClock(in: text, at: i)
    }

    /// The words the rules look for beyond the table of `EnglishTimeWord`.
    enum Words {
        static let of = WordSet(WordLists.englishOf), month = WordSet(WordLists.englishMonthNouns)
        static let through = WordSet(WordLists.englishThrough), and = WordSet(WordLists.englishAnd)
        static let halfLeads = WordSet(WordLists.englishHalfLeads)
    }

    /// Words of a list, each matched as the whole of a word of the sentence.
    struct WordSet {
        let words: [[Unicode.Scalar]]

        init(_ words: [String]) {
            self.words = words.map { Array($0.unicodeScalars) }
        }

        /// Whether `start..<end` holds one of the words, exactly.
        func holds(_ text: Sentence, from start: Int, to end: Int) -> Bool {
            words.contains { text.isWord($0, from: start, to: end) }
        }
    }
}
