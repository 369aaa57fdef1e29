extension EnglishTimeReader {
    /// Rule hours as a clock: languages that name a clock time in hours (às 7 horas, a las 7,
    /// à 7 heures, в 7 часов) lead learners to say "at 7 hours", "at 7 hours and half", "at 7
    /// hours 30 (minutes)". English says "in 7 hours" or "for 7 hours" of a span, never "at": after
    /// "at", a count of hours up to 24 and what follows it is a clock time. "at 7 hours a day",
    /// "at 3 hours' notice" are no clock (`isRateOrNotice`). Nor does English say them where learners
    /// put a clock: after their "the" that a word leading a time or "alarm" leads ("to the 8 hours", "alarm
    /// at the 7 hours"), right after a day or a part of the day ("tomorrow 7 hour", "morning 6 hour 30
    /// minute"), after "to" that the alarm leads ("make alarm to eleven hour"), or before a part of the day
    /// ("7 hours of the morning"): there too they are a clock.
    static func hoursAsClock(in text: Sentence, at i: Int) -> TimePart? {
        guard let (hour, hourEnd, _) = clockNumber(in: text, at: i), hour <= 24 else { return nil }
        let unitStart = text.skipSpaces(from: hourEnd)
        guard let unit = DurationUnit.longest(in: text.scalars, at: unitStart), unit.script == .word, unit.seconds == DurationUnit.hour
        else { return nil }
        var end = unitStart + unit.word.count
        guard text.englishWord(before: i) == .at || standsAsLearnersClock(in: text, start: i) || partOfDayFollows(in: text, after: end),
              !isRateOrNotice(in: text, after: end)
        else { return nil }
        var minute = 0
        let next = text.skipSpaces(from: end)
        if let afterHalf = andHalf(in: text, at: next) {
            (minute, end) = (30, afterHalf)
        } else if next > end, let (value, valueEnd, _) = clockNumber(in: text, at: next), (1...59).contains(value) {
            (minute, end) = (value, valueEnd)
            let unitAt = text.skipSpaces(from: valueEnd)
            if let minuteUnit = DurationUnit.longest(in: text.scalars, at: unitAt), minuteUnit.seconds == DurationUnit.minute,
               minuteUnit.script == .word
            {
                end = unitAt + minuteUnit.word.count
            }
        }
        guard hour < 24 || minute == 0 else { return nil }
        return .clock(hour, minute, period: nil, i, end)
    }

    /// After the learners' "the" that a word leading a time or "alarm" leads, after "to" that the alarm
    /// leads, or right after a day or a part of the day.
    private static func standsAsLearnersClock(in text: Sentence, start: Int) -> Bool {
        switch text.englishWord(before: start) {
        case .the?:
            guard let lead = learnersArticleLead(in: text, start: start) else { return false }
            return lead.introducesTime || lead == .alarm || lead == .to
        case .weekday?, .today?, .tomorrow?, .tonight?, .period?, .night?:
            return true
        case .to?:
            // "make alarm to eleven hour": "to" after the alarm, where a span would be "in" or "after".
            guard let to = text.englishWordStart(before: start) else { return false }
            return text.englishWord(before: to) == .alarm
        default:
            return false
        }
    }

    /// Whether a part of the day follows `end`, perhaps after "of", "in" and "the" ("of the morning",
    /// "in the evening", "morning").
    private static func partOfDayFollows(in text: Sentence, after end: Int) -> Bool {
        var at = end
        for _ in 0..<3 {
            guard let (word, start, wordEnd) = text.englishWord(after: at) else { return false }
            if word.namesPartOfDay { return true }
            guard word == .in || word == .the || text.has(HoursWords.of, at: start) && wordEnd == start + 2 else { return false }
            at = wordEnd
        }
        return false
    }

    /// "and half", "and a half" at `i`: where it ends.
    static func andHalf(in text: Sentence, at i: Int) -> Int? {
        guard text.has(HoursWords.and, at: i), !text.isLetter(i + 3) else { return nil }
        var j = text.skipSpaces(from: i + 3)
        if text.has(HoursWords.a, at: j), text.isSpace(j + 1) { j = text.skipSpaces(from: j + 1) }
        guard text.has(HoursWords.half, at: j), !text.isLetter(j + 4) else { return nil }
        return j + 4
    }

    /// "a day", "per week", "'s notice", "' notice": the hours are a rate or a notice, no clock.
    private static func isRateOrNotice(in text: Sentence, after end: Int) -> Bool {
        if text[end] == "'" || text[end] == "\u{2019}" { return true }
        guard let (word, _, _) = text.englishWord(after: end) else { return false }
        return word == .a || word == .day || word == .weeks
    }
}

private enum HoursWords {
    static let and = Array("and".unicodeScalars), a = Array("a".unicodeScalars), half = Array("half".unicodeScalars)
    static let of = Array("of".unicodeScalars)
}

extension Sentence {
    /// Whether "and half" or "and a half" follows what ends at `end`, spaces between: a bare hour said so is half past it, as
    /// learners say it ("no sorry, is 7 and half").
    public func saysAndAHalf(after end: Int) -> Bool {
        EnglishTimeReader.andHalf(in: self, at: skipSpaces(from: end)) != nil
    }
}
