import AgentCalendar
import AgentCore
import AgentLanguage
import AgentProtocol
import AgentRuntime
import AgentSkills
import FoundationEssentials
import Testing

private let notPositive = "the timer needs a duration longer than zero"

struct TimerSkillTests {
    let timer = TimerSkill()

    @Test(arguments: [
        (1800.0, nil, ReplyLanguage.chinese, "好的，已为您设置 30 分钟倒计时。", "2026-03-10T09:30:00+08:00"),
        (5400, nil, .chinese, "好的，已为您设置 1 小时 30 分钟倒计时。", "2026-03-10T10:30:00+08:00"),
        (300, "取快递", .chinese, "好的，已为您设置 5 分钟倒计时，到时提醒您取快递。", "2026-03-10T09:05:00+08:00"),
        (90, nil, .chinese, "好的，已为您设置 1 分钟 30 秒倒计时。", "2026-03-10T09:01:30+08:00"),
        (54_000, nil, .chinese, "好的，已为您设置 15 小时倒计时。", "2026-03-11T00:00:00+08:00"),
        (90_000, nil, .chinese, "好的，已为您设置 1 天 1 小时倒计时。", "2026-03-11T10:00:00+08:00"),
        (365 * 86_400, nil, .chinese, "好的，已为您设置 365 天倒计时。", "2027-03-10T09:00:00+08:00"),
        (300, nil, .english, "OK, a timer is set for 5 minutes.", "2026-03-10T09:05:00+08:00"),
        (3661, nil, .english, "OK, a timer is set for 1 hour 1 minute 1 second.", "2026-03-10T10:01:01+08:00"),
        (60, "call mom", .english, "OK, a timer is set for 1 minute to remind you: “call mom”.", "2026-03-10T09:01:00+08:00"),
    ] as [(Double, String?, ReplyLanguage, String, String)])
    func setsATimer(seconds: Double, reminder: String?, language: ReplyLanguage, summary: String, fireAt: String) async throws {
        var parameters: [String: ParameterValue] = ["duration": .duration(seconds: seconds)]
        if let reminder { parameters["reminder"] = .text(reminder) }
        let result = try await timer.execute(skillContext(parameters, language: language))
        let context = skillContext(parameters, language: language)
        #expect(result == SkillResult(
            summary: summary,
            data: .object([("seconds", .number(seconds)), ("fireAt", .string(fireAt)), ("reminder", JSONValue(reminder)),
                           ("rrule", nil)]),
            schedule: ScheduledFiring(fireAt: context.now.addingTimeInterval(seconds), detailName: "reminder", detail: reminder,
                                      seconds: seconds)))
    }

    @Test func writesTheResultDataAsTheDesignSays() async throws {
        let result = try await timer.execute(skillContext(["duration": .duration(seconds: 1800)]))
        #expect(JSONWriter.string(result.data) == #"{"seconds":1800,"fireAt":"2026-03-10T09:30:00+08:00","reminder":null,"rrule":null}"#)
    }

    @Test(arguments: [
        (["duration": .duration(seconds: 0)], ReplyLanguage.chinese,
         SkillError(code: "invalid_input", message: notPositive, reply: "倒计时的时长要大于零哦。")),
        (["duration": .duration(seconds: -5)], .english,
         SkillError(code: "invalid_input", message: notPositive, reply: "A timer needs a duration longer than zero.")),
        ([:], .chinese, SkillError(code: "invalid_input", message: notPositive, reply: "倒计时的时长要大于零哦。")),
        (["duration": .number(5)], .chinese, SkillError(code: "invalid_input", message: notPositive, reply: "倒计时的时长要大于零哦。")),
        (["duration": .duration(seconds: 365 * 86_400 + 1)], .chinese,
         SkillError(code: "invalid_input", message: "a timer can run for at most 365 days", reply: "倒计时最长只能设置 365 天。")),
    ] as [([String: ParameterValue], ReplyLanguage, SkillError)])
    func refusesDurationsItCannotSet(parameters: [String: ParameterValue], language: ReplyLanguage, error: SkillError) async {
        await #expect(throws: error) { try await timer.execute(skillContext(parameters, language: language)) }
    }

    @Test(arguments: [
        ("倒计时30分钟", ["duration": .duration(seconds: 1800)]),
        ("20分钟后提醒我关火", ["duration": .duration(seconds: 1200), "reminder": .text("关火")]),
        ("1小时30分钟后提醒我：开会。", ["duration": .duration(seconds: 5400), "reminder": .text("开会")]),
        ("in 5 minutes remind me to stretch", ["duration": .duration(seconds: 300), "reminder": .text("stretch")]),
        ("提醒我喝水", ["reminder": .text("喝水")]),
        ("倒计时", [:]),
        ("倒计时0分钟", ["duration": .duration(seconds: 0)]),  // kept, so the skill can say why it refuses
    ] as [(String, [String: ParameterValue])])
    func readsTheDurationAndTheReminder(sentence: String, parameters: [String: ParameterValue]) {
        let language = ReplyLanguage(detectingIn: sentence)
        #expect(LanguageUnderstanding().parameters(of: timer, in: sentence, context: extractionContext(language)) == parameters)
    }

    @Test func asksForTheDurationInTheSentencesLanguage() {
        #expect(timer.question(for: timer.parameters, language: .chinese) == "要倒计时多久呢？（例如：10 分钟）")
        #expect(timer.question(for: timer.parameters, language: .english)
                == "How long should the timer run? (for example: 10 minutes)")
    }

    @Test func declaresTheDurationRequiredInMinutes() {
        #expect(timer.id == "timer.set")
        #expect(timer.parameters.first == SkillParameter(name: "duration", title: "倒计时时长", kind: .duration,
                                                          unit: "分钟", required: true))
        #expect(timer.parameters.filter(\.required).map(\.name) == ["duration"])
    }
}

