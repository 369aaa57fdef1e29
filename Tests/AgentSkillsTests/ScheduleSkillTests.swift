import AgentCalendar
import AgentCore
import AgentLanguage
import AgentProtocol
import AgentRuntime
@testable import AgentSkills
import FoundationEssentials
import Testing

/// The understanding rule "acts on the schedule" (`ActsOnTheSchedule`): one table per
/// class of sentence, written for the rule, Chinese first.
struct ScheduleRoutingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var skill: String?
        var testDescription: String { text }
    }

    private func check(_ c: Case) {
        let report = matching(c.text)
        #expect(report.selected == c.skill, "\(c.text): \(report.candidates.map { "\($0.skill) \($0.rejected ?? "stands")" })")
    }

    /// A question about the items, or a request to see them, looks the schedule up.
    @Test(arguments: [
        Case(text: "明早的闹钟都有哪几个", skill: "schedule.list"),
        Case(text: "帮我瞧瞧现在开着哪些提醒", skill: "schedule.list"),
        Case(text: "我下午三点那个闹钟还在吗", skill: "schedule.list"),
        Case(text: "倒计时还剩几个", skill: "schedule.list"),
        Case(text: "把计时器列出来给我看", skill: "schedule.list"),
        Case(text: "今晚有没有闹钟", skill: "schedule.list"),
        Case(text: "我设了买菜的提醒吗", skill: "schedule.list"),
        Case(text: "查看一下全部提醒", skill: "schedule.list"),
        Case(text: "周六早上有闹钟吗", skill: "schedule.list"),
        Case(text: "which timers are running", skill: "schedule.list"),
        Case(text: "show me every reminder", skill: "schedule.list"),
        Case(text: "do I have an alarm on Friday", skill: "schedule.list"),
        Case(text: "list the alarms", skill: "schedule.list"),
        // 有没 before the verb asks as 有没有 does (Cantonese and Hakka 有冇, Hakka 𠊎 for 我).
        Case(text: "我有没定闹钟啊", skill: "schedule.list"), Case(text: "𠊎有冇定闹钟啊？", skill: "schedule.list"),
        Case(text: "今晚有没设提醒", skill: "schedule.list"), Case(text: "明儿个早上嘞闹钟定上没有？", skill: "schedule.list"), Case(text: "你有冇帮我定闹钟", skill: "schedule.list"),
        // Kriol weh for what.
        Case(text: "Weh timer dem mi set?", skill: "schedule.list"),
    ])
    func looksUp(_ c: Case) { check(c) }

    /// A cancel word that acts on the items, or a negated reminder cue, cancels; a time or a
    /// day in it says which items, so it sets nothing.
    @Test(arguments: [
        Case(text: "后天早上那个闹钟删掉", skill: "schedule.cancel"),
        Case(text: "取消下午四点的提醒", skill: "schedule.cancel"),
        Case(text: "把遛狗的提醒撤掉吧", skill: "schedule.cancel"),
        Case(text: "所有倒计时都停掉", skill: "schedule.cancel"),
        Case(text: "不用再提醒我收衣服了", skill: "schedule.cancel"),
        Case(text: "周六别叫我了，我要睡懒觉", skill: "schedule.cancel"),
        Case(text: "那个番茄钟不要了", skill: "schedule.cancel"),
        Case(text: "帮我把八点的闹钟关掉", skill: "schedule.cancel"),
        Case(text: "计时器清空", skill: "schedule.cancel"),
        Case(text: "please cancel the alarm for 6:45", skill: "schedule.cancel"),
        Case(text: "remove every timer", skill: "schedule.cancel"),
        Case(text: "turn off tomorrow's alarms", skill: "schedule.cancel"),
        Case(text: "delete the reminder, I don't need it", skill: "schedule.cancel"),
        // West Country scrub, learners' take away.
        Case(text: "scrub that alarm for tomorrow, I bain't going to market", skill: "schedule.cancel"),
        Case(text: "Take away the alarm on 6:30", skill: "schedule.cancel"),
        // Hawaii Pidgin pau (done) for stop, Kriol tek off for take off.
        Case(text: "Pau da timer, no need already", skill: "schedule.cancel"), Case(text: "tek off di alarm fi Friday", skill: "schedule.cancel"),
    ])
    func cancels(_ c: Case) { check(c) }

    /// A statement about alarms, timers or reminders, someone else's schedule, or a cancel word
    /// that acts on something else asks for nothing about the schedule.
    @Test(arguments: [
        Case(text: "我这个闹钟声音太小了", skill: nil),
        Case(text: "我讨厌早上被闹钟吵醒", skill: nil),
        Case(text: "我不喜欢设闹钟", skill: nil),
        Case(text: "我最讨厌定闹钟了", skill: nil),
        Case(text: "我习惯设两个闹钟，怕起不来", skill: nil),
        Case(text: "他把闹钟关了又睡过去了", skill: nil),
        Case(text: "楼下那家店的倒计时促销结束了", skill: nil),
        Case(text: "她手机里有好几个闹钟", skill: nil),
        Case(text: "帮我取消这个订单", skill: nil),
        Case(text: "我家的定时插座坏了", skill: nil),
        Case(text: "Alarms never work on me", skill: nil),
        Case(text: "My old timer broke last week", skill: nil),
    ])
    func statements(_ c: Case) { check(c) }

    /// A request that sets something still sets it, though it names an alarm or a timer.
    @Test(arguments: [
        Case(text: "帮我定个明早六点的闹钟", skill: "alarm.set"),
        Case(text: "设个闹钟", skill: "alarm.set"),
        Case(text: "开个十五分钟的计时器", skill: "timer.set"),
        Case(text: "定时二十分钟，到了关掉烤箱", skill: "timer.set"),
        Case(text: "十分钟后提醒我把火关掉", skill: "timer.set"),
        Case(text: "set an alarm for 6:15", skill: "alarm.set"),
        Case(text: "start a timer for ten minutes", skill: "timer.set"),
    ])
    func settingStillSets(_ c: Case) { check(c) }
}

