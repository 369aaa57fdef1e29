import AgentCalendar
import FoundationEssentials

/// A typed parameter value.
public enum ParameterValue: Sendable, Equatable {
    case duration(seconds: Double)
    case instant(Date)
    case number(Double)
    case text(String)
    /// How a timer or alarm repeats (每天, 每隔两小时).
    case recurrence(Recurrence)
    /// A day of the calendar (明天, 下周一, "on March 20th").
    case date(CalendarDate)
    /// The values of the choices a `choice` parameter took, in the order offered.
    case choices([String])
    /// The sentence names this parameter but its value cannot be used ("25点",
    /// "负五分钟"): the run fails with this error instead of asking again.
    case invalid(SkillError)

    /// The value as it appears in events: seconds, ISO 8601 with the zone's offset, a number, a
    /// string, a recurrence's RRULE value (`FREQ=DAILY`), or a date as `YYYY-MM-DD`.
    public func json(in zone: TimeZoneRules) -> JSONValue {
        switch self {
        case let .duration(seconds): return .number(seconds)
        case let .instant(date): return .string(CivilTime.iso8601(date, in: zone))
        case let .number(n): return .number(n)
        case let .text(s): return .string(s)
        case let .recurrence(rule): return .string(rule.rrule)
        case let .date(date): return .string(date.iso)
        case let .choices(values): return .array(values.map(JSONValue.string))
        case .invalid: return .null
        }
    }
}

extension ParameterValue {
    /// The error of an `.invalid` value.
    public var invalidity: SkillError? {
        if case let .invalid(error) = self { return error }
        return nil
    }
}
