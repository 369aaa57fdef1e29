@testable import AgentLanguage
import Testing

/// Rule a designation, not a day: a number and 号 before what they name among its kind name a
/// thing (`DesignationShield`).
struct DesignationShieldTests {
    private func shielded(_ text: String) -> [String] {
        shieldedWords(in: text, by: DesignationShield.spans(in:))
    }

    @Test(arguments: [
        ("地铁4号线还开吗", ["号"]),
        ("去7号楼怎么走", ["号"]),
        ("98号汽油现在什么价", ["号"]),
        ("二号选手唱得怎么样", ["号"]),
        ("帮我买两节5号电池", ["号"]),
        ("12号窗口在哪里办", ["号"]),
        ("3号门和5号门哪个近", ["号", "号"]),
    ] as [(String, [String])])
    func shieldsTheNumberOfAThing(text: String, words: [String]) {
        #expect(shielded(text) == words)
    }

    /// 号 before a time, a weekday, a cue, 的 or the end stays a day; so does 号 after no number.
    @Test(arguments: [
        "8号是周几", "20号晚上叫我", "4号的天气怎么样", "下个月6号提醒我体检", "今天几号", "记不住账号",
        "11号开会", "明天15号", "5号下雨吗",
    ])
    func leavesDaysOfTheMonth(text: String) {
        #expect(shielded(text).isEmpty)
    }
}
