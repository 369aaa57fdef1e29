import AgentProtocol

/// Rule 2, acts on the schedule: a sentence that looks up or cancels what is scheduled
/// (我有哪些闹钟, 取消明天早上的闹钟, "cancel my 7am alarm") turns down every skill that needs a
/// moment to set (a duration, a clock time): its times say which items, not when. A skill
/// whose evidence names that act stands on it (it is the request, and adds `evidencePoints`);
/// one that names another act turns it down, and so does a sentence with no act on the schedule
/// unless it holds none of the skill's words for an act (its words for the items say none) and is
/// confidently like its samples, which asked for that act in words the act's cues do not all know
/// ("what do i want to remember", "how long i got left on that timer").
enum ActsOnTheSchedule: CandidateRule {
    static func weigh(_ candidate: inout WeighedCandidate, in sentence: DeliberatedSentence) -> String? {
        guard let request = sentence.analysis.scheduleRequest else {
            guard candidate.evidence.schedule != nil else { return nil }
            // Where the skill's own words for an act stand (取消 of 帮我取消订单), the act's reader has
            // read them and found no act on the schedule; where none does, its samples speak. Words for
            // the items say no act (那个 timer 还剩多久): beside them the sentence must be likest these
            // samples of all ("set alarm" is more like the alarm's), by more than those words ("i keep
            // forgetting to set reminders" is like them by "reminders" alone).
            let items = sentence.analysis.scheduleItems
            let actWords = candidate.counting.contains { hit in !items.contains { $0.lowerBound <= hit.start && hit.end <= $0.upperBound } }
            let spoken = candidate.counting.isEmpty
                || ((candidate.match.likeness?.score ?? 0) >= sentence.likest && !candidate.isLike(onlyBy: items, in: sentence))
            guard !actWords, spoken, candidate.isConfidentlyLikeItsSamples else { return "names no act on the schedule" }
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
