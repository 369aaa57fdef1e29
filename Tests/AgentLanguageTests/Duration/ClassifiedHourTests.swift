@testable import AgentLanguage
import Testing

/// Rule `ClassifiedHour`: 钟 after the 个 of a number is an hour (两个钟, 一个半钟, 半个钟); 钟 in a
/// word of its own, or a clock, is none. A clock counted alone (买了一个钟) reads as an hour too: the
/// sentence asks for no timer by its other evidence (`UnderstandingRuleTests`).
struct ClassifiedHourTests {
    @Test(arguments: [
        ("两个钟后提醒我", 7200.0), ("一个钟之后叫我", 3600), ("1个半钟后提醒我收衫", 5400), ("半个钟后喊我", 1800),
        ("再过三个钟就好", 10_800), ("计时两个半钟", 9000), ("等我十个钟", 36_000), ("三个钟头后", 10_800),
    ])
    func readsAnHour(text: String, seconds: Double) {
        #expect(DurationExtractor.first(in: Sentence(text))?.seconds == seconds, "\(text)")
    }

    @Test(arguments: ["家里有两个钟表", "三个钟点工", "三点钟", "这个钟慢了", "一个闹钟"])
    func readsNoHour(text: String) {
        let found = DurationExtractor.first(in: Sentence(text))
        #expect(found == nil, "\(text) → \(String(describing: found))")
    }
}
