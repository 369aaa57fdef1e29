import AgentCalendar
import AgentCore
import AgentProtocol

/// Reads clock times, days and dates in short spoken Chinese (simplified or traditional) and
/// plain English ("明天早上七点半叫我起床", "下午3点15", "3月15号上午十点", "正月十五", "工作日早上八点",
/// "set an alarm for 7:30", "remind me on March 20th at 3pm"), and resolves them against the
/// present the caller supplies.
///
/// Reading never fails on extra words: whatever is no time is passed over. Times that are
/// written but impossible (25点, 7点61分, 24:30, 2月30日) come back with a `problem` instead of a clock.
public enum TimeExpressionReader {
    /// The first time expression in `text` (adjacent day, period and clock parts joined into one), or nil.
    ///
    /// The first expression that names a clock time (or a problem) wins; without one, the first
    /// that names a day, else the first period. A clock without a day or period takes them from
    /// a neighbouring expression in the same clause: 明天提醒我七点起床 is tomorrow at 7; the range
    /// then spans both. A span of time after 提前 or before "before" ("下午三点开会，提前十分钟提醒我",
    /// "10 minutes before the 3pm meeting") is the expression's `leadSeconds`.
    ///
    /// `weakDays` also takes a day that may be something else (15号 of 15号楼, 12/1 of a fraction)
    /// when nothing surer is written: a question about a day (15号天气, 15号呢) means the day.
    public static func read(_ text: String, weakDays: Bool = false) -> TimeExpression? {
        read(Sentence(text), weakDays: weakDays)
    }

    public static func read(_ sentence: Sentence, weakDays: Bool = false) -> TimeExpression? {
        guard var expression = expression(in: sentence, weakDays: weakDays) else { return nil }
        if expression.problem == nil, mentionsAdvance(sentence), let advance = DurationExtractor.advance(in: sentence) {
            expression.leadSeconds = advance.seconds
        }
        return expression
    }

    /// Whether 提前, "before" or "early" is written: most sentences have none, and reading the
    /// span of an advance costs more. The folded scalars rule out most sentences at once; the
    /// text as written decides the rest (folded, "ｂｅｆｏｒｅ" would read as "before").
    private static func mentionsAdvance(_ sentence: Sentence) -> Bool {
        let scalars = sentence.scalars
        for i in scalars.indices where scalars[i] == "提" || scalars[i] == "b" || scalars[i] == "e" {
            if advanceWords.contains(where: { sentence.has($0, at: i) }) { return mentionsAdvance(sentence.text) }
        }
        return false
    }

    private static let advanceWords: [[Unicode.Scalar]] = ["提前", "before", "early"].map { Array($0.unicodeScalars) }

    /// Whether the text as written holds 提前, "before" or "early" (ASCII letters in any case).
    private static func mentionsAdvance(_ text: String) -> Bool {
        // 提前 is E6 8F 90 E5 89 8D in UTF-8; ASCII letters compare lowercased.
        var last: (UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0)
        for byte in text.utf8 {
            let lower = byte < 0x80 ? byte | 0x20 : byte
            if lower == 0x65, last == (0x62, 0x65, 0x66, 0x6F, 0x72) { return true }  // befor|e
            if lower == 0x79, (last.1, last.2, last.3, last.4) == (0x65, 0x61, 0x72, 0x6C) { return true }  // earl|y
            if byte == 0x8D, last == (0xE6, 0x8F, 0x90, 0xE5, 0x89) { return true }  // 提前
            last = (last.1, last.2, last.3, last.4, lower)
        }
        return false
    }

    private static func expression(in text: Sentence, weakDays: Bool) -> TimeExpression? {
        let groups = text.timeGroups
        guard let first = groups.firstIndex(where: { !$0.isWeak && ($0.namesClock || $0.problem != nil) }) else {
            let found = groups.first { !$0.isWeak && $0.namesDay } ?? groups.first { !$0.isWeak }
                ?? (weakDays ? groups.first { $0.namesDay } : nil)
            return found?.expression(in: text)
        }
        let index = requestClock(in: text, groups: groups, first: first) ?? first
        var chosen = groups[index]
        if let previous = neighbour(of: index, by: -1, in: groups), chosen.canJoin(previous) {
            if !text.hasClauseBreak(from: previous.end, to: chosen.start) || standsAlone(chosen, in: text) {
                // 明天提醒我八点吃药, "every day remind me at 8": the request between the day and the clock is no value.
                chosen.join(previous, spanning: TimePartScanner.isGap(in: text, from: previous.end, to: chosen.start))
            } else if asksAfterItsDay(chosen, previous, in: text) {
                chosen.takeDayAndPeriod(of: previous)
            }
        }
        if let next = neighbour(of: index, by: 1, in: groups), chosen.canJoin(next),
           !text.hasClauseBreak(from: chosen.end, to: next.start)
        {
            chosen.join(next, spanning: TimePartScanner.isGap(in: text, from: chosen.end, to: next.start))
        }
        // 明天十点开会，给我定个九点半的闹钟, "the raid starts at 8pm, so ping me at 7:50": the day and the half
        // of the day of the event's clock are the request's, when it says none of its own.
        if index != first { chosen.takeDayAndPeriod(of: groups[first]) }
        return chosen.expression(in: text)
    }

