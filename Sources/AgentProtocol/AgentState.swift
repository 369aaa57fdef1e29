import FoundationEssentials

/// Where the agent is. Each case holds exactly the data that state needs.
public enum AgentState: Sendable, Equatable {
    case idle
    /// Matching a sentence and extracting its parameters.
    case understanding
    case executing(SkillRun)
    /// A required parameter is missing; the next sentence may answer it. Boxed, as `failed`
    /// is: the state travels in every `state` event and effect, and those two cases would
    /// make each copy of it several times larger.
    indirect case awaitingInput(PendingQuestion)
    /// The last run failed; the next sentence starts afresh.
    indirect case failed(SkillRun, SkillError)

    public var name: StateName {
        switch self {
        case .idle: return .idle
        case .understanding: return .understanding
        case .executing: return .executing
        case .awaitingInput: return .awaitingInput
        case .failed: return .failed
        }
    }

    /// The run in progress, in `executing`.
    public var executingRun: SkillRun? {
        if case let .executing(run) = self { return run }
        return nil
    }

    /// The run this state belongs to, if any.
    public var run: SkillRun? {
        switch self {
        case .idle, .understanding: return nil
        case let .executing(run): return run
        case let .awaitingInput(question): return question.run
        case let .failed(run, _): return run
        }
    }
}

/// The names of the states as they appear on the wire.
public enum StateName: String, Sendable, CaseIterable {
    case idle, understanding, executing, awaitingInput, failed
}

/// One execution of one skill, named by a run id.
public struct SkillRun: Sendable, Equatable {
    public var id: String
    public var skill: String
    /// The language of the sentence that started the run, kept for its replies
    /// (an answer such as "10" has none).
    public var language: ReplyLanguage

    public init(id: String, skill: String, language: ReplyLanguage) {
        self.id = id
        self.skill = skill
        self.language = language
    }
}

/// A question the agent asked because a run lacks required parameters.
public struct PendingQuestion: Sendable, Equatable {
    public var run: SkillRun
    /// The sentence that started the run, with any answer that narrowed the answer to come after it
    /// (明天早上 asked at what time: `Understanding.narrowsAnswer`).
    public var sentence: String
    public var parameters: [String: ParameterValue]
    public var missing: [SkillParameter]
    /// The question as the skill asked it, when the skill asked (a choice among several): asked
    /// again, word for word, when an answer fits none.
    public var prompt: String?

    public init(run: SkillRun, sentence: String, parameters: [String: ParameterValue], missing: [SkillParameter],
                prompt: String? = nil) {
        self.prompt = prompt
        self.run = run
        self.sentence = sentence
        self.parameters = parameters
        self.missing = missing
    }
}
