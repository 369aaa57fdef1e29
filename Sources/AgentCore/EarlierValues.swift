import AgentCalendar
import AgentProtocol
import FoundationEssentials

/// The place and the day the conversation's last request named, which a word pointing back stands
/// for in the next sentence ("the weather there", 那边; "that day", 那天): its value of kind `city`,
/// and the day of its value of kind `date` or `clockTime` (in the zone asked). Read only when asked:
/// most sentences point back to nothing. A class, made once for each last request and shared by the
/// contexts of the sentences after it.
public final class EarlierValues: Sendable {
    private let request: LastRequest?
    private let parameters: [SkillParameter]

    /// What `request`, run by a skill of `parameters`, named.
    public init(of request: LastRequest, parameters: [SkillParameter]) {
        self.request = request
        self.parameters = parameters
    }

    private init() {
        request = nil
        parameters = []
    }

    /// Nothing named before.
    public static let none = EarlierValues()

    /// Whether there was a last request to point back to.
    public var isEmpty: Bool { request == nil }

    public var place: String? {
        guard let request else { return nil }
        for parameter in parameters where parameter.kind == .city {
            if case let .text(name)? = request.parameters[parameter.name], !name.isEmpty { return name }
        }
        return nil
    }

    /// The moment of its value of kind `clockTime` (an alarm's), on the wall clock of `zone`.
    public func moment(in zone: TimeZoneRules) -> CivilTime? {
        guard let request else { return nil }
        for parameter in parameters where parameter.kind == .clockTime {
            if case let .instant(moment)? = request.parameters[parameter.name] { return CivilTime(moment, in: zone) }
        }
        return nil
    }

    public func day(in zone: TimeZoneRules) -> CalendarDate? {
        guard let request else { return nil }
        for parameter in parameters {
            switch (parameter.kind, request.parameters[parameter.name]) {
            case let (.date, .date(date)?): return date
            case let (.clockTime, .instant(moment)?): return CalendarDate(CivilTime(moment, in: zone))
            default: continue
            }
        }
        return nil
    }
}
