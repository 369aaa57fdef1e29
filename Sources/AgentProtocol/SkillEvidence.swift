/// What a skill needs to see in a sentence before it is chosen, beyond a keyword.
///
/// Keywords alone overfire ("热狗" holds 热, "我一般六点半下班" holds a time), so the
/// second phase of matching asks each candidate for its evidence: the parameters in
/// `needs` must be readable from the sentence, and a skill that `answersRequestsOnly`
/// is turned down by a statement. A clear request that names the skill but lacks a
/// needed value ("帮我设个闹钟") still selects it, and the skill asks for the value.
/// Built-in and registered skills declare it alike (`needs`, `requestsOnly` in a spec).
public struct SkillEvidence: Sendable, Equatable {
    /// Names of parameters that must be read from the sentence.
    public var needs: [String]
    /// Whether only requests and questions select the skill, never statements.
    public var answersRequestsOnly: Bool

    /// For a skill that acts on the conversation's schedule instead of adding to it, the act
    /// (`schedule.list` looks it up, `schedule.cancel` cancels): it stands only in a sentence
    /// that does that to the schedule, and such a sentence turns down the skills that need a
    /// moment to set (a duration, a clock time). Built-in skills only: a spec cannot say it.
    public var schedule: ScheduleAct?

    /// Keywords that ask what the needed values come to (多少钱, "how much"): they make the skill a
    /// candidate, and name it where one of those values is read (苹果三块五一斤 买两斤半多少钱), but
    /// not alone (这件衣服多少钱 asks for no sum, so the skill does not ask for one). Built-in skills
    /// only: a spec cannot say it.
    public var valueQuestions: Set<String>

    public init(needs: [String] = [], answersRequestsOnly: Bool = false, schedule: ScheduleAct? = nil,
                valueQuestions: Set<String> = []) {
        self.needs = needs
        self.answersRequestsOnly = answersRequestsOnly
        self.schedule = schedule
        self.valueQuestions = valueQuestions
    }

    /// No demands: any keyword hit makes a candidate (a registered skill's default).
    public static let none = SkillEvidence()
}

/// What a sentence does to the schedule when it names it without setting anything.
public enum ScheduleAct: String, Sendable, Equatable {
    /// 我设了哪些闹钟, 看看我的提醒, "what alarms do I have".
    case list
    /// 取消明天早上的闹钟, 把提醒都删了, "cancel my 7am alarm".
    case cancel
}
