@testable import AgentLanguage
import Testing

struct ShortPeriodWordRuleTests {
    /// Rule: 早, 晚 and 一早 name a period only right before a clock time, and not after a word of
    /// degree or in a verb that moves a time. The index is the short word's, `length` its length.
    @Test(arguments: [
        ("早7点叫我", 0, 1, true), ("晚八点开会", 0, 1, true), ("一早五点出发", 0, 2, true), ("明天晚9:30", 2, 1, true),
        ("早点睡", 0, 1, false), ("晚饭吃什么", 0, 1, false), ("一早就到了", 0, 2, false), ("最晚8点到", 1, 1, false),
        ("太早7点起不来", 1, 1, false), ("提早8点出发", 1, 1, false), ("推晚9点", 1, 1, false),
        // Min and Hakka 早起 is the morning before a clock time, and getting up early elsewhere.
        ("早起六点半叫我", 0, 2, true), ("后日早起五点", 2, 2, true), ("早起7:40的闹钟", 0, 2, true),
        ("明天要早起", 3, 2, false), ("我习惯早起", 3, 2, false), ("早起的鸟儿有虫吃", 0, 2, false),
        // Northern 黑了 and Hunan 黑哒 are the evening before a clock time, and dark elsewhere.
        ("今儿黑了八点提醒我", 2, 2, true), ("今天黑哒九点钟", 2, 2, true), ("天黑了", 1, 2, false), ("天黑哒快回来", 1, 2, false),
    ])
    func aShortPeriodWordNeedsAClockAfterIt(text: String, index: Int, length: Int, names: Bool) {
        #expect(ShortPeriodWordRule.namesPeriod(in: Sentence(text), at: index, end: index + length) == names)
    }
}
