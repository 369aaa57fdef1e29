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

    /// Rule: a stretch of scalars (offsets as in the folded text) comes back as written; a range
    /// past either end is cut to the text.
    @Test(arguments: [
        ("後天下午三點", 0..<2, "後天"), ("後天下午三點", 4..<6, "三點"), ("In 5 Minutes", 5..<12, "Minutes"),
        ("明天 Rain 吗", 3..<7, "Rain"), ("🙂 ok", 0..<1, "🙂"), ("🙂 ok", 2..<4, "ok"), ("abc", 1..<10, "bc"),
        ("abc", -2..<2, "ab"), ("abc", 3..<5, ""), ("abc", 2..<2, ""), ("", 0..<1, ""),
        ("ß 的 é", 2..<5, "的 é"), ("e\u{301}x", 1..<3, "\u{301}x"), ("🙂🙃😀", 1..<2, "🙃"), ("後天下午三點", 5..<9, "點"),
    ])
    func substringIsTheWrittenStretch(text: String, range: Range<Int>, written: String) {
        #expect(MatchText.substring(of: text, scalars: range) == written)
    }
}
