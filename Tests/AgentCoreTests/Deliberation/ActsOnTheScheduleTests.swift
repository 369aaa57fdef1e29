@testable import AgentCore
import AgentProtocol
import Testing

private let looksUp = SentenceAnalysis.ScheduleRequest(act: .list, cue: "哪些")
private let cancels = SentenceAnalysis.ScheduleRequest(act: .cancel, cue: "取消")

/// Rule 2: a look-up or a cancellation of the schedule stands the skill that does that act and
/// turns down those that set a moment; a skill that acts on the schedule needs such a sentence.
struct ActsOnTheScheduleTests {
    @Test(arguments: [
        // The skill that does the act stands on it.
        RuleCase(words: "我/有/哪些/闹钟", skill: "schedule.list", schedule: looksUp, says: "哪些 looks up the schedule"),
        RuleCase(words: "取消/明天/早上/的/闹钟", skill: "schedule.cancel", values: [Value(.clockTime, "明天早上")],
                 schedule: cancels, says: "取消 cancels the schedule"),
        RuleCase(words: "cancel/ /my/ /alarm", skill: "schedule.cancel",
                 schedule: .init(act: .cancel, cue: "cancel"), says: "cancel cancels the schedule"),
        // One that does the other act is turned down.
        RuleCase(words: "我/有/哪些/闹钟", skill: "schedule.cancel", schedule: looksUp, turnedDown: "哪些 looks up the schedule"),
        // A skill that sets a moment is turned down: the time says which item.
        RuleCase(words: "取消/明天/早上/的/闹钟", skill: "alarm", values: [Value(.clockTime, "明天早上")],
                 schedule: cancels, turnedDown: "取消 cancels the schedule"),
        RuleCase(words: "哪些/倒计时/还/在", skill: "timer", schedule: looksUp, turnedDown: "哪些 looks up the schedule"),
        // A skill that sets no moment is left alone.
        RuleCase(words: "取消/闹钟/这个/词/减/掉", skill: "echo", schedule: cancels),
        // Without an act on the schedule, a skill that acts on it is turned down; others are left alone.
        RuleCase(words: "我/讨厌/闹钟", skill: "schedule.list", turnedDown: "names no act on the schedule"),
        RuleCase(words: "明天/七点/的/闹钟", skill: "schedule.cancel", values: [Value(.clockTime, "明天七点")],
                 turnedDown: "names no act on the schedule"),
        RuleCase(words: "提醒我/明天/七点/起床", skill: "alarm", mood: .request(cue: "提醒我"),
                 values: [Value(.clockTime, "明天七点")]),
    ])
    func weighsActsOnTheSchedule(_ row: RuleCase) { row.check(ActsOnTheSchedule.self) }

    /// The skill that does the act adds as much as a needed value read, and later rules know it.
    @Test func theActIsEvidence() {
        let (_, weighed) = RuleCase(words: "我/有/哪些/闹钟", skill: "schedule.list", schedule: looksUp)
            .weigh(by: ActsOnTheSchedule.self)
        #expect(weighed.actsOnSchedule)
        #expect(weighed.candidate.score == 2 + MatchDeliberation.evidencePoints)
    }
}
