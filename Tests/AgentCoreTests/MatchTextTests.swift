import AgentCore
import AgentProtocol
import Testing

struct MatchTextTests {
    /// Rule: one fold, for the matcher's values and the readers' scalars alike, one scalar for one.
    @Test(arguments: [
        ("後天下午三點", "后天下午三点"), ("設個鬧鐘", "设个闹钟"), ("１９：４５", "19:45"), ("三　分钟", "三 分钟"),
        ("In 5 Minutes", "in 5 minutes"), ("ＳＥＴ", "set"), ("Émile ÀÉÎ", "émile àéî"), ("ΑΒΓ", "αβγ"), ("ß", "ß"),
        ("🙂 ok", "🙂 ok"), ("", ""),
    ])
    func foldsForTheMatcherAndTheReadersAlike(text: String, folded: String) {
        let scalars = MatchText.unicodeScalars(of: text)
        #expect(scalars.map(\.value) == MatchText.scalars(of: text))
        #expect(scalars.count == text.unicodeScalars.count)
        #expect(String(String.UnicodeScalarView(scalars)) == folded)
    }
}
