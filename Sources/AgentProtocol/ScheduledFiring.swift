import AgentCalendar
import FoundationEssentials

/// A moment a skill asks to be told of, how it repeats, and the one detail
/// `fired` repeats (`reminder` for a timer, `label` for an alarm).
public struct ScheduledFiring: Sendable, Equatable {
    /// The first occurrence.
    public var fireAt: Date
    /// nil for a one-off.
    public var recurrence: Recurrence?
    public var detailName: String
    public var detail: String?
    /// How replies say its clock: `h12` when its sentence wrote am or pm.
    public var hourCycle: HourCycle
    /// A timer's length as it was set, which names it ("cancel the 10 minute timer", 十分钟的那个);
    /// nil for an alarm.
    public var seconds: Double?

    public init(fireAt: Date, recurrence: Recurrence? = nil, detailName: String, detail: String?, hourCycle: HourCycle = .h23,
                seconds: Double? = nil) {
        self.fireAt = fireAt
        self.recurrence = recurrence
        self.detailName = detailName
        self.detail = detail
        self.hourCycle = hourCycle
        self.seconds = seconds
    }
}

/// An item of the conversation's schedule: what a run of a timer or alarm set
/// (`status.schedule`, `schedule.list`, `schedule.cancel`, `export`, `fired`).
public struct ScheduledItem: Sendable, Equatable {
    public var run: String
    public var skill: String
    public var firing: ScheduledFiring

    public init(run: String, skill: String, firing: ScheduledFiring) {
        self.run = run
        self.skill = skill
        self.firing = firing
    }
}

extension ScheduledItem {
    /// The item as `status.schedule[]` and the schedule skills' `data` show it:
    /// `{run, skill, fireAt, rrule, reminder|label, seconds?, hourCycle?}`; `seconds` only for a timer,
    /// `hourCycle` only when it is `h12`.
    public func json(in zone: TimeZoneRules) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("run", .string(run)), ("skill", .string(skill)),
            ("fireAt", .string(CivilTime.iso8601(firing.fireAt, in: zone))),
            ("rrule", firing.recurrence.map { .string($0.rrule) } ?? .null),
            (firing.detailName, firing.detail.map(JSONValue.string) ?? .null),
        ]
        if let seconds = firing.seconds { fields.append(("seconds", .number(seconds))) }
        if firing.hourCycle == .h12 { fields.append(("hourCycle", .string(firing.hourCycle.rawValue))) }
        return .object(fields)
    }
}

extension ICalendar {
    /// The schedule as `export` answers it: each item an event named by its run, its summary the
    /// reminder or label ("Alarm" or "Timer" without one).
    public static func calendar(_ items: [ScheduledItem], in zone: TimeZoneRules, stamp: Date) -> String {
        let events = items.map { item in
            Event(id: item.run, start: item.firing.fireAt, recurrence: item.firing.recurrence,
                  summary: item.firing.detail ?? (item.skill == "alarm.set" ? "Alarm" : "Timer"))
        }
        return calendar(events, in: zone, product: "agent-skill \(EventEncoder.toolVersion)", stamp: stamp)
    }
}
