/// Everything the tool reports, one case per event name on the wire.
///
/// The CLI encodes each case with `event`, `seq` and `ref` first and then the
/// fields in the order documented in docs/protocol.md and `schemas/events.schema.json`.
public enum AgentEvent: Sendable, Equatable {
    /// A transition: `from` is always the state actually left.
    case state(StateChange)
    case match(MatchReport)
    case result(run: String, skill: String, summary: String, data: JSONValue)
    /// What is said to the person.
    case reply(text: String)
    case progress(run: String, skill: String, progress: Double)
    /// Closes every `send`.
    case timing(PhaseTiming)
    case cancelled(run: String, skill: String)
    case rejected(reason: String)
    case registered(Registration)
    case unregistered(skill: String)
    /// Boxed, as `fired` is: the two largest payloads (136 and 105 bytes), rare in a stream,
    /// would make every event that is copied on its way out that large.
    indirect case status(StatusReport)
    case reset
    /// The answer to `selftest`.
    case selftest(SelftestReport)
    /// A command line that could not be carried out; `line` counts input lines from 1.
    case error(code: ErrorCode, message: String, line: Int)
    /// A timer or alarm went off (`--wait-timers`).
    indirect case fired(run: String, skill: String, firing: ScheduledFiring)
    /// The conversation as JSON, for `restore` in a later invocation.
    case snapshot(state: JSONValue)
    case restored
    /// The schedule written out (`export`): `text` in `format`.
    case exported(format: ExportFormat, text: String)

    public enum Name: String, Sendable, CaseIterable {
        case state, match, result, reply, progress, timing, cancelled, rejected
        case registered, unregistered, status, reset, error, fired, snapshot, restored, selftest, exported
    }

    public var name: Name {
        switch self {
        case .state: return .state
        case .match: return .match
        case .result: return .result
        case .reply: return .reply
        case .progress: return .progress
        case .timing: return .timing
        case .cancelled: return .cancelled
        case .rejected: return .rejected
        case .registered: return .registered
        case .unregistered: return .unregistered
        case .status: return .status
        case .reset: return .reset
        case .error: return .error
        case .fired: return .fired
        case .snapshot: return .snapshot
        case .restored: return .restored
        case .exported: return .exported
        case .selftest: return .selftest
        }
    }
}

/// A skill put in place by `register`.
public struct Registration: Sendable, Equatable {
    public var skill: String
    /// A skill with this id existed and was replaced in place.
    public var replaced: Bool
    /// The other skills sharing at least one keyword with this one, sorted by id.
    public var conflicts: [String]

    public init(skill: String, replaced: Bool, conflicts: [String] = []) {
        self.skill = skill
        self.replaced = replaced
        self.conflicts = conflicts
    }
}

/// What `selftest` found: one result per sample, in registration order.
public struct SelftestReport: Sendable, Equatable {
    public enum Expectation: String, Sendable {
        /// A sample: it must select its skill.
        case select
        /// A negative sample: it must not.
        case reject
    }

    public struct Result: Sendable, Equatable {
        public var skill: String
        public var sample: String
        public var expect: Expectation
        public var selected: String?
        public var passed: Bool

        public init(skill: String, sample: String, expect: Expectation, selected: String?, passed: Bool) {
            self.skill = skill
            self.sample = sample
            self.expect = expect
            self.selected = selected
            self.passed = passed
        }
    }

    public var results: [Result]
    public var passed: Int { results.count(where: \.passed) }
    public var failed: Int { results.count - passed }

    public init(results: [Result]) {
        self.results = results
    }
}

public struct StateChange: Sendable, Equatable {
    public var from: StateName
    /// The state entered, whole: the event's `to`, `skill`, `run`, `missing` and
    /// `error` are read from it, so they cannot disagree with it.
    public var to: AgentState

    public init(from: StateName, to: AgentState) {
        self.from = from
        self.to = to
    }

    public var skill: String? { to.run?.skill }
    public var run: String? { to.run?.id }

    /// With `to: awaitingInput`: what is still needed.
    public var missing: [SkillParameter]? {
        if case let .awaitingInput(question) = to { return question.missing }
        return nil
    }

    /// With `to: failed`: what went wrong.
    public var error: SkillError? {
        if case let .failed(_, error) = to { return error }
        return nil
    }
}

/// Milliseconds spent matching and extracting, running the skill, and in all.
public struct PhaseTiming: Sendable, Equatable {
    public var understandMs: Double
    public var executeMs: Double
    public var totalMs: Double

    public init(understandMs: Double, executeMs: Double, totalMs: Double) {
        self.understandMs = understandMs
        self.executeMs = executeMs
        self.totalMs = totalMs
    }
}

/// The agent as `status` reports it.
public struct StatusReport: Sendable, Equatable {
    public var state: StateName
    /// The skill of the current run, if any.
    public var skill: String?
    public var pending: PendingQuestion?
    public var skills: [SkillSummary]
    public var history: [HistoryEntry]
    public var schedule: [ScheduledItem]

    public init(state: StateName, skill: String?, pending: PendingQuestion?, skills: [SkillSummary],
                history: [HistoryEntry], schedule: [ScheduledItem] = []) {
        self.state = state
        self.skill = skill
        self.pending = pending
        self.skills = skills
        self.history = history
        self.schedule = schedule
    }
}

/// A registered skill as `status` lists it.
public struct SkillSummary: Sendable, Equatable {
    public var id: String
    public var displayName: String
    public var description: String
    public var keywords: [String]
    public var excludeKeywords: [String]
    public var parameters: [SkillParameter]
    public var evidence: SkillEvidence
    public var samples: [String]

    public init(id: String, displayName: String, description: String, keywords: [String], excludeKeywords: [String],
                parameters: [SkillParameter], evidence: SkillEvidence, samples: [String]) {
        self.id = id
        self.displayName = displayName
        self.description = description
        self.keywords = keywords
        self.excludeKeywords = excludeKeywords
        self.parameters = parameters
        self.evidence = evidence
        self.samples = samples
    }
}

/// One message of the conversation.
public struct HistoryEntry: Sendable, Equatable {
    public enum Role: String, Sendable {
        case user, agent
    }

    public var role: Role
    public var text: String

    public init(role: Role, text: String) {
        self.role = role
        self.text = text
    }
}
