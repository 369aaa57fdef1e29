import AgentCalendar
/// What kind of value a parameter holds; decides how it is read from text.
public enum ParameterKind: String, Sendable, CaseIterable {
    /// `expression` is an arithmetic expression, read as its normalised text ("3 + 5 * 2");
    /// `recurrence` how a moment repeats (每天, 工作日, 每隔两小时), as a `Recurrence`;
    /// `date` a day without a time of day (明天, 周六, 3月15号, "next Monday"), as a `CalendarDate`;
    /// `choice` one or more of the parameter's `choices` (by label; in an answer also by position,
    /// time or "all"), as their values.
    case duration, clockTime, number, city, text, pattern, expression, recurrence, date, choice
}

/// One value a `choice` parameter may take: what the run receives, and how it is said.
public struct ParameterChoice: Sendable, Equatable {
    public var value: String
    public var label: String

    public init(value: String, label: String) {
        self.value = value
        self.label = label
    }
}

/// A parameter a skill declares.
public struct SkillParameter: Sendable, Equatable {
    public var name: String
    public var title: String
    public var kind: ParameterKind
    /// The unit a bare number answer is read in ("10" with unit 分钟 is ten minutes).
    public var unit: String?
    public var required: Bool
    public var defaultValue: JSONValue?
    public var pattern: String?
    /// What a `choice` parameter may be, in the order they are offered.
    public var choices: [ParameterChoice]

    public init(name: String, title: String, kind: ParameterKind, unit: String? = nil, required: Bool = false,
                defaultValue: JSONValue? = nil, pattern: String? = nil, choices: [ParameterChoice] = []) {
        self.choices = choices
        self.name = name
        self.title = title
        self.kind = kind
        self.unit = unit
        self.required = required
        self.defaultValue = defaultValue
        self.pattern = pattern
    }
}

/// A set of parameter kinds, one bit each: what a sentence's candidates read is asked on every
/// sentence, where a `Set<ParameterKind>` hashed each kind's name.
public struct ParameterKinds: OptionSet, Sendable, Hashable, ExpressibleByArrayLiteral {
    public let rawValue: UInt16

    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public init(_ kind: ParameterKind) {
        let bit: UInt16 = switch kind {
        case .duration: 0
        case .clockTime: 1
        case .number: 2
        case .city: 3
        case .text: 4
        case .pattern: 5
        case .expression: 6
        case .recurrence: 7
        case .date: 8
        case .choice: 9
        }
        rawValue = 1 << bit
    }

    public init(_ kinds: some Sequence<ParameterKind>) {
        self.init(rawValue: 0)
        for kind in kinds { formUnion(ParameterKinds(kind)) }
    }

    public init(arrayLiteral kinds: ParameterKind...) { self.init(kinds) }

    public func contains(_ kind: ParameterKind) -> Bool { contains(ParameterKinds(kind)) }

    public mutating func insert(_ kind: ParameterKind) { formUnion(ParameterKinds(kind)) }
}
