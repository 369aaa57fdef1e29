@testable import AgentLanguage
import Testing

/// Rule `BaseChange`: another amount alone, after "of" or before 的, takes the last percent of it;
/// a sentence saying more of a sum, or a last sum that is no percent of one amount, changes nothing.
struct BaseChangeTests {
    @Test(arguments: [
        ("12% of 250", "and of 400", "12% * 400"),
        ("12% of 250", "what about of 90?", "12% * 90"),
        ("三百的百分之十五", "那五百的呢", "500 * 15%"),
    ])
    func takesTheLastPercentOfAnotherAmount(previous: String, text: String, expected: String) {
        #expect(BaseChange.changed(previous, by: Sentence(text)) == expected, "\(previous) → \(text)")
    }

    @Test(arguments: [
        ("12% of 250", "and 30% of 400"),  // a whole new percent: two numbers
        ("12% of 250", "of 40%"),  // a rate, not an amount
        ("250 times 3", "and of 400"),  // no percent to take
        ("12% of 250", "the best of 3"),  // no amount alone after of… with a sum's word before it
    ])
    func changesNothingElse(previous: String, text: String) {
        #expect(BaseChange.changed(previous, by: Sentence(text)) == nil, "\(previous) → \(text)")
    }
}
