import AgentCalendar
import AgentCore
import AgentProtocol

/// Rule: "the day after" said alone is the day after the one the conversation is about ("and the day
/// after?", 第二天呢; Time/words: following-day-words); a follow-up adds one day to the day it changes.
public enum FollowingDay {
    public static func isSaid(in sentence: Sentence) -> Bool { span(in: sentence) != nil }

    /// The day after the one a follow-up changes (`last`, today when it named none), if the
    /// sentence says "the day after" and names no day of its own (`values`).
    public static func date(in sentence: Sentence, values: [String: ParameterValue], last: ParameterValue?,
                            context: ExtractionContext) -> ParameterValue? {
        guard values["date"] == nil, isSaid(in: sentence) else { return nil }
        var asked = CalendarDate(CivilTime(context.now, in: context.timeZone))
        if case let .date(day)? = last { asked = day }
        return .date(asked.addingDays(1))
    }

    /// Where it is said: a follow-up cue of its own.
    static func span(in sentence: Sentence) -> Range<Int>? { phrases.find(in: sentence) }

    private static let phrases = MixedPhrases(WordLists.followingDayWords)
}
