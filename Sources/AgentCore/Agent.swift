import FoundationEssentials

/// What happened, fed to `Agent.step`.
public enum AgentInput: Sendable {
    /// A person said something (the `send` command).
    case sentenceReceived(String, at: Date, in: TimeZoneRules)
    /// A run the agent asked for has ended.
    case skillFinished(run: String, outcome: SkillOutcome)
    case cancelRequested
    case resetRequested
}

/// How a skill run ended.
public enum SkillOutcome: Sendable, Equatable {
    case succeeded(SkillResult)
    case failed(SkillError)
    case cancelled
}

/// What the agent wants done; the runtime performs effects and feeds outcomes back.
public enum AgentEffect: Sendable, Equatable {
    case emit(AgentEvent)
    /// Run a skill; report its end as `.skillFinished`.
    case execute(SkillInvocation)
    /// Stop a run in progress; its outcome is no longer wanted.
    case cancel(run: String)
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

    public static func == (a: SkillInvocation, b: SkillInvocation) -> Bool {
        a.skill.id == b.skill.id && a.run == b.run && a.sentence == b.sentence && a.parameters == b.parameters
            && a.now == b.now && a.timeZone == b.timeZone && a.language == b.language
    }
}

/// The agent's state machine: `step` takes what happened and returns the
/// effects to perform, changing nothing outside itself.
///
/// Transitions (every `state` event carries the state actually left):
///
///     idle | failed  --sentence-->  understanding --no skill--> idle
///                                   understanding --skill--> executing
///     executing --required parameter missing--> awaitingInput (asks)
///     executing --finished--> idle | failed;  --cancelled--> idle
///     awaitingInput --answer fills a parameter--> executing
///     awaitingInput --answer fills nothing, matches a skill--> understanding
///     awaitingInput | executing --cancel--> idle (then `cancelled`)
///     understanding | executing --sentence--> (unchanged, `rejected busy`)
///     any --reset--> idle
public struct Agent: Sendable {
    public private(set) var state: AgentState = .idle
    public private(set) var registry: SkillRegistry
    public private(set) var history: ConversationHistory
    private var runIDs: RunIDGenerator
    private let extractor: any ParameterExtractor
    private let analyzer: any SentenceAnalyzer

    public init(skills: [any Skill] = [], extractor: any ParameterExtractor, analyzer: any SentenceAnalyzer,
                runIDs: RunIDGenerator = .sequential, historyCapacity: Int = ConversationHistory.defaultCapacity) {
        registry = SkillRegistry(skills)
        history = ConversationHistory(capacity: historyCapacity)
        self.runIDs = runIDs
        self.extractor = extractor
        self.analyzer = analyzer
    }

    /// How many run ids this agent has handed out (sequential ids only).
    public var runsIssued: Int { runIDs.issued }

    /// Takes on a conversation saved by another invocation: its skills, history,
    /// state (idle, a pending question, or a failure) and run count. The caller
    /// has checked it; a run in progress cannot be restored. Reports the change
    /// of state, if any, like every other transition.
    public mutating func restore(skills: [any Skill], history entries: [HistoryEntry], state saved: AgentState,
                                 runsIssued: Int) -> [AgentEffect] {
        var effects: [AgentEffect] = []
        if case let .executing(run) = state { effects.append(.cancel(run: run.id)) }
        registry = SkillRegistry(skills)
        history.removeAll()
        for entry in entries { history.append(entry.role, entry.text) }
        runIDs = runIDs.continuing(after: runsIssued)
        let next: AgentState
        switch saved {
        case .idle, .awaitingInput, .failed: next = saved
        case .understanding, .executing: next = .idle
        }
        if next != state { effects.append(transition(to: next)) }
        return effects
    }

    // MARK: Commands that change no state

    /// Adds or replaces a skill; says whether one was replaced and which others share a keyword with it.
    public mutating func register(_ skill: any Skill) -> Registration {
        let replaced = registry.register(skill)
        return Registration(skill: skill.id, replaced: replaced, conflicts: registry.conflicts(with: skill))
    }

    /// Removes a skill; returns whether it existed.
    public mutating func unregister(_ id: String) -> Bool {
        registry.unregister(id)
    }

    /// How the sentence matches, said at `now` in `zone` (evidence such as 明天七点 is read then).
    public mutating func match(_ text: String, at now: Date, in zone: TimeZoneRules) -> MatchReport {
        deliberate(text, at: now, in: zone).report
    }

