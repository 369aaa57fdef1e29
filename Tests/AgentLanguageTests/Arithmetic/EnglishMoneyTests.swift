@testable import AgentLanguage
import Testing

/// Rule `EnglishMoney`: a currency and a number under a hundred after it are one amount ("1 dollar 20"
/// is 1.2), read by calculations and word problems alike; a number that counts people or things after
/// the currency is its own.
struct EnglishMoneyTests {
    @Test(arguments: [
        ("3 loaves at 1 dollar 20 each, how much is it", "1.2 * 3"), ("2 dollars 50 plus 3 dollars 25", "2.5 + 3.25"),
        ("two pounds fifty times 4", "2.5 * 4"), ("5 quid 30 p minus 2 quid", "5.3 - 2"), ("1 dollar 5 cents plus 1", "1.05 + 1"),
        ("what's 12 euros 99 times three", "12.99 * 3"), ("4 bucks 75 divided by 5", "4.75 / 5"),
        // the currency in the singular, as it is said at a till
        ("how much is 12 pound 50 split four ways", "12.5 / 4"), ("3 pound 20 times 5", "3.2 * 5"), ("7 pound 40 minus 2 pound", "7.4 - 2"),
    ])
    func readsOneAmount(text: String, expected: String) {
        #expect(expressionRead(text) == expected, "\(text)")
    }

    @Test(arguments: [
        ("50 dollars 4 people how much each", "50 / 4"), ("30 euros 3 tickets, how much is one", "30 / 3"),
        ("12 dollars plus 3", "12 + 3"), ("10 dollars 2.5 times", nil), ("100 yen", nil),
    ] as [(String, String?)])
    func leavesANumberOfItsOwn(text: String, expected: String?) {
        #expect(expressionRead(text) == expected, "\(text)")
    }
}
