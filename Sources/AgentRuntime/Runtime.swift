import AgentCalendar
import AgentCore
import AgentProtocol
import AgentSkills
import FoundationEssentials

/// Carries out commands: `handle` makes each an input of the agent (a spec
/// made a skill, a snapshot read, the clock read), steps the agent, and
/// `perform` does what the agent asks — events written, skills run, runs
/// stopped, sends timed, conversations saved. The only place effects happen.
///
/// A send that starts a skill stays open until the run ends: its progress and
/// end arrive as `RunSignal`s, which the owner of the loop hands back through
/// `deliver` in the order they came. Meanwhile other commands may be handled
/// (`status`, `cancel`, …); a second `send` is refused as busy by the agent.
/// `send(_:)` does all of this for a caller that does one thing at a time.
public final class Runtime {
    public private(set) var agent: Agent
    public let clock: AgentClock
    public let timeZone: TimeZoneRules
    /// The id of the request whose run set each item of the schedule, by run, so
    /// that `fired` can echo it (kept only when `keepsRefs`: a long stream of timers
    /// keeps no more than the schedule does).
    public private(set) var scheduleRefs: [String: JSONValue] = [:]
    private let keepsRefs: Bool
    private let programs: ProgramLookup?
    private let snapshots: SnapshotCodec

    private let emit: (AgentEvent, JSONValue?) -> Void
    private let willWait: () -> Void
    private let signal: @Sendable (RunSignal) -> Void
    /// Where signals go when the caller did not say: `send(_:)` waits on it.
    private let ownSignals: Inbox<RunSignal>?
    /// The send whose run is executing, if any.
    private var open: Send?

    /// What a running skill reports.
    public enum RunSignal: Sendable, Equatable {
        case progress(run: String, fraction: Double)
        case finished(run: String, outcome: SkillOutcome)
    }

    /// Where a command came from: the id its events echo as `ref`, and the line an `error` names.
    private struct Origin {
        var ref: JSONValue?
        var line: Int
    }

    /// A send being answered, and what its `timing` will say.
    private struct Send {
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
        /// The task running it; nil once it is answered in place or stopped.
        var task: Task<Void, Never>?
    }

