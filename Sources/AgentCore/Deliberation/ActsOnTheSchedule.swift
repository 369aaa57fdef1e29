import AgentProtocol

/// Rule 2, acts on the schedule: a sentence that looks up or cancels what is scheduled
/// (我有哪些闹钟, 取消明天早上的闹钟, "cancel my 7am alarm") turns down every skill that needs a
/// moment to set (a duration, a clock time): its times say which items, not when. A skill
/// whose evidence names that act stands on it (it is the request, and adds `evidencePoints`);
/// one that names another act, or a sentence with no act on the schedule, turns it down.
enum ActsOnTheSchedule: CandidateRule {
    static func weigh(_ candidate: inout WeighedCandidate, in sentence: DeliberatedSentence) -> String? {
        guard let request = sentence.analysis.scheduleRequest else {
            return candidate.evidence.schedule == nil ? nil : "names no act on the schedule"
        }
        if let own = candidate.evidence.schedule {
            guard own == request.act else { return said(request) }
            // The act is the request, and what the skill needs: as a needed value read.
            candidate.add(MatchReason(said(request), points: MatchDeliberation.evidencePoints))
            candidate.actsOnSchedule = true
        } else if candidate.needs(.duration) || candidate.needs(.clockTime) {
            // 取消明天早上的闹钟: the time names the item to cancel, not a moment to set.
            return said(request)
        }
        return nil
    }

    /// "取消 cancels the schedule", "哪些 looks up the schedule".
    private static func said(_ request: SentenceAnalysis.ScheduleRequest) -> String {
        "\(request.cue) \(request.act == .cancel ? "cancels" : "looks up") the schedule"
    }
}
