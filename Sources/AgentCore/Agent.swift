import AgentCalendar
import AgentProtocol
import FoundationEssentials

/// The agent's state machine: `step` takes what happened (every command of the
/// protocol, and what runs report) and returns the effects to perform,
/// changing nothing outside itself.
///
/// Transitions (every `state` event carries the state actually left and the state entered):
///
///     idle | failed  --sentence-->  understanding --no skill--> idle
///                                   understanding --skill--> executing
///     executing --required parameter missing--> awaitingInput (asks)
///     executing --finished--> idle | failed;  --cancelled--> idle
///     executing --the skill asks a choice (which of several)--> awaitingInput
///     awaitingInput --answer fills a parameter--> executing
///     awaitingInput --answer fills nothing, matches a skill--> understanding
///     awaitingInput | executing --cancel--> idle (then `cancelled`)
///     failed --retry (command, or 再试一次)--> executing (the failed request, a new run)
///     understanding | executing --sentence--> (unchanged, `rejected busy`)
///     any --reset | restore--> idle (or the restored question or failure)
///
/// A send is closed (`closeSend`, its `timing`) once it is answered: at once
/// unless it started a run, else when that run ends or is stopped.
public struct Agent: Sendable {
    public private(set) var state: AgentState = .idle
    public private(set) var registry: SkillRegistry
    public private(set) var history: ConversationHistory
    /// The timers and alarms the conversation's runs set and nothing cancelled, in the order set.
    public private(set) var schedule: [ScheduledItem] = []
    /// What follow-ups (那上海呢) change and a retry runs again: the request last run or failed.
    public private(set) var lastRequest: LastRequest? {
        didSet { earlier = nil }
    }
    /// What the last request named, for words that point back to it (`EarlierValues`), made when a
    /// sentence first needs it after the last request changes.
    private var earlier: EarlierValues?
    /// The request of the run executing: what its question is made of if the skill asks a choice.
    private var running: PendingQuestion?
    private var runIDs: RunIDGenerator
    /// The language side: reads each sentence once, for matching and for every skill's parameters;
    /// taught the skills' samples (`teach`) before a sentence is understood after a change of them.
    private var language: any Understanding
    private var taughtRevision = -1

    public init(skills: [any Skill] = [], understanding: any Understanding, runIDs: RunIDGenerator = .sequential,
                historyCapacity: Int = ConversationHistory.defaultCapacity) {
        registry = SkillRegistry(skills)
        history = ConversationHistory(capacity: historyCapacity)
        self.runIDs = runIDs
        language = understanding
    }

    /// How many run ids this agent has handed out (sequential ids only).
    public var runsIssued: Int { runIDs.issued }

    // MARK: Queries (answered by `step` as events; pure, for tests as well)

    /// How the sentence matches, said at `now` in `zone` (evidence such as 明天七点 is read then).
    /// The conversation counts: a follow-up of the last request or a retry may be selected.
    public mutating func match(_ text: String, at now: Date, in zone: TimeZoneRules) -> MatchReport {
        teach()
        return understood(meant(text, by: language), by: language, at: now, in: zone).decision.report
    }

    /// Teaches the language side the samples of the skills as they are now, once per change of
    /// them: registering a hundred skills costs one lesson, at the first sentence after.
    private mutating func teach() {
        _ = taught(language)
    }

    /// `teach` given the language side in hand (the agent's own), returning it taught.
    private mutating func taught<U: Understanding>(_ language: U) -> U {
        guard taughtRevision != registry.revision else { return language }
        let taught = language.taught(registry.skills)
        self.language = taught
        taughtRevision = registry.revision
        return taught
    }

    /// `text` as the language side reads it meant (`Understanding.meant`), every skill's keyword that
    /// stands as a whole word as written: a word a skill has is meant, however like another word it
    /// is. The keywords are looked for only when something would be mended.
    /// With it, the sentence meant folded: the text's own fold when nothing was mended.
    private mutating func meant<U: Understanding>(_ text: String, by language: U) -> Meant {
        let folded = MatchText.scalars(of: text)
        let mended = language.meant(text, folded: folded, keeping: [])
        guard mended != text else { return Meant(text: text, folded: folded) }
        // A hit inside a longer run of letters (temp of temprature) keeps no word.
        let kept = registry.matcher().keywordMatches(inFolded: folded).flatMap { $0.hits.map { $0.start..<$0.end } }
            .filter { !Self.isLetter(at: $0.lowerBound - 1, in: folded) && !Self.isLetter(at: $0.upperBound, in: folded) }
        let meant = kept.isEmpty ? mended : language.meant(text, folded: folded, keeping: kept)
        return Meant(text: meant, folded: MatchText.scalars(of: meant))
    }

