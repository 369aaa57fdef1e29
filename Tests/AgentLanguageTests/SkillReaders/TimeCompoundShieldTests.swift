@testable import AgentLanguage
import Testing

/// Rule a compound of time: "time" before a noun it makes a compound with names that thing
/// (`TimeCompoundShield`).
struct TimeCompoundShieldTests {
    @Test(arguments: [
        ("what's the time frame for a refund", ["the time frame"]),
        ("is there a time limit", ["a time limit"]),
        ("show me my time sheet", ["my time sheet"]),
        ("which time zone is berlin in", ["time zone"]),
        ("how much time off do i have left", ["time off"]),
        ("what's the time at the moment", []),
        ("tell me the time in rome", []),
        ("what time is the show", []),
        ("it is time to go", []),
        // The time of the item before (same-time-words).
        ("礼拜六也来一个，一样的时间", ["一样的时间"]), ("周五再定一个，时间一样", ["时间一样"]), ("and friday at the same time", ["at the same time"]), ("friday same time", ["same time"]),
        ("现在什么时间", []), ("同一天的时间表", []),
        // How much time, a span.
        ("还有多少时间", ["多少时间"]), ("现在还剩几多时间", ["几多时间"]), ("做完要好多时间", ["好多时间"]), ("现在是什么时间", []),
    ] as [(String, [String])])
    func shieldsACompound(text: String, words: [String]) {
        #expect(shieldedWords(in: text, by: TimeCompoundShield.spans(in:)) == words)
    }
}
