import AgentCalendar
import AgentProtocol
import FoundationEssentials

/// The place and the day the conversation's last request named, which a word pointing back stands
/// for in the next sentence ("the weather there", 那边; "that day", 那天; "the day after", 第二天):
/// its value of kind `city`, and the day of its value of kind `date` or `clockTime`.
public struct EarlierValues: Sendable, Equatable {
    public var place: String?
    public var day: CalendarDate?

    public init(place: String? = nil, day: CalendarDate? = nil) {
        self.place = place
        self.day = day
    }

    /// What `request`, run by a skill of `parameters`, named; days in `zone`.
    public init(of request: LastRequest, parameters: [SkillParameter], in zone: TimeZoneRules) {
        for parameter in parameters {
            switch (parameter.kind, request.parameters[parameter.name]) {
            case let (.city, .text(name)?) where place == nil && !name.isEmpty:
                place = name
            case let (.date, .date(date)?) where day == nil:
                day = date
            case let (.clockTime, .instant(moment)?) where day == nil:
                day = CalendarDate(CivilTime(moment, in: zone))
            default:
                break
            }
        }
    }

    /// Nothing named before.
    public static let none = EarlierValues()
}