    private static func isLetter(at i: Int, in folded: [UInt32]) -> Bool {
        folded.indices.contains(i) && (0x61...0x7A).contains(folded[i] | 0x20)
    }

    /// A sentence as meant, and folded.
    private struct Meant {
        var text: String
        var folded: [UInt32]
    }

    /// The steps pattern parameters may take on one sentence, shared by all its extraction.
    private static func patternBudget() -> WorkBudget {
        WorkBudget(Limits.patternStepsPerSentence)
    }

    /// How a sentence was understood (`understood(_:by:)`).
    private typealias Understood = (decision: MatchDeliberation.Decision, asksToRetryNothing: Bool)

    /// How `text` is understood in this conversation: by its keywords, or as a retry
    /// (`asksToRetryNothing` when there is no failed request to retry), or as a follow-up
    /// of the last request (`FollowUpMatch`). A sentence with follow-up words or an operation
    /// on the last value is weighed as a follow-up first ("make it ten minutes" and 乘以十 are
    /// terse enough to select a skill by themselves); any other only when its keywords select
    /// nothing (北京 after a weather question). `language` reads the sentence, once.
    private mutating func understood<U: Understanding>(_ meant: Meant, by language: U, at now: Date,
                                                       in zone: TimeZoneRules) -> Understood {
        understood(meant.text, language.read(meant.text, folded: meant.folded), folded: meant.folded, by: language, at: now,
                   in: zone, patternSteps: Self.patternBudget())
    }

    /// `understood(_:by:)` of a sentence already read.
    private mutating func understood<U: Understanding>(
        _ text: String, _ sentence: U.Reading, folded: [UInt32], by language: U, at now: Date, in zone: TimeZoneRules,
        patternSteps: WorkBudget
    ) -> Understood {
        let last = lastRequest.flatMap { last in registry.skill(withID: last.skill).map { (last, $0) } }
        if earlier == nil { earlier = last.map { EarlierValues(of: $0.0, parameters: $0.1.parameters) } ?? EarlierValues.none }
        let context = ExtractionContext(now: now, timeZone: zone, language: ReplyLanguage(detectingIn: text),
                                        patternSteps: patternSteps, earlier: earlier ?? EarlierValues.none)
        let ordinary = deliberate(text, sentence, folded: folded, by: language, context: context)
        if ordinary.report.selected == nil, language.asksToRetry(sentence) {
            guard case let .failed(run, _) = state, let (request, skill) = last, request.run == run.id else {
                return (.init(report: MatchReport(text: text, candidates: []), parameters: [:]), true)
            }
            let found = FollowUpMatch.retry(of: request, by: skill)
            return (.init(report: MatchReport(text: text, candidates: [found.candidate]), parameters: found.parameters), false)
        }
        guard let (request, skill) = last else { return (ordinary, false) }
        // 把喝水那个删了, 还剩几个: after a request about the schedule, or with items on it, a sentence may act
        // on it without naming it. A skill the sentence names by no word of its own, only by being like its
        // samples ("how many now" after a cancel is a little like 现在几点), yields to what it refers to.
        if !ordinary.report.selectsByItsWords, skill.evidence.schedule != nil || !schedule.isEmpty,
           let act = language.scheduleReference(sentence, after: skill.evidence.schedule),
           let target = registry.skills.first(where: { $0.evidence.schedule == act }) {
            let found = FollowUpMatch.scheduleReference(of: request, by: target)
            return (.init(report: .listing([found.candidate] + ordinary.report.candidates, of: text,
                                           alreadyUnlisted: ordinary.report.unlisted),
                          parameters: found.parameters), false)
        }
        // A sentence its keywords select follows up only by its follow-up words or an operation:
        // most are ruled out by those cues (cheap) before the last skill reads anything.
        var cues: FollowUpCues?
        let readsExpressions = skill.parameters.contains { $0.kind == .expression }
        if let selected = ordinary.report.selected {
            // 那明天早上六点半叫我 after the weather names the alarm by its own words: no follow-up of another
            // skill; a word inside one of the follow-up's own (加 of 也加一个) names nothing. The words are
            // read first (most sentences hold none), the operation on the last value only after.
            if selected != skill.id, let hits = ordinary.report.candidates.first(where: { $0.skill == selected })?.hits, !hits.isEmpty {
                let words = language.followUpCues(in: sentence, readsExpressions: false)
                let own = words.words + [words.another].compactMap { $0 }
                guard hits.allSatisfy({ hit in own.contains { $0.contains(hit.start) && hit.end <= $0.upperBound } }) else {
                    return (ordinary, false)
                }
            }
            let found = language.followUpCues(in: sentence, readsExpressions: readsExpressions)
            guard !found.words.isEmpty || found.continuation != nil else { return (ordinary, false) }
            cues = found
        }
        // A follow-up changes a parameter the last skill reads from it.
        let changed = language.followUpParameters(of: skill, in: sentence, last: request.parameters, context: context)
        guard !changed.isEmpty else { return (ordinary, false) }
        guard let found = FollowUpMatch.followUp(
                  of: request, by: skill, text: text, length: folded.count,
                  analysis: language.analysis(of: sentence, for: .init(kinds: followUpKinds(of: skill, changed: changed))),
                  cues: cues ?? language.followUpCues(in: sentence, readsExpressions: readsExpressions), changed: changed,
                  selectsNothingElse: ordinary.report.selected == nil)
        else { return (ordinary, false) }
        return (.init(report: .listing([found.candidate] + ordinary.report.candidates, of: text,
                                       alreadyUnlisted: ordinary.report.unlisted),
                      parameters: found.parameters), false)
    }

