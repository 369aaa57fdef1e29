import AgentCalendar
import AgentProtocol
import FoundationEssentials

/// A capability the agent can select by keywords and run.
///
/// The agent never looks inside a skill: it scores the sentence against
/// `keywords` (a hit of `excludeKeywords` disqualifies), extracts the declared
/// `parameters`, asks for any required one that is missing, and then calls
/// `execute`. Built-in skills, reply templates and external processes all
/// conform, so the agent treats them alike.
public protocol Skill: Sendable {
    /// Unique id, `[a-z0-9._-]{1,64}`; registering the same id again replaces the skill in place.
    var id: String { get }
    var displayName: String { get }
    var description: String { get }
    var keywords: [String] { get }
    var excludeKeywords: [String] { get }
    var parameters: [SkillParameter] { get }
    /// What the sentence must show besides a keyword for this skill to be chosen.
    var evidence: SkillEvidence { get }
    /// Sentences that must select this skill, and sentences that must not (for `selftest`).
    var samples: [String] { get }
    var negativeSamples: [String] { get }
    /// How the language side learns the skill (`Understanding.taught`): a registered skill from
    /// its samples, a built-in ahead of time.
    var learning: SampleLearning { get }

    /// The question asked when required parameters are missing.
    func question(for missing: [SkillParameter], language: ReplyLanguage) -> String

    /// Does the work. Throw `SkillError` for a failure the user should see with its code.
    func execute(_ context: SkillContext) async throws -> SkillResult

    /// This skill as one that answers in place, if it is one (see `ImmediateSkill`);
    /// asked on every run, so a requirement rather than a dynamic cast.
    var immediate: (any ImmediateSkill)? { get }
}

/// How the language side learns a skill.
public enum SampleLearning: Sendable, Equatable {
    /// From its own samples, when it is registered: every registered skill.
    case fromSamples
    /// Ahead of time, from labelled sentences committed with the tool (the built-ins: a few
    /// samples of their own are too few to teach, and are checks for `selftest`).
    case taughtAhead
}

/// A skill that computes its answer without waiting on anything (no I/O, no
/// sleep): the runtime calls `answer` in place rather than starting a task for
/// it, which saves two hand-offs between threads on every such send.
public protocol ImmediateSkill: Skill {
    func answer(_ context: SkillContext) throws(SkillError) -> SkillResult
}

extension ImmediateSkill {
    public func execute(_ context: SkillContext) async throws -> SkillResult {
        try answer(context)
    }

    public var immediate: (any ImmediateSkill)? { self }
}

extension Skill {
    public var immediate: (any ImmediateSkill)? { nil }
    public var excludeKeywords: [String] { [] }
    public var evidence: SkillEvidence { .none }
    public var samples: [String] { [] }
    public var negativeSamples: [String] { [] }
    public var learning: SampleLearning { .fromSamples }

    public func question(for missing: [SkillParameter], language: ReplyLanguage) -> String {
        let first = missing[0]
        if !first.choices.isEmpty {
            // 请选择杯型：大杯、中杯、小杯。 / "Which size: large, medium or small?"
            let labels = first.choices.map(\.label)
            switch language {
            case .chinese: return "请选择\(first.title)：\(labels.joined(separator: "、"))。"
            case .english:
                let listed = labels.count > 1 ? labels.dropLast().joined(separator: ", ") + " or " + labels.last! : labels[0]
                return "Which \(first.title): \(listed)?"
            }
        }
        switch language {
        case .chinese:
            let unit = first.unit.map { "（单位：\($0)）" } ?? ""
            return "请告诉我\(first.title)\(unit)"
        case .english:
            let unit = first.unit.map { " (in \($0))" } ?? ""
            return "Please tell me the \(first.title)\(unit)."
        }
    }
}

/// Everything extraction may depend on besides the text.
public struct ExtractionContext: Sendable {
    public var now: Date
    public var timeZone: TimeZoneRules
    public var language: ReplyLanguage
    /// When reading an answer: the sentence that asked for it, whose other
    /// parts still hold ("wake me up tomorrow" answered by "7:30" is tomorrow).
    public var question: String?
    /// The steps `pattern` parameters may still take on this sentence: one budget of
    /// `Limits.patternStepsPerSentence` for every candidate's extraction (the agent makes one per sentence).
    public var patternSteps: WorkBudget
    /// The place and day the last request named, for words that point back to them ("there", 那天).
    public var earlier: EarlierValues

