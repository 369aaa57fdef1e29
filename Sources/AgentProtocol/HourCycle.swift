/// How a clock is written for people: on a 24-hour face (15:00) or a 12-hour one with AM and PM
/// (3:00 PM). The names are Unicode CLDR's hour cycles. A schedule item keeps the one its
/// sentence used ("remind me at 3pm" is `h12`), so that every reply about it says it that way.
public enum HourCycle: String, Sendable {
    case h23, h12
}
