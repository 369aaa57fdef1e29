@testable import AgentLanguage
import Testing

/// Rule a saying: a saying or compound that holds a skill's word without meaning it (`SayingShield`).
struct SayingShieldTests {
    private func shielded(_ text: String) -> [String] {
        shieldedWords(in: text, by: SayingShield.spans(in:))
    }

    @Test(arguments: [
        ("could we take a rain check on the movie", ["rain check"]),
        ("can you be quiet for a second", ["for a second"]),
        ("will you hold this for a sec", ["for a sec"]),
        ("微博热搜上都说什么", ["热搜"]),
        ("这个专业是不是很冷门", ["冷门"]),
        ("is the game on rain or shine", ["rain or shine"]),
        // Things named by a weather word.
        ("how long do i microwave a hot pocket", ["hot pocket"]),
        ("is this hot sauce vegan", ["hot sauce"]),
        ("a cold brew with oat milk please", ["cold brew"]),
    ] as [(String, [String])])
    func shieldsASaying(text: String, words: [String]) {
        #expect(shielded(text) == words)
    }

    @Test(arguments: ["will it rain tomorrow", "check the rain radar", "set a timer for 30 seconds", "后天广州热不热", "夜里会冷吗", "",
                      "is it hot today", "will it be cold tomorrow in boston"])
    func leavesWhatIsNoSaying(text: String) {
        #expect(shielded(text).isEmpty)
    }
}
