@testable import AgentLanguage
import Testing

/// Rule `Ranges`: ranges are no durations: the caller asks how long.
struct RangesTests {
    @Test(arguments: [
        ("等五分钟", 300.0), ("3分钟到了", 180),
    ])
    func readsASpanThatIsNoRange(text: String, seconds: Double) {
        #expect(DurationExtractor.first(in: Sentence(text))?.seconds == seconds, "\(text)")
    }

    @Test(arguments: [
        "两三分钟", "十五六分钟", "3-5分钟", "5~10分钟", "三到五分钟", "一两个小时", "two or three minutes", "3 to 5 minutes",
    ])
    func readsNoRange(text: String) {
        let found = DurationExtractor.first(in: Sentence(text))
        #expect(found == nil, "\(text) → \(String(describing: found))")
    }
}
