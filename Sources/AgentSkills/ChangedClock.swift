import AgentCalendar
import AgentLanguage
import FoundationEssentials

/// Rule a changed clock keeps its day: a follow-up that names a clock time with no day or part of the
/// day (改成七点, 推迟到八点, "make it 10:30", "push it to 5", or a bare hour: "make it 8") changes the
/// time of the alarm it follows and keeps that alarm's day and half of the day: after 周四早上六点半,
/// 七点 is Thursday 07:00; after "10 tonight", 10:30 is 22:30; an hour in words alone is one too ("make
/// it five", or with "and half" after it: "is 7 and half"). A time on the 24-hour clock (18:30) keeps
/// only the day. A changed day with no clock keeps the clock (改到周四, "move it to friday": the next
/// such day, at the alarm's time). A clock with its half of the day said keeps a day two or more ahead, which
/// was surely said, and takes the half said (after 周五晚上七点, 改成早上八点 is Friday 08:00; after "saturday 4:30
/// am", "make it 4 pm" is Saturday 16:00), where one more (再定个下午三点的) is read as any sentence is. Minutes with
/// no hour ("make it quarter past", `MinutesOfTheHour`) are of the alarm's hour.
enum ChangedClock {
    /// The moment `sentence` moves `previous` to, said at `now`, or nil when it names a day and a
    /// part of the day of its own (then it is read as any sentence is), or no time at all.
    static func moment(in sentence: Sentence, changing previous: Date, now: Date, zone: TimeZoneRules) -> Date? {
        let said: (hour: Int, minute: Int, twelveHour: Bool)
        if let time = sentence.time, time.problem == nil, let day = time.day, time.hour == nil, time.period == nil {
            let before = CivilTime(previous, in: zone)
            // The alarm's clock as said on a 24-hour face: 早上 keeps an hour as it is.
            return moment(of: TimeExpression(day: day, period: .morning, hour: before.hour, minute: before.minute, start: 0, end: 0),
                          now: now, zone: zone)
        }
        if let time = sentence.time, time.problem == nil, time.day == nil, let period = time.period, let hour = time.hour,
           !digitsOnly(time, in: sentence), !AnotherWords.holds(sentence), AnotherWords.openingAnd(in: sentence) == nil {
            // Its half of the day said (改成晚上八点, "make it 4 am instead"): that half, on the alarm's day. One
            // more (再定个下午三点的, "one more at 8pm") is a new item, its time read as any sentence's.
            // Only a day two or more ahead was surely said: today's or tomorrow's may be where a clock said
            // alone rolled ("set alarm on 7 o'clock", then "no, 7 in evening" is tonight), and is read as any sentence is.
            let days = Int(CivilTime(previous, in: zone).daysSinceEpoch - CivilTime(now, in: zone).daysSinceEpoch)
            guard days >= 2 else { return nil }
            return moment(of: TimeExpression(day: .offset(days), period: period, hour: hour, minute: time.minute ?? 0, start: 0, end: 0),
                          now: now, zone: zone)
        }
        let before = CivilTime(previous, in: zone)
        if let time = sentence.time {
            guard time.problem == nil, time.day == nil, time.period == nil || digitsOnly(time, in: sentence),
                  let hour = time.hour, (0...23).contains(hour) else { return nil }
            said = (hour, time.minute ?? 0, hour >= 1 && hour <= 12)
        } else if let minutes = sentence.minutesOfTheHour {
            // "make it quarter past": past the alarm's hour, or to it ("quarter to" after 7:00 or 7:30 is 6:45).
            let moved = before.hour * 60 + minutes.minutes
            guard moved >= 0, moved < 24 * 60 else { return nil }
            said = (moved / 60, moved % 60, false)
        } else if let (number, _, end) = sentence.numbers.first ?? sentence.loneEnglishNumber, number == number.rounded(),
                  number >= 1, number <= 12 {
            // "is 7 and half": half past the hour, as learners say it.
            said = (Int(number), sentence.saysAndAHalf(after: end) ? 30 : 0, true)
        } else {
            return nil
        }
        var hour = said.hour
        if said.twelveHour { hour = hour % 12 + (before.hour >= 12 ? 12 : 0) }
        return CivilTime(year: before.year, month: before.month, day: before.day, hour: hour, minute: said.minute).date(in: zone)
    }

    /// 10:30, 18:30, 7.30: a clock in digits alone, whose half of the day the reader gave it, none being said.
    private static func digitsOnly(_ time: TimeExpression, in sentence: Sentence) -> Bool {
        let span = sentence.scalars[time.start..<time.end]
        return (span.contains(":") || span.contains(".")) && !span.contains { $0.properties.isAlphabetic }
    }

    /// Rule another day at the same half: a follow-up that names a day and a bare hour (1 to 11, no part of
    /// the day) and says it is as the last (也, 还是, "too"; `SameAsTheLast`) keeps the last alarm's half of
    /// the day: after 明天早上六点, 后天也是六点 is 06:00 the day after, where a bare 6 alone is 18:00; after
    /// "10 tonight", "Friday too, at 10" is 22:00. Nil when the rule does not apply.
    static func sameHalf(in sentence: Sentence, after previous: Date, now: Date, zone: TimeZoneRules) -> Date? {
        guard let time = sentence.time, time.problem == nil, time.day != nil, time.period == nil, !digitsOnly(time, in: sentence),
              let hour = time.hour, (1...11).contains(hour), SameAsTheLast.holds(sentence) else { return nil }
        var said = time
        said.period = .half(of: CivilTime(previous, in: zone).hour)
        return moment(of: said, now: now, zone: zone)
    }

    /// The moment a time said at `now` names.
    private static func moment(of expression: TimeExpression, now: Date, zone: TimeZoneRules) -> Date? {
        let today = CivilTime(now, in: zone)
        guard let resolved = TimeExpressionReader.resolve(expression, now: LocalMoment(today)) else { return nil }
        let date = today.addingDays(resolved.daysAhead)
        return CivilTime(year: date.year, month: date.month, day: date.day, hour: resolved.hour, minute: resolved.minute).date(in: zone)
    }
}