    /// What a follow-up's analysis reads: the kinds of the skill's parameters, and cities when a text
    /// changed in a skill that reads no city by kind (伦敦呢 after 纽约现在几点 changes the clock's place).
    private func followUpKinds(of skill: any Skill, changed: [String: ParameterValue]) -> ParameterKinds {
        var kinds = ParameterKinds(skill.parameters.map(\.kind))
        if !kinds.contains(.city), changed.values.contains(where: { if case .text = $0 { true } else { false } }) { kinds.insert(.city) }
        return kinds
    }

    /// How the sentence matches by its keywords and the skills' samples (phases one and two),
    /// without the conversation; `leavingOut` a sample, as a model that has not seen it would.
    private mutating func deliberate<U: Understanding>(_ text: String, _ sentence: U.Reading, folded: [UInt32], by language: U,
                                                       context: ExtractionContext,
                                                       leavingOut sample: SampleID? = nil) -> MatchDeliberation.Decision {
        let matches = MatchDeliberation.phaseOne(registry.matcher().keywordMatches(inFolded: folded),
                                                 likenesses: language.likeness(of: sentence, leavingOut: sample))
        // Most chit-chat hits no keyword and is like no sample: no analysis, no extraction.
        guard !matches.isEmpty else { return .init(report: MatchReport(text: text, candidates: []), parameters: [:]) }
        let registry = self.registry
        let analysis = language.analysis(of: sentence, for: .init(of: matches.lazy.map { registry.skills[$0.skill] }))
        return MatchDeliberation.decide(
            text: text, length: folded.count, matches: matches, analysis: analysis,
            skill: { registry.skills[$0] },
            extract: { language.parameters(of: $0, in: sentence, context: context) })
    }

    /// What `sample` selects without the conversation, as `selftest` weighs it; `leavingOut` its
    /// own part of what the samples taught.
    private mutating func matcherSelects<U: Understanding>(_ sample: String, by language: U, at now: Date,
                                                           in zone: TimeZoneRules, leavingOut id: SampleID? = nil) -> String? {
        let meant = meant(sample, by: language)
        let context = ExtractionContext(now: now, timeZone: zone, language: ReplyLanguage(detectingIn: sample))
        return deliberate(meant.text, language.read(meant.text, folded: meant.folded), folded: meant.folded, by: language,
                          context: context,
                          leavingOut: id)
            .report.selected
    }