/// The timer run through the agent and its runtime, as the CLI drives it.
struct TimerConversationTests {
    private final class Recorder {
        var events: [AgentEvent] = []
    }

    private func runtime(_ recorder: Recorder) -> Runtime {
        Runtime(agent: Agent(skills: BuiltinSkills.all(), understanding: LanguageUnderstanding()),
                     clock: .fixed(now), timeZone: shanghai, emit: { event, _ in recorder.events.append(event) })
    }

    private let timerRun = SkillRun(id: "r1", skill: "timer.set", language: .chinese)
    /// 倒计时 names the schedule's timers too, but 倒计时30分钟 does nothing to them.
    private func scheduleCandidate(_ id: String) -> MatchCandidate {
        var candidate = MatchCandidate(skill: id, score: 3, confidence: 0.429, hits: [
            KeywordHit(keyword: "倒计时", start: 0, end: 3), KeywordHit(keyword: "计时", start: 1, end: 3),
        ], reasons: [MatchReason("keyword 倒计时", points: 3), MatchReason("计时 inside 倒计时")])
        candidate.rejected = "names no act on the schedule"
        return candidate
    }
    private let summary = "好的，已为您设置 30 分钟倒计时。"
    private let data: JSONValue = .object([("seconds", 1800), ("fireAt", "2026-03-10T09:30:00+08:00"), ("reminder", nil), ("rrule", nil)])

    @Test func theDesignExampleGivesItsEvents() async {
        let recorder = Recorder()
        await runtime(recorder).send("倒计时30分钟")
        #expect(recorder.events == [
            .state(StateChange(from: .idle, to: .understanding)),
            .match(MatchReport(text: "倒计时30分钟", candidates: [
                // The likeness is what the shipped model of the built-ins finds (shell/teach-builtins);
                // with no registered skill in play, it ranks the built-ins by its points.
                MatchCandidate(skill: "timer.set", score: 37, confidence: 0.714, hits: [
                    KeywordHit(keyword: "倒计时", start: 0, end: 3), KeywordHit(keyword: "计时", start: 1, end: 3),
                    KeywordHit(keyword: "分钟", start: 5, end: 7),
                ], reasons: [
                    MatchReason("like its samples 2.246 (分钟, 时, 倒)", points: 22), MatchReason("keyword 倒计时", points: 3), MatchReason("计时 inside 倒计时"),
                    MatchReason("keyword 分钟", points: 2), MatchReason("terse request"),
                    MatchReason("duration read", points: 10),
                ]),
                scheduleCandidate("schedule.list"), scheduleCandidate("schedule.cancel"),
            ])),
            .state(StateChange(from: .understanding, to: .executing(timerRun))),
            .result(run: "r1", skill: "timer.set", summary: summary, data: data),
            .reply(text: summary),
            .state(StateChange(from: .executing, to: .idle)),
            .timing(PhaseTiming(understandMs: 0, executeMs: 0, totalMs: 0)),
        ])
    }

    @Test func aMissingDurationIsAskedForAndTheAnswerIsInMinutes() async {
        let recorder = Recorder()
        let agent = runtime(recorder)
        await agent.send("倒计时")
        #expect(recorder.events.suffix(3) == [
            .state(StateChange(from: .executing, to: .awaitingInput(PendingQuestion(
                run: timerRun, sentence: "倒计时", parameters: [:], missing: [TimerSkill().parameters[0]])))),
            .reply(text: "要倒计时多久呢？（例如：10 分钟）"),
            .timing(PhaseTiming(understandMs: 0, executeMs: 0, totalMs: 0)),
        ])
        recorder.events.removeAll()
        await agent.send("10")
        let tenMinutes = "好的，已为您设置 10 分钟倒计时。"
        #expect(recorder.events == [
            .state(StateChange(from: .awaitingInput, to: .executing(timerRun))),
            .result(run: "r1", skill: "timer.set", summary: tenMinutes,
                    data: .object([("seconds", 600), ("fireAt", "2026-03-10T09:10:00+08:00"), ("reminder", nil), ("rrule", nil)])),
            .reply(text: tenMinutes),
            .state(StateChange(from: .executing, to: .idle)),
            .timing(PhaseTiming(understandMs: 0, executeMs: 0, totalMs: 0)),
        ])
    }

    @Test func aZeroDurationFailsWithTheSkillsReply() async {
        let recorder = Recorder()
        await runtime(recorder).send("倒计时0分钟")
        let error = SkillError(code: "invalid_input", message: "the timer needs a duration longer than zero",
                               reply: "倒计时的时长要大于零哦。")
        #expect(recorder.events.suffix(3) == [
            .state(StateChange(from: .executing, to: .failed(timerRun, error))),
            .reply(text: "倒计时的时长要大于零哦。"),
            .timing(PhaseTiming(understandMs: 0, executeMs: 0, totalMs: 0)),
        ])
    }

    @Test func askingTheTimeNeverReachesTheTimer() async {
        let recorder = Recorder()
        await runtime(recorder).send("现在几点钟")
        var candidates: [String] = []
        for case let .match(report) in recorder.events { candidates += report.candidates.map(\.skill) }
        #expect(!candidates.contains("timer.set"))
        #expect(!recorder.events.contains { if case let .state(change) = $0 { change.skill == "timer.set" } else { false } })
        #expect(recorder.events.filter { $0.name == .match }.count == 1)
    }
}

