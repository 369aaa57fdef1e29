import AgentCalendar
import AgentCore
import AgentProtocol
import AgentLanguage
import FoundationEssentials

/// `timer.set` — 倒计时30分钟, 五分钟后提醒我取快递, 每隔两小时提醒我喝水, "in 5 minutes".
///
/// Keywords: the words of counting down and of spans of time, and 提醒我 /
/// "remind me" (shared with alarm.set). It needs a duration (十分钟后, "in 5 minutes"),
/// or a request that names it (开个倒计时), and answers requests only.
/// Result data: `{seconds, fireAt, reminder, rrule}`; `reminder` is what follows 提醒我, or null;
/// `rrule` is null for a one-off, else the span said as a repeat (每隔两小时: `FREQ=HOURLY;INTERVAL=2`,
/// fired first after one span).
public struct TimerSkill: ImmediateSkill, SentenceReadingSkill {
    /// Taught ahead from the labelled sentences (see `SampleLearning`); its few samples are for `selftest`.
    public let learning = SampleLearning.taughtAhead
    public let id = "timer.set"
    public let displayName = "倒计时"
    public let description = "设置一个倒计时，到时提醒"
    public let keywords = ["倒计时", "计时", "计时器", "定时", "定时器", "定个时", "计个时", "计一下时",
                           "倒数", "番茄钟", "pomodoro", "分钟", "秒", "秒钟", "小时",
                           // 计 or 掐 asked for, timing a span (幫我計三個字, 同我掐两个字, 計住九個字); 帮我计算 holds it inside
                           // a word, no hit.
                           "帮我计", "同我计", "给我计", "替我计", "帮手计", "计住", "帮我掐", "同我掐", "掐住",
                           "钟头", "一刻钟", "分半", "每隔",
                           // An alarm a span from now is a timer: 半小时后的闹钟.
                           "的闹钟",
                           "timer", "countdown", "minute", "second", "sec", "hour",
                           // Spans written short: "20 mins", "2 hrs" (not "min", which would end inside "mind",
                           // where "d" may begin an inflection, nor "hr", the HR department's).
                           "mins", "hrs",
                           // A countdown asked in other words: "25 minutes on the clock", 掐个时 ("give us a shout in
                           // ten minutes" is a reminding keyword).
                           "on the clock", "掐个时", "掐时", "掐表",
                           // "Time" as the countdown's own noun after a span or a verb of setting (定个二十分钟的时间,
                           // "set a time for 12 minutes"; not "set a time", which "set a timer" holds).
                           "分钟的时间", "小时的时间", "秒的时间", "set a time for", "set time for",
                           // 定时 and 计时 split around their span, as separable words are (定个八分钟的时, 计个五分钟的时).
                           "分钟的时", "刻钟的时", "小时的时", "秒的时", "钟头的时",
                           // And 表, the watch that times it, as northern and Wu speech say (定个十分钟的表, 五分半钟的表).
                           "钟的表", "小时的表", "钟头的表", "秒的表",
                           "count down", "counting down", "tell me in", "are up", "is up", "have passed", "has passed"]
        // Asking to be reminded, woken or told, as an alarm is asked (提醒我, "remind me", "buzz me", 提我一声, "set one").
        + ReminderReading.remindingKeywords
    public let evidence = SkillEvidence(needs: ["duration"], answersRequestsOnly: true)
    public let parameters = [
        SkillParameter(name: "duration", title: "倒计时时长", kind: .duration, unit: "分钟", required: true),
        SkillParameter(name: "reminder", title: "提醒内容", kind: .text),
        SkillParameter(name: "repeat", title: "重复", kind: .recurrence),
    ]
    public let samples = ["倒计时30分钟", "20分钟后提醒我关火", "in 5 minutes"]
    public let negativeSamples = ["现在几点钟"]

    /// A year: anything longer is a misreading, not a timer.
    static let longest: Double = 365 * 86_400

    public init() {}

    public func parameters(in sentence: Sentence, context: ExtractionContext) -> [String: ParameterValue] {
        var values = ReminderReading.values(moment: parameters[0], repeat: parameters[2], reminder: "reminder", in: sentence,
                                            context: context)
        // "hourly" says its span only as a repeat.
        if values["duration"] == nil, let interval = sentence.interval {
            values["duration"] = .duration(seconds: interval.seconds)
        }
        return values
    }

