import AgentCalendar
@testable import AgentCore
import AgentProtocol
import FoundationEssentials
import TestSupport
import Testing

// The fixtures: two skills, a fake extractor, a fixed instant and zone.

private let now = Date(timeIntervalSince1970: 1_773_104_400)  // 2026-03-10T01:00:00Z
private let zone = TimeZoneRules.fixed(identifier: "Asia/Shanghai", secondsEast: 8 * 3600)

private let duration = SkillParameter(name: "duration", title: "倒计时时长", kind: .duration, unit: "分钟", required: true)
private let reminder = SkillParameter(name: "reminder", title: "提醒内容", kind: .text)
private let timer = TestSkill("timer.set", keywords: ["倒计时", "timer"], parameters: [duration, reminder])
private let weather = TestSkill("weather.query", keywords: ["天气", "weather"])
private let greeting = TestSkill("greet", keywords: ["问候"], parameters: [
    SkillParameter(name: "who", title: "称呼", kind: .text, defaultValue: "朋友"),
    SkillParameter(name: "wait", title: "等待", kind: .duration, defaultValue: 60),
    SkillParameter(name: "times", title: "次数", kind: .number, defaultValue: 3),
    SkillParameter(name: "city", title: "城市", kind: .city),
])

private let extractor = FakeUnderstanding(
    sentences: [
        "倒计时30分钟": ["duration": .duration(seconds: 1800)],
        "倒计时提醒我喝水": ["reminder": .text("喝水")],
        "问候小明": ["who": .text("小明")],
    ],
    answers: ["10": ["duration": .duration(seconds: 600)], "第一个": ["pick": .choices(["a"])]])

private func makeAgent() -> Agent {
    Agent(skills: [timer, weather, greeting], understanding: extractor)
}

// Builders that keep the table readable.

private func said(_ text: String) -> AgentInput { .sentenceReceived(text, at: now, in: zone) }

private func finished(_ run: String, _ outcome: SkillOutcome) -> AgentInput { .skillFinished(run: run, outcome: outcome) }

private func moved(_ from: StateName, _ to: AgentState) -> AgentEffect { .emit(.state(StateChange(from: from, to: to))) }

private func run(_ id: String, _ skill: String, _ language: ReplyLanguage = .chinese) -> SkillRun {
    SkillRun(id: id, skill: skill, language: language)
}

private func matched(_ text: String, _ candidates: MatchCandidate...) -> AgentEffect {
    .emit(.match(MatchReport(text: text, candidates: candidates)))
}

private func candidate(_ skill: String, _ score: Int, _ confidence: Double, _ keyword: String, _ start: Int,
                       _ end: Int) -> MatchCandidate {
    MatchCandidate(skill: skill, score: score + MatchDeliberation.evidencePoints, confidence: confidence,
                   hits: [KeywordHit(keyword: keyword, start: start, end: end)],
                   reasons: [MatchReason("keyword \(keyword)", points: score),
                             MatchReason("needs nothing", points: MatchDeliberation.evidencePoints)])
}

private func reply(_ text: String) -> AgentEffect { .emit(.reply(text: text)) }

private func execute(_ skill: any Skill, _ run: String, _ sentence: String, _ parameters: [String: ParameterValue],
                     _ language: ReplyLanguage = .chinese) -> AgentEffect {
    .execute(SkillInvocation(skill: skill, run: run, sentence: sentence, parameters: parameters, now: now,
                             timeZone: zone, language: language))
}

private func user(_ text: String) -> HistoryEntry { HistoryEntry(role: .user, text: text) }
private func agent(_ text: String) -> HistoryEntry { HistoryEntry(role: .agent, text: text) }

private let sorry = "抱歉，我还没有掌握这个技能。"
private let askDuration = "请告诉我倒计时时长（单位：分钟）"
private let timerRun = SkillRun(id: "r1", skill: "timer.set", language: .chinese)
private let weatherRun = SkillRun(id: "r2", skill: "weather.query", language: .chinese)
private let pendingDuration = PendingQuestion(run: timerRun, sentence: "倒计时", parameters: [:], missing: [duration])
private let askedInEnglish = PendingQuestion(run: SkillRun(id: "r1", skill: "timer.set", language: .english),
                                             sentence: "set a timer", parameters: [:], missing: [duration])
