import FoundationEssentials

/// Performs the agent's effects: emits its events, runs its skills as tasks and
/// feeds their progress and outcomes back, and times each `send`.
///
/// A send that starts a skill stays open until the run ends: its progress and
/// end arrive as `RunSignal`s, which the owner of the loop hands back through
/// `deliver` in the order they came. Meanwhile other commands may be performed
/// (`status`, `cancel`, …); a second `send` is refused as busy by the agent.
/// `send(_:)` does all of this for a caller that does one thing at a time.
public final class AgentRuntime {
    public private(set) var agent: Agent
    public let clock: AgentClock
    public let timeZone: TimeZoneRules
    /// The id of the request being handled, echoed on its events as `ref`; a
    /// send's later events carry the ref it had when it began.
    public var ref: JSONValue?
    /// What finished runs asked to be told of later, in the order they were set
    /// (kept only when `keepsFirings`, so a long stream of timers takes no memory).
    public private(set) var firings: [Firing] = []
    private let keepsFirings: Bool

    private let emit: (AgentEvent, JSONValue?) -> Void
    private let willWait: () -> Void
    private let signal: @Sendable (RunSignal) -> Void
    /// Where signals go when the caller did not say: `send(_:)` waits on it.
    private let ownSignals: Inbox<RunSignal>?
    /// The send whose run is executing, if any.
    private var open: OpenSend?

    /// What a running skill reports.
    public enum RunSignal: Sendable, Equatable {
        case progress(run: String, fraction: Double)
        case finished(run: String, outcome: SkillOutcome)
    }

    /// A scheduled moment, the run that set it and the request that started that run.
    public struct Firing: Sendable, Equatable {
        public var run: String
        public var skill: String
        public var schedule: ScheduledFiring
        public var ref: JSONValue?
    }

    private struct OpenSend {
        var ref: JSONValue?
        var start: Duration
        var understood: Duration?
        var executing = Duration.zero
        var run: Run?
    }

    private struct Run {
        var id: String
        var skill: String
        var began: Duration
        var task: Task<Void, Never>
    }

    /// - Parameters:
    ///   - emit: receives every event, in order, with the ref of the request it answers.
    ///   - willWait: called before the runtime itself waits (in `send`, or for a
    ///     cancelled run to stop), so a writer can put buffered events on the pipe.
    ///   - signal: where running skills report; nil keeps them for `send(_:)`.
    ///   - keepsFirings: whether to keep what finished runs scheduled, in `firings`.
    public init(agent: Agent, clock: AgentClock, timeZone: TimeZoneRules,
                emit: @escaping (AgentEvent, JSONValue?) -> Void, willWait: @escaping () -> Void = {},
                signal: (@Sendable (RunSignal) -> Void)? = nil, keepsFirings: Bool = true) {
        self.agent = agent
        self.keepsFirings = keepsFirings
        self.clock = clock
        self.timeZone = timeZone
        self.emit = emit
        self.willWait = willWait
        if let signal {
            self.signal = signal
            ownSignals = nil
        } else {
            let inbox = Inbox<RunSignal>()
            self.signal = { inbox.post($0) }
            ownSignals = inbox
        }
    }

    /// A skill is executing: its send is not closed yet.
    public var isRunning: Bool { open != nil }

    /// The whole send sequence, waiting for its run and closing with `timing`.
    /// Only for a runtime that keeps its own signals.
    public func send(_ text: String) async {
        guard let signals = ownSignals else { preconditionFailure("send(_:) needs the runtime's own signals") }
        begin(text)
        while isRunning {
            if let ready = signals.poll() {
                deliver(ready)
            } else {
                willWait()
                deliver(await signals.next())
            }
        }
    }

    /// Starts a send: understands the sentence and starts its skill, or
    /// closes the send at once (no skill, a question, a failure, busy).
    public func begin(_ text: String) {
        var send = OpenSend(ref: ref, start: clock.elapsed())
        let effects = agent.step(.sentenceReceived(text, at: clock.now(), in: timeZone))
        perform(effects, for: &send)
        if send.run == nil { close(send) } else { open = send }
    }

    /// Hands back what a running skill reported. Signals of a run that was
    /// cancelled or reset away are dropped: such a run reports nothing more.
    public func deliver(_ signal: RunSignal) {
        guard var send = open, let run = send.run else { return }
        switch signal {
        case let .progress(id, fraction):
            guard id == run.id else { return }
            emit(.progress(run: id, skill: run.skill, progress: min(1, max(0, fraction))), send.ref)
        case let .finished(id, outcome):
            guard id == run.id else { return }
            send.run = nil
            open = nil
            perform(finished(run.id, skill: run.skill, began: run.began, outcome: outcome, for: &send), for: &send)
            if send.run == nil { close(send) } else { open = send }
        }
    }

    public func match(_ text: String) {
        emit(.match(agent.match(text, at: clock.now(), in: timeZone)), ref)
    }

    public func register(_ skill: any Skill) {
        emit(.registered(agent.register(skill)), ref)
    }

    public func selftest() {
        emit(.selftest(agent.selftest(at: clock.now(), in: timeZone)), ref)
    }

    /// Removes a skill and reports it; returns false (emitting nothing) when no skill has `id`.
    /// A run of that skill goes on to its end.
    public func unregister(_ id: String) -> Bool {
        guard agent.unregister(id) else { return false }
        emit(.unregistered(skill: id), ref)
        return true
    }