    /// A follow-up may give the new length as a bare number, in the unit a question would ask it in
    /// ("make it 25", 改成15, "another for 8", "make it fifteen"): the timer it follows is changed or
    /// joined, not a number said.
    public func followUpParameters(in sentence: Sentence, last: [String: ParameterValue],
                                   context: ExtractionContext) -> [String: ParameterValue] {
        var values = parameters(in: sentence, context: context)
        // "another one in 2 hours to take the bread out": the new one's own reminder, not the last one's.
        if values["reminder"] == nil, let own = ReminderReading.anotherItemsOwn(in: sentence) { values["reminder"] = .text(own) }
        // 加两分钟, "add 5 more minutes": the timer runs its length and the duration added.
        if case let .duration(added)? = values["duration"], case let .duration(before)? = last["duration"],
           DurationAddition.adds(sentence) {
            values["duration"] = .duration(seconds: before + added)
        }
        // A lone number the clock would take for an hour ("another for 8") is the timer's too.
        if values["duration"] == nil, sentence.time.map({ Self.isLoneNumber($0, in: sentence) }) ?? true, last["duration"] != nil,
           let number = sentence.numbers.first?.value ?? sentence.loneEnglishNumber?.value, number > 0,
           let seconds = parameters[0].unit.flatMap(DurationExtractor.seconds(ofUnit:)) {
            values["duration"] = .duration(seconds: number * seconds)
        }
        return values
    }

    /// A time said as digits alone, no day, period or minutes: "8" of "another for 8".
    private static func isLoneNumber(_ time: TimeExpression, in sentence: Sentence) -> Bool {
        time.day == nil && time.period == nil && time.repetition == nil && time.minute ?? 0 == 0
            && sentence.written[time.start..<time.end].allSatisfy { $0.properties.numericType != nil }
    }

    public func question(for missing: [SkillParameter], language: ReplyLanguage) -> String {
        language == .chinese ? "要倒计时多久呢？（例如：10 分钟）" : "How long should the timer run? (for example: 10 minutes)"
    }

    public func answer(_ context: SkillContext) throws(SkillError) -> SkillResult {
        guard case let .duration(seconds)? = context.parameters["duration"], seconds > 0 else {
            throw SkillError(code: .invalidInput, message: "the timer needs a duration longer than zero",
                             reply: context.language == .chinese ? "倒计时的时长要大于零哦。" : "A timer needs a duration longer than zero.")
        }
        // Timers count whole seconds: 倒计时0.5秒 is no timer, and says so rather than rounding to one.
        guard seconds >= 1 else {
            throw SkillError(code: .invalidInput, message: "a timer needs at least one second",
                             reply: context.language == .chinese ? "倒计时最短是 1 秒哦。" : "A timer needs at least one second.")
        }
        guard seconds <= Self.longest else {
            throw SkillError(code: .invalidInput, message: "a timer can run for at most 365 days",
                             reply: context.language == .chinese ? "倒计时最长只能设置 365 天。" : "A timer can run for at most 365 days.")
        }
        var reminder: String?
        if case let .text(text)? = context.parameters["reminder"] { reminder = text }
        // A repeat said of the span (每隔两小时) fires every span; a day's rule is no timer's.
        var recurrence: Recurrence?
        if case let .recurrence(rule)? = context.parameters["repeat"], [.secondly, .minutely, .hourly].contains(rule.frequency),
           let whole = Checked.integer(seconds, in: 1...Int(Self.longest)) {
            recurrence = Recurrence.every(seconds: whole)
        }
        let fireAt = context.now.addingTimeInterval(seconds)
        try ScheduleRoom.check(context, fireAt: fireAt)
        let span = DurationText.say(seconds, in: context.language)
        let summary: String
        switch (context.language, recurrence) {
        case (.chinese, nil):
            summary = "好的，已为您设置 \(span)倒计时" + (reminder.map { "，到时提醒您\($0)" } ?? "") + "。"
        case (.chinese, _):
            // 每小时, not 每隔 1 小时.
            let every = span.hasPrefix("1 ") && !span.dropFirst(2).contains(" ") ? "每" + span.dropFirst(2) : "每隔 \(span)"
            summary = "好的，\(every)提醒您" + (reminder ?? "一次") + "。"
        case (.english, nil):
            summary = "OK, a timer is set for \(span)" + (reminder.map { " to remind you: “\($0)”" } ?? "") + "."
        case (.english, _):
            // "every hour", not "every 1 hour".
            let every = span.hasPrefix("1 ") && !span.dropFirst(2).contains(" ") ? String(span.dropFirst(2)) : span
            summary = "OK, I’ll remind you every \(every)" + (reminder.map { ": “\($0)”" } ?? "") + "."
        }
        return SkillResult(
            summary: summary,
            data: .object([
                ("seconds", .number(seconds)),
                ("fireAt", .string(CivilTime.iso8601(fireAt, in: context.timeZone))),
                ("reminder", JSONValue(reminder)),
                ("rrule", recurrence.map { .string($0.rrule) } ?? .null),
            ]),
            schedule: ScheduledFiring(fireAt: fireAt, recurrence: recurrence, detailName: "reminder", detail: reminder, seconds: seconds),
            unscheduled: ScheduleRoom.replaced(context))
    }
}
