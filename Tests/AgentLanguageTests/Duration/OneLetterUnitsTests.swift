@testable import AgentLanguage
import Testing

/// Rule `OneLetterUnits`: one-letter units count only stuck to digits and written lowercase; "s" is no decade,
/// a lone "d" no days.
struct OneLetterUnitsTests {
    @Test(arguments: [
        ("5m", 300.0), ("1h30m", 5400), ("45s", 45), ("2d3h", 183_600), ("1.5h", 5400), ("５ｍ", 300),
    ])
    func readsTheLetters(text: String, seconds: Double) {
        #expect(DurationExtractor.first(in: Sentence(text))?.seconds == seconds, "\(text)")
    }

    @Test(arguments: [
        "3 m", "3M", "3D", "3d", "3 meters", "5 months", "the 90s", "in the '80s", "mp3s",
    ])
    func readsNoLetterApart(text: String) {
        let found = DurationExtractor.first(in: Sentence(text))
        #expect(found == nil, "\(text) → \(String(describing: found))")
    }
}