private let tooLong = SkillError(code: "invalid_input", message: "a timer can run for at most 365 days")
private let done = SkillResult(summary: "好的，已为您设置 30 分钟倒计时", data: .object([("seconds", 1800)]))
private let pick = SkillParameter(name: "pick", title: "哪一个", kind: .choice, required: true,
                                  choices: [ParameterChoice(value: "a", label: "甲"), ParameterChoice(value: "b", label: "乙")])
private let asksWhich = SkillResult(summary: "有两个：甲；乙。要哪一个？", data: .object([]), asks: pick)
private let pendingPick = PendingQuestion(run: weatherRun1, sentence: "北京天气", parameters: [:], missing: [pick],
                                          prompt: "有两个：甲；乙。要哪一个？")
private let weatherRun1 = SkillRun(id: "r1", skill: "weather.query", language: .chinese)

/// One transition: the agent is driven through `given`, then `when` must
/// produce exactly `effects` and leave exactly `state` and `history`.
struct Transition: Sendable, CustomTestStringConvertible {
    var name: String
    var given: [AgentInput] = []
    var when: AgentInput
    var effects: [AgentEffect]
    var state: AgentState
    var history: [HistoryEntry]

    var testDescription: String { name }
}

private let transitions: [Transition] = [
    // Understanding
    Transition(
        name: "no skill matches (Chinese): idle → understanding → idle with an apology",
        when: said("你好"),
        effects: [moved(.idle, .understanding), matched("你好"), reply(sorry), moved(.understanding, .idle), .closeSend(run: nil)],
        state: .idle, history: [user("你好"), agent(sorry)]),
    Transition(
        name: "no skill matches (English): the apology is in English",
        when: said("hello there"),
        effects: [moved(.idle, .understanding), matched("hello there"), reply("Sorry, I don’t know how to do that yet."),
                  moved(.understanding, .idle), .closeSend(run: nil)],
        state: .idle, history: [user("hello there"), agent("Sorry, I don’t know how to do that yet.")]),
    Transition(
        name: "a matched sentence with its parameters starts a run",
        when: said("倒计时30分钟"),
        effects: [moved(.idle, .understanding), matched("倒计时30分钟", candidate("timer.set", 3, 0.429, "倒计时", 0, 3)),
                  moved(.understanding, .executing(run("r1", "timer.set"))),
                  execute(timer, "r1", "倒计时30分钟", ["duration": .duration(seconds: 1800)])],
        state: .executing(timerRun), history: [user("倒计时30分钟")]),
    Transition(
        name: "parameters not found take their defaults, typed by kind",
        when: said("问候"),
        effects: [moved(.idle, .understanding), matched("问候", candidate("greet", 2, 1, "问候", 0, 2)),
                  moved(.understanding, .executing(run("r1", "greet"))),
                  execute(greeting, "r1", "问候", ["who": .text("朋友"), "wait": .duration(seconds: 60), "times": .number(3)])],
        state: .executing(SkillRun(id: "r1", skill: "greet", language: .chinese)), history: [user("问候")]),
    Transition(
        name: "a parameter found in the sentence beats its default",
        when: said("问候小明"),
        effects: [moved(.idle, .understanding), matched("问候小明", candidate("greet", 2, 0.5, "问候", 0, 2)),
                  moved(.understanding, .executing(run("r1", "greet"))),
                  execute(greeting, "r1", "问候小明", ["who": .text("小明"), "wait": .duration(seconds: 60), "times": .number(3)])],
        state: .executing(SkillRun(id: "r1", skill: "greet", language: .chinese)), history: [user("问候小明")]),

    // A run ends
    Transition(
        name: "success: result, the summary as reply, executing → idle",
        given: [said("倒计时30分钟")],
        when: finished("r1", .succeeded(done)),
        effects: [.emit(.result(run: "r1", skill: "timer.set", summary: done.summary, data: done.data)),
                  reply(done.summary), moved(.executing, .idle), .closeSend(run: "r1")],
        state: .idle, history: [user("倒计时30分钟"), agent(done.summary)]),
    Transition(
        name: "failure: executing → failed with the error, and a reply",
        given: [said("倒计时30分钟")],
        when: finished("r1", .failed(tooLong)),
        effects: [moved(.executing, .failed(run("r1", "timer.set"), tooLong)),
                  reply("抱歉，这句话里有我用不了的值。"), .closeSend(run: "r1")],
        state: .failed(timerRun, tooLong), history: [user("倒计时30分钟"), agent("抱歉，这句话里有我用不了的值。")]),
    Transition(
        name: "failure with the skill's own words: they are the reply",
        given: [said("倒计时30分钟")],
        when: finished("r1", .failed(SkillError(code: "invalid_input", message: "too long", reply: "太长了。"))),
        effects: [moved(.executing, .failed(timerRun, SkillError(code: "invalid_input", message: "too long", reply: "太长了。"))),
                  reply("太长了。"), .closeSend(run: "r1")],
        state: .failed(timerRun, SkillError(code: "invalid_input", message: "too long", reply: "太长了。")),
        history: [user("倒计时30分钟"), agent("太长了。")]),
    Transition(
        name: "recovery: the next sentence goes failed → understanding",
        given: [said("倒计时30分钟"), finished("r1", .failed(tooLong))],
        when: said("北京天气"),
        effects: [moved(.failed, .understanding), matched("北京天气", candidate("weather.query", 2, 0.5, "天气", 2, 4)),
                  moved(.understanding, .executing(run("r2", "weather.query"))),
                  execute(weather, "r2", "北京天气", [:])],
        state: .executing(weatherRun),
        history: [user("倒计时30分钟"), agent("抱歉，这句话里有我用不了的值。"), user("北京天气")]),
    Transition(
        name: "a run that ends cancelled: cancelled, executing → idle",
        given: [said("倒计时30分钟")],
        when: finished("r1", .cancelled),
        effects: [.emit(.cancelled(run: "r1", skill: "timer.set")), moved(.executing, .idle), .closeSend(run: "r1")],
        state: .idle, history: [user("倒计时30分钟")]),
    Transition(
        name: "the end of a run that is not the current one changes nothing",
        given: [said("倒计时30分钟")],
        when: finished("r9", .succeeded(done)),
        effects: [], state: .executing(timerRun), history: [user("倒计时30分钟")]),

    // Asking for what is missing
    Transition(
        name: "a required parameter is missing: executing → awaitingInput, and the question",
        when: said("倒计时"),
        effects: [moved(.idle, .understanding), matched("倒计时", candidate("timer.set", 3, 1, "倒计时", 0, 3)),
                  moved(.understanding, .executing(run("r1", "timer.set"))),
                  moved(.executing, .awaitingInput(pendingDuration)),
                  reply(askDuration), .closeSend(run: nil)],
        state: .awaitingInput(pendingDuration), history: [user("倒计时"), agent(askDuration)]),
    Transition(
        name: "an English sentence is asked in English",
        when: said("set a timer"),
        effects: [moved(.idle, .understanding), matched("set a timer", candidate("timer.set", 5, 0.455, "timer", 6, 11)),
                  moved(.understanding, .executing(run("r1", "timer.set", .english))),
                  moved(.executing, .awaitingInput(askedInEnglish)),
                  reply("Please tell me the 倒计时时长 (in 分钟)."), .closeSend(run: nil)],
        state: .awaitingInput(askedInEnglish),
        history: [user("set a timer"), agent("Please tell me the 倒计时时长 (in 分钟).")]),
    Transition(
        name: "an answer that fills the parameter: awaitingInput → executing, with the parameters merged",
        given: [said("倒计时提醒我喝水")],
        when: said("10"),
        effects: [moved(.awaitingInput, .executing(run("r1", "timer.set"))),
                  execute(timer, "r1", "倒计时提醒我喝水", ["duration": .duration(seconds: 600), "reminder": .text("喝水")])],
        state: .executing(timerRun), history: [user("倒计时提醒我喝水"), agent(askDuration), user("10")]),
    Transition(
        name: "an answer keeps the language of the sentence that asked",
        given: [said("set a timer")],
        when: said("10"),
        effects: [moved(.awaitingInput, .executing(run("r1", "timer.set", .english))),
                  execute(timer, "r1", "set a timer", ["duration": .duration(seconds: 600)], .english)],
        state: .executing(SkillRun(id: "r1", skill: "timer.set", language: .english)),
        history: [user("set a timer"), agent("Please tell me the 倒计时时长 (in 分钟)."), user("10")]),
    Transition(
        name: "an answer that fills nothing but matches another skill starts a new request",
        given: [said("倒计时")],
        when: said("北京天气"),
        effects: [moved(.awaitingInput, .understanding), matched("北京天气", candidate("weather.query", 2, 0.5, "天气", 2, 4)),
                  moved(.understanding, .executing(run("r2", "weather.query"))),
                  execute(weather, "r2", "北京天气", [:])],
        state: .executing(weatherRun), history: [user("倒计时"), agent(askDuration), user("北京天气")]),
    Transition(
        name: "an answer that fills nothing and matches nothing gets the question again",
        given: [said("倒计时")],
        when: said("嗯"),
        effects: [reply(askDuration), .closeSend(run: nil)],
        state: .awaitingInput(pendingDuration), history: [user("倒计时"), agent(askDuration), user("嗯"), agent(askDuration)]),

    // A choice the skill asks
    Transition(
        name: "a run that asks a choice: executing → awaitingInput with its choices, its summary as the question",
        given: [said("北京天气")],
        when: finished("r1", .succeeded(asksWhich)),
        effects: [moved(.executing, .awaitingInput(pendingPick)), reply(asksWhich.summary), .closeSend(run: "r1")],
        state: .awaitingInput(pendingPick), history: [user("北京天气"), agent(asksWhich.summary)]),
    Transition(
        name: "the answer to a choice runs the same run again with it",
        given: [said("北京天气"), finished("r1", .succeeded(asksWhich))],
        when: said("第一个"),
        effects: [moved(.awaitingInput, .executing(weatherRun1)), execute(weather, "r1", "北京天气", ["pick": .choices(["a"])])],
        state: .executing(weatherRun1), history: [user("北京天气"), agent(asksWhich.summary), user("第一个")]),
    Transition(
        name: "an answer that fits no choice gets the skill's question again, word for word",
        given: [said("北京天气"), finished("r1", .succeeded(asksWhich))],
        when: said("嗯"),
        effects: [reply(asksWhich.summary), .closeSend(run: nil)],
        state: .awaitingInput(pendingPick),
        history: [user("北京天气"), agent(asksWhich.summary), user("嗯"), agent(asksWhich.summary)]),
    Transition(
        name: "a new request instead of the answer starts over",
        given: [said("北京天气"), finished("r1", .succeeded(asksWhich))],
        when: said("倒计时30分钟"),
        effects: [moved(.awaitingInput, .understanding), matched("倒计时30分钟", candidate("timer.set", 3, 0.429, "倒计时", 0, 3)),
                  moved(.understanding, .executing(run("r2", "timer.set"))),
                  execute(timer, "r2", "倒计时30分钟", ["duration": .duration(seconds: 1800)])],
        state: .executing(run("r2", "timer.set")), history: [user("北京天气"), agent(asksWhich.summary), user("倒计时30分钟")]),

    // Cancel
    Transition(
        name: "cancel while awaiting: awaitingInput → idle, then cancelled",
        given: [said("倒计时")],
        when: .cancelRequested,
        effects: [moved(.awaitingInput, .idle), .emit(.cancelled(run: "r1", skill: "timer.set"))],
        state: .idle, history: [user("倒计时"), agent(askDuration)]),
    Transition(
        name: "cancel with nothing to cancel is rejected",
        when: .cancelRequested,
        effects: [.emit(.rejected(reason: "nothing_to_cancel"))], state: .idle, history: []),
    Transition(
        name: "cancel after a failure is rejected and the failure stays",
        given: [said("倒计时30分钟"), finished("r1", .failed(tooLong))],
        when: .cancelRequested,
        effects: [.emit(.rejected(reason: "nothing_to_cancel"))], state: .failed(timerRun, tooLong),
        history: [user("倒计时30分钟"), agent("抱歉，这句话里有我用不了的值。")]),
    Transition(
        name: "cancel while executing: stop the run, executing → idle, then cancelled",
        given: [said("倒计时30分钟")],
        when: .cancelRequested,
        effects: [.cancel(run: "r1"), moved(.executing, .idle), .emit(.cancelled(run: "r1", skill: "timer.set")),
                  .closeSend(run: "r1")],
        state: .idle, history: [user("倒计时30分钟")]),
    Transition(
        name: "a cancelled run that finishes anyway reports nothing",
        given: [said("倒计时30分钟"), .cancelRequested],
        when: finished("r1", .succeeded(done)),
        effects: [], state: .idle, history: [user("倒计时30分钟")]),

    // Retry
    Transition(
        name: "retry after a failure: failed → executing, the same skill, sentence and parameters as a new run",
        given: [said("倒计时30分钟"), finished("r1", .failed(tooLong))],
        when: .retryRequested(at: now, in: zone),
        effects: [moved(.failed, .executing(run("r2", "timer.set"))),
                  execute(timer, "r2", "倒计时30分钟", ["duration": .duration(seconds: 1800)])],
        state: .executing(SkillRun(id: "r2", skill: "timer.set", language: .chinese)),
        history: [user("倒计时30分钟"), agent("抱歉，这句话里有我用不了的值。")]),
    Transition(
        name: "retry with nothing failed: rejected, nothing changes",
        given: [said("倒计时30分钟"), finished("r1", .succeeded(done))],
        when: .retryRequested(at: now, in: zone),
        effects: [.emit(.rejected(reason: "nothing_to_retry"))],
        state: .idle, history: [user("倒计时30分钟"), agent(done.summary)]),
    Transition(
        name: "retry on a fresh agent: rejected",
        when: .retryRequested(at: now, in: zone),
        effects: [.emit(.rejected(reason: "nothing_to_retry"))],
        state: .idle, history: []),
    Transition(
        name: "retry while a skill runs: rejected as busy",
        given: [said("倒计时30分钟")],
        when: .retryRequested(at: now, in: zone),
        effects: [.emit(.rejected(reason: "busy"))],
        state: .executing(timerRun), history: [user("倒计时30分钟")]),
    Transition(
        name: "retry after reset: the failed request is forgotten",
        given: [said("倒计时30分钟"), finished("r1", .failed(tooLong)), .resetRequested],
        when: .retryRequested(at: now, in: zone),
        effects: [.emit(.rejected(reason: "nothing_to_retry"))],
        state: .idle, history: []),

    // Reset
    Transition(
        name: "reset when idle: only reset, history cleared",
        given: [said("你好")],
        when: .resetRequested,
        effects: [.emit(.reset)], state: .idle, history: []),
    Transition(
        name: "reset while executing: stop the run, executing → idle, reset",
        given: [said("倒计时30分钟")],
        when: .resetRequested,
        effects: [.cancel(run: "r1"), moved(.executing, .idle), .emit(.reset), .closeSend(run: "r1")], state: .idle, history: []),
    Transition(
        name: "reset while awaiting: the question is dropped",
        given: [said("倒计时")],
        when: .resetRequested,
        effects: [moved(.awaitingInput, .idle), .emit(.reset)], state: .idle, history: []),
    Transition(
        name: "reset after a failure",
        given: [said("倒计时30分钟"), finished("r1", .failed(tooLong))],
        when: .resetRequested,
        effects: [moved(.failed, .idle), .emit(.reset)], state: .idle, history: []),
    Transition(
        name: "a reset-away run that finishes reports nothing",
        given: [said("倒计时30分钟"), .resetRequested],
        when: finished("r1", .succeeded(done)),
        effects: [], state: .idle, history: []),

    // Re-entry
    Transition(
        name: "a sentence while executing is rejected busy and changes nothing",
        given: [said("倒计时30分钟")],
        when: said("北京天气"),
        effects: [.emit(.rejected(reason: "busy")), .closeSend(run: nil)], state: .executing(timerRun), history: [user("倒计时30分钟")]),

    // A run's progress
    Transition(
        name: "progress of the run in flight is reported, clamped to 0…1",
        given: [said("倒计时30分钟")],
        when: .skillProgressed(run: "r1", fraction: 1.5),
        effects: [.emit(.progress(run: "r1", skill: "timer.set", progress: 1))],
        state: .executing(timerRun), history: [user("倒计时30分钟")]),
    Transition(
        name: "progress of a run cancelled away reports nothing",
        given: [said("倒计时30分钟"), .cancelRequested],
        when: .skillProgressed(run: "r1", fraction: 0.5),
        effects: [], state: .idle, history: [user("倒计时30分钟")]),

    // Commands besides sentences: answered in place, the state unchanged
    Transition(
        name: "match: how a sentence is understood, with nothing run or remembered",
        given: [said("倒计时")],
        when: .matchRequested("北京天气", at: now, in: zone),
        effects: [matched("北京天气", candidate("weather.query", 2, 0.5, "天气", 2, 4))],
        state: .awaitingInput(pendingDuration), history: [user("倒计时"), agent(askDuration)]),
    Transition(
        name: "register: a new skill is added and its keyword conflicts named",
        when: .registerRequested(TestSkill("alarm", keywords: ["闹钟", "倒计时"])),
        effects: [.emit(.registered(Registration(skill: "alarm", replaced: false, conflicts: ["timer.set"])))],
        state: .idle, history: []),
    Transition(
        name: "unregister: a registered skill is removed",
        when: .unregisterRequested(skill: "greet"),
        effects: [.emit(.unregistered(skill: "greet"))], state: .idle, history: []),
    Transition(
        name: "unregister of an unknown id is refused with unknown_skill",
        when: .unregisterRequested(skill: "nope"),
        effects: [.refuse(ProtocolError(.unknownSkill, "no skill with id 'nope'"))], state: .idle, history: []),
    Transition(
        name: "snapshot: the conversation is saved as it stands",
        given: [said("倒计时")],
        when: .snapshotRequested,
        effects: [.save(SavedConversation(skills: [timer, weather, greeting], history: [user("倒计时"), agent(askDuration)],
                                          state: .awaitingInput(pendingDuration), runsIssued: 1))],
        state: .awaitingInput(pendingDuration), history: [user("倒计时"), agent(askDuration)]),

    // Restore
    Transition(
        name: "restore: a saved question is taken on, with its history",
        when: .restoreRequested(SavedConversation(skills: [timer], history: [user("倒计时"), agent(askDuration)],
                                                  state: .awaitingInput(pendingDuration), runsIssued: 1)),
        effects: [moved(.idle, .awaitingInput(pendingDuration)), .emit(.restored)],
        state: .awaitingInput(pendingDuration), history: [user("倒计时"), agent(askDuration)]),
    Transition(
        name: "restore during a run: the run is stopped and its send closed after restored",
        given: [said("倒计时30分钟")],
        when: .restoreRequested(SavedConversation(skills: [timer], history: [], state: .idle, runsIssued: 4)),
        effects: [.cancel(run: "r1"), moved(.executing, .idle), .emit(.restored), .closeSend(run: "r1")],
        state: .idle, history: []),
    Transition(
        name: "restore of a run in progress leaves the agent idle",
        when: .restoreRequested(SavedConversation(skills: [timer], history: [], state: .executing(timerRun), runsIssued: 1)),
        effects: [.emit(.restored)], state: .idle, history: []),
]

