import AgentCore
import AgentProtocol
import AgentRuntime
import FoundationEssentials
import Synchronization
import TestSupport
import Testing

/// Reports progress in quarters, then finishes with what it was handed and what it can see.
private struct SteppingSkill: Skill {
    let id = "steps"
    let displayName = "steps"
    let description = "reports progress"
    let keywords = ["steps"]
    let parameters: [SkillParameter] = []

    func execute(_ context: SkillContext) async throws -> SkillResult {
        for quarter in 1...4 { context.reportProgress(Double(quarter) / 4) }
        context.reportProgress(7)  // out of range: clamped to 1
        let sees = context.skill("steps") != nil && context.skill("nope") == nil
        return SkillResult(summary: "done", data: .bool(sees))
    }
}

/// What a `LongSkill` run went through, seen from outside it.
private final class RunLog: Sendable {
    private let state = Mutex<(started: Bool, cancelled: Bool, ended: Bool)>((false, false, false))
    /// Opened by the test; until then the skill waits (at most 30 s).
    let gate = Mutex(false)

    var started: Bool { state.withLock { $0.started } }
    var cancelled: Bool { state.withLock { $0.cancelled } }
    var ended: Bool { state.withLock { $0.ended } }

    func start() { state.withLock { $0.started = true } }
    func cancel() { state.withLock { $0.cancelled = true } }
    func end() { state.withLock { $0.ended = true } }
}

/// Reports 0.5, then waits for the gate (or cancellation), then finishes.
private struct LongSkill: Skill {
    let id = "long"
    let displayName = "long"
    let description = "takes a while"
    let keywords = ["long"]
    let parameters: [SkillParameter] = []
    let log: RunLog

    func execute(_ context: SkillContext) async throws -> SkillResult {
        log.start()
        defer { log.end() }
        context.reportProgress(0.5)
        for _ in 0..<3000 where !log.gate.withLock({ $0 }) {
            do {
                try await Task.sleep(for: .milliseconds(10))
            } catch {
                log.cancel()
                throw error
            }
        }
        return SkillResult(summary: "long done", data: .null)
    }
}

/// A runtime whose skills report to an inbox the test reads, as `--interactive` does.
private final class Harness {
    var events: [(event: AgentEvent, ref: JSONValue?)] = []
    let signals = Inbox<Runtime.RunSignal>()
    let runtime: Runtime

    init(skills: [any Skill]) {
        let signals = self.signals
        var record: (AgentEvent, JSONValue?) -> Void = { _, _ in }
        runtime = Runtime(agent: Agent(skills: skills, understanding: FakeUnderstanding()),
                               clock: .fixed(Date(timeIntervalSince1970: 0)), timeZone: .utc,
                               emit: { record($0, $1) }, signal: { signals.post($0) })
        record = { [unowned self] in events.append(($0, $1)) }
    }

    var names: [AgentEvent.Name] { events.map(\.event.name) }

    /// Delivers signals until one of the run's events is a `progress`.
    func awaitProgress() async {
        while !events.contains(where: { $0.event.name == .progress }) {
            await runtime.deliver(await signals.next())
        }
    }

    func awaitClose() async {
        while runtime.isRunning { await runtime.deliver(await signals.next()) }
    }
}

struct RuntimeTests {
    @Test func progressReportsBecomeProgressEventsBeforeTheResult() async {
        final class Events { var list: [AgentEvent] = [] }
        let events = Events()
        let runtime = Runtime(
            agent: Agent(skills: [SteppingSkill()], understanding: FakeUnderstanding()),
            clock: .fixed(Date(timeIntervalSince1970: 0)), timeZone: .utc,
            emit: { event, _ in events.list.append(event) })
        await runtime.send("steps")
        let progress = events.list.compactMap { event -> Double? in
            if case let .progress(_, _, value) = event { return value }
            return nil
        }
        #expect(progress == [0.25, 0.5, 0.75, 1, 1])
        let names = events.list.map(\.name)
        #expect(names == [.state, .match, .state, .progress, .progress, .progress, .progress, .progress, .result, .reply, .state, .timing])
        #expect(events.list.contains(.result(run: "r1", skill: "steps", summary: "done", data: .bool(true))))
        #expect(!runtime.isRunning)
    }