    public func status() {
        emit(.status(agent.status), ref)
    }

    /// Stops the run or drops the question. A running skill is cancelled and
    /// waited for, so once `cancelled` is out the run has ended (an exec child
    /// has exited); its send then closes with `timing`.
    public func cancel() async {
        await interrupt(agent.step(.cancelRequested))
    }

    public func reset() async {
        await interrupt(agent.step(.resetRequested))
    }

    /// Replaces the agent's conversation with a saved one (see `Agent.restore`);
    /// a run in progress is cancelled first.
    public func restore(skills: [any Skill], history: [HistoryEntry], state: AgentState, runsIssued: Int) async {
        await interrupt(agent.restore(skills: skills, history: history, state: state, runsIssued: runsIssued),
                        then: .restored)
    }

    // MARK: Effects

    /// Effects of a send's transition: events carry the send's ref. An
    /// immediate skill is answered in place, and what follows from its end is
    /// performed in turn; any other skill is started in a task of its own.
    private func perform(_ effects: [AgentEffect], for send: inout OpenSend) {
        for effect in effects {
            switch effect {
            case let .emit(event):
                emit(event, send.ref)
            case let .execute(invocation):
                let began = clock.elapsed()
                if send.understood == nil { send.understood = began - send.start }
                let context = self.context(for: invocation)
                if let skill = invocation.skill.immediate {
                    let outcome = Self.answer(skill, context)
                    perform(finished(invocation.run, skill: skill.id, began: began, outcome: outcome, for: &send),
                            for: &send)
                } else {
                    send.run = Run(id: invocation.run, skill: invocation.skill.id, began: began,
                                   task: Self.launch(invocation.skill, context, signal))
                }
            case .cancel:
                break  // a sentence never cancels
            }
        }
    }

    /// Books a run's end on its send and returns what the agent makes of it.
    private func finished(_ run: String, skill: String, began: Duration, outcome: SkillOutcome,
                          for send: inout OpenSend) -> [AgentEffect] {
        send.executing += clock.elapsed() - began
        if keepsFirings, case let .succeeded(result) = outcome, let schedule = result.schedule {
            firings.append(Firing(run: run, skill: skill, schedule: schedule, ref: send.ref))
        }
        return agent.step(.skillFinished(run: run, outcome: outcome))
    }

    /// Effects of a command that may stop the run in flight, then `last`; the
    /// stopped send closes after the command's own events.
    private func interrupt(_ effects: [AgentEffect], then last: AgentEvent? = nil) async {
        var stopped: OpenSend?
        for effect in effects {
            switch effect {
            case let .emit(event):
                emit(event, ref)
            case let .cancel(run):
                stopped = await stop(run)
            case .execute:
                assertionFailure("only a sentence or a skill's end starts a run")
            }
        }
        if let last { emit(last, ref) }
        if let stopped { close(stopped) }
    }

    /// Cancels the run `id` and waits until its task has ended.
    private func stop(_ id: String) async -> OpenSend? {
        guard var send = open, let run = send.run, run.id == id else { return nil }
        open = nil
        run.task.cancel()
        willWait()
        await run.task.value
        send.executing += clock.elapsed() - run.began
        send.run = nil
        return send
    }

    private func close(_ send: OpenSend) {
        let total = clock.elapsed() - send.start
        emit(.timing(PhaseTiming(understandMs: Self.milliseconds(send.understood ?? total),
                                 executeMs: Self.milliseconds(send.executing), totalMs: Self.milliseconds(total))),
             send.ref)
    }

    /// What a run of `invocation` sees; its progress comes back as signals.
    private func context(for invocation: SkillInvocation) -> SkillContext {
        let registry = agent.registry
        let signal = self.signal
        let run = invocation.run
        return SkillContext(run: run, sentence: invocation.sentence,
                            parameters: invocation.parameters, clock: clock, now: invocation.now,
                            timeZone: invocation.timeZone, language: invocation.language,
                            reportProgress: { signal(.progress(run: run, fraction: $0)) },
                            skill: { registry.skill(withID: $0) })
    }

    /// Runs a skill in a task of its own; its end comes back as a signal.
    private static func launch(_ skill: any Skill, _ context: SkillContext,
                               _ signal: @escaping @Sendable (RunSignal) -> Void) -> Task<Void, Never> {
        Task.detached {
            let outcome = await perform(skill, context)
            signal(.finished(run: context.run, outcome: outcome))
        }
    }

    private static func answer(_ skill: any ImmediateSkill, _ context: SkillContext) -> SkillOutcome {
        do {
            return .succeeded(try skill.answer(context))
        } catch {
            return .failed(error)
        }
    }

    /// A skill's run as an outcome; any error that is not a `SkillError` is `skill_error`.
    /// A run cancelled before it starts does not start.
    public static func perform(_ skill: any Skill, _ context: SkillContext) async -> SkillOutcome {
        do {
            try Task.checkCancellation()
            return .succeeded(try await skill.execute(context))
        } catch let error as SkillError {
            return .failed(error)
        } catch is CancellationError {
            return .cancelled
        } catch {
            return .failed(SkillError(code: "skill_error", message: String(describing: error)))
        }
    }

    private static func milliseconds(_ d: Duration) -> Double {
        let (seconds, attoseconds) = d.components
        let ms = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        return (ms * 1000).rounded() / 1000
    }
}
