/// Every code the tool reports, in one place: the `code` of an `error` event (a
/// command line that could not be carried out) and the `error.code` of a run
/// that failed (`state` to `failed`). An exec skill may fail with a code of its
/// own, so a code is a string with named constants rather than a closed enum.
public struct ErrorCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    // MARK: A command line that could not be carried out

    /// The line is not JSON (or is nested too deep).
    public static let invalidJSON = ErrorCode("invalid_json")
    public static let invalidUTF8 = ErrorCode("invalid_utf8")
    /// The line is JSON but not an object.
    public static let notAnObject = ErrorCode("not_an_object")
    public static let unknownCommand = ErrorCode("unknown_command")
    public static let missingField = ErrorCode("missing_field")
    /// A field has the wrong type or an unusable value.
    public static let invalidField = ErrorCode("invalid_field")
    /// Longer than `--max-line-bytes`.
    public static let lineTooLong = ErrorCode("line_too_long")
    public static let invalidSkill = ErrorCode("invalid_skill")
    /// An exec skill without `--allow-exec`.
    public static let execNotAllowed = ErrorCode("exec_not_allowed")
    /// A `restore` whose state is malformed, or from a newer protocol.
    public static let invalidSnapshot = ErrorCode("invalid_snapshot")
    /// A sentence longer than `Limits.sentenceCharacters`.
    public static let sentenceTooLong = ErrorCode("sentence_too_long")
    /// A `register` of a new skill when `Limits.skills` are registered.
    public static let tooManySkills = ErrorCode("too_many_skills")

    // MARK: Both

    /// No skill has the id given: `unregister` of an unknown id, or a run whose
    /// skill is gone (unregistered while a question was pending, or a pipeline
    /// or router naming one that was never registered).
    public static let unknownSkill = ErrorCode("unknown_skill")

    // MARK: A run that failed

    /// The sentence names a parameter but its value cannot be used ("25点").
    public static let invalidInput = ErrorCode("invalid_input")
    /// The service or the child did not answer in time.
    public static let timeout = ErrorCode("timeout")
    public static let networkError = ErrorCode("network_error")
    /// The weather service answered with a status other than 2xx.
    public static let upstreamError = ErrorCode("upstream_error")
    /// An answer (the service's, a child's) that cannot be read.
    public static let invalidResponse = ErrorCode("invalid_response")
    public static let unknownCity = ErrorCode("unknown_city")
    /// A forecast asked for a day the service does not reach: past, or beyond its last day.
    public static let outOfRange = ErrorCode("out_of_range")
    public static let cancelled = ErrorCode("cancelled")
    /// A pipeline or router that would run itself.
    public static let skillCycle = ErrorCode("skill_cycle")
    /// Pipelines and routers nested deeper than `Limits.compositionDepth`, or running more parts
    /// in one send than `Limits.stageRunsPerSend`.
    public static let compositionTooLarge = ErrorCode("composition_too_large")
    /// A `pattern` parameter that could not be read within `Limits.patternStepsPerSentence`.
    public static let patternTooCostly = ErrorCode("pattern_too_costly")
    /// An exec skill's child could not be run, exited non-zero or was killed.
    public static let execFailed = ErrorCode("exec_failed")
    /// An exec skill's child wrote more than its output limit.
    public static let outputTooLarge = ErrorCode("output_too_large")
    /// A timer or alarm when `Limits.scheduleItems` are scheduled.
    public static let scheduleFull = ErrorCode("schedule_full")
    /// A skill threw an error that is not a `SkillError`.
    public static let skillError = ErrorCode("skill_error")

    /// The codes an `error` event can carry.
    public static let commandCodes: [ErrorCode] = [
        .invalidJSON, .invalidUTF8, .notAnObject, .unknownCommand, .missingField, .invalidField, .lineTooLong,
        .invalidSkill, .execNotAllowed, .unknownSkill, .invalidSnapshot, .sentenceTooLong, .tooManySkills,
    ]

    /// The codes the built-in skills and skill kinds fail with (an exec child may add its own).
    public static let runCodes: [ErrorCode] = [
        .invalidInput, .timeout, .networkError, .upstreamError, .invalidResponse, .unknownCity, .outOfRange,
        .cancelled, .unknownSkill, .skillCycle, .compositionTooLarge, .patternTooCostly, .execFailed, .outputTooLarge,
        .scheduleFull, .skillError,
    ]
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
