@testable import AgentCore
import AgentProtocol
import Testing

/// Rule 4: a skill that answers requests only, whose counting hits all lie inside values, is
/// named by no keyword: it stands in a terse sentence, not in a request for something else.
struct ValuesNameNoSkillTests {
    @Test(arguments: [
        // A time in a request for something else names no alarm.
        RuleCase(words: "帮我/订/今晚/七点/的/位子", skill: "alarm", mood: .request(cue: "帮我"),
                 values: [Value(.clockTime, "今晚七点")], turnedDown: "only values"),
        RuleCase(words: "帮我/等/五/分钟/再/说", skill: "timer", mood: .request(cue: "帮我"),
                 values: [Value(.duration, "五分钟")], turnedDown: "only values"),
        // Terse, the values are the request.
        RuleCase(words: "明早/六点半", skill: "alarm", values: [Value(.clockTime, "明早六点半")]),
        RuleCase(words: "三十/分钟", skill: "timer", values: [Value(.duration, "三十分钟")]),
        // A keyword outside the values names the skill.
        RuleCase(words: "提醒我/七点/起床", skill: "alarm", mood: .request(cue: "提醒我"), values: [Value(.clockTime, "七点")]),
        RuleCase(words: "帮我/定/个/七点/的/闹钟", skill: "alarm", mood: .request(cue: "帮我"), values: [Value(.clockTime, "七点")]),
        // An operator inside an expression still names the sum it asks for.
        RuleCase(words: "帮我/算/三/乘/四", skill: "calculator", mood: .request(cue: "帮我"), values: [Value(.expression, "三乘四")]),
        // A skill that takes statements too is left alone.
        RuleCase(words: "帮我/等/五/分钟/再/说", skill: "kettle", mood: .request(cue: "帮我"), values: [Value(.duration, "五分钟")]),
    ])
    func valuesAloneNameNoSkill(_ row: RuleCase) { row.check(ValuesNameNoSkill.self) }
}
