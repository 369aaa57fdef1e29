import AgentProtocol

/// Rule 2, acts on the schedule: a sentence that looks up or cancels what is scheduled
/// (我有哪些闹钟, 取消明天早上的闹钟, "cancel my 7am alarm") turns down every skill that needs a
/// moment to set (a duration, a clock time): its times say which items, not when. A skill
/// whose evidence names that act stands on it (it is the request, and adds `evidencePoints`);
/// one that names another act turns it down, and so does a sentence with no act on the schedule
/// unless it holds none of the skill's keywords and is confidently like its samples, which asked
/// for that act in words the act's cues do not all know ("what do i want to remember").
enum ActsOnTheSchedule: CandidateRule {
    static func weigh(_ candidate: inout WeighedCandidate, in sentence: DeliberatedSentence) -> String? {
        guard let request = sentence.analysis.scheduleRequest else {
            guard candidate.evidence.schedule != nil else { return nil }
            // Where the skill's own words stand (取消 of 帮我取消订单), the act's reader has read
            // them and found no act on the schedule; where none does, its samples speak.
            guard candidate.counting.isEmpty, candidate.isConfidentlyLikeItsSamples else { return "names no act on the schedule" }
            candidate.add(MatchReason("acts as its samples do"))
            candidate.actsOnSchedule = true
            return nil
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
