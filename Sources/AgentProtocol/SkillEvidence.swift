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

    public init(needs: [String] = [], answersRequestsOnly: Bool = false) {
        self.needs = needs
        self.answersRequestsOnly = answersRequestsOnly
    }

    /// No demands: any keyword hit makes a candidate (a registered skill's default).
    public static let none = SkillEvidence()
}