    /// Every skill's `samples` (each must select it) and `negativeSamples` (none may),
    /// through the matcher only, by keywords and samples (the conversation does not count),
    /// each sample weighed as a model that has not seen it would (leave-one-out): nothing runs
    /// and the state is unchanged.
    public mutating func selftest(at now: Date, in zone: TimeZoneRules) -> SelftestReport {
        teach()
        var results: [SelftestReport.Result] = []
        for (position, skill) in registry.skills.enumerated() {
            for (index, sample) in skill.samples.enumerated() {
                let selected = matcherSelects(sample, by: language, at: now, in: zone,
                                              leavingOut: SampleID(skill: position, index: index))
                results.append(.init(skill: skill.id, sample: sample, expect: .select, selected: selected,
                                     passed: selected == skill.id))
            }
            for sample in skill.negativeSamples {
                let selected = matcherSelects(sample, by: language, at: now, in: zone)
                results.append(.init(skill: skill.id, sample: sample, expect: .reject, selected: selected,
                                     passed: selected != skill.id))
            }
        }
        return SelftestReport(results: results)
    }

    /// The agent as `status` reports it.
    public var status: StatusReport {
        var pending: PendingQuestion?
        if case let .awaitingInput(question) = state { pending = question }
        return StatusReport(state: state.name, skill: state.run?.skill, pending: pending,
                            skills: registry.skills.map(SkillSummary.init), history: history.entries,
                            schedule: schedule)
    }

    /// The current conversation, as `snapshot` saves it.
    public var saved: SavedConversation {
        SavedConversation(skills: registry.skills, history: history.entries, state: state, runsIssued: runsIssued,
                          schedule: schedule, lastRequest: lastRequest)
    }

    // MARK: Transitions

    public mutating func step(_ input: AgentInput) -> [AgentEffect] {
        switch input {
        case let .sentenceReceived(text, now, zone):
            return sentenceReceived(text, now: now, zone: zone)
        case let .matchRequested(text, now, zone):
            return [.emit(.match(match(text, at: now, in: zone)))]
        case let .skillProgressed(run, fraction):
            // A run that was cancelled or reset away reports nothing.
            guard case let .executing(current) = state, current.id == run else { return [] }
            return [.emit(.progress(run: run, skill: current.skill, progress: min(1, max(0, fraction))))]
        case let .skillFinished(run, outcome):
            return skillFinished(run: run, outcome: outcome)
        case .cancelRequested:
            return cancelRequested()
        case let .retryRequested(now, zone):
            return retryRequested(now: now, zone: zone)
        case .resetRequested:
            return resetRequested()
        case let .registerRequested(skill):
            return register(skill)
        case let .unregisterRequested(id):
            // A run of that skill goes on to its end.
            guard registry.unregister(id) else {
                return [.refuse(ProtocolError(.unknownSkill, "no skill with id '\(id)'" + DidYouMean.hint(for: id, among: registry.skills.map(\.id))))]
            }
            return [.emit(.unregistered(skill: id))]
        case .statusRequested:
            return [.emit(.status(status))]
        case let .selftestRequested(now, zone):
            return [.emit(.selftest(selftest(at: now, in: zone)))]
        case .snapshotRequested:
            return [.save(saved)]
        case let .exportRequested(format, now, zone):
            switch format {
            case .ics: return [.emit(.exported(format: .ics, text: ICalendar.calendar(schedule, in: zone, stamp: now)))]
            }
        case let .restoreRequested(conversation):
            return restore(conversation)
        }
    }

    /// Adds or replaces a skill; says whether one was replaced and which others share a keyword with it.
    private mutating func register(_ skill: any Skill) -> [AgentEffect] {
        guard registry.hasRoom(for: skill.id) else {
            return [.refuse(ProtocolError(.tooManySkills,
                                          "\(Limits.skills) skills are registered, the most there can be; unregister one first"))]
        }
        let replaced = registry.register(skill)
        return [.emit(.registered(Registration(skill: skill.id, replaced: replaced, conflicts: registry.conflicts(with: skill))))]
    }