    public init(now: Date, timeZone: TimeZoneRules, language: ReplyLanguage, question: String? = nil,
                patternSteps: WorkBudget = WorkBudget(Limits.patternStepsPerSentence), earlier: EarlierValues = .none) {
        self.now = now
        self.timeZone = timeZone
        self.language = language
        self.question = question
        self.patternSteps = patternSteps
        self.earlier = earlier
    }
}

/// What a skill's `execute` receives.
public struct SkillContext: Sendable {
    public var run: String
    public var sentence: String
    public var parameters: [String: ParameterValue]
    public var clock: AgentClock
    /// The time the sentence was received.
    public var now: Date
    public var timeZone: TimeZoneRules
    public var language: ReplyLanguage
    /// In a pipeline or router: what the skill before handed on (its `data`, or its error).
    public var previous: JSONValue?
    /// Reports how far the run has come, 0…1; each call becomes a `progress` event.
    public var reportProgress: @Sendable (Double) -> Void
    /// The skills registered when the run began, by id, for skills that run others.
    public var skill: @Sendable (String) -> (any Skill)?
    /// The conversation's schedule when the run began, for the skills that list or cancel it.
    public var schedule: [ScheduledItem]
    /// When this run follows up the last request (改成十分钟 after a timer): that request's run,
    /// whose item on the schedule the new one replaces.
    public var followsUp: String?
    /// The parts that pipelines and routers may still run in this send: each part run takes one
    /// from the `Limits.stageRunsPerSend` that the whole run shares.
    public var stageRuns: WorkBudget
    /// How deep in pipelines and routers this context is: 0 for the skill the sentence selected,
    /// 1 for a stage or branch of it, and so on (at most `Limits.compositionDepth`).
    public var compositionDepth: Int

    public init(run: String, sentence: String, parameters: [String: ParameterValue], clock: AgentClock,
                now: Date, timeZone: TimeZoneRules, language: ReplyLanguage, previous: JSONValue? = nil,
                reportProgress: @escaping @Sendable (Double) -> Void = { _ in },
                skill: @escaping @Sendable (String) -> (any Skill)? = { _ in nil }, schedule: [ScheduledItem] = [],
                followsUp: String? = nil, stageRuns: WorkBudget = WorkBudget(Limits.stageRunsPerSend),
                compositionDepth: Int = 0) {
        self.followsUp = followsUp
        self.stageRuns = stageRuns
        self.compositionDepth = compositionDepth
        self.run = run
        self.sentence = sentence
        self.parameters = parameters
        self.clock = clock
        self.now = now
        self.timeZone = timeZone
        self.language = language
        self.previous = previous
        self.reportProgress = reportProgress
        self.skill = skill
        self.schedule = schedule
    }
}

/// A finished skill run: `summary` is said to the user, `data` is for programs.
public struct SkillResult: Sendable, Equatable {
    public var summary: String
    public var data: JSONValue
    /// Something to fire later (a timer, an alarm): a new item of the schedule.
    public var schedule: ScheduledFiring?
    /// The runs whose items leave the schedule (`schedule.cancel`).
    public var unscheduled: [String]
    /// A choice the run cannot finish without (which of several items to cancel): the run asks
    /// it, `summary` being the question, and the answer runs the skill again with the parameter
    /// set. Nothing else of the result is done.
    public var asks: SkillParameter?

    public init(summary: String, data: JSONValue, schedule: ScheduledFiring? = nil, unscheduled: [String] = [],
                asks: SkillParameter? = nil) {
        self.asks = asks
        self.summary = summary
        self.data = data
        self.schedule = schedule
        self.unscheduled = unscheduled
    }
}

extension SkillSummary {
    /// The skill as `status` lists it.
    public init(_ skill: any Skill) {
        self.init(id: skill.id, displayName: skill.displayName, description: skill.description, keywords: skill.keywords,
                  excludeKeywords: skill.excludeKeywords, parameters: skill.parameters, evidence: skill.evidence,
                  samples: skill.samples)
    }
}
