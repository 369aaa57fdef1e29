import AgentProtocol

/// Rule 4, only values: a skill that answers requests only, whose counting hits all lie inside
/// values the sentence names (七点 in 七点半, 分钟 in 五分钟), is named by no keyword: it stands
/// only in a terse sentence ("明早六点半") or where the request sets the value (set 45 minutes for
/// the cookies, a timer for 4 pm: `SentenceAnalysis.valuesSet`), not in a request for something
/// else ("帮我订今晚七点的位子": "only values"). Nor is one whose hits only ask what values come to,
/// with none of them read (热狗多少钱一个: "多少钱 beside no expression").
enum ValuesNameNoSkill: CandidateRule {
    static func weigh(_ candidate: inout WeighedCandidate, in sentence: DeliberatedSentence) -> String? {
        guard candidate.evidence.answersRequestsOnly, !candidate.namesSkill(in: sentence.analysis),
              !candidate.isTerse(in: sentence.analysis), !isSet(candidate, in: sentence.analysis)
        else { return nil }
        if let question = candidate.counting.first(where: { candidate.evidence.valueQuestions.contains($0.keyword) }),
           let needed = candidate.evidence.needs.first {
            return "\(question.keyword) beside no \(needed)"
        }
        return "only values"
    }

    /// Whether a counting hit lies in a value the request sets.
    private static func isSet(_ candidate: WeighedCandidate, in analysis: SentenceAnalysis) -> Bool {
        candidate.counting.contains { hit in analysis.valuesSet.contains { $0.span.lowerBound <= hit.start && hit.end <= $0.span.upperBound } }
    }
}