    /// Takes on a conversation saved by another invocation: its skills, history,
    /// state and run count. A run in progress is stopped first (its send closes
    /// after `restored`); a saved run in progress cannot be restored and is idle.
    private mutating func restore(_ saved: SavedConversation) -> [AgentEffect] {
        var effects: [AgentEffect] = []
        let stopped = state.executingRun
        if let stopped { effects.append(.cancel(run: stopped.id)) }
        registry = SkillRegistry(saved.skills)
        taughtRevision = -1  // a new registry counts its changes afresh: what was taught is of the old one
        history.removeAll()
        for entry in saved.history { history.append(entry.role, entry.text) }
        schedule = saved.schedule
        lastRequest = saved.lastRequest
        runIDs = runIDs.continuing(after: saved.runsIssued)
        let next: AgentState
        switch saved.state {
        case .idle, .awaitingInput, .failed: next = saved.state
        case .understanding, .executing: next = .idle
        }
        if next != state { effects.append(transition(to: next)) }
        effects.append(.emit(.restored))
        if let stopped { effects.append(.closeSend(run: stopped.id)) }
        return effects
    }

    private mutating func sentenceReceived(_ text: String, now: Date, zone: TimeZoneRules) -> [AgentEffect] {
        switch state {
        case .understanding, .executing:
            return [.emit(.rejected(reason: "busy")), .closeSend(run: nil)]
        case let .awaitingInput(question):
            history.append(.user, text)
            return answerReceived(text, to: question, by: language, now: now, zone: zone)
        case .idle, .failed:
            history.append(.user, text)
            teach()
            let meant = meant(text, by: language)
            return respond(to: meant.text, as: understood(meant, by: language, at: now, in: zone), now: now, zone: zone)
        }
    }

    /// Starts the skill `understood` selected for `text`, or says no skill fits.
    /// `understood` is the sentence understood in the state it found (a retry needs `failed`),
    /// reported after the move.
    /// `text` is the sentence as meant (`Understanding.meant`): what the `match` event says (its
    /// hits index it) and the skill runs on.
    private mutating func respond(to text: String, as understood: Understood, now: Date,
                                  zone: TimeZoneRules) -> [AgentEffect] {
        var effects: [AgentEffect] = []
        effects.reserveCapacity(5)
        let (decision, asksToRetryNothing) = understood
        effects.append(transition(to: .understanding))
        let report = decision.report
        effects.append(.emit(.match(report)))
        let language = ReplyLanguage(detectingIn: text)
        guard let selected = report.selected, let skill = registry.skill(withID: selected) else {
            effects.append(say(asksToRetryNothing ? AgentReply.nothingToRetry(language) : AgentReply.noSkill(language)))
            effects.append(transition(to: .idle))
            effects.append(.closeSend(run: nil))
            return effects
        }
        var parameters = decision.parameters
        fillDefaults(of: skill, into: &parameters)
        let run = SkillRun(id: runIDs.next(), skill: skill.id, language: language)
        effects.append(transition(to: .executing(run)))
        // A retry runs the failed request as it was said; a follow-up runs as said now and may
        // replace what the request it follows set.
        let link = report.candidates.first?.conversation
        let question = PendingQuestion(run: run, sentence: link?.retry == true ? link?.sentence ?? text : text,
                                       parameters: parameters, missing: missingParameters(of: skill, in: parameters))
        proceed(with: skill, question, followsUp: link?.retry == false ? lastRequest?.run : nil, now: now, zone: zone,
                into: &effects)
        return effects
    }

    /// `retry`: the failed last request again, as a new run; refused when nothing failed.
    private mutating func retryRequested(now: Date, zone: TimeZoneRules) -> [AgentEffect] {
        switch state {
        case .understanding, .executing:
            return [.emit(.rejected(reason: "busy"))]
        case let .failed(failed, _):
            guard let last = lastRequest, last.run == failed.id, let skill = registry.skill(withID: last.skill) else { break }
            let run = SkillRun(id: runIDs.next(), skill: skill.id, language: failed.language)
            var effects = [transition(to: .executing(run))]
            let question = PendingQuestion(run: run, sentence: last.sentence, parameters: last.parameters,
                                           missing: missingParameters(of: skill, in: last.parameters))
            proceed(with: skill, question, now: now, zone: zone, into: &effects)
            return effects
        case .idle, .awaitingInput:
            break
        }
        return [.emit(.rejected(reason: "nothing_to_retry"))]
    }

