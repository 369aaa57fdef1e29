import AgentCore
import AgentProtocol

/// The language side of the agent (`Understanding`): a sentence is read once into a `Sentence`,
/// which the analysis for matching, every candidate's parameters, the follow-up and retry cues
/// and an answer to a question all read from.
///
/// A skill's parameters are read by their kinds (`ParameterReader`), unless the skill reads the
/// sentence itself (`SentenceReadingSkill`: the built-ins that read a reminder, a question or
/// a repeat, and spec skills with compiled patterns).
public struct LanguageUnderstanding: Understanding {
    /// What the registered skills' samples taught (`taught`); nil before, or when no skill has a sample.
    private var samples: SampleModel?
    /// The model of the built-ins given in place of the shipped one (`--builtin-model`).
    private let givenBuiltins: BuiltinModel?
    /// What the built-ins among the skills were taught ahead, with each class's skill position
    /// (`taught`); nil when no skill is taught ahead.
    private var builtins: (model: BuiltinModel, positions: [Int?])?
    /// What misspelt words are read as: the word lists' words, and the built-ins' keywords once
    /// taught (nil before: the lists' alone).
    private var mender: SpellingMender?

    /// An understanding whose built-ins were taught `builtins`: the model shipped with the tool
    /// unless another is given (`--builtin-model`), read when a built-in is first taught.
    public init(builtins: BuiltinModel? = nil) {
        givenBuiltins = builtins
    }

    public func taught(_ skills: [any Skill]) -> LanguageUnderstanding {
        var taught = self
        taught.samples = SampleModel(skills: skills)
        // The built-ins' words to mend to, not a registered skill's: a misspelling would be compared
        // with every word of ten thousand skills. Their keywords are never mended (the agent keeps them).
        taught.mender = SpellingMender(knowing: skills.filter { $0.learning == .taughtAhead }.map(\.keywords))
        taught.builtins = nil
        if skills.contains(where: { $0.learning == .taughtAhead }), let model = givenBuiltins ?? BuiltinModel.shipped {
            let positions = model.positions(in: skills)
            if positions.contains(where: { $0 != nil }) { taught.builtins = (model, positions) }
        }
        return taught
    }

    /// What a quotation says is not asked for (用“倒计时”造个句), by keywords or by samples: the
    /// models read the sentence without it.
    public func likeness(of sentence: Sentence, leavingOut sample: SampleID?) -> [Likeness] {
        guard samples != nil || builtins != nil else { return [] }
        let quoted = QuotationShield.spans(in: sentence)
        let learned = samples?.likeness(of: sentence, outside: quoted, leavingOut: sample) ?? []
        guard let builtins else { return learned }
        return builtins.model.likeness(of: sentence, outside: quoted, positions: builtins.positions) + learned
    }

    /// A correction inside the sentence first (it takes a slip and its word of correction out, and
    /// says where the spans kept then stand), then Chinese variants and the northwest's fronted
    /// objects (which keep every offset), then misspelt words.
    public func meant(_ text: String, folded: [UInt32], keeping kept: [Range<Int>]) -> String {
        let (corrected, kept) = InSentenceCorrection.corrected(text, folded: folded, keeping: kept)
        let variants = ChineseVariants.mended(corrected, folded: corrected == text ? folded : MatchText.scalars(of: corrected),
                                              keeping: kept)
        return (mender ?? .lists).mended(FrontedObject.mended(variants), keeping: kept)
    }

    public func read(_ text: String, folded: [UInt32]) -> Sentence {
        Sentence(text, folded: folded)
    }

    public func analysis(of sentence: Sentence, for demand: SentenceAnalysis.Demand) -> SentenceAnalysis {
        SentenceAnalyzer.analysis(of: sentence, for: demand)
    }

    public func parameters(of skill: any Skill, in sentence: Sentence, context: ExtractionContext) -> [String: ParameterValue] {
        // The skill's type is asked whether it reads the sentence: a cast of the skill itself
        // would box a copy of it for every candidate.
        if let reader = type(of: skill) as? any SentenceReadingSkill.Type {
            return reader.parameters(of: skill, in: sentence, context: context)
        }
        return ParameterReader.values(of: skill.parameters, in: sentence, context: context)
    }

