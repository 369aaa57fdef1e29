@testable import AgentLanguage
import Testing

struct EnglishClockMarksTests {
    /// Rule: am, a.m., pm, p.m. as a word of its own after an hour: the half of the day and where
    /// the mark ends. The hour ends at `j`.
    @Test(arguments: [
        ("wake me at 6 am please", 12, "am to 15"), ("wake me at 6am", 12, "am to 14"), ("call at 9 a.m. sharp", 9, "am to 14"),
        ("call at 9 A.M", 9, "am to 13"), ("dinner at 8pm", 11, "pm to 13"), ("dinner at 8 p.m.", 11, "pm to 16"),
        ("at 8 amber", 4, nil), ("at 8 pmx", 4, nil), ("at 8 a.mx", 4, nil), ("at 8 apples", 4, nil), ("at 8", 4, nil),
    ] as [(String, Int, String?)])
    func aMarkAfterAnHourSaysItsHalfOfTheDay(text: String, j: Int, read: String?) {
        let mark = EnglishTimeReader.meridiem(in: Sentence(text), at: j)
        #expect(mark.map { "\($0.period) to \($0.end)" } == read)
    }

    /// Rule: o'clock, o’clock, o clock or oclock after an hour ending at `j`: where the mark ends.
    @Test(arguments: [
        ("seven o'clock sharp", 5, 13), ("at 7 o’clock", 4, 12), ("at 7 oclock", 4, 11), ("at 7 o clock", 4, 12),
        ("at 7 o'clocks", 4, nil), ("at 7 on time", 4, nil), ("at 7 o  clock", 4, nil), ("at 7", 4, nil),
    ] as [(String, Int, Int?)])
    func oClockMarksAnHour(text: String, j: Int, end: Int?) {
        #expect(EnglishTimeReader.oClock(in: Sentence(text), at: j) == end)
    }
}

struct EnglishClockNumberTests {
    /// Rule: an hour or minute count: one or two digits not starting a digital clock, or a number
    /// word up to 99.
    @Test(arguments: [
        ("at 7 tonight", "7", "7 to 4 digits"), ("at 11", "11", "11 to 5 digits"), ("at seven", "seven", "7 to 8 word"),
        ("forty-five minutes", "forty", "45 to 10 word"), ("at 7:30", "7", nil), ("at 123", "123", nil),
        ("a hundred and one", "hundred", nil), ("at noon", "noon", nil),
    ] as [(String, String, String?)])
    func aClockCountIsShortDigitsOrANumberWord(text: String, at word: String, read: String?) {
        let input = EnglishRuleInput(text, at: word)
        let number = EnglishTimeReader.clockNumber(in: input.sentence, at: input.start)
        #expect(number.map { "\($0.value) to \($0.end) " + ($0.isWord ? "word" : "digits") } == read)
    }

    /// Rule: minutes after a spoken hour: a spoken count from 10 to 59, or oh and one to nine.
    @Test(arguments: [
        ("at seven thirty", 8, "30 to 15"), ("at six forty-five", 6, "45 to 17"), ("at seven oh five", 8, "5 to 16"),
        ("at seven 30", 8, nil), ("at seven five", 8, nil), ("at seven oh ten", 8, nil), ("at seven sharp", 8, nil),
    ] as [(String, Int, String?)])
    func aSpokenHourTakesSpokenMinutes(text: String, end: Int, read: String?) {
        let minutes = EnglishTimeReader.spokenMinutes(in: Sentence(text), after: end)
        #expect(minutes.map { "\($0.0) to \($0.1)" } == read)
    }

    /// Rule: two digits of minutes after an hour in digits and one space.
    @Test(arguments: [
        ("at 7 15", 4, "15 to 7"), ("at 6 05 am", 4, "5 to 7"), ("at 6 45, ok", 4, "45 to 7"),
        ("at 7 5", 4, nil), ("at 7 150", 4, nil), ("at 7 60", 4, nil), ("at 7 15th", 4, nil), ("at 7 15.5", 4, nil),
        ("at 7  15", 4, nil), ("at 7 15:30", 4, nil),
    ] as [(String, Int, String?)])
    func digitsTakeTwoDigitsOfMinutesAfterASpace(text: String, end: Int, read: String?) {
        let minutes = EnglishTimeReader.spacedMinutes(in: Sentence(text), after: end)
        #expect(minutes.map { "\($0.0) to \($0.1)" } == read)
    }
}

