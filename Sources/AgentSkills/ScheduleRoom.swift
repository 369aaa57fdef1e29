import AgentCore
import AgentProtocol

/// The check a skill that adds to the schedule makes first: at most
/// `Limits.scheduleItems` items, so memory stays bounded however long the stream;
/// and the item a follow-up replaces.
enum ScheduleRoom {
    static func check(_ context: SkillContext) throws(SkillError) {
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
        return [run]
    }
}
