@testable import AgentCore
import AgentProtocol
import Testing

/// Rule 5: each needed value read adds `evidencePoints`, as needing none does; a missing one
/// turns the skill down, unless a request (or a terse sentence) names the skill: then it asks.
struct ParameterEvidenceTests {
    @Test(arguments: [
        // Needed values read.
        RuleCase(words: "倒计时/二十/分钟", skill: "timer", values: [Value(.duration, "二十分钟")],
                 read: ["duration": 1200], says: "duration read"),
        RuleCase(words: "提醒我/七点/起床", skill: "alarm", mood: .request(cue: "提醒我"),
                 values: [Value(.clockTime, "七点")], read: ["time": 7], says: "time read"),
        // Nothing needed.
        RuleCase(words: "帮我/查/一下/天气", skill: "weather", mood: .request(cue: "帮我"), says: "needs nothing"),
        // Missing, in a request that names the skill: it asks.
        RuleCase(words: "帮我/设/个/倒计时", skill: "timer", mood: .request(cue: "帮我"), says: "no duration: will ask"),
        RuleCase(words: "set/ /a/ /timer", skill: "timer", mood: .request(cue: "set"), says: "no duration: will ask"),
        RuleCase(words: "倒计时", skill: "timer", says: "no duration: will ask"),
        // A day without a time of day is part of the evidence, and it asks for the rest.
        RuleCase(words: "周五/提醒我/还书", skill: "alarm", mood: .request(cue: "提醒我"),
                 values: [Value(.clockTime, "周五")], says: "time partly read"),
        // Missing, in a question or a statement: turned down.
        RuleCase(words: "这种/闹钟/有用/吗", skill: "alarm", mood: .question(cue: "吗"), turnedDown: "no time"),
        RuleCase(words: "倒计时/还/剩/多少", skill: "timer", mood: .question(cue: "多少"), turnedDown: "no duration"),
        RuleCase(words: "水/开/要/几/分钟", skill: "kettle", turnedDown: "no duration"),
        // Missing, where the request sets a value of another kind: it still asks, until a skill
        // that reads that value stands (`SetValueDecides`).
        RuleCase(words: "定/个/倒计时/到/下午/三点", skill: "timer", mood: .request(cue: "定"),
                 values: [Value(.clockTime, "下午三点")], set: ["下午三点"], says: "no duration: will ask"),
    ])
    func weighsTheNeededValues(_ row: RuleCase) { row.check(ParameterEvidence.self) }

    /// The points: a value read beats a value partly read, which beats none.
    @Test(arguments: [
        (RuleCase(words: "明早/提醒我/起床", skill: "alarm", mood: .request(cue: "提醒我"),
                  values: [Value(.clockTime, "明早")], read: ["time": 7]), 3 + MatchDeliberation.evidencePoints),
        (RuleCase(words: "周五/提醒我/还书", skill: "alarm", mood: .request(cue: "提醒我"),
                  values: [Value(.clockTime, "周五")]), 3 + MatchDeliberation.partialPoints),
        (RuleCase(words: "提醒我/还书", skill: "alarm", mood: .request(cue: "提醒我")), 3),
    ])
    func scoresTheEvidence(_ row: RuleCase, score: Int) {
        let (verdict, weighed) = row.weigh(by: ParameterEvidence.self)
        #expect(verdict == nil)
        #expect(weighed.candidate.score == score)
    }
}
