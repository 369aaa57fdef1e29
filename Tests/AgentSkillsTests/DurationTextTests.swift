import AgentCore
import AgentProtocol
@testable import AgentSkills
import Testing

/// Saying a span: whole units from days down, seconds with what fraction they have (to the
/// millisecond), up to the longest span a parameter may hold.
struct DurationTextTests {
    @Test(arguments: [
        (0.0, "0 秒", "0 seconds"), (0.5, "0.5 秒", "0.5 seconds"), (1, "1 秒", "1 second"), (1.25, "1.25 秒", "1.25 seconds"),
        (0.0004, "0 秒", "0 seconds"), (0.0005, "0.001 秒", "0.001 seconds"), (59.999_6, "1 分钟", "1 minute"),
        (90, "1 分钟 30 秒", "1 minute 30 seconds"), (5400, "1 小时 30 分钟", "1 hour 30 minutes"),
        (86_400.5, "1 天 0.5 秒", "1 day 0.5 seconds"), (3_155_760_000, "36525 天", "36525 days"),
    ])
    func saysASpan(seconds: Double, chinese: String, english: String) {
        #expect(DurationText.say(seconds, in: .chinese) == chinese)
        #expect(DurationText.say(seconds, in: .english) == english)
    }

    @Test func compactChineseHasNoSpaces() {
        #expect(DurationText.say(5400.5, in: .chinese, style: .compact) == "1小时30分钟0.5秒")
    }
}