    /// - Parameters:
    ///   - builtins: the skills a snapshot may name by id.
    ///   - programs: where the programs of exec skills that a `register` (or a snapshot) brings are
    ///     looked up; nil: none may bring one.
    ///   - emit: receives every event, in order, with the ref of the request it answers.
    ///   - willWait: called before the runtime itself waits (in `send`, or for a
    ///     stopped run to end), so a writer can put buffered events on the pipe.
    ///   - signal: where running skills report; nil keeps them for `send(_:)`.
    ///   - keepsRefs: whether to keep the ref of the request behind each schedule item, in `scheduleRefs`.
    public init(agent: Agent, clock: AgentClock, timeZone: TimeZoneRules, builtins: [any Skill] = [],
                programs: ProgramLookup? = nil, emit: @escaping (AgentEvent, JSONValue?) -> Void,
                willWait: @escaping () -> Void = {}, signal: (@Sendable (RunSignal) -> Void)? = nil,
                keepsRefs: Bool = true) {
        self.agent = agent
        self.clock = clock
        self.timeZone = timeZone
        self.programs = programs
        snapshots = SnapshotCodec(builtins: builtins, programs: programs, timeZone: timeZone)
        self.keepsRefs = keepsRefs
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

    /// Carries out one command; its events carry `ref`, an `error` names `line`.
    /// Returns once the command is answered, except a send whose skill runs on:
    /// the rest of its answer comes through `deliver`.
    public func handle(_ command: Command, ref: JSONValue?, line: Int) async {
        let origin = Origin(ref: ref, line: line)
        let input: AgentInput
        do {
            input = try self.input(for: command)
        } catch {
            return refuse(error, from: origin)
        }
        var send: Send?
        // A send is timed from before it is understood; a retry answers as a send does.
        switch input {
        case .sentenceReceived, .retryRequested: send = Send(ref: ref, start: clock.elapsed())
        default: break
        }
        await perform(agent.step(input), from: origin, send: &send)
    }

    /// Hands back what a running skill reported. Signals of a run that was
    /// stopped are dropped: such a run reports nothing more.
    public func deliver(_ signal: RunSignal) async {
        guard let send = open, let run = send.run, run.task != nil else { return }
        let origin = Origin(ref: send.ref, line: 0)
        switch signal {
        case let .progress(id, fraction):
            guard id == run.id else { return }
            var unchanged: Send?  // progress closes nothing
            await perform(agent.step(.skillProgressed(run: id, fraction: fraction)), from: origin, send: &unchanged)
        case let .finished(id, outcome):
            guard id == run.id else { return }
            var finished: Send? = send
            open = nil
            let effects = finish(outcome, of: run, for: &finished)
            await perform(effects, from: origin, send: &finished)
        }
    }

    /// The whole send sequence, waiting for its run and closing with `timing`.
    /// Only for a runtime that keeps its own signals.
    public func send(_ text: String, ref: JSONValue? = nil) async {
        guard let signals = ownSignals else { preconditionFailure("send(_:) needs the runtime's own signals") }
        await handle(.send(text), ref: ref, line: 0)
        while isRunning {
            if let ready = signals.poll() {
                await deliver(ready)
            } else {
                willWait()
                await deliver(await signals.next())
            }
        }
    }

    // MARK: Commands to inputs

    private func input(for command: Command) throws(ProtocolError) -> AgentInput {
        switch command {
        case let .register(spec):
            let skill = try SkillFactory.makeSkill(from: spec, programs: programs)
            let registry = agent.registry
            try SkillFactory.refuseUnbounded(skill, registered: registry.skill(withID:))
            return .registerRequested(skill)
        case let .unregister(id): return .unregisterRequested(skill: id)
        case let .send(text): return .sentenceReceived(text, at: clock.now(), in: timeZone)
        case let .match(text): return .matchRequested(text, at: clock.now(), in: timeZone)
        case .status: return .statusRequested
        case .cancel: return .cancelRequested
        case .retry: return .retryRequested(at: clock.now(), in: timeZone)
        case .reset: return .resetRequested
        case .selftest: return .selftestRequested(at: clock.now(), in: timeZone)
        case .snapshot: return .snapshotRequested
        case let .export(format): return .exportRequested(format, at: clock.now(), in: timeZone)
        case let .restore(state): return .restoreRequested(try snapshots.decode(state))
        }
    }

    // MARK: Effects

    /// Performs `effects` in order. `send` is the send they belong to, if any:
    /// the one just received, or the one whose run reported.
    private func perform(_ effects: [AgentEffect], from origin: Origin, send: inout Send?) async {
        for effect in effects {
            switch effect {
            case let .emit(event):
                emit(event, origin.ref)
            case let .refuse(error):
                refuse(error, from: origin)
            case let .execute(invocation):
                await execute(invocation, from: origin, send: &send)
            case let .cancel(run):
                await stop(run)
            case let .closeSend(run):
                if let current = send, run == nil || current.run?.id == run {
                    close(current)
                    send = nil
                } else if let stopped = open, let run, stopped.run?.id == run {
                    close(stopped)
                    open = nil
                }
            case let .save(conversation):
                emit(.snapshot(state: snapshots.encode(conversation)), origin.ref)
            }
        }
    }

    /// An immediate skill is answered in place and what follows from its end is
    /// performed in turn; any other skill is started in a task of its own, and
    /// its send stays open.
    private func execute(_ invocation: SkillInvocation, from origin: Origin, send: inout Send?) async {
        guard var current = send else { return assertionFailure("only a sentence starts a run") }
        let began = clock.elapsed()
        if current.understood == nil { current.understood = began - current.start }
        var run = Run(id: invocation.run, skill: invocation.skill.id, began: began)
        if let skill = invocation.skill.immediate {
            current.run = run
            send = current
            // The context is gone before the agent books the outcome: it holds the schedule, which
            // the agent then appends to, and a second holder would make that a copy of all of it.
            let outcome = Self.answer(skill, context(for: invocation))
            let effects = finish(outcome, of: run, for: &send)
            await perform(effects, from: origin, send: &send)
        } else {
            run.task = Self.launch(invocation.skill, context(for: invocation), signal)
            current.run = run
            send = nil
            open = current
        }
    }

    /// Books a run's end on its send and returns what the agent makes of it.
    private func finish(_ outcome: SkillOutcome, of run: Run, for send: inout Send?) -> [AgentEffect] {
        send?.executing += clock.elapsed() - run.began
        if keepsRefs, case let .succeeded(result) = outcome, result.schedule != nil, let ref = send?.ref {
            scheduleRefs[run.id] = ref
        }
        return agent.step(.skillFinished(run: run.id, outcome: outcome))
    }

    /// Cancels the run `id` and waits until its task has ended; its send stays
    /// open until the agent closes it.
    private func stop(_ id: String) async {
        guard var send = open, var run = send.run, run.id == id, let task = run.task else { return }
        task.cancel()
        willWait()
        await task.value
        send.executing += clock.elapsed() - run.began
        run.task = nil
        send.run = run
        open = send
    }

    private func close(_ send: Send) {
        let total = clock.elapsed() - send.start
        emit(.timing(PhaseTiming(understandMs: Self.milliseconds(send.understood ?? total),
                                 executeMs: Self.milliseconds(send.executing), totalMs: Self.milliseconds(total))),
             send.ref)
    }

    private func refuse(_ error: ProtocolError, from origin: Origin) {
        emit(.error(code: error.code, message: error.message, line: origin.line), origin.ref)
    }

    /// What a run of `invocation` sees; its progress comes back as signals.
    private func context(for invocation: SkillInvocation) -> SkillContext {
        let registry = agent.registry
        let schedule = agent.schedule
        let signal = self.signal
        let run = invocation.run
        return SkillContext(run: run, sentence: invocation.sentence,
                            parameters: invocation.parameters, clock: clock, now: invocation.now,
                            timeZone: invocation.timeZone, language: invocation.language,
                            reportProgress: { signal(.progress(run: run, fraction: $0)) },
                            skill: { registry.skill(withID: $0) }, schedule: schedule, followsUp: invocation.followsUp)
    }

    /// Runs a skill in a task of its own; its end comes back as a signal.
    private static func launch(_ skill: any Skill, _ context: SkillContext,
                               _ signal: @escaping @Sendable (RunSignal) -> Void) -> Task<Void, Never> {
        Task.detached {
            let outcome = await skill.outcome(context)
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

    private static func milliseconds(_ d: Duration) -> Double {
        let (seconds, attoseconds) = d.components
        let ms = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        return (ms * 1000).rounded() / 1000
    }
}
