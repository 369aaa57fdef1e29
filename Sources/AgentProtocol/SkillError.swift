/// A failure a skill reports, with a stable code (`invalid_input`, `timeout`, …).
public struct SkillError: Error, Sendable, Equatable {
    public var code: ErrorCode
    /// Short and lowercase, for programs and logs: `a timer can run for at most 365 days`.
    public var message: String
    /// What to tell the person, in the sentence's language; a generic apology when nil.
    public var reply: String?

    public init(code: ErrorCode, message: String, reply: String? = nil) {
        self.code = code
        self.message = message
        self.reply = reply
    }
}
