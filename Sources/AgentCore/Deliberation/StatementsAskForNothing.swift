import AgentProtocol

/// Rule 3, request or statement: a skill that answers requests only is turned down by a
/// statement ("我一般六点半下班"), a report ("北京下雨了") or a question about words, unless the
/// sentence is terse: nothing but its keywords, values and filler ("倒计时30分钟", "北京天气").
/// A request or a question says so ("request 帮我", "question 吗"); a skill that does what
/// the sentence asks of the schedule (rule 2) stands on that instead.
enum StatementsAskForNothing: CandidateRule {
    static func weigh(_ candidate: inout WeighedCandidate, in sentence: DeliberatedSentence) -> String? {
        guard candidate.evidence.answersRequestsOnly, !candidate.actsOnSchedule else { return nil }
        switch sentence.analysis.mood {
        case let .request(cue): candidate.add(MatchReason("request \(cue)"))
        case let .question(cue): candidate.add(MatchReason("question \(cue)"))
        case .aboutWords: return "asks about words"
        case let .report(cue): return "reports (\(cue))"
        case .statement:
            guard candidate.isTerse(in: sentence.analysis) else { return "statement" }
            candidate.add(MatchReason("terse request"))
        }
        return nil
    }
}