/// `schedule.list` and `schedule.cancel` run in process on a schedule of four items
/// (now is Tuesday 2026-03-10 09:00 in Shanghai).
struct ScheduleSkillTests {
    static func at(_ text: String) -> Date { CivilTime.parseISO8601(text, defaultZone: shanghai)! }

    let schedule = [
        ScheduledItem(run: "r1", skill: "alarm.set", firing: ScheduledFiring(
            fireAt: at("2026-03-11T07:00:00+08:00"), detailName: "label", detail: "起床")),
        ScheduledItem(run: "r2", skill: "timer.set", firing: ScheduledFiring(
            fireAt: at("2026-03-10T09:30:00+08:00"), detailName: "reminder", detail: "喝水")),
        ScheduledItem(run: "r3", skill: "alarm.set", firing: ScheduledFiring(
            fireAt: at("2026-03-13T19:00:00+08:00"), detailName: "label", detail: "交房租")),
        ScheduledItem(run: "r4", skill: "alarm.set", firing: ScheduledFiring(
            fireAt: at("2026-03-11T08:00:00+08:00"), recurrence: Recurrence(.daily), detailName: "label", detail: nil)),
    ]

    private func run(_ skill: some ImmediateSkill, _ sentence: String, language: ReplyLanguage = .chinese,
                     schedule: [ScheduledItem]? = nil, parameters: [String: ParameterValue] = [:]) throws -> SkillResult {
        var context = skillContext(parameters, sentence: sentence, language: language)
        context.schedule = schedule ?? self.schedule
        return try skill.answer(context)
    }

    private func runs(_ value: JSONValue?) -> [String] {
        guard case let .array(items)? = value else { return [] }
        return items.compactMap { $0["run"]?.stringValue }
    }

