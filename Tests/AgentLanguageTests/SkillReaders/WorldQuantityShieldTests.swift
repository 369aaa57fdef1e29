@testable import AgentLanguage
import Testing

/// Rule a quantity of the world: a verb that asks to calculate, with no number said, followed by
/// something no sum is made of, asks what only the world knows (`WorldQuantityShield`).
struct WorldQuantityShieldTests {
    private func shielded(_ text: String) -> [String] {
        shieldedWords(in: text, by: WorldQuantityShield.spans(in:))
    }

    @Test(arguments: [
        ("compute how long my commute takes", ["compute"]),
        ("can you work out my monthly budget", ["work out"]),
        ("figure out the tip for lunch please", ["figure out"]),
        ("add up my grocery bill", ["add up"]),
        ("Calculate my heart rate zone", ["Calculate"]),
        ("帮我算算这个月的电费", ["算算"]),
        ("计算一下我的年假还剩几天", ["计算一下"]),
        ("算一下从家到公司多远", ["算一下"]),
    ] as [(String, [String])])
    func shieldsAQuantityOnlyTheWorldKnows(text: String, words: [String]) {
        #expect(shielded(text) == words)
    }

    /// A sum named, or nothing named, after the verb; a number anywhere; the verb in another clause.
    @Test(arguments: [
        "calculate something quick for me please", "帮我算道数学题", "来算个除法", "compute 8 times 7", "帮我算一下吧",
        "帮我计算一下一共多少", "work out the sum", "work out a quick sum for me", "算算吧", "帮我算算三百块够不够",
        "my rent and my bills, add up", "我打算，明年考研",
    ])
    func leavesSumsToTheCalculator(text: String) {
        #expect(shielded(text).isEmpty)
    }
}
