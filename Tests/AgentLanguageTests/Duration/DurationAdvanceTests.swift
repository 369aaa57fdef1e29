@testable import AgentLanguage
import Testing

/// Rule `DurationAdvance`: the span after 提前, or before "before" or "early", says how early to remind: it is
/// no duration of the sentence, and `advance(in:)` reads it.
struct DurationAdvanceTests {
    @Test(arguments: [
        ("明天下午三点开会，提前一刻钟提醒我", 900.0, nil), ("周五交报告，提前两天提醒我", 172_800, nil),
        ("二十分钟后开会，提前五分钟叫我", 300, 1200), ("提前 10 分钟", 600, nil),
        ("remind me 10 minutes before the 3pm meeting", 600, nil), ("wake me half an hour early", 1800, nil),
    ] as [(String, Double, Double?)])
    func readsTheAdvanceApart(text: String, advance: Double, duration: Double?) {
        let sentence = Sentence(text)
        #expect(DurationExtractor.advance(in: sentence)?.seconds == advance, "\(text)")
        #expect(DurationExtractor.first(in: sentence)?.seconds == duration, "\(text)")
    }

    @Test(arguments: ["十分钟后提醒我", "提前提醒我", "in 10 minutes", "before the meeting", "提前一点"])
    func readsNoAdvance(text: String) {
        #expect(DurationExtractor.advance(in: Sentence(text)) == nil, "\(text)")
    }
}