    @Test func theListIsInTimeOrderWithRepeatsAndLabels() throws {
        let result = try run(ScheduleListSkill(), "我设了哪些提醒")
        #expect(runs(result.data["items"]) == ["r2", "r1", "r4", "r3"])
        #expect(result.summary == "您有 4 个提醒：今天 09:30 的倒计时（喝水）；明天 07:00 的闹钟（起床）；每天 08:00 的闹钟；"
                + "3月13日（周五）19:00 的闹钟（交房租）。")
        #expect(result.unscheduled.isEmpty && result.schedule == nil)
        let first = try #require(result.data["items"]?.arrayValue?.first)
        #expect(first == schedule[1].json(in: shanghai))
    }

    @Test(arguments: [
        ("看看我的闹钟", ["r1", "r4", "r3"]), ("我设的计时器还在吗", ["r2"]), ("what alarms do I have", ["r1", "r4", "r3"]),
        ("明天的闹钟有哪些", ["r1", "r4"]), ("周五有什么提醒", ["r4", "r3"]),
    ])
    func aKindOrADayNarrowsTheList(sentence: String, expected: [String]) throws {
        #expect(runs(try run(ScheduleListSkill(), sentence).data["items"]) == expected)
    }

    /// Rule a set of weekdays names days: 周末, 工作日, "weekend" without 每 or "every" read as a repeat
    /// but name the days an item fires on, once or repeating; a repeat by the day or hour still names the repeat.
    @Test(arguments: [
        ("周末的闹钟有哪些", ["s1", "w1", "s2"]), ("把周末的闹钟全部删了", ["s1", "w1", "s2"]), ("工作日的闹钟", ["d1", "f1"]),
        ("what alarms do i have on weekends", ["s1", "w1", "s2"]), ("每天的那个", ["d1"]),
        // A list of a day holds the daily repeat that rings on it too.
        ("礼拜六的闹钟", ["d1", "s1", "w1"]),
    ])
    func aSetOfWeekdaysNamesDaysNotTheRepeat(sentence: String, expected: [String]) throws {
        let weekend = [
            ScheduledItem(run: "f1", skill: "alarm.set", firing: ScheduledFiring(fireAt: Self.at("2026-03-13T07:00:00+08:00"), detailName: "label", detail: nil)),
            ScheduledItem(run: "s1", skill: "alarm.set", firing: ScheduledFiring(fireAt: Self.at("2026-03-14T08:00:00+08:00"), detailName: "label", detail: nil)),
            ScheduledItem(run: "s2", skill: "alarm.set", firing: ScheduledFiring(fireAt: Self.at("2026-03-15T08:00:00+08:00"), detailName: "label", detail: nil)),
            ScheduledItem(run: "w1", skill: "alarm.set", firing: ScheduledFiring(
                fireAt: Self.at("2026-03-14T09:00:00+08:00"), recurrence: Recurrence(.weekly, weekdays: [.saturday, .sunday]), detailName: "label", detail: nil)),
            ScheduledItem(run: "d1", skill: "alarm.set", firing: ScheduledFiring(
                fireAt: Self.at("2026-03-11T06:00:00+08:00"), recurrence: Recurrence(.daily), detailName: "label", detail: nil)),
        ]
        let skill: any ImmediateSkill = sentence.contains("删") ? ScheduleCancelSkill() : ScheduleListSkill()
        let key = sentence.contains("删") ? "cancelled" : "items"
        let language: ReplyLanguage = sentence.first!.isASCII ? .english : .chinese
        let result = try run(skill, sentence, language: language, schedule: weekend)
        #expect(runs(result.data[key]) == expected, "\(sentence): \(result.summary)")
    }

    @Test func anEmptyListSaysSo() throws {
        let zh = try run(ScheduleListSkill(), "我有哪些闹钟", schedule: [])
        #expect(zh.summary == "您现在没有设好的闹钟。")
        #expect(zh.data == .object([("items", .array([]))]))
        #expect(try run(ScheduleListSkill(), "show my timers", language: .english, schedule: []).summary == "You have no timers set.")
        let one = try run(ScheduleListSkill(), "show my timers", language: .english)
        #expect(one.summary == "You have 1 timer: a timer today at 09:30: “喝水”.")
        let daily = try run(ScheduleListSkill(), "which alarms go off tomorrow?", language: .english)
        #expect(daily.summary == "You have 2 alarms: an alarm tomorrow at 07:00: “起床”; an alarm every day at 08:00.")
    }

    /// A question whether items are set is answered yes or no first, in the sentence's language.
    @Test(arguments: [
        ("明天有闹钟吗", ReplyLanguage.chinese, "有，您有 2 个闹钟：明天 07:00 的闹钟（起床）；每天 08:00 的闹钟。"),
        ("计时器还开着吗", .chinese, "有，您有 1 个倒计时：今天 09:30 的倒计时（喝水）。"),
        ("any alarms for tomorrow?", .english, "Yes, you have 2 alarms: an alarm tomorrow at 07:00: “起床”; an alarm every day at 08:00."),
        ("is my timer still running", .english, "Yes, you have 1 timer: a timer today at 09:30: “喝水”."),
    ] as [(String, ReplyLanguage, String)])
    func aQuestionWhetherItemsAreSetIsAnsweredYesFirst(sentence: String, language: ReplyLanguage, summary: String) throws {
        #expect(try run(ScheduleListSkill(), sentence, language: language).summary == summary)
    }

    @Test(arguments: [
        ("后天有闹钟吗", ReplyLanguage.chinese, "没有，您现在没有设好的闹钟。"),
        ("is there a timer set", .english, "No, you have no timers set."),
    ] as [(String, ReplyLanguage, String)])
    func aQuestionWhetherItemsAreSetIsAnsweredNoFirst(sentence: String, language: ReplyLanguage, summary: String) throws {
        #expect(try run(ScheduleListSkill(), sentence, language: language, schedule: []).summary == summary)
    }

    @Test(arguments: [
        ("取消明天早上七点的闹钟", ["r1"]), ("cancel my 7am alarm", ["r1"]), ("把交房租的提醒删了", ["r3"]),
        ("不用提醒我喝水了", ["r2"]), ("取消周五的闹钟", ["r3"]), ("倒计时取消", ["r2"]),
        ("闹钟全部清空", ["r1", "r4", "r3"]), ("把交租的提醒删了", ["r3"]), ("三个闹钟都取消", ["r1", "r4", "r3"]), ("把提醒都删了", ["r2", "r1", "r4", "r3"]), ("delete all my timers", ["r2"]),
        // A subject of order in time: the one that rings first or last, of the kind named.
        // A word of order, in the order the items of the kind named were set: the first, the last, northern 头一个.
        ("取消头一个闹钟", ["r1"]), ("cancel the last alarm", ["r4"]),
        ("cancel the earliest alarm", ["r1"]), ("把最晚的闹钟删了", ["r3"]), ("取消早一点的那个闹钟", ["r1"]),
        ("delete the latest reminder", ["r3"]), ("cancel the later alarm", ["r3"]),
        // Items kept: the others are cancelled.
        ("get rid of all the alarms, leave the timer", ["r1", "r4", "r3"]), ("Timer cancel, alarm stay", ["r2"]),
        ("cancel everything except the timer", ["r1", "r4", "r3"]), ("闹钟一挂取消掉", ["r1", "r4", "r3"]), ("闹钟都取消，计时器留着", ["r1", "r4", "r3"]),
    ])
    func cancelsWhatTheSentenceDescribes(sentence: String, expected: [String]) throws {
        let result = try run(ScheduleCancelSkill(), sentence)
        #expect(runs(result.data["cancelled"]) == expected)
        #expect(result.unscheduled == expected)
        #expect(result.asks == nil)
    }

    @Test func oneCancelledIsSaid() throws {
        #expect(try run(ScheduleCancelSkill(), "取消明早七点的闹钟").summary == "好的，已取消明天 07:00 的闹钟（起床）。")
        #expect(try run(ScheduleCancelSkill(), "cancel the timer", language: .english).summary
                == "OK, cancelled a timer today at 09:30: “喝水”.")
    }

    @Test func severalFitAndNotAllAreSaidSoItAsksWhich() throws {
        let result = try run(ScheduleCancelSkill(), "取消明天的闹钟")
        #expect(result.unscheduled.isEmpty)
        #expect(runs(result.data["cancelled"]) == [])
        #expect(result.summary == "有 2 个闹钟符合：明天 07:00 的闹钟（起床）；每天 08:00 的闹钟。要取消哪一个？全部取消请说「都取消」。")
        let asks = try #require(result.asks)
        #expect(asks.kind == .choice && asks.required && asks.title == "要取消的闹钟")
        #expect(asks.choices == [ParameterChoice(value: "r1", label: "明天 07:00 的闹钟（起床）"),
                                 ParameterChoice(value: "r4", label: "每天 08:00 的闹钟")])
    }

    /// Run again with the choice: exactly the items chosen, and only those still on the schedule.
    @Test(arguments: [(["r4"], ["r4"]), (["r1", "r4"], ["r1", "r4"]), (["r9", "r1"], ["r1"])])
    func theChoiceCancelsExactlyWhatWasChosen(chosen: [String], cancelled: [String]) throws {
        let result = try run(ScheduleCancelSkill(), "取消明天的闹钟", parameters: ["choice": .choices(chosen)])
        #expect(result.asks == nil)
        #expect(result.unscheduled == cancelled)
        #expect(runs(result.data["cancelled"]) == cancelled)
    }

    @Test(arguments: ["取消后天的闹钟", "别提醒我吃药了", "cancel the 6am alarm"])
    func noneFitsIsSaidWithoutAnError(sentence: String) throws {
        let result = try run(ScheduleCancelSkill(), sentence, language: sentence.first!.isASCII ? .english : .chinese)
        #expect(result.data == .object([("cancelled", .array([]))]))
        #expect(result.unscheduled.isEmpty)
        #expect(result.summary == (sentence.first!.isASCII ? "I found no alarms to cancel." : sentence.contains("闹钟")
            ? "没有找到要取消的闹钟。" : "没有找到要取消的提醒。"))
    }
}