    /// Rule the clock of the request: when one clause names an event's clock and a later one asks to be
    /// reminded or woken at another, or names the alarm beside it (reminding-keywords, schedule-alarms:
    /// 下午三点开会，两点半叫我; 明天十点开会，给我定个九点半的闹钟; "meeting at 3, remind me at 2:30"), the
    /// later clock is the one asked for. The index of its group, when it is not the first clock's.
    private static func requestClock(in text: Sentence, groups: [TimePart], first index: Int) -> Int? {
        guard let later = groups.indices.last(where: { $0 > index && groups[$0].namesClock && !groups[$0].isWeak }) else { return nil }
        let folded = text.folded
        let clause = Clause.around(groups[later].start..<groups[later].end, in: folded)
        // Its clause must be another than the first clock's, and ask for it where the first's does not
        // (七点叫我，八点也叫我 asks two).
        guard clause.lowerBound > groups[index].end, Clause.holdsBreak(folded, from: groups[index].end, to: clause.lowerBound),
              requestWords.occurs(in: folded, within: clause)
        else { return nil }
        let firstClause = Clause.around(groups[index].start..<groups[index].end, in: folded)
        return requestWords.occurs(in: folded, within: firstClause) ? nil : later
    }

    private static let requestWords = PhraseList(WordLists.remindingKeywords + WordLists.scheduleAlarms)

    /// Rule a clock in a clause of its own: a clause that says nothing but a clock and the same again
    /// (礼拜五也来一个，一样七点; 再整一个礼拜天的，也八点; lone-clock-fillers) takes its day from the clause
    /// before, as the clause of the clock would.
    private static func standsAlone(_ clock: TimePart, in text: Sentence) -> Bool {
        let clause = Clause.around(clock.start..<clock.end, in: text.folded)
        return clause.lowerBound > 0 && text.holdsOnly(loneClockFillers, in: clause.lowerBound..<clock.start)
            && text.holdsOnly(loneClockFillers, in: clock.end..<clause.upperBound)
    }

    private static let loneClockFillers = PhraseList(WordLists.loneClockFillers)

    /// Rule the day said before the request: a clause that tells what the day holds and a later one that asks for a
    /// clock of no day (明天要早起，帮我设六点的闹钟; 周五开会，提醒我三点; "I have a flight tomorrow morning, set an
    /// alarm for 5"; a repeat: "every weekday, remind me at 8") ask for the clock on that day and in its half of the day; the clock's span stays its own, the
    /// request between them no value. A day gone by (昨天睡晚了，定个七点的闹钟) is no day to wake on, and today
    /// (今天天气不错，七点叫我) one the clock finds by itself.
    private static func asksAfterItsDay(_ clock: TimePart, _ day: TimePart, in text: Sentence) -> Bool {
        guard day.namesDay, day.day != nil || day.repeatsDays else { return false }
        // Today's half of the day is the clock's ("Tonight, remind me at 9"), where today alone is one it finds by itself.
        if case .offset(let days)? = day.day, days < 0 || days == 0 && day.period == nil { return false }
        let folded = text.folded
        let clause = Clause.around(clock.start..<clock.end, in: folded)
        guard clause.lowerBound >= day.end else { return false }
        // "every morning, get me up at quarter to six": a repeat in a clause of its own is said for the clock after it.
        let dayClause = Clause.around(day.start..<day.end, in: folded)
        if day.repeatsDays, text.holdsOnly(loneClockFillers, in: dayClause.lowerBound..<day.start),
           text.holdsOnly(loneClockFillers, in: day.end..<dayClause.upperBound) {
            return true
        }
        guard askedItems.occurs(in: folded, within: clause) else { return false }
        return !askedItems.occurs(in: folded, within: dayClause)
    }

    /// What asks for an item: the request words, and a reminder named (帮我设个十点的提醒).
    private static let askedItems = PhraseList(WordLists.remindingKeywords + WordLists.scheduleAlarms + WordLists.scheduleReminders)

