@testable import AgentCore
import AgentProtocol
import Testing

/// Rule 3: a skill that answers requests only stands on a request or a question, or on a terse
/// sentence; a statement, a report or a question about words turns it down.
struct StatementsAskForNothingTests {
    @Test(arguments: [
        // A request or a question says so.
        RuleCase(words: "帮我/查/一下/天气", skill: "weather", mood: .request(cue: "帮我"), says: "request 帮我"),
        RuleCase(words: "上海/天气/怎么样", skill: "weather", mood: .question(cue: "怎么样"),
                 values: [Value(.city, "上海")], says: "question 怎么样"),
        RuleCase(words: "what/'s/ /the/ /weather", skill: "weather", mood: .question(cue: "what"), says: "question what"),
        // A terse statement, all keyword and value, is a request.
        RuleCase(words: "上海/天气", skill: "weather", values: [Value(.city, "上海")], says: "terse request"),
        RuleCase(words: "倒计时/二十/分钟", skill: "timer", values: [Value(.duration, "二十分钟")], says: "terse request"),
        // A statement with more in it asks for nothing.
        RuleCase(words: "我/不太/关心/天气", skill: "weather", turnedDown: "statement"),
        RuleCase(words: "他/在/看/倒计时", skill: "timer", turnedDown: "statement"),
        // However short, a report is a statement.
        RuleCase(words: "下雨/了", skill: "weather", mood: .report(cue: "了"), turnedDown: "reports (了)"),
        RuleCase(words: "好/热", skill: "weather", mood: .report(cue: "好"), turnedDown: "reports (好)"),
        // A question about words asks for no task.
        RuleCase(words: "“/天气/”/用/英语/怎么/说", skill: "weather", mood: .aboutWords(cue: "用英语怎么说"),
                 turnedDown: "asks about words"),
        // A skill that takes statements too, or does what the sentence asks of the schedule, is left alone.
        RuleCase(words: "我/不太/关心/时间", skill: "clock"),
        RuleCase(words: "我/有/哪些/闹钟", skill: "schedule.list", schedule: .init(act: .list, cue: "哪些")),
    ])
    func weighsHowTheSentenceIsPut(_ row: RuleCase) { row.check(StatementsAskForNothing.self) }
}
