import AgentProtocol

/// What the agent asks of the language side about a sentence: how it is put (for weighing the
/// skills its keywords hit), what each candidate reads from it, how it may go on from the last
/// request, and what it answers to a question. AgentCore knows no language; the implementation
/// (AgentLanguage's `LanguageUnderstanding`) is handed to the agent.
///
/// A sentence is read once, by `read`, into a `Reading` of the implementation's own type,
/// which every other requirement takes back: the agent holds it for the one step that
/// understands the sentence, typed, without knowing what it holds.
public protocol Understanding: Sendable {
    /// A sentence as the language side reads it.
    associatedtype Reading

    /// `text` as it was meant: its misspelt words read as the words they misspell (tmer: timer),
    /// its dialect words as the words they mean (听日: 明天), but none inside `kept` (scalar offsets: a skill's keywords, meant as written). The agent
    /// reads, matches and runs the sentence meant, and its `match` event says it (the hits' offsets
    /// index it); the conversation's history keeps what was sent.
    /// `folded` is `text` as `MatchText.scalars(of:)` folds it.
    func meant(_ text: String, folded: [UInt32], keeping kept: [Range<Int>]) -> String

    /// Reads `text`, which `folded` holds as `MatchText.scalars(of:)` folds it (as its keywords
    /// were matched).
    func read(_ text: String, folded: [UInt32]) -> Reading

    /// How the sentence is put, as far as `demand` asks: what the candidates read, and whether
    /// any weighs evidence.
    func analysis(of sentence: Reading, for demand: SentenceAnalysis.Demand) -> SentenceAnalysis

    /// What `skill` reads from the sentence: its parameters' values (an `invalid` one for a value
    /// named but impossible, 25点), and none for what the sentence does not say.
    func parameters(of skill: any Skill, in sentence: Reading, context: ExtractionContext) -> [String: ParameterValue]

    /// The parameters a follow-up of `skill`'s last request changes (那上海呢 changes the city,
    /// 改成十分钟 the duration, 再乘以三 goes on from the last value); `last` holds that request's
    /// values. Empty when the sentence changes none: then it is no follow-up. The agent keeps
    /// every other value of `last`.
    func followUpParameters(of skill: any Skill, in sentence: Reading, last: [String: ParameterValue],
                            context: ExtractionContext) -> [String: ParameterValue]

    /// The value of `parameter` in the sentence given as the answer to the question asked for it
    /// (`context.question`), where a bare "10" is ten of the parameter's unit.
    func answer(_ sentence: Reading, for parameter: SkillParameter, context: ExtractionContext) -> ParameterValue?

    /// Whether the sentence, no answer to `parameter` itself, narrows the answer to come: a day or a
    /// part of the day with no clock (明天早上, "tomorrow morning" asked at what time). The agent
    /// keeps it with the request, and asks again.
    func narrowsAnswer(_ sentence: Reading, for parameter: SkillParameter) -> Bool

    /// Whether the sentence is put as an answer to a choice even when it fits none of the choices
    /// (九点那个, 第五个, "the 10 pm one"): it gets the question again rather than starting a request.
    func answersAChoice(_ sentence: Reading) -> Bool

    /// What the sentence does to the schedule when the conversation is about it, though it names no
    /// kind of item (把喝水那个删了, 删掉它, 还剩几个, "cancel the 7 am one"); asked only of sentences
    /// that select no skill by themselves.
    func scheduleReference(_ sentence: Reading, after lastAct: ScheduleAct?) -> ScheduleAct?

    /// How the sentence may go on from the last request; asked only when the last skill reads a
    /// parameter from it. An operation on the last value is looked for only when that skill
    /// `readsExpressions` (再乘以三 goes on from a calculation, and from nothing else).
    func followUpCues(in sentence: Reading, readsExpressions: Bool) -> FollowUpCues

    /// The same understanding, taught the samples of `skills` (each at its registration position):
    /// what `likeness` then finds. Asked again after every change of the skills.
    func taught(_ skills: [any Skill]) -> Self

    /// The skills whose samples the sentence is like, best first, with what carried each;
    /// `leavingOut` asks as a model that has not seen that sample would (`selftest`).
    func likeness(of sentence: Reading, leavingOut sample: SampleID?) -> [Likeness]

    /// Whether the sentence asks only to run the failed request again (再试一次, "try again");
    /// asked of sentences that select no skill, so it must be cheap for chit-chat.
    func asksToRetry(_ sentence: Reading) -> Bool
}

extension Understanding {
    /// An understanding that knows no words narrows no answer.
    public func narrowsAnswer(_ sentence: Reading, for parameter: SkillParameter) -> Bool { false }

    /// An understanding that knows no words mends none.
    public func meant(_ text: String, folded: [UInt32], keeping kept: [Range<Int>]) -> String { text }

    /// A follow-up is read as any request.
    public func followUpParameters(of skill: any Skill, in sentence: Reading, last: [String: ParameterValue],
                                   context: ExtractionContext) -> [String: ParameterValue] {
        parameters(of: skill, in: sentence, context: context)
    }

    /// An understanding that knows no follow-up words reads none: no sentence follows up.
    public func followUpCues(in sentence: Reading, readsExpressions: Bool) -> FollowUpCues { .none }

    public func asksToRetry(_ sentence: Reading) -> Bool { false }

    public func answersAChoice(_ sentence: Reading) -> Bool { false }

    public func scheduleReference(_ sentence: Reading, after lastAct: ScheduleAct?) -> ScheduleAct? { nil }

    /// An understanding that learns nothing from samples finds no likeness.
    public func taught(_ skills: [any Skill]) -> Self { self }

    public func likeness(of sentence: Reading, leavingOut sample: SampleID?) -> [Likeness] { [] }
}
