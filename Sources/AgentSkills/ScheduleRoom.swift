import AgentCalendar
import AgentCore
import AgentLanguage
import AgentProtocol
import FoundationEssentials

/// The check a skill that adds to the schedule makes first: a moment the calendar can
/// write (years 0000–9999, `Checked.instant`); at most `Limits.scheduleItems` items, so
/// memory stays bounded however long the stream; and the item a follow-up replaces.
enum ScheduleRoom {
    static func check(_ context: SkillContext, fireAt: Date) throws(SkillError) {
        guard Checked.instant(fireAt, in: context.timeZone) != nil else {
            throw SkillError(code: .outOfRange, message: "that moment is past the year 9999",
                             reply: context.language == .chinese
                                 ? "这个时间超出了日历的范围（到 9999 年为止）。"
                                 : "That moment is past the end of the calendar (the year 9999).")
        }
        guard context.schedule.count - replaced(context).count >= Limits.scheduleItems else { return }
        throw SkillError(code: .scheduleFull, message: "\(Limits.scheduleItems) timers and alarms are set, the most there can be",
                         reply: context.language == .chinese
                             ? "已经有 \(Limits.scheduleItems) 个闹钟和计时了，先取消一些吧。"
                             : "There are already \(Limits.scheduleItems) timers and alarms; cancel some first.")
    }

    /// The run whose item a follow-up replaces (改成十分钟 after a timer: "change it" asks for
    /// one timer, not two): the request it follows, while its item is still on the schedule.
    /// Given as the result's `unscheduled`.
    static func replaced(_ context: SkillContext) -> [String] {
        guard let run = context.followsUp, context.schedule.contains(where: { $0.run == run }) else { return [] }
        // 再来一个, "and at 9 tonight too": one more, not a change.
        let sentence = Sentence(context.sentence)
        return AnotherWords.holds(sentence) || AnotherWords.openingAnd(in: sentence) != nil ? [] : [run]
    }
}