    private mutating func deliberate(_ text: String, at now: Date, in zone: TimeZoneRules) -> MatchDeliberation.Decision {
        let matches = registry.matcher().keywordMatches(in: text)
        // Most chit-chat hits no keyword: no analysis, no extraction.
        guard !matches.isEmpty else { return .init(report: MatchReport(text: text, candidates: []), parameters: [:]) }
        let registry = self.registry
        let extractor = self.extractor
        let context = ExtractionContext(now: now, timeZone: zone, language: ReplyLanguage(detectingIn: text))
        return MatchDeliberation.decide(
            text: text, length: text.unicodeScalars.count, matches: matches,
            analysis: analyzer.analyze(text, reading: Set(matches.flatMap { registry.skills[$0.skill].parameters.map(\.kind) })),
            skill: { registry.skills[$0] },
            extract: { $0.extractParameters(from: text, using: extractor, context: context) })
    }

    /// Every skill's `samples` (each must select it) and `negativeSamples` (none may),
    /// through the matcher only: nothing runs and the state is unchanged.
    public mutating func selftest(at now: Date, in zone: TimeZoneRules) -> SelftestReport {
        var results: [SelftestReport.Result] = []
        for skill in registry.skills {
            for sample in skill.samples {
                let selected = match(sample, at: now, in: zone).selected
                results.append(.init(skill: skill.id, sample: sample, expect: .select, selected: selected,
                                     passed: selected == skill.id))
            }
            for sample in skill.negativeSamples {
                let selected = match(sample, at: now, in: zone).selected
                results.append(.init(skill: skill.id, sample: sample, expect: .reject, selected: selected,
                                     passed: selected != skill.id))
            }
        }
        return SelftestReport(results: results)
    }

    public var status: StatusReport {
        var pending: PendingQuestion?
        if case let .awaitingInput(question) = state { pending = question }
        return StatusReport(state: state.name, skill: state.run?.skill, pending: pending,
                            skills: registry.skills.map(SkillSummary.init), history: history.entries)
    }

    // MARK: Transitions

    public mutating func step(_ input: AgentInput) -> [AgentEffect] {
        switch input {
        case let .sentenceReceived(text, now, zone):
            return sentenceReceived(text, now: now, zone: zone)
        case let .skillFinished(run, outcome):
            return skillFinished(run: run, outcome: outcome)
        case .cancelRequested:
            return cancelRequested()
        case .resetRequested:
            return resetRequested()
        }
    }

    private mutating func sentenceReceived(_ text: String, now: Date, zone: TimeZoneRules) -> [AgentEffect] {
        switch state {
        case .understanding, .executing:
            return [.emit(.rejected(reason: "busy"))]
        case let .awaitingInput(question):
            history.append(.user, text)
            return answerReceived(text, to: question, now: now, zone: zone)
        case .idle, .failed:
            history.append(.user, text)
            return understand(text, now: now, zone: zone)
        }
    }

    /// Matches `text` and starts the selected skill, or says no skill fits.
    private mutating func understand(_ text: String, now: Date, zone: TimeZoneRules) -> [AgentEffect] {
        var effects: [AgentEffect] = []
        effects.reserveCapacity(5)
        effects.append(transition(to: .understanding))
        let decision = deliberate(text, at: now, in: zone)
        let report = decision.report
        effects.append(.emit(.match(report)))
        let language = ReplyLanguage(detectingIn: text)
        guard let selected = report.selected, let skill = registry.skill(withID: selected) else {
            effects.append(say(language == .chinese ? "抱歉，我还没有掌握这个技能。" : "Sorry, I don't know how to do that yet."))
            effects.append(transition(to: .idle))
            return effects
        }
        var parameters = decision.parameters
        fillDefaults(of: skill, into: &parameters)
        let run = SkillRun(id: runIDs.next(), skill: skill.id, language: language)
        effects.append(transition(to: .executing(run)))
        let question = PendingQuestion(run: run, sentence: text, parameters: parameters,
                                       missing: missingParameters(of: skill, in: parameters))
        proceed(with: skill, question, now: now, zone: zone, into: &effects)
        return effects
    }

    /// In `executing`: runs the skill, or asks for what is still missing.
    /// (Effects are appended in place: a send's list is built once, not concatenated.)
    private mutating func proceed(with skill: any Skill, _ question: PendingQuestion, now: Date,
                                  zone: TimeZoneRules, into effects: inout [AgentEffect]) {
        if let error = skill.parameters.lazy.compactMap({ question.parameters[$0.name]?.invalidity }).first {
            effects.append(transition(to: .failed(question.run, error)))
            effects.append(say(failureText(error, language: question.run.language)))
        } else if !question.missing.isEmpty {
            effects.append(transition(to: .awaitingInput(question)))
            effects.append(say(skill.question(for: question.missing, language: question.run.language)))
        } else {
            effects.append(.execute(SkillInvocation(skill: skill, run: question.run.id, sentence: question.sentence,
                                                    parameters: question.parameters, now: now, timeZone: zone,
                                                    language: question.run.language)))
        }
    }

