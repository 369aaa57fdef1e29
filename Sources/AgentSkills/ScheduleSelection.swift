import AgentCalendar
import AgentCore
import AgentProtocol
import AgentLanguage
import FoundationEssentials

/// The items of the schedule a sentence describes, for `schedule.list` and `schedule.cancel`,
/// and how to say them.
///
/// An item fits when it is of a kind the sentence names (闹钟 alarms, 计时器 timers, 提醒 both),
/// when the sentence's time of day is its local time (七点: 7:00 or 19:00; 下午三点: 15:00; a
/// period alone, 早上, the part of the day), when the sentence's day is one it fires on (明天,
/// 周五; 周末, 工作日 those weekdays, once or repeating; a repeat's later days only when `byOccurrence`: a list
/// of Friday's alarms holds the daily one, but cancelling Friday's does not end it), when the
/// sentence's span is a timer's length ("the 10 minute timer", 十分钟的那个), and when what it is
/// about holds the sentence's subject (喝水) or the reverse, when it repeats as the sentence says
/// ("the hourly one", 每天的那个); a word of order ("the first one", 第二个)
/// picks one of those by its place in the order set, and a subject of order in time ("the short one",
/// 早的那个; `OrderInTime`) the one that rings first or last.
enum ScheduleSelection {
    static func fitting(_ schedule: [ScheduledItem], _ reading: ScheduleRequestReader.Reading?, sentence: Sentence,
                        now: Date, zone: TimeZoneRules, byOccurrence: Bool) -> (items: [ScheduledItem], subjectMissed: Bool) {
        let kinds = reading?.kinds ?? []
        var items = schedule.filter { item in
            kinds.isEmpty || kinds.contains(item.skill == "alarm.set" ? .alarm : .timer)
        }
        // "cancel the 10 minute timer", 十分钟的那个: a timer of that length.
        if let span = sentence.durations.first, ScheduleWhichValues.saysWhich(span.start..<span.end, in: sentence) {
            items = items.filter { $0.firing.seconds == span.seconds }
        }
        // "cancel the hourly one", 每天的那个: the items that repeat so. A repeat by named weekdays (周末,
        // 工作日) names days, which the time below checks: 周末的闹钟 holds Saturday's one-off alarm too.
        if let rule = sentence.recurrence, rule.frequency != .weekly || rule.weekdays.isEmpty {
            items = items.filter { $0.firing.recurrence.map { repeatsAlike($0, rule) } ?? false }
        }
        // A time or span in a clause about something else says why, not which (`ScheduleWhichValues`).
        if let time = sentence.time, time.problem == nil, ScheduleWhichValues.saysWhich(time.start..<time.end, in: sentence) {
            let today = CivilTime(now, in: zone)
            items = items.filter { fits($0, time, today: today, zone: zone, byOccurrence: byOccurrence) }
        }
        // "cancel the first one", 第二个不要了: one of them by its place in the order set.
        if let place = ScheduleOrdinal.place(in: sentence) {
            let index = place > 0 ? place - 1 : items.count + place
            return (items.indices.contains(index) ? [items[index]] : [], false)
        }
        // "cancel the short one", 早的那个删了: with no other subject, the one that rings first or last.
        if let earliest = reading?.subject.flatMap(OrderInTime.said) {
            let sorted = items.sorted { $0.firing.fireAt < $1.firing.fireAt }
            return ((earliest ? sorted.first : sorted.last).map { [$0] } ?? [], false)
        }
        var subjectMissed = false
        if let subject = reading?.subject {
            let about = items.filter { item in
                guard let detail = item.firing.detail, !detail.isEmpty else { return false }
                return says(detail, subject) || says(subject, detail)
            }
            subjectMissed = about.isEmpty
            if !about.isEmpty { items = about }
        }
        return (items.sorted { $0.firing.fireAt < $1.firing.fireAt }, subjectMissed)
    }

    /// Whether an item's repeat is the one a sentence names: the same frequency and interval
    /// ("hourly" of every 60 minutes too); the days a weekly one names are the time's to check.
    private static func repeatsAlike(_ item: Recurrence, _ named: Recurrence) -> Bool {
        if let a = item.frequency.seconds, let b = named.frequency.seconds { return a * item.interval == b * named.interval }
        return item.frequency == named.frequency && item.interval == named.interval
    }

    /// Whether `subject` says what `detail` is about: held in it, or said shorter, its characters in
    /// the same order (喝水 of 喝口水; English by words: "oven" of "check the oven").
    private static func says(_ detail: String, _ subject: String) -> Bool {
        if detail.lowercased().contains(subject.lowercased()) { return true }
        guard subject.unicodeScalars.contains(where: { $0.properties.isIdeographic }) else {
            // English by its words, each anywhere: "call bank" of "call the bank".
            let words = subject.lowercased().split(separator: " ")
            return words.count > 1 && words.allSatisfy { detail.lowercased().contains($0) }
        }
        return SaidShorter.holds(detail.unicodeScalars.map(\.value), subject.unicodeScalars.map(\.value))
    }

