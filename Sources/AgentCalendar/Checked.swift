import FoundationEssentials

/// The one path from a number that came from outside — a JSON line or a
/// snapshot, a sentence, the weather service, an exec child — to the integers,
/// spans and moments the tool computes with.
///
/// Swift traps when a `Double` beyond `Int`'s range is converted, and a year
/// past 9999 is written in a form no ISO 8601 reader takes back. So no outside
/// number is converted but through here: each function answers nil instead of
/// trapping, and its caller refuses the input with the code of its source
/// (`invalid_snapshot`, `invalid_skill`, `invalid_input`, `invalid_response`).
/// (`duration(_:)`, which knows the tool's limit, is AgentProtocol's extension.)
public enum Checked {
    /// `value` as an `Int` when it is a whole number within `range`.
    public static func integer(_ value: Double, in range: ClosedRange<Int>) -> Int? {
        guard value == value.rounded(.towardZero) else { return nil }  // NaN and fractions fail here
        return exactly(value, in: range)
    }

    /// `value` rounded half away from zero, when the result lies within `range`.
    public static func rounded(_ value: Double, in range: ClosedRange<Int>) -> Int? {
        exactly(value.rounded(), in: range)
    }

    /// `date` when it can be written and read back as ISO 8601: its year, in UTC and in
    /// `zone`, lies within 0000–9999.
    public static func instant(_ date: Date, in zone: TimeZoneRules) -> Date? {
        let seconds = date.timeIntervalSince1970
        // Beyond a day either side of the years' ends, no offset brings it back in; this
        // also keeps CivilTime's integer arithmetic far from overflow.
        guard seconds >= firstInstant - 86_400 * 2, seconds <= lastInstant + 86_400 * 2 else { return nil }
        for civil in [CivilTime(date, in: .utc), CivilTime(date, in: zone)] where !(0...9999).contains(civil.year) {
            return nil
        }
        return date
    }

    /// 0000-01-01T00:00:00Z and 9999-12-31T23:59:59Z, in seconds since 1970.
    static let firstInstant = Double(CivilTime.days(year: 0, month: 1, day: 1) * 86_400)
    static let lastInstant = Double(CivilTime.days(year: 9999, month: 12, day: 31) * 86_400 + 86_399)

    /// Whole seconds since 1970 of an instant, for calendar arithmetic. An instant this far
    /// (35 million years) is never a checked one; it is held there so that adding an offset
    /// or counting days cannot overflow.
    static func wholeSeconds(_ date: Date) -> Int64 {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard !seconds.isNaN else { return 0 }
        return Int64(min(max(seconds, -farthest), farthest))
    }

    private static let farthest = Double(1 << 50)

    private static func exactly(_ value: Double, in range: ClosedRange<Int>) -> Int? {
        // Int(exactly:) is nil for NaN, infinities and anything past Int's range.
        guard let whole = Int(exactly: value), range.contains(whole) else { return nil }
        return whole
    }
}
