@testable import AgentLanguage
import Testing

/// Rule `DurationStart`: no duration starts inside a longer number or word, after an ordinal, a vague count, a
/// weekday or a fraction.
struct DurationStartTests {
    @Test(arguments: [
        ("第三天过了五分钟", 300.0), ("几点了，等十分钟", 600), ("周三开会，开两小时", 7200),
    ])
    func readsTheSpanThatMayStart(text: String, seconds: Double) {
        #expect(DurationExtractor.first(in: Sentence(text))?.seconds == seconds, "\(text)")
    }

    @Test(arguments: [
        "第三天", "几十分钟", "周三", "星期三", "礼拜三", "百分之五十", "mp3s", "v2 minutes", "1,000 seconds", "十几分钟",
    ])
    func readsNoSpanWhereNoneStarts(text: String) {
        let found = DurationExtractor.first(in: Sentence(text))
        #expect(found == nil, "\(text) → \(String(describing: found))")
    }
}
