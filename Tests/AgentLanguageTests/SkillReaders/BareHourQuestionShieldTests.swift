@testable import AgentLanguage
import Testing

/// Rule a bare hour question: 几点 alone asks the time now only after a word for now in its clause
/// (`BareHourQuestionShield`); elsewhere it is shielded.
struct BareHourQuestionShieldTests {
    @Test(arguments: [
        ("现在纽约几点", []), ("这会儿东京几点啊", []), ("此刻伦敦几点", []), ("现在几点了", []),
        ("龙门石窟几点开门，几点关门？", ["几点", "几点"]), ("看太阳就知道几点", ["几点"]), ("甭管几点，睡前必须刷牙", ["几点"]),
        ("今晚电影院还有几点的场", ["几点"]), ("现在出门，几点能到", ["几点"]),  // 现在 in another clause
    ] as [(String, [String])])
    func shieldsAnHourQuestionWithNoNow(text: String, words: [String]) {
        #expect(shieldedWords(in: text, by: BareHourQuestionShield.spans(in:)) == words)
    }
}
