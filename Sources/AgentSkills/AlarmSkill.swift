import AgentCalendar
import AgentCore
import AgentProtocol
import AgentLanguage
import FoundationEssentials

/// `alarm.set` — 明天早上七点半叫我起床, 下午3点15的闹钟, 工作日早上八点提醒我打卡, "set an alarm for 7:30".
///
/// Keywords: alarm words (闹钟, 叫我, 叫醒, alarm, wake me), times of day written
/// with 点 (七点, 3点, 点半) and the days 明天/后天. It needs a clock time, or a request
/// that names it (帮我设个闹钟, 明天提醒我交电费), and answers requests only: a day word
/// alone ("明天会下雨吗") or a time inside a sum ("三点一四乘二") never sets an alarm.
/// Result data: `{fireAt, label, rrule}`; `label` is what follows 叫我/提醒我, or null; `rrule` is
/// null for a one-off, else the repeating day (每天 `FREQ=DAILY`, 工作日, 每周五, 每月15号), and
/// `fireAt` its first occurrence. The parameter `hourCycle` is `h12` when the sentence wrote am or
/// pm ("remind me at 3pm"), and the English reply then says "3:00 PM".
public struct AlarmSkill: ImmediateSkill, SentenceReadingSkill {
    /// Taught ahead from the labelled sentences (see `SampleLearning`); its few samples are for `selftest`.
    public let learning = SampleLearning.taughtAhead
    public let id = "alarm.set"
    public let displayName = "闹钟"
    public let description = "在某个时刻响起的闹钟"
    public let keywords: [String] = {
        let hours = ["两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]
        return ["闹钟", "闹铃", "闹表", "叫起来", "喊起来", "响一下", "响一声", "闹一下", "闹醒", "起床", "明天", "后天", "明早", "明晚",
                "点半", "点一刻", "alarm", "wake up", "wake", "get me up", "get us up", "be up at", "be up by", "awake by", "tomorrow",
                "woken up", "get up",
                // A reminder as a noun, when a request sets one, in Chinese (in English: reminding-keywords):
                // 设个提醒, 加一个提醒, 明天八点的提醒帮我设一下. Looking them up or
                // cancelling them is the schedule's (`ActsOnTheSchedule`), as with 闹钟.
                "提醒"]
            // Asking to be reminded, woken or told, as a timer is asked (提醒我, "remind me", "buzz me", 提我一声, "set one").
            + ReminderReading.remindingKeywords
            + hours.map { $0 + "点" } + (2...23).map { "\($0)点" }
    }()
    public let evidence = SkillEvidence(needs: ["time"], answersRequestsOnly: true)
    public let parameters = [
        SkillParameter(name: "time", title: "闹钟时间", kind: .clockTime, required: true),
        SkillParameter(name: "label", title: "闹钟内容", kind: .text),
        SkillParameter(name: "repeat", title: "重复", kind: .recurrence),
        // h12 when the sentence wrote am or pm, so that the reply says "3:00 PM" back; else 24-hour.
        SkillParameter(name: "hourCycle", title: "时钟制式", kind: .text),
    ]
    public let samples = ["明天早上七点半叫我起床", "下午3点15的闹钟", "set an alarm for 7:30"]
    public let negativeSamples = ["现在几点钟", "明天会下雨吗", "三点一四乘二"]

    public init() {}

    public func parameters(in sentence: Sentence, context: ExtractionContext) -> [String: ParameterValue] {
        var values = ReminderReading.values(moment: parameters[0], repeat: parameters[2], reminder: "label", in: sentence,
                                            context: context)
        if sentence.time?.twelveHour == true { values["hourCycle"] = .text(HourCycle.h12.rawValue) }
        return values
    }

    /// A follow-up that moves the alarm keeps its day and half of the day, or its clock when it moves
    /// the day (`ChangedClock`).
    public func followUpParameters(in sentence: Sentence, last: [String: ParameterValue],
                                   context: ExtractionContext) -> [String: ParameterValue] {
        // 每天早上七点…, then 周末不用 or "not on weekends though": the days come off the repeat, which first rings
        // at its clock on a day left in it; days left out are never a day to move to.
        if let days = sentence.time?.leftOutDays {
            guard case let .recurrence(rule)? = last["repeat"], let narrowed = RecurrenceReader.rule(rule, leaving: days),
                  case let .instant(previous)? = last["time"],
                  let first = narrowed.first(at: CivilTime(previous, in: context.timeZone), after: context.now, in: context.timeZone)
            else { return [:] }
            return ["repeat": .recurrence(narrowed), "time": .instant(first)]
        }
        var values = parameters(in: sentence, context: context)
        // "another at 7 for the gym": the new one's own label, not the last one's.
        if values["label"] == nil, let own = ReminderReading.anotherItemsOwn(in: sentence) { values["label"] = .text(own) }
        // The two rules read apart sentences: a changed clock names no day, one more on another day names one.
        if case let .instant(previous)? = last["time"],
           let moment = ChangedClock.moment(in: sentence, changing: previous, now: context.now, zone: context.timeZone)
               ?? ChangedClock.sameHalf(in: sentence, after: previous, now: context.now, zone: context.timeZone),
           moment > context.now {
            values["time"] = .instant(moment)
        }
        // 每周一早上八点…, then 周三下午两点也加一个: a weekly repeat goes to the weekday the follow-up names.
        if values["repeat"] == nil, case let .recurrence(rule)? = last["repeat"], rule.frequency == .weekly,
           case let .weekday(day, _)? = sentence.time?.day, let weekday = Recurrence.Weekday(rawValue: day) {
            var moved = rule
            moved.weekdays = [weekday]
            values["repeat"] = .recurrence(moved)
        }
        return values
    }

    public func question(for missing: [SkillParameter], language: ReplyLanguage) -> String {
        language == .chinese ? "闹钟定在几点呢？（例如：明天早上七点半）" : "What time should the alarm go off? (for example: 7:30 AM)"
    }

    public func answer(_ context: SkillContext) throws(SkillError) -> SkillResult {
        guard case let .instant(fireAt)? = context.parameters["time"] else {
            throw SkillError(code: .invalidInput, message: "the alarm needs a time of day",
                             reply: context.language == .chinese ? "闹钟需要一个时间。" : "An alarm needs a time of day.")
        }
        guard fireAt > context.now else {
            throw SkillError(code: .invalidInput, message: "that time has already passed",
                             reply: context.language == .chinese ? "这个时间已经过去了。" : "That time has already passed.")
        }
        try ScheduleRoom.check(context, fireAt: fireAt)
        var label: String?
        if case let .text(text)? = context.parameters["label"] { label = text }
        var recurrence: Recurrence?
        if case let .recurrence(rule)? = context.parameters["repeat"] { recurrence = rule }
        // Every week with no day said (每周八点, "weekly at 8"): the weekday it first rings, said in the rule.
        if var rule = recurrence, rule.frequency == .weekly, rule.weekdays.isEmpty,
           let weekday = Recurrence.Weekday(rawValue: CivilTime(fireAt, in: context.timeZone).isoWeekday) {
            rule.weekdays = [weekday]
            recurrence = rule
        }
        var cycle = HourCycle.h23
        if case let .text(name)? = context.parameters["hourCycle"], let named = HourCycle(rawValue: name) { cycle = named }
        let (now, zone, language) = (context.now, context.timeZone, context.language)
        let summary: String
        switch (language, recurrence) {
        case (.chinese, nil):
            summary = "好的，已为您设置\(MomentText.say(fireAt, from: now, in: zone, language: language))的闹钟"
                + (label.map { "，到时提醒您\($0)" } ?? "") + "。"
        case let (.chinese, rule?):
            let clock = MomentText.sayClock(fireAt, in: zone, language: language)
            summary = "好的，已为您设置\(RecurrenceText.say(rule, in: .chinese)) \(clock) 的闹钟，从\(MomentText.sayDay(fireAt, from: now, in: zone, language: language))开始"
                + (label.map { "，到时提醒您\($0)" } ?? "") + "。"
        case (.english, nil):
            summary = "OK, an alarm is set for \(MomentText.say(fireAt, from: now, in: zone, language: language, cycle: cycle))"
                + (label.map { " to remind you: “\($0)”" } ?? "") + "."
        case let (.english, rule?):
            let clock = MomentText.sayClock(fireAt, in: zone, language: language, cycle: cycle)
            summary = "OK, an alarm is set for \(clock) \(RecurrenceText.say(rule, in: .english)), starting "
                + MomentText.sayDay(fireAt, from: now, in: zone, language: language)
                + (label.map { ", to remind you: “\($0)”" } ?? "") + "."
        }
        return SkillResult(
            summary: summary,
            data: .object([
                ("fireAt", .string(CivilTime.iso8601(fireAt, in: context.timeZone))), ("label", JSONValue(label)),
                ("rrule", recurrence.map { .string($0.rrule) } ?? .null),
            ]),
            schedule: ScheduledFiring(fireAt: fireAt, recurrence: recurrence, detailName: "label", detail: label, hourCycle: cycle),
            unscheduled: ScheduleRoom.replaced(context))
    }
}
