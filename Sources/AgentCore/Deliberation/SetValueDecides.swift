import AgentProtocol

/// Rule 7, a set value decides: where the request sets a value (a timer for 4 pm, an alarm for
/// nine minutes from now, set 45 minutes for the cookies: `SentenceAnalysis.valuesSet`), a
/// standing candidate that would ask for a value of another kind yields to a standing candidate
/// that reads the value set ("no duration: a time is set"): a clock time makes an alarm and a
/// duration a timer, whatever the item is called. Where no candidate reads it, the skill the
/// sentence names still asks. Weighed across the candidates, once each has been weighed alone.
enum SetValueDecides {
    static func turnDownAskers(in weighed: inout [WeighedCandidate], analysis: SentenceAnalysis) {
        guard !analysis.valuesSet.isEmpty, weighed.contains(where: { $0.stands && $0.asksFor != nil }) else { return }
        for value in analysis.valuesSet {
            let isRead = weighed.contains { candidate in
                candidate.stands && candidate.needs(value.kind) && candidate.valuesRead.contains { $0.overlaps(value.span) }
            }
            guard isRead else { continue }
            for i in weighed.indices where weighed[i].stands && !weighed[i].needs(value.kind) {
                guard let missing = weighed[i].asksFor else { continue }
                weighed[i].candidate.rejected = "no \(missing): \(value.kind == .duration ? "a duration" : "a time") is set"
            }
        }
    }
}