struct AgentTransitionTests {
    @Test(arguments: transitions)
    func step(_ transition: Transition) {
        var agent = makeAgent()
        for input in transition.given { _ = agent.step(input) }
        let effects = agent.step(transition.when)
        #expect(effects == transition.effects)
        #expect(agent.state == transition.state)
        #expect(agent.history.entries == transition.history)
    }

    /// Every state event leaves the state the agent was actually in, through a
    /// long conversation that visits every state.
    @Test func everyStateEventCarriesTheRealFrom() {
        var agent = makeAgent()
        let script: [AgentInput] = [
            said("你好"), said("倒计时"), said("嗯"), said("10"), finished("r1", .failed(tooLong)),
            said("倒计时"), .cancelRequested, said("倒计时30分钟"), said("北京天气"), .cancelRequested,
            said("倒计时"), said("北京天气"), finished("r5", .succeeded(done)), said("倒计时30分钟"),
            finished("r6", .failed(tooLong)), .resetRequested, said("倒计时"), .resetRequested,
        ]
        var transitions = 0
        for input in script {
            var current = agent.state.name
            for case let .emit(.state(change)) in agent.step(input) {
                #expect(change.from == current, "after \(input)")
                current = change.to.name
                transitions += 1
            }
            #expect(agent.state.name == current)
        }
        #expect(transitions == 28)
    }

