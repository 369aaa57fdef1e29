@testable import AgentLanguage
import Testing

/// Rule `EnglishSpan`: English spans: number words, articles, halves and quarters of a unit, "and a half".
struct EnglishSpanTests {
    @Test(arguments: [
        ("five minutes", 300.0), ("an hour", 3600), ("a minute", 60), ("a hundred and twenty seconds", 120),
        ("half an hour", 1800), ("a half hour", 1800), ("half-hour", 1800), ("a quarter of an hour", 900),
        ("three quarters of an hour", 2700), ("one and a half hours", 5400), ("a minute and a half", 90),
        ("twenty-five minutes", 1500),
    ])
    func readsTheSpan(text: String, seconds: Double) {
        #expect(DurationExtractor.first(in: Sentence(text))?.seconds == seconds, "\(text)")
    }

    /// Rule: "and half" with its article unsaid, as learners say it; not before "of" or "the".
    @Test(arguments: [
        ("set timer 1 hour and half", 5400.0), ("2 hours and quarter", 8100), ("10 minutes and half please", 630),
        ("bake 20 minutes and half the batch after", 1200), ("5 minutes and half of it", 300),
    ])
    func readsAHalfWithItsArticleUnsaid(text: String, seconds: Double) {
        #expect(DurationExtractor.first(in: Sentence(text))?.seconds == seconds, "\(text)")
    }

    @Test(arguments: [
        "a second opinion", "just a sec", "a few minutes", "half the time", "quarter past seven", "several hours",
    ])
    func readsNoSpan(text: String) {
        let found = DurationExtractor.first(in: Sentence(text))
        #expect(found == nil, "\(text) → \(String(describing: found))")
    }
}