/// A repeating timer: the span said as a repeat is its `seconds`, it first fires one span from now.
struct RepeatingTimerTests {
    let timer = TimerSkill()

    @Test(arguments: [
        ("每隔两小时提醒一次喝水", 7200, "FREQ=HOURLY;INTERVAL=2", "喝水"),
        ("每隔一个半小时提醒我起来", 5400, "FREQ=MINUTELY;INTERVAL=90", "起来"),
        ("每四十五分钟提醒我一下", 2700, "FREQ=MINUTELY;INTERVAL=45", nil),
        ("每小时提醒我看一眼锅", 3600, "FREQ=HOURLY", "看一眼锅"),
        ("every 2 hours remind me to stretch", 7200, "FREQ=HOURLY;INTERVAL=2", "stretch"),
        ("hourly remind me to drink water", 3600, "FREQ=HOURLY", "drink water"),
    ] as [(String, Double, String, String?)])
    func repeatsEverySpan(sentence: String, seconds: Double, rrule: String, reminder: String?) async throws {
        let values = LanguageUnderstanding().parameters(of: timer, in: sentence, context: extractionContext())
        let result = try await timer.execute(skillContext(values, sentence: sentence))
        #expect(result.data["seconds"] == .number(seconds))
        #expect(result.data["fireAt"] == .string(CivilTime.iso8601(now.addingTimeInterval(seconds), in: shanghai)))
        #expect(result.data["rrule"] == .string(rrule))
        #expect(result.data["reminder"] == JSONValue(reminder))
        #expect(result.schedule?.recurrence?.rrule == rrule)
    }

    @Test func aSpanWithoutARepeatWordIsAOneOff() async throws {
        let values = LanguageUnderstanding().parameters(of: timer, in: "两小时后提醒我喝水", context: extractionContext())
        let result = try await timer.execute(skillContext(values))
        #expect(result.data["rrule"] == .null)
        #expect(result.summary == "好的，已为您设置 2 小时倒计时，到时提醒您喝水。")
    }
}

struct ScheduleRoomTests {
    /// Rule: a timer or alarm beyond `Limits.scheduleItems` fails `schedule_full`, in the sentence's language.
    @Test func aFullScheduleTakesNoMoreTimersOrAlarms() throws {
        let item = ScheduledItem(run: "r0", skill: "timer.set", firing: ScheduledFiring(
            fireAt: Date(timeIntervalSince1970: 0), detailName: "reminder", detail: nil))
        let full = Array(repeating: item, count: Limits.scheduleItems)
        let timer = SkillContext(run: "r1", sentence: "倒计时5分钟", parameters: ["duration": .duration(seconds: 300)],
                                 clock: .fixed(Date(timeIntervalSince1970: 0)), now: Date(timeIntervalSince1970: 0),
                                 timeZone: .utc, language: .chinese, schedule: full)
        do {
            _ = try TimerSkill().answer(timer)
            Issue.record("a full schedule took a timer")
        } catch {
            #expect(error.code == .scheduleFull)
            #expect(error.reply?.contains("先取消") == true)
        }
        var alarm = timer
        alarm.parameters = ["time": .instant(Date(timeIntervalSince1970: 3600))]
        alarm.language = .english
        do {
            _ = try AlarmSkill().answer(alarm)
            Issue.record("a full schedule took an alarm")
        } catch {
            #expect(error.code == .scheduleFull)
        }
        // One item fewer leaves room.
        var roomy = timer
        roomy.schedule.removeLast()
        #expect(try TimerSkill().answer(roomy).schedule != nil)
    }
}
