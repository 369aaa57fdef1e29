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
        // A value a verb of setting takes is what the request asks for, whatever it is for.
        RuleCase(words: "定/一个/20/分钟/给/面条", skill: "timer", mood: .request(cue: "定"),
                 values: [Value(.duration, "20分钟")], set: ["20分钟"]),
        RuleCase(words: "帮我/设/个/十五/分钟/，/我/要/泡脚", skill: "timer", mood: .request(cue: "帮我"),
                 values: [Value(.duration, "十五分钟")], set: ["十五分钟"]),
        // The same value not set by the verb (it describes a meeting): a request for something else.
        RuleCase(words: "设置/10/分钟/的/会议", skill: "timer", mood: .request(cue: "设置"),
                 values: [Value(.duration, "10分钟")], turnedDown: "only values"),
        // A skill that takes statements too is left alone.
        RuleCase(words: "帮我/等/五/分钟/再/说", skill: "kettle", mood: .request(cue: "帮我"), values: [Value(.duration, "五分钟")]),
    ])
    func valuesAloneNameNoSkill(_ row: RuleCase) { row.check(ValuesNameNoSkill.self) }
}