/// Through the runtime: what is cancelled leaves the agent's schedule.
struct ScheduleConversationTests {
    private final class Recorder {
        var events: [AgentEvent] = []
    }

    @Test func setTwoAlarmsListThemCancelOneListAgain() async {
        let recorder = Recorder()
        let runtime = Runtime(agent: Agent(skills: BuiltinSkills.all(), understanding: LanguageUnderstanding()),
                              clock: .fixed(now), timeZone: shanghai, emit: { event, _ in recorder.events.append(event) })
        func results() -> [(String, JSONValue)] {
            recorder.events.compactMap { if case let .result(_, skill, _, data) = $0 { (skill, data) } else { nil } }
        }
        await runtime.send("明天早上七点叫我起床")
        await runtime.send("后天早上八点半的闹钟")
        #expect(runtime.agent.schedule.map(\.run) == ["r1", "r2"])
        await runtime.send("我设了哪些闹钟")
        await runtime.send("取消明天的闹钟")
        #expect(runtime.agent.schedule.map(\.run) == ["r2"])
        await runtime.send("看看我的闹钟")
        let got = results()
        #expect(got.map(\.0) == ["alarm.set", "alarm.set", "schedule.list", "schedule.cancel", "schedule.list"])
        func runs(_ value: JSONValue?) -> [String?] { value?.arrayValue?.map { $0["run"]?.stringValue } ?? [] }
        #expect(runs(got[2].1["items"]) == ["r1", "r2"])
        #expect(runs(got[3].1["cancelled"]) == ["r1"])
        #expect(runs(got[4].1["items"]) == ["r2"])
    }
}
