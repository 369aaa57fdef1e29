@testable import AgentLanguage
import Testing

/// Rule `CompoundSpan`: groups of smaller and smaller units make one span, joined by nothing, spaces, 零, 又 or
/// "and"; a half ends it.
struct CompoundSpanTests {
    @Test(arguments: [
        ("两个小时十五分", 8100.0), ("十分钟零三十秒", 630), ("一小时又十分钟", 4200), ("三小时二十分钟十秒", 12_010), ("1小时 30分钟", 5400),
        ("1h30m", 5400), ("2 hours and 15 minutes", 8100), ("an hour and a half", 5400), ("1 hr 30 min", 5400),
    ])
    func readsOneSpan(text: String, seconds: Double) {
        #expect(DurationExtractor.first(in: Sentence(text))?.seconds == seconds, "\(text)")
    }

    /// A larger unit starts a new span.
    @Test(arguments: [
        ("30分钟5小时", [1800.0, 18_000]), ("十秒一分钟", [10, 60]), ("5 minutes and 10 minutes", [300, 600]), ("1h30m 2h", [5400, 7200]),
    ])
    func startsANewSpanAtALargerUnit(text: String, seconds: [Double]) {
        #expect(DurationExtractor.all(in: Sentence(text)).map(\.seconds) == seconds, "\(text)")
    }
}
