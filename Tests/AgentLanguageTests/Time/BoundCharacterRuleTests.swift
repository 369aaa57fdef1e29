@testable import AgentLanguage
import Testing

struct BoundCharacterRuleTests {
    /// Rule: a character that ends a word with the one before it starts no time word; the index is
    /// that of the character tested.
    @Test(arguments: [
        ("之后天气怎么样", 1, true), ("三天以后天晴", 3, true), ("提前天到", 1, true), ("路上周三堵车", 1, true),
        ("早上周五开会", 1, true), ("等一下周三再说", 2, true),
        ("明后天都行", 1, false), ("后天下午", 0, false), ("前天的事", 0, false), ("这下周三能到", 1, false),
        ("我上周三去过", 1, false),
    ])
    func aCharacterEndingAWordStartsNone(text: String, index: Int, bound: Bool) {
        #expect(BoundCharacterRule.isBound(Sentence(text), at: index) == bound)
    }
}
