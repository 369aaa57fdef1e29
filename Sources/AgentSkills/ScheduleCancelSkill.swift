import AgentCore
import AgentProtocol
import AgentLanguage

/// `schedule.cancel` — 取消明天早上的闹钟, 把提醒都删了, 不用提醒我喝水了, "cancel my 7am alarm".
///
/// Keywords: the schedule's items, the words of cancelling (`ScheduleCancelAct.words`: 取消, 删掉, 清空,
/// 关掉, 不要了, cancel, delete, remove, clear, and the reminder cues 叫我, 喊我, 提醒: 不用叫我了). It stands only on a sentence that
/// cancels what is scheduled (`ScheduleRequestReader`), which turns down timer.set and alarm.set.
/// The items cancelled are those that fit (`ScheduleSelection`: kind, time of day, day, what they
/// are about); when several fit and the sentence does not say all (都, 全部, 所有, all), it cancels
/// nothing and asks which, listing them: the run waits (`awaitingInput`) with the items as the
/// choices of a `choice` parameter, and the answer (七点那个, 第一个, 都, "the second one") runs it
/// again with exactly those; when none fits it says so.
/// Result data: `{cancelled: [ScheduledItem]}`; the cancelled runs are `unscheduled`, so they never fire.
public struct ScheduleCancelSkill: ImmediateSkill {
    /// Taught ahead from the labelled sentences (see `SampleLearning`); its few samples are for `selftest`.
    public let learning = SampleLearning.taughtAhead
    public let id = "schedule.cancel"
    public let displayName = "取消提醒"
    public let description = "取消设好的闹钟、倒计时和提醒"
    public let keywords = ScheduleListSkill.itemWords + ScheduleCancelAct.words.filter { !ScheduleListSkill.itemWords.contains($0) }
        + ["撤", "提醒我", "wake me", "waking me", "remind me", "reminding me"]
    public let evidence = SkillEvidence(answersRequestsOnly: true, schedule: .cancel)
    public let parameters: [SkillParameter] = []
    public let samples = ["取消明天早上的闹钟", "把提醒都删了", "cancel my 7am alarm"]
    public let negativeSamples = ["我不喜欢设闹钟", "帮我取消订单", "我设了哪些闹钟"]

    public init() {}

    /// The parameter of the question 要取消哪一个？, asked when several items fit.
    static let choice = "choice"

    public func answer(_ context: SkillContext) throws(SkillError) -> SkillResult {
        // The sentence is read here, at execution: the skill is immediate and reads no parameters.
        let sentence = Sentence(context.sentence)
        // Leaning on the conversation (把喝水那个删了, 删掉它 after setting some), a cancel need not name the items.
        let reading = ScheduleRequestReader.read(sentence, inContext: context.followsUp != nil, after: .cancel)
        let items: [ScheduledItem]
        if case let .choices(chosen)? = context.parameters[Self.choice] {
            // The answer to 要取消哪一个？: exactly the items chosen, still on the schedule.
            items = context.schedule.filter { chosen.contains($0.run) }.sorted { $0.firing.fireAt < $1.firing.fireAt }
        } else if reading?.pointsAtLast == true, let last = context.schedule.first(where: { $0.run == context.followsUp }) {
            items = [last]  // 删掉它: the item just set
        } else {
            let (fitting, subjectMissed) = ScheduleSelection.fitting(context.schedule, reading, sentence: sentence,
                                                                     now: context.now, zone: context.timeZone, byOccurrence: false)
            // 别提醒我喝水了 with no reminder about water: nothing fits, whatever else there is.
            items = subjectMissed ? [] : fitting
        }
        let noun = ScheduleSelection.noun(reading, context.language)
        let list = ScheduleSelection.list(items, now: context.now, zone: context.timeZone, language: context.language)
        let chinese = context.language == .chinese
        if items.isEmpty {
            return SkillResult(summary: chinese ? "没有找到要取消的\(noun)。" : "I found no \(noun) to cancel.",
                               data: .object([("cancelled", .array([]))]))
        }
        if items.count > 1, reading?.all != true, context.parameters[Self.choice] == nil {
            let summary = chinese
                ? "有 \(items.count) 个\(noun)符合：\(list)。要取消哪一个？全部取消请说「都取消」。"
                : "\(items.count) \(noun) match: \(list). Which one should I cancel? Say “all of them” to cancel every one."
            let choices = items.map {
                ParameterChoice(value: $0.run, label: ScheduleSelection.say($0, now: context.now, zone: context.timeZone, language: context.language))
            }
            return SkillResult(summary: summary, data: .object([("cancelled", .array([]))]),
                               asks: SkillParameter(name: Self.choice, title: chinese ? "要取消的\(noun)" : "\(noun) to cancel",
                                                    kind: .choice, required: true, choices: choices))
        }
        let summary = chinese ? "好的，已取消\(items.count > 1 ? " \(items.count) 个\(noun)：" : "")\(list)。"
            : "OK, cancelled \(items.count > 1 ? "\(items.count) \(noun): " : "")\(list)."
        return SkillResult(summary: summary, data: .object([("cancelled", ScheduleSelection.json(items, in: context.timeZone))]),
                           unscheduled: items.map(\.run))
    }
}
