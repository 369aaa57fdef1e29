/// Reads a clock time as a digital face shows it: 19:45, 7:30, 19：45 (full-width colon),
/// 7:30:15 (the seconds kept), "6:30 am", "7:30pm".
///
/// Without am/pm the face is a 24-hour clock, so the hour names its half of the day: 5:30 and
/// 8:20 read as `.am`, 12:30 and 20:00 as `.pm` (a period word beside it still wins: 下午3:15).
/// "wake me up tomorrow at 5:30" is 05:30, as the dev set has it, unlike 3点 (15:00).
///
/// Rule dotted clock: a point between the hour and two digits of minutes, as British and
/// Chinese typing put it (at 7.15, 6.30pm, 明早7.30), is a clock only where a decimal would not
/// stand: before am/pm, right after another time part (`afterPart`: tomorrow 6.45, 明早7.30), before a
/// day or a part of the day to come (5.45 tomorrow morning, 7.30 tonight), right after an alarm (set alarm 5.45), or after a word that introduces a
/// time (at, for, until, around) or leads one (set it to 6.45, make it 7.30: `EnglishTimeReader.leadsAClock`). "7.15 dollars", "pi is 3.14",
/// 1.7.15 and $7.15 stay numbers.
///
/// Rule the hour mark: French, Quebec and much of Europe write an h between the hour and its
/// minutes (18h, 6h30, à 19h45), where English and Chinese write a span of hours so ("2h",
/// "1h30"). It is a clock where a span would not stand: right after another time part (tomorrow
/// 6h30), after "at" or "after" (at 7h15), or at 13h or later unless "in" comes before it (for
/// 18h: a span of eighteen hours is rarer than six in the evening). "for 2h", "in 1h30" stay spans.
enum DigitalClockReader {
    static func clock(in text: Sentence, at i: Int, afterPart: Bool = false) -> TimePart? {
        if let dotted = dotted(in: text, at: i, afterPart: afterPart) { return dotted }
        if let marked = hourMarked(in: text, at: i, afterPart: afterPart) { return marked }
        guard let (hourValue, afterHour, hourDigits) = text.digits(at: i), hourDigits <= 2, let hour = hourValue,
              text[afterHour] == ":", let (minuteValue, afterMinute, minuteDigits) = text.digits(at: afterHour + 1),
              minuteDigits == 2, let minute = minuteValue
        else { return nil }
        var end = afterMinute
        var secondsValid = true
        var second: Int?
        if text[end] == ":", let (seconds, afterSeconds, secondDigits) = text.digits(at: end + 1) {
            guard secondDigits == 2, let seconds else { return nil }
            secondsValid = seconds < 60
            second = seconds
            end = afterSeconds
        }
        if text[end] == ":", text.isDigit(end + 1) { return nil }  // 1:23:45:67 is no time
        let meridiem = EnglishTimeReader.meridiem(in: text, at: end)
        if let meridiem { end = meridiem.end }
        if hour > 24 || hour == 24 && minute > 0 || minute > 59 || !secondsValid {
            return .impossibleClock(i, end, period: meridiem?.period)
        }
        var part = TimePart.clock(hour, minute, second: second, period: meridiem?.period, i, end)
        if meridiem == nil, hour < 24 { part.impliedPeriod = hour < 12 ? .am : .pm }
        return part
    }

    private static func dotted(in text: Sentence, at i: Int, afterPart: Bool) -> TimePart? {
        guard let (hourValue, afterHour, hourDigits) = text.digits(at: i), hourDigits <= 2, let hour = hourValue, hour < 24,
              text[afterHour] == ".", let (minuteValue, afterMinute, minuteDigits) = text.digits(at: afterHour + 1),
              minuteDigits == 2, let minute = minuteValue, minute < 60,
              text[afterMinute] != ".", !isAmountMark(text[i - 1])
        else { return nil }
        let meridiem = EnglishTimeReader.meridiem(in: text, at: afterMinute)
        let before = text.englishWord(before: i)
        guard meridiem != nil || afterPart || before?.introducesTime == true || before == .alarm
                || EnglishTimeReader.leadsAClock(in: text, start: i) && !isMoney(after: afterMinute, in: text)
                || namesComingTime(text.englishWord(after: afterMinute)?.word)
        else { return nil }
        var part = TimePart.clock(hour, minute, period: meridiem?.period, i, meridiem?.end ?? afterMinute)
        if meridiem == nil { part.impliedPeriod = hour < 12 ? .am : .pm }
        return part
    }

    private static func hourMarked(in text: Sentence, at i: Int, afterPart: Bool) -> TimePart? {
        guard let (hourValue, afterHour, hourDigits) = text.digits(at: i), hourDigits <= 2, let hour = hourValue, hour < 24,
              text[afterHour] == "h" || text[afterHour] == "H", !isAmountMark(text[i - 1])
        else { return nil }
        var (minute, end) = (0, afterHour + 1)
        if let (minuteValue, afterMinute, minuteDigits) = text.digits(at: end) {
            guard minuteDigits == 2, let value = minuteValue, value < 60 else { return nil }
            (minute, end) = (value, afterMinute)
        }
        guard !text.isLetter(end), !text.isDigit(end) else { return nil }  // 18hrs, 6h30m: spans
        let before = text.englishWord(before: i)
        guard afterPart || before == .at || before == .after || (hour >= 13 && before != .in) else { return nil }
        var part = TimePart.clock(hour, minute, period: nil, i, end)
        part.impliedPeriod = hour < 12 ? .am : .pm
        return part
    }

    /// tomorrow, tonight, morning, evening, night, a weekday, "this" (evening): after a dotted number, a day
    /// or part of the day to come that says it is a clock ("it costs 7.15 today" is a price).
    private static func namesComingTime(_ word: EnglishTimeWord?) -> Bool {
        switch word {
        case .tomorrow?, .tonight?, .period?, .night?, .weekday?, .this?: return true
        default: return false
        }
    }

    /// Whether a currency's name follows `end` ("make it 2.50 dollars").
    private static func isMoney(after end: Int, in text: Sentence) -> Bool {
        let english = text.english
        guard let k = (0..<english.count).first(where: { english.span($0).lowerBound >= end }) else { return false }
        return english.isWord(k, of: CurrencyNames.english)
    }

    /// A point or a currency sign before the hour: 1.7.15 is a version, $7.15 an amount.
    private static func isAmountMark(_ c: Unicode.Scalar?) -> Bool {
        guard let c else { return false }
        return c == "." || CurrencySigns.contains(c.value)
    }
}
