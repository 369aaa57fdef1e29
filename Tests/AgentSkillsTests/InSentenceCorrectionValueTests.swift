import AgentProtocol
import Testing

/// A correction inside a sentence sets the value said after it (`InSentenceCorrection`), end to end:
/// the built-ins read and set the second value, the match event says the sentence as read.
struct InSentenceCorrectionValueTests {
    @Test(arguments: [
        ("明天早上七点 不 七点二十叫我", "fireAt", "2026-03-11T07:20:00+08:00"),
        ("下午四点 哦不 四点半提醒我接孩子", "fireAt", "2026-03-10T16:30:00+08:00"),
        ("wake me at 6:10 tomorrow, no wait, 6:25", "fireAt", "2026-03-11T06:25:00+08:00"),
        ("remind me at 8pm, sorry, 9pm to lock up", "fireAt", "2026-03-10T21:00:00+08:00"),
        ("计时五分钟 不对 是八分钟", "fireAt", "2026-03-10T09:08:00+08:00"),
        ("a timer for 20 no 25 minutes", "fireAt", "2026-03-10T09:25:00+08:00"),
    ] as [(String, String, String)])
    func setsTheValueSaidAfter(text: String, key: String, value: String) {
        let conversation = FollowUpTests.conversation(text)
        #expect(conversation.result?.data[key] == .string(value), "\(conversation.report?.text ?? text)")
    }

    @Test func computesTheNumberSaidAfter() {
        let conversation = FollowUpTests.conversation("what's 14 times 3 no wait 14 times 4")
        #expect(conversation.result?.data["value"] == .number(56))
        #expect(conversation.report?.text == "what's 14 times 4")
    }
}
