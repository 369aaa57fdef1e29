import AgentCalendar
import AgentCore
import AgentProtocol
import AgentSkills
import FoundationEssentials
import Testing

struct ClockSkillTests {
    let clock = ClockSkill()

    @Test(arguments: [
        ("现在几点了", ReplyLanguage.chinese, "现在是 2026年3月10日（周二）09:00。"),
        ("what time is it", .english, "It is 09:00 on Tuesday, March 10, 2026."),
    ] as [(String, ReplyLanguage, String)])
    func tellsTheTime(sentence: String, language: ReplyLanguage, summary: String) async throws {
        let result = try await clock.execute(skillContext([:], sentence: sentence, language: language))
        #expect(result == SkillResult(summary: summary, data: .object([("now", .string("2026-03-10T09:00:00+08:00"))])))
    }

    @Test(arguments: [
        // 2026-03-10T09:00:00+08:00 is 01:00 in UTC; 23:59:30 the evening before in New York (-05:00).
        (TimeZoneRules.utc, 0.0, ReplyLanguage.chinese, "现在是 2026年3月10日（周二）01:00。", "2026-03-10T01:00:00+00:00"),
        (.fixed(identifier: "America/New_York", secondsEast: -5 * 3600), -5430, .english,
         "It is 18:29 on Monday, March 9, 2026.", "2026-03-09T18:29:30-05:00"),
        (shanghai, 15 * 3600 + 45 * 60, .chinese, "现在是 2026年3月11日（周三）00:45。", "2026-03-11T00:45:00+08:00"),
        (shanghai, 25 * 86_400, .english, "It is 09:00 on Saturday, April 4, 2026.", "2026-04-04T09:00:00+08:00"),
    ] as [(TimeZoneRules, Double, ReplyLanguage, String, String)])
    func tellsTheTimeInTheZoneInForce(zone: TimeZoneRules, offset: Double, language: ReplyLanguage, summary: String,
                                      iso: String) async throws {
        let at = now.addingTimeInterval(offset)
        let context = SkillContext(run: "r1", sentence: "", parameters: [:], clock: .fixed(at), now: at, timeZone: zone,
                                   language: language)
        let result = try await clock.execute(context)
        #expect(result.summary == summary)
        #expect(JSONWriter.string(result.data) == #"{"now":"\#(iso)"}"#)
    }

    @Test func declaresItselfAsTheDesignSays() {
        #expect(clock.id == "clock.now")
        #expect(clock.displayName == "时间")
        #expect(clock.parameters.map(\.name) == ["asks"])  // what the question asks for, never required
    }

    /// Questions about the time now reach it; sentences that only mention 几点 or 时间 do not.
    @Test(arguments: [
        ("现在几点了", true), ("现在是几点", true), ("几点啦", true), ("请告诉我时间", true), ("what time is it", true),
        ("could you tell me the time", true), ("我几点下班来着", false), ("我没有时间", false), ("时间过得真快", false),
    ])
    func keywordsTellTimeQuestionsFromMentions(sentence: String, isCandidate: Bool) {
        let report = matching(sentence, skills: [clock])
        #expect(report.candidates.contains { $0.skill == "clock.now" && $0.rejected == nil } == isCandidate)
    }
}
