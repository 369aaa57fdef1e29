import AgentCore
import AgentLanguage
import AgentProtocol
import AgentRuntime
import AgentSkills
import Synchronization
import Testing

/// Fails its first `failures` runs with `code`, then answers with the city it was given.
private final class FlakySkill: ImmediateSkill {
    let id = "flaky.lookup"
    let displayName = "flaky"
    let description = "fails at first"
    let keywords = ["查询"]
    let parameters = [SkillParameter(name: "city", title: "城市", kind: .city)]
    let code: ErrorCode
    private let failuresLeft: Mutex<Int>

    init(failures: Int, code: ErrorCode = .networkError) {
        self.code = code
        failuresLeft = Mutex(failures)
    }

    func answer(_ context: SkillContext) throws(SkillError) -> SkillResult {
        let fails = failuresLeft.withLock { left in
            defer { left -= 1 }
            return left > 0
        }
        if fails { throw SkillError(code: code, message: "not this time") }
        guard case let .text(city)? = context.parameters["city"] else { return SkillResult(summary: "no city", data: .null) }
        return SkillResult(summary: "found \(city)", data: .string(city))
    }
}

/// `retry` and 再试一次, in-process: the failed request runs again as a new run.
struct RetryTests {
    private final class Recorder: @unchecked Sendable {  // used on the test's task only
        var events: [AgentEvent] = []
    }

    private static func runtime(_ skill: any Skill, _ recorder: Recorder) -> Runtime {
        Runtime(agent: Agent(skills: [skill] + BuiltinSkills.all(), understanding: LanguageUnderstanding()),
                clock: .fixed(now), timeZone: shanghai, emit: { event, _ in recorder.events.append(event) })
    }

    private static func results(_ events: [AgentEvent]) -> [(run: String, summary: String)] {
        events.compactMap { if case let .result(run, _, summary, _) = $0 { (run, summary) } else { nil } }
    }

    @Test func theRetryCommandRunsTheFailedRequestAgainAsANewRun() async {
        let recorder = Recorder()
        let runtime = Self.runtime(FlakySkill(failures: 1), recorder)
        await runtime.send("查询北京")
        #expect(runtime.agent.state.name == .failed)
        recorder.events = []
        await runtime.handle(.retry, ref: nil, line: 2)
        #expect(Self.results(recorder.events).map(\.summary) == ["found 北京"])
        #expect(Self.results(recorder.events).first?.run == "r2")
        // Straight from failed to executing: nothing is matched, and the send closes with timing.
        #expect(recorder.events.first == .state(StateChange(from: .failed, to: .executing(
            SkillRun(id: "r2", skill: "flaky.lookup", language: .chinese)))))
        #expect(recorder.events.last?.name == .timing)
    }

    @Test(arguments: ["再试一次", "重试", "再来一次", "请再试一遍", "try again", "retry", "Try it again, please"])
    func aSentenceThatAsksToTryAgainRetries(text: String) async throws {
        let recorder = Recorder()
        let runtime = Self.runtime(FlakySkill(failures: 1), recorder)
        await runtime.send("查询上海")
        recorder.events = []
        await runtime.send(text)
        #expect(Self.results(recorder.events).map(\.summary) == ["found 上海"], "\(text)")
        let report = try #require(recorder.events.compactMap { if case let .match(report) = $0 { report } else { nil } }.first)
        #expect(report.selected == "flaky.lookup")
        #expect(report.candidates.first?.conversation == ConversationLink(sentence: "查询上海", retry: true, changed: [],
                                                                          inherited: ["city"]))
    }

    @Test func aTimeoutIsRetriedLikeAnyFailure() async {
        let recorder = Recorder()
        let runtime = Self.runtime(FlakySkill(failures: 2, code: .timeout), recorder)
        await runtime.send("查询杭州")
        await runtime.handle(.retry, ref: nil, line: 2)  // times out again
        #expect(runtime.agent.state.name == .failed)
        await runtime.send("再试一次")
        #expect(Self.results(recorder.events).map(\.run) == ["r3"])
        #expect(runtime.agent.state.name == .idle)
    }

    @Test func withNothingFailedTheCommandIsRejectedAndTheSentenceSaysSo() async {
        let recorder = Recorder()
        let runtime = Self.runtime(FlakySkill(failures: 0), recorder)
        await runtime.handle(.retry, ref: nil, line: 1)  // a fresh agent
        await runtime.send("再试一次")
        await runtime.send("查询北京")  // succeeds
        await runtime.handle(.retry, ref: nil, line: 4)
        await runtime.send("try again")
        let rejected = recorder.events.filter { $0 == .rejected(reason: "nothing_to_retry") }
        #expect(rejected.count == 2)
        let replies = recorder.events.compactMap { if case let .reply(text) = $0 { text } else { nil } }
        #expect(replies == ["没有失败的请求可以重试。", "found 北京", "There is nothing to retry."])
        #expect(Self.results(recorder.events).count == 1)
    }

    @Test func resetForgetsTheFailedRequest() async {
        let recorder = Recorder()
        let runtime = Self.runtime(FlakySkill(failures: 1), recorder)
        await runtime.send("查询北京")
        await runtime.handle(.reset, ref: nil, line: 2)
        recorder.events = []
        await runtime.handle(.retry, ref: nil, line: 3)
        #expect(recorder.events == [.rejected(reason: "nothing_to_retry")])
    }
}
