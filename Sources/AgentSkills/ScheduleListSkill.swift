import AgentCore
import AgentProtocol
import AgentLanguage

/// `schedule.list` — 我设了哪些闹钟, 看看我的提醒, 我设的计时器还在吗, "what alarms do I have".
///
/// Keywords: the schedule's items (闹钟, 提醒, 计时器, 倒计时, alarm, reminder, timer) and the
/// words of looking them up (哪些, 看看, 查看, 列出, show, list). It stands only on a sentence
/// that looks up the schedule (`ScheduleRequestReader`), which turns down timer.set and alarm.set.
/// A kind word narrows the list (闹钟 alarms, 计时器 timers, 提醒 both), and so do a day or a
/// time of day (明天的闹钟) and what the items are about (喝水的提醒), when some item has it.
/// A question whether such items are set (明天有闹钟吗, "is my alarm set") is answered yes or no
/// first: "有，您有 1 个闹钟：…", "No, you have no alarms set."
/// Result data: `{items: [ScheduledItem]}`, in time order.
public struct ScheduleListSkill: ImmediateSkill {
    /// Taught ahead from the labelled sentences (see `SampleLearning`); its few samples are for `selftest`.
    public let learning = SampleLearning.taughtAhead
    public let id = "schedule.list"
    public let displayName = "查看提醒"
    public let description = "列出设好的闹钟、倒计时和提醒"
    public let keywords = ScheduleListSkill.itemWords + ["哪些", "看看", "查看", "列出", "列表", "还在", "show", "list",
                                                          "you to remind me", "you to wake me", "让你提醒"]
        // What the person asked to keep in mind ("what are the things i wanted to remember"): no item word.
        + ScheduleLookUpAct.recalledPhrases + ScheduleLookUpAct.timeLeftPhrases
    public let evidence = SkillEvidence(answersRequestsOnly: true, schedule: .list)
    public let parameters: [SkillParameter] = []
    public let samples = ["我设了哪些闹钟", "看看我的提醒", "what alarms do I have"]
    public let negativeSamples = ["闹钟坏了", "明天早上七点半叫我起床", "取消明天早上的闹钟"]

    /// The words for the schedule's items, shared with `schedule.cancel`.
    static let itemWords = ["闹钟", "闹铃", "闹表", "提醒", "计时器", "倒计时", "定时器", "定时", "计时", "番茄钟", "日程",
                            "alarm", "alarms", "reminder", "reminders", "timer", "timers", "countdown"]

    public init() {}

    public func answer(_ context: SkillContext) throws(SkillError) -> SkillResult {
        // The sentence is read here, at execution: the skill is immediate and reads no parameters.
        let sentence = Sentence(context.sentence)
        // Leaning on the conversation (还剩几个 after setting some), a look-up need not name the items.
        let reading = ScheduleRequestReader.read(sentence, inContext: context.followsUp != nil)
        let (fitting, subjectMissed) = ScheduleSelection.fitting(context.schedule, reading, sentence: sentence, now: context.now,
                                                                zone: context.timeZone, byOccurrence: true)
        // 我有没有让你提醒我交房租, "did i tell you to remind me about laundry": none about it is a no.
        if subjectMissed, reading?.asksWhether == true, let subject = reading?.subject {
            let noun = ScheduleSelection.noun(reading, context.language)
            let summary = context.language == .chinese ? "没有，您没有关于「\(subject)」的\(noun)。"
                : "No, you have no \(String(noun.dropLast())) about “\(subject)”."
            return SkillResult(summary: summary, data: .object([("items", .array([]))]))
        }
        let items = fitting
        let noun = ScheduleSelection.noun(reading, context.language)
        let list = ScheduleSelection.list(items, now: context.now, zone: context.timeZone, language: context.language)
        // 明天有闹钟吗, "is my alarm set": yes or no first, then what there is.
        let asksWhether = reading?.asksWhether == true
        let summary: String
        switch context.language {
        case .chinese:
            let answer = asksWhether ? (items.isEmpty ? "没有，" : "有，") : ""
            summary = answer + (items.isEmpty ? "您现在没有设好的\(noun)。" : "您有 \(items.count) 个\(noun)：\(list)。")
        case .english:
            let answer = asksWhether ? (items.isEmpty ? "No, you" : "Yes, you") : "You"
            let told = items.isEmpty ? "no \(noun) set" : "\(items.count) \(items.count == 1 ? String(noun.dropLast()) : noun): \(list)"
            summary = "\(answer) have \(told)."
        }
        return SkillResult(summary: summary, data: .object([("items", ScheduleSelection.json(items, in: context.timeZone))]))
    }
}