    @Test func progressIsPutOutWhileTheSkillStillRuns() async {
        final class Seen { var atWait: [[AgentEvent.Name]] = [] }
        let seen = Seen()
        let log = RunLog()
        var names: [AgentEvent.Name] = []
        let runtime = Runtime(
            agent: Agent(skills: [LongSkill(log: log)], understanding: FakeUnderstanding()),
            clock: .fixed(Date(timeIntervalSince1970: 0)), timeZone: .utc,
            emit: { event, _ in names.append(event.name) },
            willWait: {
                seen.atWait.append(names)
                if names.contains(.progress) { log.gate.withLock { $0 = true } }  // the writer has it: let the skill end
            })
        await runtime.send("long")
        // Some wait came after the progress event and before the result: a writer flushing there shows progress live.
        #expect(seen.atWait.contains { $0.contains(.progress) && !$0.contains(.result) })
        #expect(names.last == .timing && names.contains(.result))
    }

    @Test func cancelStopsTheRunWaitsForItAndClosesTheSend() async {
        let log = RunLog()
        let harness = Harness(skills: [LongSkill(log: log)])
        await harness.runtime.handle(.send("long"), ref: "send-1", line: 1)
        #expect(harness.runtime.isRunning)
        await harness.awaitProgress()

        await harness.runtime.handle(.cancel, ref: "cancel-1", line: 2)
        // Once cancel returns, the skill has seen the cancellation and ended.
        #expect(log.cancelled && log.ended)
        #expect(!harness.runtime.isRunning)
        #expect(harness.runtime.agent.state == .idle)
        let tail = harness.events.suffix(3)
        #expect(tail.map(\.event.name) == [.state, .cancelled, .timing])
        #expect(tail.map(\.ref) == ["cancel-1", "cancel-1", "send-1"])
        #expect(tail.first?.event == .state(StateChange(from: .executing, to: .idle)))

        // The run's own end, still in the inbox, is dropped: a cancelled run never reports a result.
        while let late = harness.signals.poll() { await harness.runtime.deliver(late) }
        #expect(!harness.names.contains(.result))
        #expect(harness.names.filter { $0 == .timing }.count == 1)
    }

    @Test func aSendWhileBusyIsRefusedAndChangesNothing() async {
        let log = RunLog()
        let harness = Harness(skills: [LongSkill(log: log)])
        await harness.runtime.handle(.send("long"), ref: 1, line: 1)
        await harness.awaitProgress()
        let before = harness.runtime.agent

        await harness.runtime.handle(.send("long again"), ref: 2, line: 1)
        let answer = harness.events.filter { $0.ref == 2 }.map(\.event)
        #expect(answer.map(\.name) == [.rejected, .timing])
        #expect(answer.first == .rejected(reason: "busy"))
        #expect(harness.runtime.agent.state == before.state)
        #expect(harness.runtime.agent.history == before.history)
        #expect(harness.runtime.isRunning)

        await harness.runtime.handle(.status, ref: 3, line: 3)
        guard case let .status(report)? = harness.events.last?.event else {
            Issue.record("status gave no status event")
            return
        }
        #expect(report.state == .executing && report.skill == "long")

        log.gate.withLock { $0 = true }
        await harness.awaitClose()
        // The first send's result and timing carry its own ref, whatever came in between.
        let first = harness.events.filter { $0.ref == 1 }.map(\.event.name)
        #expect(first == [.state, .match, .state, .progress, .result, .reply, .state, .timing])
    }

    @Test func resetDuringARunStopsItAndClearsTheHistory() async {
        let log = RunLog()
        let harness = Harness(skills: [LongSkill(log: log)])
        await harness.runtime.handle(.send("long"), ref: "s", line: 1)
        await harness.awaitProgress()
        await harness.runtime.handle(.reset, ref: "r", line: 2)
        #expect(log.cancelled && log.ended)
        #expect(harness.events.suffix(3).map(\.event.name) == [.state, .reset, .timing])
        #expect(harness.events.suffix(3).map(\.ref) == ["r", "r", "s"])
        #expect(harness.runtime.agent.history.entries.isEmpty)
        #expect(!harness.runtime.isRunning)
    }

    @Test func cancelWithNothingRunningIsRejected() async {
        let harness = Harness(skills: [SteppingSkill()])
        await harness.runtime.handle(.cancel, ref: nil, line: 1)
        #expect(harness.events.map(\.event) == [.rejected(reason: "nothing_to_cancel")])
    }

    @Test func aRunCancelledBeforeItStartsDoesNotStart() async {
        let log = RunLog()
        let context = SkillContext(run: "r1", sentence: "long", parameters: [:], clock: .fixed(Date(timeIntervalSince1970: 0)),
                                   now: Date(timeIntervalSince1970: 0), timeZone: .utc, language: .english)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await LongSkill(log: log).outcome(context)
        }
        #expect(await task.value == .cancelled)
        #expect(!log.started)
    }
}