    @Test func runIDsCountUpAcrossRequests() {
        var agent = makeAgent()
        _ = agent.step(said("倒计时30分钟"))
        _ = agent.step(finished("r1", .succeeded(done)))
        _ = agent.step(said("你好"))
        _ = agent.step(said("北京天气"))
        #expect(agent.state == .executing(weatherRun))
    }

    @Test func anAnswerForASkillUnregisteredMeanwhileFails() {
        var agent = makeAgent()
        _ = agent.step(said("倒计时"))
        #expect(agent.step(.unregisterRequested(skill: "timer.set")) == [.emit(.unregistered(skill: "timer.set"))])
        let error = SkillError(code: "unknown_skill", message: "skill 'timer.set' is no longer registered")
        #expect(agent.step(said("10")) == [
            moved(.awaitingInput, .executing(run("r1", "timer.set"))),
            moved(.executing, .failed(run("r1", "timer.set"), error)),
            reply("抱歉，这个技能已经不在了。"), .closeSend(run: nil),
        ])
        #expect(agent.state == .failed(timerRun, error))
    }

    @Test func statusShowsThePendingQuestion() {
        var assistant = makeAgent()
        _ = assistant.step(said("倒计时"))
        let status = assistant.status
        #expect(status.state == .awaitingInput)
        #expect(status.skill == "timer.set")
        #expect(status.pending == pendingDuration)
        #expect(status.skills.map(\.id) == ["timer.set", "weather.query", "greet"])
        #expect(status.history == [user("倒计时"), agent(askDuration)])
    }

    @Test func aRunsScheduleJoinsTheScheduleAndAnUnscheduledRunLeavesIt() {
        var agent = makeAgent()
        let firing = ScheduledFiring(fireAt: now.addingTimeInterval(1800), detailName: "reminder", detail: nil)
        _ = agent.step(said("倒计时30分钟"))
        _ = agent.step(finished("r1", .succeeded(SkillResult(summary: "ok", data: .null, schedule: firing))))
        _ = agent.step(said("倒计时30分钟"))
        _ = agent.step(finished("r2", .succeeded(SkillResult(summary: "ok", data: .null, schedule: firing))))
        #expect(agent.schedule.map(\.run) == ["r1", "r2"])
        #expect(agent.status.schedule == agent.schedule)
        #expect(agent.saved.schedule == agent.schedule)
        // A failed or cancelled run changes nothing; a result that unschedules r1 drops it.
        _ = agent.step(said("倒计时30分钟"))
        _ = agent.step(finished("r3", .failed(tooLong)))
        _ = agent.step(said("问候"))
        _ = agent.step(finished("r4", .succeeded(SkillResult(summary: "ok", data: .null, unscheduled: ["r1", "r9"]))))
        #expect(agent.schedule.map(\.run) == ["r2"])
        // reset keeps the schedule: only a cancel takes an item off.
        _ = agent.step(.resetRequested)
        #expect(agent.schedule.map(\.run) == ["r2"])
        guard case let .emit(.exported(format, text))? = agent.step(.exportRequested(.ics, at: now, in: zone)).first else {
            Issue.record("export gave no exported event")
            return
        }
        #expect(format == .ics)
        #expect(text == ICalendar.calendar(agent.schedule, in: zone, stamp: now))
        #expect(text.contains("UID:r2-"))
    }

    @Test func runIDsGoOnFromARestoredCount() {
        var agent = makeAgent()
        _ = agent.step(.restoreRequested(SavedConversation(skills: [timer], history: [], state: .idle, runsIssued: 4)))
        _ = agent.step(said("倒计时30分钟"))
        #expect(agent.state.run?.id == "r5")
    }

    @Test func matchChangesNoState() {
        var agent = makeAgent()
        #expect(agent.match("北京天气", at: Date(timeIntervalSince1970: 0), in: .utc).selected == "weather.query")
        #expect(agent.state == .idle)
        #expect(agent.history.entries.isEmpty)
    }

    @Test func historyKeepsOnlyTheLastMessages() {
        var assistant = Agent(skills: [timer], understanding: extractor, historyCapacity: 3)
        _ = assistant.step(said("你好"))
        _ = assistant.step(said("再见"))
        #expect(assistant.history.entries == [agent(sorry), user("再见"), agent(sorry)])
    }
}
