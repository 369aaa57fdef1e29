@testable import AgentLanguage
import Testing

/// Rule `BareMinute`: 分 without 钟 counts minutes only where nothing else is meant: no score, no "very", no
/// fraction.
struct BareMinuteTests {
    @Test(arguments: [
        ("十五分后提醒我", 900.0), ("五分左右", 300), ("三十分提醒我", 1800), ("十分", 600), ("等二十分再说", 1200), ("十分之后", 600),
    ])
    func readsTheMinutes(text: String, seconds: Double) {
        #expect(DurationExtractor.first(in: Sentence(text))?.seconds == seconds, "\(text)")
    }

    @Test(arguments: [
        "考了九十分", "得100分", "扣五分", "十分重要", "一百分", "五分之一", "一分钱", "十分的好", "九十分以上",
    ])
    func readsNoMinutes(text: String) {
        let found = DurationExtractor.first(in: Sentence(text))
        #expect(found == nil, "\(text) → \(String(describing: found))")
    }
}
