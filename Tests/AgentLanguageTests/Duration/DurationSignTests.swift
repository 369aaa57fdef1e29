@testable import AgentLanguage
import Testing

/// Rule `DurationSign`: a minus sign or word before a span makes it negative; a symbol between numbers or after
/// a letter is none.
struct DurationSignTests {
    @Test(arguments: [
        ("负十分钟", -600.0), ("-3分钟", -180), ("－３分钟", -180), ("负半小时", -1800), ("minus 2 minutes", -120),
        ("negative five seconds", -5), ("-1h30m", -5400), ("−2 hours", -7200), ("负责五分钟", 300), ("t-5 minutes", 300),
    ])
    func readsTheSign(text: String, seconds: Double) {
        #expect(DurationExtractor.first(in: Sentence(text))?.seconds == seconds, "\(text)")
    }

    @Test(arguments: [
        "3-5分钟", "正负", "minus five", "-5",
    ])
    func readsNoSignedSpan(text: String) {
        let found = DurationExtractor.first(in: Sentence(text))
        #expect(found == nil, "\(text) → \(String(describing: found))")
    }
}
