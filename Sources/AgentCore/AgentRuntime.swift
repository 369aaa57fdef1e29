import FoundationEssentials

/// Performs the agent's effects: emits its events, runs its skills and feeds
/// their outcomes back, and times each `send`. Commands are handled one after
/// another; the caller awaits each before the next.
public final class AgentRuntime {
    public private(set) var agent: Agent
    public let clock: AgentClock
    public let timeZone: TimeZoneRules
    private let emit: (AgentEvent) -> Void
    private let willWait: () -> Void
    /// What finished runs asked to be told of later, in the order they were set.
    public private(set) var firings: [Firing] = []

    /// A scheduled moment and the run that set it.
    public struct Firing: Sendable, Equatable {
        public var run: String
        public var skill: String
        public var schedule: ScheduledFiring
    }

    /// - Parameters:
    ///   - emit: receives every event, in order.
    ///   - willWait: called before the runtime waits on a skill, so a writer
    ///     can put buffered events on the pipe first.
    public init(agent: Agent, clock: AgentClock, timeZone: TimeZoneRules,
                emit: @escaping (AgentEvent) -> Void, willWait: @escaping () -> Void = {}) {
        self.agent = agent
        self.clock = clock
        self.timeZone = timeZone
        self.emit = emit
        self.willWait = willWait
    }

    /// The whole send sequence, closed by a `timing` event.
    public func send(_ text: String) async {
        let start = clock.elapsed()
        var understood: Duration?
        var executing = Duration.zero
        var effects = agent.step(.sentenceReceived(text, at: clock.now(), in: timeZone))
        while !effects.isEmpty {
            var next: [AgentEffect] = []
            for effect in effects {
                switch effect {
                case let .emit(event):
                    emit(event)
                case .cancel:
                    break  // sequential: nothing else is running
                case let .execute(invocation):
                    let began = clock.elapsed()
                    if understood == nil { understood = began - start }
                    willWait()
                    let outcome = await execute(invocation)
                    executing += clock.elapsed() - began
                    if case let .succeeded(result) = outcome, let schedule = result.schedule {
                        firings.append(Firing(run: invocation.run, skill: invocation.skill.id, schedule: schedule))
                    }
                    next += agent.step(.skillFinished(run: invocation.run, outcome: outcome))
                }
            }
            effects = next
        }
        let total = clock.elapsed() - start
        emit(.timing(PhaseTiming(understandMs: Self.milliseconds(understood ?? total),
                                 executeMs: Self.milliseconds(executing), totalMs: Self.milliseconds(total))))
    }

    public func match(_ text: String) {
        emit(.match(agent.match(text)))
    }

    public func register(_ skill: any Skill) {
        emit(.registered(agent.register(skill)))
    }

    public func selftest() {
        emit(.selftest(agent.selftest()))
    }

    /// Removes a skill and reports it; returns false (emitting nothing) when no skill has `id`.
    public func unregister(_ id: String) -> Bool {
        guard agent.unregister(id) else { return false }
        emit(.unregistered(skill: id))
        return true
    }

    /// Replaces the agent's conversation with a saved one (see `Agent.restore`).
    public func restore(skills: [any Skill], history: [HistoryEntry], state: AgentState, runsIssued: Int) {
        apply(agent.restore(skills: skills, history: history, state: state, runsIssued: runsIssued))
        emit(.restored)
    }

    public func status() {
        emit(.status(agent.status))
    }

    public func cancel() {
        apply(agent.step(.cancelRequested))
    }

    public func reset() {
        apply(agent.step(.resetRequested))
    }

    /// Effects of a transition that starts no skill.
    private func apply(_ effects: [AgentEffect]) {
        for case let .emit(event) in effects { emit(event) }
    }

    /// Runs a skill, emitting its progress reports as `progress` events (each put
    /// on the pipe at once: the skill is still running) until it ends.
    private func execute(_ invocation: SkillInvocation) async -> SkillOutcome {
        let (reports, progress) = AsyncStream<Double>.makeStream()
        let registry = agent.registry
        let context = SkillContext(run: invocation.run, sentence: invocation.sentence,
                                   parameters: invocation.parameters, clock: clock, now: invocation.now,
                                   timeZone: invocation.timeZone, language: invocation.language,
                                   reportProgress: { progress.yield($0) },
                                   skill: { registry.skill(withID: $0) })
        let skill = invocation.skill
        async let outcome: SkillOutcome = {
            defer { progress.finish() }
            return await Self.perform(skill, context)
        }()
        for await fraction in reports {
            emit(.progress(run: invocation.run, skill: skill.id, progress: min(1, max(0, fraction))))
            willWait()
        }
        return await outcome
    }

    /// A skill's run as an outcome; any error that is not a `SkillError` is `skill_error`.
    public static func perform(_ skill: any Skill, _ context: SkillContext) async -> SkillOutcome {
        do {
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
