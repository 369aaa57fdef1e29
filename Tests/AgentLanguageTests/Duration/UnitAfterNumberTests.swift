@testable import AgentLanguage
import Testing

/// Rule `UnitAfterNumber`: the unit after a number: spaces may come between, a hyphen before an English word;
/// one letter must touch the digits.
struct UnitAfterNumberTests {
    @Test(arguments: [
        ("倒计时 40 秒", 40.0), ("十二 分钟后", 720), ("7   minutes", 420), ("a 20-minute nap", 1200), ("75s", 75),
        ("2h", 7200), ("3 hrs", 10_800),
    ])
    func readsTheUnit(text: String, seconds: Double) {
        #expect(DurationExtractor.first(in: Sentence(text))?.seconds == seconds, "\(text)")
    }

    @Test(arguments: [
        "5-分钟", "3 m", "7 M", "5 meters", "2 hamburgers", "a 20-meter pool",
    ])
    func readsNoUnitApart(text: String) {
        let found = DurationExtractor.first(in: Sentence(text))
        #expect(found == nil, "\(text) → \(String(describing: found))")
    }
}
