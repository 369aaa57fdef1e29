@testable import AgentLanguage
import Testing

/// Rule `FractionOfAUnit`: B分之A before a unit is A Bths of it.
struct FractionOfAUnitTests {
    @Test(arguments: [
        ("三分之一小时", 1200.0), ("四分之一个小时后", 900), ("四分之三个小时", 2700), ("二分之一分钟", 30), ("五分之一天", 17_280),
    ])
    func readsTheFraction(text: String, seconds: Double) {
        #expect(DurationExtractor.first(in: Sentence(text))?.seconds == seconds, "\(text)")
    }

    @Test(arguments: [
        "五分之一", "三分之二的人", "百分之五十小时", "零分之一小时",
    ])
    func readsNoFractionWithoutAUnit(text: String) {
        let found = DurationExtractor.first(in: Sentence(text))
        #expect(found == nil, "\(text) → \(String(describing: found))")
    }
}