    private static func fits(_ item: ScheduledItem, _ time: TimeExpression, today: CivilTime, zone: TimeZoneRules,
                             byOccurrence: Bool) -> Bool {
        let local = CivilTime(item.firing.fireAt, in: zone)
        if let hour = time.hour {
            let minute = time.minute ?? 0
            if time.period == nil {
                // 七点 is seven in the morning or in the evening.
                guard hour % 12 == local.hour % 12, minute == local.minute else { return false }
            } else {
                let resolved = TimeExpressionReader.resolve(TimeExpression(period: time.period, hour: hour, minute: minute,
                                                                           start: 0, end: 0), now: LocalMoment(today))
                guard let resolved, resolved.hour == local.hour, resolved.minute == local.minute else { return false }
            }
        } else if let period = time.period, !period.contains(hour: local.hour) {
            return false
        }
        guard let day = time.day else { return true }
        if case let .weekdays(set) = day {
            if let recurrence = item.firing.recurrence, !recurrence.weekdays.isEmpty {
                return recurrence.weekdays.allSatisfy { set.contains($0.rawValue) }
            }
            return set.contains(local.isoWeekday)
        }
        // The day as the reader places it, at the end of that day so that 今天 stays today.
        var dayOnly = time
        dayOnly.period = nil
        dayOnly.hour = 23
        dayOnly.minute = 59
        guard let resolved = TimeExpressionReader.resolve(dayOnly, now: LocalMoment(today)) else { return false }
        let wanted = today.daysSinceEpoch + Int64(resolved.daysAhead)
        if local.daysSinceEpoch == wanted { return true }
        guard byOccurrence, let recurrence = item.firing.recurrence, local.daysSinceEpoch < wanted else { return false }
        return recurrence.occurrences(from: item.firing.fireAt, in: zone, count: 400).contains {
            CivilTime($0, in: zone).daysSinceEpoch == wanted
        }
    }

    /// The noun for what the sentence names: 闹钟, 倒计时, 提醒 / "alarms", "timers", "reminders".
    static func noun(_ reading: ScheduleRequestReader.Reading?, _ language: ReplyLanguage) -> String {
        let kinds = reading?.kinds ?? []
        switch (language, kinds.count == 1 ? kinds.first : nil) {
        case (.chinese, .alarm?): return "闹钟"
        case (.chinese, .timer?): return "倒计时"
        case (.chinese, _): return "提醒"
        case (.english, .alarm?): return "alarms"
        case (.english, .timer?): return "timers"
        case (.english, _): return "reminders"
        }
    }

    /// One item as people say it: "明天 07:30 的闹钟（起床）", "每天 07:30 的闹钟",
    /// "an alarm tomorrow at 07:30: “get up”", "a timer every day at 07:30".
    static func say(_ item: ScheduledItem, now: Date, zone: TimeZoneRules, language: ReplyLanguage) -> String {
        let alarm = item.skill == "alarm.set"
        let when: String
        let cycle = item.firing.hourCycle
        if let recurrence = item.firing.recurrence {
            when = repeats(recurrence, at: MomentText.sayClock(item.firing.fireAt, in: zone, language: language, cycle: cycle), language)
        } else {
            when = MomentText.say(item.firing.fireAt, from: now, in: zone, language: language, cycle: cycle)
        }
        let detail = item.firing.detail.flatMap { $0.isEmpty ? nil : $0 }
        switch language {
        case .chinese:
            // A space sets digits apart from 的 ("07:30 的闹钟"), none after a word ("每隔 2 小时的倒计时").
            let moment = when.trimmingSpaces()
            let text = moment + (moment.last?.isNumber == true ? " 的" : "的") + (alarm ? "闹钟" : "倒计时")
            return text + (detail.map { "（\($0)）" } ?? "")
        case .english:
            let on = when.hasPrefix("midnight") ? "at " : ["today", "tomorrow", "every", "on "].contains { when.hasPrefix($0) } ? "" : "on "
            return (alarm ? "an alarm " : "a timer ") + on + when + (detail.map { ": “\($0)”" } ?? "")
        }
    }

    /// A repeat in plain words, with its clock when it repeats by the day: 每天 07:30, 每个工作日 08:00,
    /// 每隔 2 小时; "every day at 07:30", "every 2 hours".
    private static func repeats(_ rule: Recurrence, at clock: String, _ language: ReplyLanguage) -> String {
        let text = RecurrenceText.say(rule, in: language)
        if [.hourly, .minutely, .secondly].contains(rule.frequency) { return text }
        return language == .chinese ? "\(text) \(clock)" : "\(text) at \(clock)"
    }

    static func list(_ items: [ScheduledItem], now: Date, zone: TimeZoneRules, language: ReplyLanguage) -> String {
        items.map { say($0, now: now, zone: zone, language: language) }.joined(separator: language == .chinese ? "；" : "; ")
    }

    static func json(_ items: [ScheduledItem], in zone: TimeZoneRules) -> JSONValue {
        .array(items.map { $0.json(in: zone) })
    }
}