    /// The nearest group before or after `index` that counts and names no clock.
    private static func neighbour(of index: Int, by step: Int, in groups: [TimePart]) -> TimePart? {
        var k = index + step
        while groups.indices.contains(k), groups[k].isWeak { k += step }
        guard groups.indices.contains(k), !groups[k].namesClock else { return nil }
        return groups[k]
    }

    /// When the expression names a clock time: how many days ahead of `now` and the 24-hour time.
    /// nil without a clock time (or with a problem, a weekday outside 1...7, or a date that
    /// `now` cannot place: a day of the month that month lacks, a date without `now.civil`).
    ///
    /// The period fixes the half of the day; without one, 1–6 are afternoon hours (a 24-hour
    /// notation such as 5:30 carries its own, see `DigitalClockReader`). Without a day, a time
    /// at or before now is tomorrow's; a weekday is this week's, or next week's once passed
    /// (weeks start on Monday); 15号 is this month's, or next month's once passed; 3月15号 is
    /// this year's, or next year's once passed; a lunar date is the next to come.
    public static func resolve(_ expression: TimeExpression, now: LocalMoment) -> ResolvedTime? {
        guard expression.problem == nil, let hour = expression.hour, let minute = expression.minute,
              (0...23).contains(hour) || hour == 24 && minute == 0, (0...59).contains(minute),
              (0...59).contains(expression.second ?? 0), (1...7).contains(now.weekday)
        else { return nil }
        let (nextDay, hour24) = twentyFourHour(hour, period: expression.period)
        let second = expression.second ?? 0
        let timeOfDay = (nextDay ? 86_400 : 0) + hour24 * 3600 + minute * 60 + second
        guard let days = DayResolver.daysAhead(of: expression.day, at: timeOfDay, now: now) else { return nil }
        return ResolvedTime(daysAhead: days + (nextDay ? 1 : 0), hour: hour24, minute: minute, second: second)
    }

    /// The hour on a 24-hour clock, and whether it falls on the next day (晚上12点, midnight, 24点).
    static func twentyFourHour(_ hour: Int, period: TimeExpression.Period?) -> (nextDay: Bool, hour: Int) {
        if hour == 24 { return (true, 0) }
        switch period {
        case nil:
            return (false, (1...6).contains(hour) ? hour + 12 : hour)
        case .earlyMorning, .am:
            return (false, hour == 12 ? 0 : hour)
        case .morning:
            return (false, hour)
        case .lateNight:
            // 半夜12点 is the midnight that starts the next day; 半夜两点 is 2:00; 深夜十一点 23:00.
            if hour == 12 || hour == 0 { return (true, 0) }
            return (false, (6...11).contains(hour) ? hour + 12 : hour)
        case .noon:
            return (false, (1...10).contains(hour) ? hour + 12 : hour)
        case .afternoon, .pm:
            return (false, hour < 12 ? hour + 12 : hour)
        case .evening:
            // 晚上12点 is the midnight that starts the next day, and 晚上一点 (夜里两点, "tonight
            // at 1") the small hours after it, never 13:00.
            if hour == 12 || hour == 0 { return (true, 0) }
            if (1...4).contains(hour) { return (true, hour) }
            return (false, hour < 12 ? hour + 12 : hour)
        case .dusk:
            // 傍晚四点, "4 this evening": an hour of the afternoon, never the small hours.
            if hour == 12 || hour == 0 { return (true, 0) }
            return (false, hour < 12 ? hour + 12 : hour)
        }
    }
}

/// The present as the caller's clock and calendar see it, in local time.
public struct LocalMoment: Sendable, Equatable {
    /// 1 = Monday … 7 = Sunday.
    public var weekday: Int
    public var hour: Int
    public var minute: Int
    public var second: Int
    /// Today's date (its time of day is that of the fields above), when known: calendar and lunar
    /// dates resolve only with it; days counted from today and weekdays need only `weekday`.
    public var civil: CivilTime?

    public init(weekday: Int, hour: Int, minute: Int, second: Int = 0) {
        self.weekday = weekday
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The whole present: date, weekday and time of day.
    public init(_ civil: CivilTime) {
        self.init(weekday: civil.isoWeekday, hour: civil.hour, minute: civil.minute, second: civil.second)
        self.civil = civil
    }
}

/// A time expression placed relative to the present: whole days ahead of today, and the local time.
public struct ResolvedTime: Sendable, Equatable {
    public var daysAhead: Int
    /// 0...23
    public var hour: Int
    public var minute: Int
    public var second: Int

    public init(daysAhead: Int, hour: Int, minute: Int, second: Int = 0) {
        self.daysAhead = daysAhead
        self.hour = hour
        self.minute = minute
        self.second = second
    }
}
