/// Every `code` an `error` event can carry, in one place.
public enum ErrorCode: String, Sendable, CaseIterable {
    /// The line is not JSON (or is nested too deep).
    case invalidJSON = "invalid_json"
    case invalidUTF8 = "invalid_utf8"
    /// The line is JSON but not an object.
    case notAnObject = "not_an_object"
    case unknownCommand = "unknown_command"
    case missingField = "missing_field"
    /// A field has the wrong type or an unusable value.
    case invalidField = "invalid_field"
    /// Longer than `--max-line-bytes`.
    case lineTooLong = "line_too_long"
    case invalidSkill = "invalid_skill"
    /// An exec skill without `--allow-exec`.
    case execNotAllowed = "exec_not_allowed"
    /// No skill has the id given.
    case unknownSkill = "unknown_skill"
    /// A `restore` whose state is malformed, or from a newer protocol.
    case invalidSnapshot = "invalid_snapshot"
    /// A sentence longer than `Limits.sentenceCharacters`.
    case sentenceTooLong = "sentence_too_long"
    /// A `register` of a new skill when `Limits.skills` are registered.
    case tooManySkills = "too_many_skills"
}

/// A line that could not be carried out, with its code and a short lowercase message.
public struct ProtocolError: Error, Sendable, Equatable {
    public var code: ErrorCode
    public var message: String

    public init(_ code: ErrorCode, _ message: String) {
        self.code = code
        self.message = message
    }
}