    public func followUpParameters(of skill: any Skill, in sentence: Sentence, last: [String: ParameterValue],
                                   context: ExtractionContext) -> [String: ParameterValue] {
        if let reader = type(of: skill) as? any SentenceReadingSkill.Type {
            return reader.followUpParameters(of: skill, in: sentence, last: last, context: context)
        }
        return ParameterReader.values(of: skill.parameters, in: sentence, context: context)
    }

    public func answer(_ sentence: Sentence, for parameter: SkillParameter, context: ExtractionContext) -> ParameterValue? {
        ParameterReader.value(of: parameter, in: sentence, mode: .answer, context: context)
    }

    public func scheduleReference(_ sentence: Sentence, after lastAct: ScheduleAct?) -> ScheduleAct? {
        ScheduleRequestReader.read(sentence, inContext: true, after: lastAct)?.act
    }

    public func narrowsAnswer(_ sentence: Sentence, for parameter: SkillParameter) -> Bool {
        ParameterReader.narrows(sentence, for: parameter)
    }

    public func answersAChoice(_ sentence: Sentence) -> Bool {
        ChoiceReader.isAnswer(sentence)
    }

    public func followUpCues(in sentence: Sentence, readsExpressions: Bool) -> FollowUpCues {
        SentenceAnalyzer.followUpCues(in: sentence, readsExpressions: readsExpressions)
    }

    public func asksToRetry(_ sentence: Sentence) -> Bool {
        RetryRequestReader.asksToRetry(sentence)
    }
}

extension LanguageUnderstanding {
    /// What `skill` reads from `text` (the sentence read here), as the agent would have it read.
    public func parameters(of skill: any Skill, in text: String, context: ExtractionContext) -> [String: ParameterValue] {
        parameters(of: skill, in: Sentence(text), context: context)
    }

    /// The value of `parameter` in `text` read as a sentence or as an answer.
    public func value(of parameter: SkillParameter, in text: String, mode: ParameterReader.Mode,
                      context: ExtractionContext) -> ParameterValue? {
        ParameterReader.value(of: parameter, in: Sentence(text), mode: mode, context: context)
    }
}

/// A skill that reads its parameters from the sentence itself, beyond what their kinds say:
/// the built-ins (a timer's reminder and repeat, an alarm's hour cycle, the weather's question
/// and day, the clock's subject, a calculation that goes on from the last value) and spec
/// skills with compiled patterns.
public protocol SentenceReadingSkill: Skill {
    /// The values of the parameters in `sentence`.
    func parameters(in sentence: Sentence, context: ExtractionContext) -> [String: ParameterValue]

    /// What a follow-up of this skill's last request changes (see `Understanding`).
    func followUpParameters(in sentence: Sentence, last: [String: ParameterValue],
                            context: ExtractionContext) -> [String: ParameterValue]
}

extension SentenceReadingSkill {
    /// What `skill`, a skill of this type, reads from `sentence`.
    static func parameters(of skill: any Skill, in sentence: Sentence, context: ExtractionContext) -> [String: ParameterValue] {
        (skill as! Self).parameters(in: sentence, context: context)
    }

    /// What a follow-up of `skill`, a skill of this type, changes.
    static func followUpParameters(of skill: any Skill, in sentence: Sentence, last: [String: ParameterValue],
                                   context: ExtractionContext) -> [String: ParameterValue] {
        (skill as! Self).followUpParameters(in: sentence, last: last, context: context)
    }

    /// By their kinds (`ParameterReader`).
    public func parameters(in sentence: Sentence, context: ExtractionContext) -> [String: ParameterValue] {
        ParameterReader.values(of: parameters, in: sentence, context: context)
    }

    /// A follow-up is read as any request.
    public func followUpParameters(in sentence: Sentence, last: [String: ParameterValue],
                                   context: ExtractionContext) -> [String: ParameterValue] {
        self.parameters(in: sentence, context: context)
    }
}
