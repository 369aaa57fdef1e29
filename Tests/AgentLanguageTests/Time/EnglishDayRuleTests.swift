@testable import AgentLanguage
import Testing

struct EnglishDaysAheadTests {
    /// Rule: the day after tomorrow is two days ahead; in a count of days is that many ahead, of weeks seven times as many.
    @Test(arguments: [
        ("see you the day after tomorrow", "the", "day 2 to 30"), ("day after tomorrow works", "day", "day 2 to 18"),
        ("back in 3 days", "in", "day 3 to 14"), ("in a day or two", "in", "day 1 to 8"), ("in one day", "in", "day 1 to 10"),
        ("in two days time", "in", "day 2 to 11"), ("on the 25th", "the", "day-of-month 25 to 11"),
        ("the day after the party", "the", nil), ("day after day", "day", nil), ("in 3 weeks", "in", "day 21 to 10"),
        ("in a week or so", "in", "day 7 to 9"),
        ("in 2 day", "in", nil), ("in the morning", "in", nil), ("in time", "in", nil),
    ] as [(String, String, String?)])
    func daysAheadAreCounted(text: String, at word: String, read: String?) {
        let input = EnglishRuleInput(text, at: word)
        let (found, end) = input.word
        let part =
            found == .in
            ? EnglishTimeReader.daysAfterIn(in: input.sentence, at: input.start, end: end)
            : EnglishTimeReader.dayAfterTomorrow(in: input.sentence, at: input.start, word: found, end: end)
        #expect(englishDescribed(part) == read)
    }
}

struct EnglishQualifiedDayTests {
    /// Rule: next, this or last before a weekday, weekend, period or night.
    @Test(arguments: [
        ("see you next friday", "next", "weekday 5 +1w to 19"), ("this tuesday works", "this", "weekday 2 to 12"),
        ("this weekend maybe", "this", "weekdays 67 to 12"), ("next weekend maybe", "next", "weekday 6 +1w to 12"),
        ("last monday was fun", "last", "unplaceableDay to 11"), ("this evening at 8", "this", "day 0 dusk to 12"),
        ("slept well last night", "last", "day -1 evening to 21"),
        ("next time", "next", nil), ("this one", "this", nil), ("last week", "last", nil), ("next", "next", nil),
        ("last morning", "last", nil),
    ] as [(String, String, String?)])
    func aQualifiedDayIsPlaced(text: String, at word: String, read: String?) {
        let input = EnglishRuleInput(text, at: word)
        let (found, end) = input.word
        #expect(englishDescribed(EnglishTimeReader.qualifiedDay(in: input.sentence, at: input.start, word: found, end: end)) == read)
    }
}

struct EnglishWeekdayListTests {
    /// Rule: a weekday with any range or list after it; several days repeat.
    @Test(arguments: [
        ("gym on tuesday", "tuesday", "weekday 2 to 14"), ("work monday to friday", "monday", "weekdays 12345 repeats to 21"),
        ("open friday through monday", "friday", "weekdays 1567 repeats to 26"),
        ("swim mondays and thursdays", "mondays", "weekdays 14 repeats to 26"),
        ("class monday, wednesday and friday", "monday", "weekdays 135 repeats to 34"),
        ("call monday and then", "monday", "weekday 1 to 11"), ("sunday to go", "sunday", "weekday 7 to 6"),
    ] as [(String, String, String?)])
    func weekdaysAreReadWithTheirListOrRange(text: String, at word: String, read: String?) {
        let input = EnglishRuleInput(text, at: word)
        guard case (.weekday(let day), let end) = input.word else {
            Issue.record("no weekday at \(word)")
            return
        }
        #expect(englishDescribed(EnglishTimeReader.weekdays(from: day, in: input.sentence, at: input.start, end: end)) == read)
    }
}

struct EnglishMonthDateTests {
    /// Rule: a month and its day is a date; weak unless ordinal or after on; a day the month never
    /// has is a problem.
    @Test(arguments: [
        ("due march 20th", "march", "date 3-20 to 14"), ("on april 1 we go", "april", "date 4-1 to 10"),
        ("may 5 at noon", "may", "weak date 5-5 to 5"), ("by june 3rd", "june", "date 6-3 to 11"),
        ("february 30th", "february", "nonexistentDate to 13"),
        ("march 5 miles", "march", "weak date 3-5 to 7"), ("may 123", "may", nil), ("march 0", "march", nil),
        ("march 32nd", "march", nil), ("march 5x", "march", nil), ("may i come", "may", nil), ("march5", "march", nil),
    ] as [(String, String, String?)])
    func aMonthAndItsDayIsADate(text: String, at word: String, read: String?) {
        let input = EnglishRuleInput(text, at: word)
        guard case (.month(let month), let end) = input.word else {
            Issue.record("no month at \(word)")
            return
        }
        #expect(englishDescribed(EnglishTimeReader.monthDate(month, in: input.sentence, at: input.start, end: end)) == read)
    }
}

struct EnglishOrdinalDateTests {
    /// Rule: an ordinal day of the month, with "of" and a month, "of every month", "of this
    /// month" or "of next month" after it; weak alone unless after on. The part starts at the
    /// word `from`, the digits at `word`.
    @Test(arguments: [
        ("pay rent on the 1st", "the", "1", "day-of-month 1 to 19"), ("by the 25th", "the", "25", "weak day-of-month 25 to 11"),
        ("the 15th of every month", "the", "15", "day-of-month 15 repeats to 23"),
        ("the 3rd of next month", "the", "3", "day-of-month 3 +1m to 21"),
        ("the 10th of this month", "the", "10", "day-of-month 10 +0m to 22"),
        ("the 2nd of the month", "the", "2", "day-of-month 2 to 20"), ("22nd of march", "22", "22", "date 3-22 to 13"),
        ("31st of april", "31", "31", "nonexistentDate to 13"), ("the 4th of them", "the", "4", "weak day-of-month 4 to 7"),
        ("the 25", "the", "25", nil), ("32nd", "32", "32", nil), ("the 2th", "the", "2", "weak day-of-month 2 to 7"),
        ("the 5ths", "the", "5", nil), ("100th", "100", "100", nil),
    ] as [(String, String, String, String?)])
    func anOrdinalIsADayOfTheMonth(text: String, from: String, at word: String, read: String?) {
        let input = EnglishRuleInput(text, at: word)
        let start = EnglishRuleInput(text, at: from).start
        #expect(englishDescribed(EnglishTimeReader.ordinalDate(in: input.sentence, at: input.start, start: start)) == read)
    }
}