struct EnglishHourClockTests {
    /// Rule: an hour with what follows it: am or pm, .30pm, spoken minutes, o'clock, 12 noon or
    /// midnight, or a bare hour where one is meant; an hour past 24 with a mark is a problem.
    @Test(arguments: [
        ("wake me at 6 am", "6", "6:00 am to 15"), ("meet at 7.30pm", "7", "7:30 pm to 14"),
        ("at seven thirty pm", "seven", "7:30 pm to 18"), ("lunch at twelve noon", "twelve", "12:00 noon to 20"),
        ("at 12 midnight", "12", "12:00 lateNight to 14"), ("nine o'clock", "nine", "9:00 to 12"),
        ("call me at 8", "8", "8:00 to 12"), ("back at 25 pm", "25", "pm impossibleClock to 13"),
        ("at 7 people", "7", nil), ("meet 7 friends", "7", nil), ("at 25", "25", nil), ("at 7.5", "7", nil),
        ("at seven thirty", "seven", "7:30 to 15"), ("at 7.30", "7", nil),
        // Minutes after a space, where the hour is one: a mark after them, or a bare hour (before a
        // unit the hour stands alone).
        ("alarm for 7 15", "7", "7:15 to 14"), ("wake me at 6 45 tomorrow", "6", "6:45 to 15"), ("at 6 30 am", "6", "6:30 am to 10"),
        ("at 7 15 minutes later", "7", "7:00 to 4"), ("buy 7 15 apples", "7", nil), ("room 7 15", "7", nil),
        // An hour and its minutes both in words, wherever they stand; not before a unit, nor an hour alone.
        ("make it six thirty", "six", "6:30 to 18"), ("change it to seven forty-five", "seven", "7:45 to 29"),
        ("nine oh five instead", "nine", "9:05 to 12"), ("alarm six thirty tomorrow", "six", "6:30 to 16"),
        ("six thirty-minute classes", "six", nil), ("six fifteen minutes", "six", nil), ("make it six", "six", nil), ("six 30", "six", nil),
    ] as [(String, String, String?)])
    func anHourReadsWhatFollowsIt(text: String, at word: String, read: String?) {
        let input = EnglishRuleInput(text, at: word)
        #expect(englishDescribed(EnglishTimeReader.hourClock(in: input.sentence, at: input.start)) == read)
    }
}

struct EnglishBareHourTests {
    /// Rule: a number with no mark after it is an hour after a word that introduces a time or
    /// before a period, never before a unit or as part of a longer number.
    @Test(arguments: [
        ("see you at 7", "7", true), ("wait until 9 then", "9", true), ("wake at 6 in the morning", "6", true),
        ("home by 7 tonight", "7", true), ("after 10 we leave", "10", true), ("I need to be up by six tomorrow", "six", true), ("have him home by 9", "9", true), ("divide 60 by 5", "5", false), ("grew by 3", "3", false),
        ("for 7 minutes", "7", false), ("at 5 people", "5", false), ("buy 7 apples", "7", false), ("on the 7th", "7", false),
        ("at 7.5", "7", false), ("at 7/8", "7", false), ("at 7%", "7", false), ("see 7 in the morning paper", "7", true),
        // "to" after the alarm or what is set or moved; not a span's end, a clock's "to", nor a place
        ("set alarm to 8 morning", "8", true), ("set the alarm to 6 tomorrow", "6", true), ("change it to 7 evening", "7", true),
        ("move it to 9", "9", true), ("from 5 to 8", "8", false), ("go to 7 eleven", "7", false), ("count to 10", "10", false),
        // a learner's bare part of the day right after the hour, ending its clause or before a day or a repeat
        ("wake me 8 morning tomorrow", "8", true), ("alarm 7 evening please", "7", true), ("call me 6 evening, ok", "6", true),
        ("I have 3 morning classes", "3", false), ("2 evening shows tonight", "2", false),
        // or before what it asks
        ("sunday on 7 morning remind me church", "7", true), ("tomorrow on 6 evening ping me please", "6", true),
        ("3 morning walks remind me", "3", false),
    ])
    func aBareNumberIsAnHourOnlyWhereOneIsMeant(text: String, at word: String, isHour: Bool) {
        let input = EnglishRuleInput(text, at: word)
        let end = input.start + word.unicodeScalars.count
        #expect(EnglishTimeReader.isBareHour(in: input.sentence, start: input.start, end: end) == isHour)
    }