    /// In `executing`: runs the skill, or asks for what is still missing.
    /// (Effects are appended in place: a send's list is built once, not concatenated.)
    private mutating func proceed(with skill: any Skill, _ question: PendingQuestion, followsUp: String? = nil, now: Date,
                                  zone: TimeZoneRules, into effects: inout [AgentEffect]) {
        if question.missing.isEmpty {
            lastRequest = LastRequest(skill: skill.id, run: question.run.id, sentence: question.sentence,
                                      parameters: question.parameters)
        }
        if let error = skill.parameters.lazy.compactMap({ question.parameters[$0.name]?.invalidity }).first {
            effects.append(transition(to: .failed(question.run, error)))
            effects.append(say(failureText(error, language: question.run.language)))
            effects.append(.closeSend(run: nil))
        } else if !question.missing.isEmpty {
            effects.append(transition(to: .awaitingInput(question)))
            effects.append(say(skill.question(for: question.missing, language: question.run.language)))
            effects.append(.closeSend(run: nil))
        } else {
            running = question
            effects.append(.execute(SkillInvocation(skill: skill, run: question.run.id, sentence: question.sentence,
                                                    parameters: question.parameters, now: now, timeZone: zone,
                                                    language: question.run.language, followsUp: followsUp)))
        }
    }

    private mutating func answerReceived<U: Understanding>(_ text: String, to question: PendingQuestion, by language: U,
                                                           now: Date, zone: TimeZoneRules) -> [AgentEffect] {
        // One sentence, read once: as an answer, and as a new request if it is none, with one budget.
        let patternSteps = Self.patternBudget()
        let context = ExtractionContext(now: now, timeZone: zone, language: question.run.language,
                                        question: question.sentence, patternSteps: patternSteps)
        let meant = meant(text, by: language)
        let sentence = language.read(meant.text, folded: meant.folded)
        var answered = question
        for parameter in question.missing {
            if let value = language.answer(sentence, for: parameter, context: context) {
                answered.parameters[parameter.name] = value
            }
        }
        guard answered.parameters.count > question.parameters.count else {
            // Not an answer: a sentence that matches a skill starts a new request, unless it is put as
            // the answer to a choice (九点那个: no choice, and no alarm at nine either); anything else
            // gets the question again.
            if question.missing.contains(where: { $0.kind == .choice }), language.answersAChoice(sentence) {
                return [say(questionText(for: question)), .closeSend(run: nil)]
            }
            // 明天早上 asked at what time: kept with the request, for the answer to come to take.
            if question.missing.contains(where: { language.narrowsAnswer(sentence, for: $0) }) {
                answered.sentence = question.sentence + (question.run.language == .chinese ? "，" : ", ") + meant.text
                state = .awaitingInput(answered)
                return [say(questionText(for: question)), .closeSend(run: nil)]
            }
            // Only a sentence that answers nothing is matched, so only it needs what the skills'
            // samples teach: an answer after a restore learns nothing.
            let understood = understood(meant.text, sentence, folded: meant.folded, by: taught(language), at: now, in: zone,
                                        patternSteps: patternSteps)
            if understood.decision.report.selected != nil {
                return respond(to: meant.text, as: understood, now: now, zone: zone)
            }
            return [say(questionText(for: question)), .closeSend(run: nil)]
        }
        guard let skill = registry.skill(withID: question.run.skill) else {
            let error = SkillError(code: .unknownSkill, message: "skill '\(question.run.skill)' is no longer registered")
            return [transition(to: .executing(question.run)), transition(to: .failed(question.run, error)),
                    say(failureText(error, language: question.run.language)), .closeSend(run: nil)]
        }
        // An answer may say more than it was asked: a repeat said with the time it gives
        // (每天早上七点, "every weekday at 7" answering 几点？) is the request's repeat.
        for parameter in skill.parameters where parameter.kind == .recurrence && answered.parameters[parameter.name] == nil {
            if let value = language.answer(sentence, for: parameter, context: context) {
                answered.parameters[parameter.name] = value
            }
        }
        answered.missing = missingParameters(of: skill, in: answered.parameters)
        var effects = [transition(to: .executing(question.run))]
        proceed(with: skill, answered, now: now, zone: zone, into: &effects)
        return effects
    }

