import AgentProtocol

/// One rule of phase two, applied to each candidate in turn (`MatchDeliberation.candidateRules`):
/// it adds the reasons the sentence gives the candidate, or turns it down.
protocol CandidateRule: Sendable {
    /// Why the sentence turns `candidate` down, said in the `match` event ("statement",
    /// "热 inside 热狗"); nil when the candidate stands, with the rule's reasons added.
    static func weigh(_ candidate: inout WeighedCandidate, in sentence: DeliberatedSentence) -> String?
}

/// The sentence the candidates are weighed against: its text, how it is put, and how a skill's
/// parameters are read from it.
struct DeliberatedSentence {
    let text: String
    /// In Unicode scalars, as keyword hits count.
    let length: Int
    let analysis: SentenceAnalysis
    /// Reads the parameters of a skill from the sentence; called for the candidates that stand
    /// until their parameters are weighed (`ParameterEvidence`), once each.
    let extract: (any Skill) -> [String: ParameterValue]
    /// Whether a registered skill (one not taught ahead) is among the candidates.
    var registeredSkillInPlay = false
    /// The highest likeness of any candidate to its samples (0 when none is like its samples).
    var likest = 0.0
}
