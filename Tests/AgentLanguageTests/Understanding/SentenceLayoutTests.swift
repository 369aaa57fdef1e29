@testable import AgentLanguage
import Testing

/// `SentenceLayout`'s clauses: split after commas and stops, and before a word that opens a
/// reason, comma or not (english-reason-openers), but not inside a word.
struct SentenceLayoutTests {
    @Test(arguments: [
        ("make it 4 mins cos its only rice", ["make it 4 mins", "cos its only rice"]),
        ("one more at 6 because i always snooze", ["one more at 6", "because i always snooze"]),
        ("buy cosmetics at 5", ["buy cosmetics at 5"]),
        ("start my timer, please", ["start my timer", " please"]),
        ("明天下雨吗", ["明天下雨吗"]),
    ] as [(String, [String])])
    func splitsClauses(text: String, clauses: [String]) {
        let sentence = Sentence(text)
        let found = SentenceLayout(sentence.folded).clauses.map { sentence.quote($0.lowerBound, $0.upperBound) }
        #expect(found == clauses)
    }
}