    private mutating func skillFinished(run: String, outcome: SkillOutcome) -> [AgentEffect] {
        // A run that was cancelled or reset away reports nothing.
        guard case let .executing(current) = state, current.id == run else { return [] }
        let request = running
        running = nil
        if case let .succeeded(result) = outcome, let asks = result.asks, let request {
            // 要取消哪一个？ The run waits for the choice; the answer runs it again with it.
            let question = PendingQuestion(run: current, sentence: request.sentence, parameters: request.parameters,
                                           missing: [asks], prompt: result.summary)
            return [transition(to: .awaitingInput(question)), say(result.summary), .closeSend(run: run)]
        }
        switch outcome {
        case let .succeeded(result):
            if !result.unscheduled.isEmpty { schedule.removeAll { result.unscheduled.contains($0.run) } }
            if let firing = result.schedule { schedule.append(ScheduledItem(run: run, skill: current.skill, firing: firing)) }
            return [.emit(.result(run: run, skill: current.skill, summary: result.summary, data: result.data)),
                    say(result.summary), transition(to: .idle), .closeSend(run: run)]
        case let .failed(error):
            return [transition(to: .failed(current, error)), say(failureText(error, language: current.language)),
                    .closeSend(run: run)]
        case .cancelled:
            return [.emit(.cancelled(run: run, skill: current.skill)), transition(to: .idle), .closeSend(run: run)]
        }
    }

    private mutating func cancelRequested() -> [AgentEffect] {
        switch state {
        // The state change comes first, so `cancelled` is the last event of the answer;
        // the stopped send closes after it.
        case let .executing(run):
            return [.cancel(run: run.id), transition(to: .idle), .emit(.cancelled(run: run.id, skill: run.skill)),
                    .closeSend(run: run.id)]
        case let .awaitingInput(question):
            return [transition(to: .idle), .emit(.cancelled(run: question.run.id, skill: question.run.skill))]
        case .idle, .understanding, .failed:
            return [.emit(.rejected(reason: "nothing_to_cancel"))]
        }
    }

    private mutating func resetRequested() -> [AgentEffect] {
        var effects: [AgentEffect] = []
        let stopped = state.executingRun
        if let stopped { effects.append(.cancel(run: stopped.id)) }
        if state != .idle { effects.append(transition(to: .idle)) }
        history.removeAll()
        lastRequest = nil
        running = nil
        effects.append(.emit(.reset))
        if let stopped { effects.append(.closeSend(run: stopped.id)) }
        return effects
    }

    // MARK: Helpers

    /// Moves to `next` and reports it with the real `from`.
    private mutating func transition(to next: AgentState) -> AgentEffect {
        let from = state.name
        state = next
        return .emit(.state(StateChange(from: from, to: next)))
    }

    /// A reply, remembered in the history.
    private mutating func say(_ text: String) -> AgentEffect {
        history.append(.agent, text)
        return .emit(.reply(text: text))
    }

    private func questionText(for question: PendingQuestion) -> String {
        if let prompt = question.prompt { return prompt }
        guard let skill = registry.skill(withID: question.run.skill) else { return "" }
        return skill.question(for: question.missing, language: question.run.language)
    }

    private func failureText(_ error: SkillError, language: ReplyLanguage) -> String {
        AgentReply.failure(error, language)
    }

    /// Missing means not named at all; a named but invalid value fails the run instead.
    private func missingParameters(of skill: any Skill, in values: [String: ParameterValue]) -> [SkillParameter] {
        skill.parameters.filter { $0.required && values[$0.name] == nil }
    }

    private func fillDefaults(of skill: any Skill, into values: inout [String: ParameterValue]) {
        for parameter in skill.parameters where values[parameter.name] == nil {
            switch (parameter.defaultValue, parameter.kind) {
            case let (.number(n)?, .duration): values[parameter.name] = .duration(seconds: n)
            case let (.string(s)?, .choice): values[parameter.name] = .choices([s])
            case let (.number(n)?, _): values[parameter.name] = .number(n)
            case let (.string(s)?, _): values[parameter.name] = .text(s)
            default: break
            }
        }
    }
}

private extension MatchReport {
    /// Whether a skill is selected by a word of its own (a keyword), not by a likeness to its samples
    /// alone: a conversation's reference outweighs a selection by likeness alone, never one by words.
    var selectsByItsWords: Bool { candidates.first.map { $0.rejected == nil && !$0.hits.isEmpty } ?? false }
}