    /// Rule: right after an alarm or a period a number is its hour, as Asian and learners' English
    /// order them; a unit after it still counts something else.
    @Test(arguments: [
        ("set alarm 7", "7", true), ("alarm 6 tomorrow pls", "6", true), ("tomorrow morning 7", "7", true),
        ("this evening 8 ok", "8", true), ("tonight 9 remind me", "9", true), ("night 11 wake me", "11", true),
        ("set alarm 2 hours from now", "2", false), ("morning 5 km run", "5", false), ("tonight 2 people come", "2", false),
        // So after a Chinese period, in the speech that mixes them; not after a Chinese word of anything else.
        ("明天早上 seven thirty", "seven", true), ("今晚 9 叫我", "9", true), ("下午 four 开会", "four", true),
        ("早上 5 km 跑步", "5", false), ("我买了 seven 个苹果", "seven", false),
        // Between a day and a part of the day; not before anything else.
        ("alarm Friday 6 morning", "6", true), ("wake me tomorrow 7 evening", "7", true), ("today 9 night", "9", true),
        ("Friday 6 people come", "6", false), ("Friday 6", "6", false),
        // After a day where an alarm was named before it; not before a unit, nor without an alarm.
        ("alarm every sunday 9 for church pls", "9", true), ("set the alarm for monday 7", "7", true),
        ("my alarm tomorrow 6 ok", "6", true), ("wake me up saturday 8", "8", true), ("alarm on friday 6 people come", "6", false), ("meet me sunday 9", "9", false),
    ])
    func aNumberRightAfterAnAlarmOrAPeriodIsItsHour(text: String, at word: String, isHour: Bool) {
        let input = EnglishRuleInput(text, at: word)
        let end = input.start + word.unicodeScalars.count
        #expect(EnglishTimeReader.isBareHour(in: input.sentence, start: input.start, end: end) == isHour, "\(text)")
    }
}

struct EnglishPastOrToTests {
    /// Rule: minutes past or to an hour; to needs a quarter, the word minutes, or a spoken count of
    /// five after at.
    @Test(arguments: [
        ("half past seven", "half", "7:30 to 15"), ("a quarter to eight pm", "a", "7:45 pm to 21"),
        ("quarter past 6", "quarter", "6:15 to 14"), ("10 past 9 am", "10", "9:10 am to 12"),
        ("20 minutes to 5", "20", "4:40 to 15"), ("meet at ten to seven", "ten", "6:50 to 20"),
        ("twenty past eight o'clock", "twenty", "8:20 to 25"), ("quarter to midnight 0", "quarter", nil),
        ("five past 24", "five", "impossibleClock to 12"),
        ("half to seven", "half", nil), ("from 5 to 7", "5", nil), ("at 7 to 8", "7", nil), ("at 5 to 7", "5", nil),
        ("ten to seven", "ten", nil), ("quarter past", "quarter", nil), ("60 past 7", "60", nil), ("a quarter of it", "a", nil),
    ] as [(String, String, String?)])
    func minutesPastOrToAnHourAreAClock(text: String, at word: String, read: String?) {
        let input = EnglishRuleInput(text, at: word)
        #expect(englishDescribed(EnglishTimeReader.pastOrTo(in: input.sentence, at: input.start)) == read)
    }

