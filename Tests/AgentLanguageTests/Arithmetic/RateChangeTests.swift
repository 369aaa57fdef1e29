@testable import AgentLanguage
import Testing

/// Rule `RateChange`: a follow-up that names only another percentage or discount is the last sum
/// at that rate, not an operation on its answer; 再 or "then" still goes on from the answer.
struct RateChangeTests {
    @Test(arguments: [
        // A percentage of an amount, a tip, a percentage off.
        ("三千二的百分之八是多少", "那百分之十二呢", "3200 * 12%"),
        ("what's a 15% tip on 48", "how about 22 percent", "22% * 48"),
        ("what's 15 per cent of 300", "and 18 per cent?", "18% * 300"),
        ("what is 25% off 360", "and if it was 35% off", "360 * (1 - 35%)"),
        ("what is 25% off 360", "what about 10 percent off", "360 * (1 - 10%)"),
        // A joiner before the rate, with no amount before it ("and with", "at").
        ("how much is 12 percent of 450", "and with 15 percent?", "15% * 450"),
        ("what's 300 with 20% off", "at 35% off?", "300 * (1 - 35%)"),
        // A discount in tenths or hundredths, with or without 打.
        ("四百八打九折多少钱", "换成八折呢", "480 * (8 / 10)"),
        ("四百八打九折多少钱", "要是打八八折呢", "480 * (88 / 100)"),
        ("三百六的八五折是多少", "七五折呢", "360 * (75 / 100)"),
        // A discount after a total with no rate: the whole total at it.
        ("一斤二十八块 三斤半多少钱", "那打个八折呢", "28 * 3.5 * (8 / 10)"),
    ] as [(String, String, String)])
    func replacesTheRate(previous: String, text: String, expected: String) {
        #expect(RateChange.changed(previous, by: Sentence(text)) == expected, "\(previous) → \(text)")
        #expect(RateChange.span(in: Sentence(text)) != nil, "\(text)")
    }

    @Test(arguments: [
        // Going on from the answer, or more of a sum than a rate.
        ("四百八打九折多少钱", "再打九五折"),
        ("what is 25% off 360", "then take another 10% off"),
        ("三千二的百分之八是多少", "百分之十二加五十呢"),
        ("what's 15 per cent of 300", "and 20% of 80"),
        // A rate of another kind than the last sum's, a last sum of no rate or of two.
        ("四百八打九折多少钱", "百分之二十呢"),
        ("三千二的百分之八是多少", "七折呢"),
        ("12 times 7", "what about 20%"),
        ("10% of 20% of 500", "and 30%"),
        // No rate at all.
        ("三千二的百分之八是多少", "那十二呢"),
        ("三千二的百分之八是多少", "明天呢"),
    ] as [(String, String)])
    func changesNothingElse(previous: String, text: String) {
        #expect(RateChange.changed(previous, by: Sentence(text)) == nil, "\(previous) → \(text)")
    }

    @Test func theRatesWordsAreItsSpan() {
        // "off" belongs to the rate: nothing of "and 40% off" is left for a follow-up to explain but "and".
        #expect(RateChange.span(in: Sentence("and 40% off")) == 4..<11)
        #expect(RateChange.span(in: Sentence("那打七折呢")) == 1..<4)
        // So is a joiner before it: "and with 20 percent" leaves only "and".
        #expect(RateChange.span(in: Sentence("and with 20 percent")) == 4..<19)
    }
}