    private mutating func answerReceived(_ text: String, to question: PendingQuestion, now: Date,
                                         zone: TimeZoneRules) -> [AgentEffect] {
        let context = ExtractionContext(now: now, timeZone: zone, language: question.run.language,
                                        question: question.sentence)
        var answered = question
        for parameter in question.missing {
            if let value = extractor.value(of: parameter, in: text, mode: .answer, context: context) {
                answered.parameters[parameter.name] = value
            }
        }
        guard answered.parameters.count > question.parameters.count else {
            // Not an answer: a sentence that matches a skill starts a new request;
            // anything else gets the question again.
            if match(text, at: now, in: zone).selected != nil {
                return understand(text, now: now, zone: zone)
            }
            return [say(questionText(for: question))]
        }
        guard let skill = registry.skill(withID: question.run.skill) else {
            let error = SkillError(code: "unknown_skill", message: "skill '\(question.run.skill)' is no longer registered")
            return [transition(to: .executing(question.run)), transition(to: .failed(question.run, error)),
                    say(failureText(error, language: question.run.language))]
        }
        answered.missing = missingParameters(of: skill, in: answered.parameters)
        var effects = [transition(to: .executing(question.run))]
        proceed(with: skill, answered, now: now, zone: zone, into: &effects)
        return effects
    }

    private mutating func skillFinished(run: String, outcome: SkillOutcome) -> [AgentEffect] {
        // A run that was cancelled or reset away reports nothing.
        guard case let .executing(current) = state, current.id == run else { return [] }
        switch outcome {
        case let .succeeded(result):
            return [.emit(.result(run: run, skill: current.skill, summary: result.summary, data: result.data)),
                    say(result.summary), transition(to: .idle)]
        case let .failed(error):
            return [transition(to: .failed(current, error)), say(failureText(error, language: current.language))]
        case .cancelled:
            return [.emit(.cancelled(run: run, skill: current.skill)), transition(to: .idle)]
        }
    }

    private mutating func cancelRequested() -> [AgentEffect] {
        switch state {
        // The state change comes first, so `cancelled` is the last event of the answer.
        case let .executing(run):
            return [.cancel(run: run.id), transition(to: .idle), .emit(.cancelled(run: run.id, skill: run.skill))]
        case let .awaitingInput(question):
            return [transition(to: .idle), .emit(.cancelled(run: question.run.id, skill: question.run.skill))]
        case .idle, .understanding, .failed:
            return [.emit(.rejected(reason: "nothing_to_cancel"))]
        }
    }

    private mutating func resetRequested() -> [AgentEffect] {
        var effects: [AgentEffect] = []
        if case let .executing(run) = state { effects.append(.cancel(run: run.id)) }
        if state != .idle { effects.append(transition(to: .idle)) }
        history.removeAll()
        effects.append(.emit(.reset))
        return effects
    }

    // MARK: Helpers

    /// Moves to `next` and reports it with the real `from`.
    private mutating func transition(to next: AgentState) -> AgentEffect {
        let from = state.name
        state = next
        var change = StateChange(from: from, to: next.name)
        switch next {
        case .idle, .understanding:
            break
        case let .executing(run):
            change.skill = run.skill
            change.run = run.id
        case let .awaitingInput(question):
            change.skill = question.run.skill
            change.run = question.run.id
            change.missing = question.missing
        case let .failed(run, error):
            change.skill = run.skill
            change.run = run.id
            change.error = error
        }
        return .emit(.state(change))
    }

    /// A reply, remembered in the history.
    private mutating func say(_ text: String) -> AgentEffect {
        history.append(.agent, text)
        return .emit(.reply(text: text))
    }

    private func questionText(for question: PendingQuestion) -> String {
        guard let skill = registry.skill(withID: question.run.skill) else { return "" }
        return skill.question(for: question.missing, language: question.run.language)
    }

    private func failureText(_ error: SkillError, language: ReplyLanguage) -> String {
        if let reply = error.reply { return reply }
        switch language {
        case .chinese: return "抱歉，没能完成（\(error.code)）。"
        case .english: return "Sorry, that didn't work (\(error.code))."
        }
    }

    /// Missing means not named at all; a named but invalid value fails the run instead.
    private func missingParameters(of skill: any Skill, in values: [String: ParameterValue]) -> [SkillParameter] {
        skill.parameters.filter { $0.required && values[$0.name] == nil }
    }

    private func fillDefaults(of skill: any Skill, into values: inout [String: ParameterValue]) {
        for parameter in skill.parameters where values[parameter.name] == nil {
            switch (parameter.defaultValue, parameter.kind) {
            case let (.number(n)?, .duration): values[parameter.name] = .duration(seconds: n)
            case let (.number(n)?, _): values[parameter.name] = .number(n)
            case let (.string(s)?, _): values[parameter.name] = .text(s)
            default: break
            }
        }
    }
}
