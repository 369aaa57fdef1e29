import AgentCalendar
import AgentProtocol
import FoundationEssentials

/// What the agent wants done; the runtime performs effects and feeds outcomes back.
public enum AgentEffect: Sendable, Equatable {
    case emit(AgentEvent)
    /// The command cannot be carried out: an `error` event for its line.
    case refuse(ProtocolError)
    /// Run a skill; report its progress as `.skillProgressed` and its end as `.skillFinished`.
    case execute(SkillInvocation)
    /// Stop a run in progress and wait for it; its outcome is no longer wanted.
    case cancel(run: String)
    /// A send is over: its `timing` event. `run` names the run that kept it
    /// open; nil is the send just received, which started no run.
    case closeSend(run: String?)
    /// Write the conversation out (`snapshot`): how it is written is the runtime's concern.
    case save(SavedConversation)
}

/// A skill run to perform.
public struct SkillInvocation: Sendable, Equatable {
    public var skill: any Skill
    public var run: String
    public var sentence: String
    public var parameters: [String: ParameterValue]
    public var now: Date
    public var timeZone: TimeZoneRules
    public var language: ReplyLanguage
    /// The run of the last request, when this one follows it up (see `SkillContext.followsUp`).
    public var followsUp: String?

    public init(skill: any Skill, run: String, sentence: String, parameters: [String: ParameterValue], now: Date,
                timeZone: TimeZoneRules, language: ReplyLanguage, followsUp: String? = nil) {
        self.skill = skill
        self.run = run
        self.sentence = sentence
        self.parameters = parameters
        self.now = now
        self.timeZone = timeZone
        self.language = language
        self.followsUp = followsUp
    }

    public static func == (a: SkillInvocation, b: SkillInvocation) -> Bool {
        a.skill.id == b.skill.id && a.run == b.run && a.sentence == b.sentence && a.parameters == b.parameters
            && a.now == b.now && a.timeZone == b.timeZone && a.language == b.language && a.followsUp == b.followsUp
    }
}

/// A conversation as it travels between invocations: its skills, history,
/// state (idle, a pending question or a failure), how many run ids it handed
/// out, and its schedule.
public struct SavedConversation: Sendable, Equatable {
    public var skills: [any Skill]
    public var history: [HistoryEntry]
    public var state: AgentState
    public var runsIssued: Int
    public var schedule: [ScheduledItem]
    /// The request follow-ups and retries go on from; nil in a snapshot made before there were any.
    public var lastRequest: LastRequest?

    public init(skills: [any Skill], history: [HistoryEntry], state: AgentState, runsIssued: Int,
                schedule: [ScheduledItem] = [], lastRequest: LastRequest? = nil) {
        self.lastRequest = lastRequest
        self.skills = skills
        self.history = history
        self.state = state
        self.runsIssued = runsIssued
        self.schedule = schedule
    }

    public static func == (a: SavedConversation, b: SavedConversation) -> Bool {
        a.skills.map(\.id) == b.skills.map(\.id) && a.history == b.history && a.state == b.state
            && a.runsIssued == b.runsIssued && a.schedule == b.schedule && a.lastRequest == b.lastRequest
    }
}
