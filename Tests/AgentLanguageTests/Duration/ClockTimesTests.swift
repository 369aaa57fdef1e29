@testable import AgentLanguage
import Testing

/// Rule `ClockTimes`: clock times are no durations: minutes and seconds after N点 or N时, a unit after a Chinese
/// decimal, 时 leading.
struct ClockTimesTests {
    @Test(arguments: [
        ("三点五分钟", 210.0), ("8天20时", 763_200), ("三点四十五分，再过十分钟", 600),
    ])
    func readsTheSpanBesideAClock(text: String, seconds: Double) {
        #expect(DurationExtractor.first(in: Sentence(text))?.seconds == seconds, "\(text)")
    }

    @Test(arguments: [
        "三点四十五分", "7点05分", "15时30分", "三点过五分", "五点差五分", "三点十五分二十秒", "三点五分", "三点一刻钟", "15时", "19:45",
    ])
    func readsNoClockTimeAsASpan(text: String) {
        let found = DurationExtractor.first(in: Sentence(text))
        #expect(found == nil, "\(text) → \(String(describing: found))")
    }
}
