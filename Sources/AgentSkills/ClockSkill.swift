import AgentCore
import FoundationEssentials

/// `clock.now` — 现在几点了, 几点了现在, 请告诉我时间, "what time is it".
///
/// Keywords: the ways of asking the time (现在几点, 几点了, 现在的时间, what time,
/// the time, …). No parameters.
/// Result data: `{now}`, the time the sentence was received, ISO 8601 with the zone's offset.
public struct ClockSkill: ImmediateSkill {
    public let id = "clock.now"
    public let displayName = "时间"
    public let description = "告诉你现在的日期和时间"
    public let keywords = ["现在几点", "是几点", "几点了", "几点啦", "几点钟", "现在的时间", "现在时间", "告诉我时间", "什么时间",
                           "what time", "the time", "current time", "time is it"]
    public let parameters: [SkillParameter] = []
    public let samples = ["现在几点了", "现在几点钟", "what time is it"]
    public let negativeSamples = ["倒计时30分钟", "明天早上七点半叫我起床"]

    public init() {}

    public func answer(_ context: SkillContext) throws(SkillError) -> SkillResult {
        let when = MomentText.sayDateAndTime(context.now, in: context.timeZone, language: context.language)
        let summary: String
        switch context.language {
        case .chinese: summary = "现在是 \(when)"
        case .english: summary = "It is \(when)."
        }
        return SkillResult(summary: summary,
                           data: .object([("now", .string(CivilTime.iso8601(context.now, in: context.timeZone)))]))
    }
}
