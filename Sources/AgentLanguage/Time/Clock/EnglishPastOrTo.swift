extension EnglishTimeReader {
    /// Rule: minutes past or to an hour: "half past seven", "quarter past 7", "a quarter to
    /// eight", "ten past 7", "5 minutes to 8", "at ten to seven". "to" needs a quarter, the word
    /// minutes, or a spoken count of five after a word that introduces a time or an alarm (at, for,
    /// alarm): "from 5 to 7" and "at 7 to 8" are no times,
    /// nor is "half to". The minutes before an hour from 7 to 12 are the morning's, as that hour is
    /// ("quarter to seven" is 6:45, not 18:45).
    ///
    /// Rule British half: "half" right before an hour is half past it, as Britain and Ireland say
    /// it ("at half five" is 5:30, "for half 7 tomorrow", "half four tomorrow morning", "at half four
    /// to ring mum"), where a word that introduces a time stands before it, or am/pm, a day or a part
    /// of the day after it, or the hour is said in words and only words of time follow it ("make it half
    /// six"), or "it" or "that" stands before it ("make it half 7"), as no half of a count is said so; "half 5 hours" and "cut it in half 5 times" count things, and "half 4 to 5" is a range.
    static func pastOrTo(in text: Sentence, at i: Int) -> TimePart? {
        if let halfHour = britishHalf(in: text, at: i) { return halfHour }
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
        } else if let (value, end, isWord) = clockNumber(in: text, at: i), (1...59).contains(value) {
            (minutes, k) = (value, end)
            if let (unit, _, unitEnd) = text.englishWord(after: k), unit == .minuteUnit {
                k = unitEnd
            } else {
                // "at ten to seven", "for twenty to seven", "alarm ten to eight" are 6:50, 6:40 and 7:50, but "at 7 to 8"
                // and "at 5 to 7" are ranges.
                let before = text.englishWord(before: i)
                counted = isWord && value % 5 == 0 && (before?.introducesTime == true || before == .alarm)
            }
        } else {
            return nil
        }
        guard let (relation, _, relationEnd) = text.englishWord(after: k), relation == .past || relation == .to else { return nil }
        let toward = relation == .to
        if toward, half || !counted { return nil }
        let hourStart = text.skipSpaces(from: relationEnd)
        guard hourStart > relationEnd, let (hour, hourEnd, _) = clockNumber(in: text, at: hourStart), hour <= 24 else { return nil }
        var end = hourEnd
        var period: Period?
        if let meridiem = meridiem(in: text, at: end) {
            (period, end) = (meridiem.period, meridiem.end)
        } else if let after = oClock(in: text, at: end) {
            end = after
        }
        if toward {
            var part = TimePart.clock(hour == 0 ? 23 : hour - 1, 60 - minutes, period: period, i, end)
            // Rule the named hour's half of the day: "quarter to seven" is before a morning hour, so in the
            // morning (6:45), though a bare 6 would be read as the afternoon's.
            if period == nil, (7...12).contains(hour) { part.impliedPeriod = .am }
            return part
        }
        if hour == 24 { return .impossibleClock(i, end, period: period) }
        return .clock(hour, minutes, period: period, i, end)
    }

    private static func britishHalf(in text: Sentence, at i: Int) -> TimePart? {
        guard let first = text.englishWord(at: i), first.word == .half else { return nil }
        let hourStart = text.skipSpaces(from: first.end)
        guard hourStart > first.end, let (hour, hourEnd, isWord) = clockNumber(in: text, at: hourStart), (1...12).contains(hour) else { return nil }
        // "half 5 hours", "half 5 past 6" count or say it otherwise, and "half 4 to 5" is a range;
        // "half four to ring mum" says what to do then.
        if let (next, _, nextEnd) = text.englishWord(after: hourEnd), next.isUnit || next == .past
            || (next == .to && clockNumber(in: text, at: text.skipSpaces(from: nextEnd)) != nil) {
            return nil
        }
        let meridiem = meridiem(in: text, at: hourEnd)
        // An hour in words needs nothing before it where nothing but words of time follow it ("half six
        // biscuits" counts them).
        let endsTime = text.englishWord(after: hourEnd).map { next, _, _ in next != .other } ?? true
        guard meridiem != nil || isWord && endsTime || text.englishWord(before: i)?.introducesTime == true
                || namesDayOrPeriod(text.englishWord(after: hourEnd)?.word) || changesAClock(text, before: i)
        else { return nil }
        return .clock(hour, 30, period: meridiem?.period, i, meridiem?.end ?? hourEnd)
    }

    /// "make it half 7", "make that half 8", "switch that to half 9": a clock being changed (english-half-leads).
    private static func changesAClock(_ text: Sentence, before i: Int) -> Bool {
        guard let start = text.englishWordStart(before: i) else { return false }
        return Words.halfLeads.holds(text, from: start, to: text.skipSpacesBack(before: i) + 1)
    }

    /// today, tonight, tomorrow, morning, night: a word after a number that says it is a time of day.
    private static func namesDayOrPeriod(_ word: EnglishTimeWord?) -> Bool {
        switch word {
        case .today?, .tonight?, .tomorrow?: return true
        default: return word?.namesPartOfDay ?? false
        }
    }
}
