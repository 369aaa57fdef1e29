import AgentCore
import AgentProtocol

/// The check a skill that adds to the schedule makes first: at most
/// `Limits.scheduleItems` items, so memory stays bounded however long the stream.
enum ScheduleRoom {
    static func check(_ context: SkillContext) throws(SkillError) {
        guard context.schedule.count >= Limits.scheduleItems else { return }
        throw SkillError(code: .scheduleFull, message: "\(Limits.scheduleItems) timers and alarms are set, the most there can be",
                         reply: context.language == .chinese
                             ? "已经有 \(Limits.scheduleItems) 个闹钟和计时了，先取消一些吧。"
                             : "There are already \(Limits.scheduleItems) timers and alarms; cancel some first.")
    }
}
