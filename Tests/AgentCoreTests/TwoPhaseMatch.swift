import AgentCore
import AgentProtocol
import TestSupport

/// Both phases of matching over `skills`, with `analysis` (neutral unless given).
func twoPhaseMatch(_ text: String, _ skills: [any Skill], analysis: SentenceAnalysis? = nil,
                   extract: (any Skill) -> [String: ParameterValue] = { _ in [:] }) -> MatchReport {
    let matcher = IntentMatcher(skills: skills)
    return MatchDeliberation.decide(text: text, length: text.unicodeScalars.count,
                                    matches: matcher.keywordMatches(in: text),
                                    analysis: analysis ?? .neutral(text), skill: { skills[$0] }, extract: extract).report
}
