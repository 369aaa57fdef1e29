@testable import AgentLanguage
import Testing

/// Rule a fact recalled: a reminder request right before a question word, with no time or span
/// said, asks to be told a thing again (`RecallShield`).
struct RecallShieldTests {
    private func shielded(_ text: String) -> [String] {
        shieldedWords(in: text, by: RecallShield.spans(in:))
    }

    @Test(arguments: [
        ("remind me how you make pancakes", ["remind me"]),
        ("could you remind me what my sister's name is", ["remind me"]),
        ("Remind me who wrote this song", ["Remind me"]),
        ("remind me where i parked", ["remind me"]),
        ("remind me why we left", ["remind me"]),
        ("提醒我怎么去火车站", ["提醒我"]),
        ("提醒我一下为什么要带伞", ["提醒我一下"]),
        ("你提醒我谁是班长", ["提醒我"]),
        ("提醒我这道题是什么意思", []),
    ] as [(String, [String])])
    func shieldsARequestToBeTold(text: String, words: [String]) {
        #expect(shielded(text) == words)
    }

    /// A reminder with a time or a span, one of a thing to do, and "when" set reminders.
    @Test(arguments: [
        "remind me at 6 what to pack", "remind me in an hour who to call", "明天早上提醒我带什么",
        "remind me to water the plants", "remind me when the oven is hot", "提醒我喝水", "十分钟后提醒我怎么做",
        "remind me however you like",
    ])
    func leavesReminders(text: String) {
        #expect(shielded(text).isEmpty)
    }
}
