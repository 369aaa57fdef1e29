@testable import AgentLanguage
import Testing

struct RepeatWordRuleTests {
    /// Rule: a span right after a word of recurrence (每隔, 每过, 每, 隔, "every", "each") repeats;
    /// the English word must be whole and spaced from the span. The span starts at `start`.
    @Test(arguments: [
        ("每隔两小时", 2, true), ("每过一刻钟", 2, true), ("每四十分钟", 1, true), ("隔 三小时", 2, true), ("每个小时", 2, true),
        ("every 45 minutes", 6, true), ("each 30 minutes", 5, true),
        ("两小时后", 0, false), ("等两小时", 1, false), ("everyone 5 minutes", 9, false), ("every5 minutes", 5, false),
        ("in 45 minutes", 3, false),
    ])
    func aSpanAfterARepeatWordRepeats(text: String, start: Int, repeats: Bool) {
        #expect(RepeatWordRule.isBefore(Sentence(text), at: start) == repeats)
    }
}