    /// Rule British half: half before an hour is half past it where a time is surely said; "it" or
    /// "that" before it says a clock is being changed, the hour in digits too.
    @Test(arguments: [
        ("at half five", "half", "5:30 to 12"), ("half 7 tomorrow", "half", "7:30 to 6"), ("make it half six", "half", "6:30 to 16"),
        ("nah make it half 7", "half", "7:30 to 18"), ("make that half 8", "half", "8:30 to 16"), ("change it half 6 please", "half", "6:30 to 16"),
        ("what's half 7", "half", nil), ("make it half 5 hours", "half", nil), ("it half 4 to 5", "half", nil), ("cut it in half 5 times", "half", nil),
    ] as [(String, String, String?)])
    func halfBeforeAnHourIsHalfPastIt(text: String, at word: String, read: String?) {
        let input = EnglishRuleInput(text, at: word)
        #expect(englishDescribed(EnglishTimeReader.pastOrTo(in: input.sentence, at: input.start)) == read, "\(text)")
    }
}

struct EnglishPeriodWordsTests {
    /// Rule: a period word alone is a weak period, but not after good or last; at night is the
    /// evening; in the morning is a period.
    @Test(arguments: [
        ("call me in the morning", "in", "morning to 22"), ("walk at night", "at", "evening to 13"),
        ("back in the afternoon", "in", "afternoon to 21"), ("see you morning", "morning", "weak morning to 15"),
        ("read at night", "night", "weak evening to 13"),
        ("good night", "night", nil), ("good morning all", "morning", nil), ("last night", "night", nil),
        ("in the box", "in", nil), ("at noon", "at", nil), ("in 3 days", "in", nil),
    ] as [(String, String, String?)])
    func periodWordsNameAPeriod(text: String, at word: String, read: String?) {
        let input = EnglishRuleInput(text, at: word)
        let (found, end) = input.word
        let part: TimePart? =
            switch found {
            case .in: EnglishTimeReader.periodAfterIn(in: input.sentence, at: input.start, end: end)
            case .at: EnglishTimeReader.atNight(in: input.sentence, at: input.start, end: end)
            default: EnglishTimeReader.periodWord(found, in: input.sentence, at: input.start, end: end)
            }
        #expect(englishDescribed(part) == read)
    }
}

struct HoursAsClockTests {
    /// Rule hours as a clock: after "at", a count of hours (and half, or minutes) is a clock time.
    @Test(arguments: [
        ("for tomorrow at 7 hours and half", "7", "7:30 to 32"), ("wake me at 7 hours", "7", "7:00 to 18"),
        ("alarm at 6 hours 30 minutes", "6", "6:30 to 27"), ("at seven hours and a half", "seven", "7:30 to 25"),
        ("at 18 hours 15", "18", "18:15 to 14"), ("at 8 hrs", "8", "8:00 to 8"),
        // A span, a rate or a notice: no clock.
        ("in 7 hours", "7", nil), ("for 7 hours", "7", nil), ("I work at 8 hours a day", "8", nil), ("at 3 hours' notice", "3", nil),
        ("at 25 hours", "25", nil), ("at 7 minutes", "7", nil), ("at 24 hours 30", "24", nil),
        // Where learners put a clock: after their "the" that a lead or "alarm" leads, right after a day or a
        // part of the day, before a part of the day.
        ("put the alarm to the 7 hours", "7", "7:00 to 28"), ("alarm at the 9 hours", "9", "9:00 to 20"),
        ("tomorrow 7 hour", "7", "7:00 to 15"), ("morning 6 hour 30 minute", "6", "6:30 to 24"),
        ("wake me 5 hours of the afternoon", "5", "5:00 to 15"), ("8 hours in the evening", "8", "8:00 to 7"),
        ("the 2 hours of the meeting", "2", nil), ("I slept 7 hours", "7", nil), ("tomorrow 3 hours a day", "3", nil),
        // After "to" that the alarm leads; "to" after anything else ends a span.
        ("make alarm to eleven hour", "eleven", "11:00 to 25"), ("put alarm to 6 hours", "6", "6:00 to 20"),
        ("set timer to 2 hours", "2", nil), ("from 5 to 8 hours", "8", nil),
    ] as [(String, String, String?)])
    func aCountOfHoursAfterAtIsAClock(text: String, at word: String, read: String?) {
        let input = EnglishRuleInput(text, at: word)
        #expect(englishDescribed(EnglishTimeReader.hoursAsClock(in: input.sentence, at: input.start)) == read)
    }
}
