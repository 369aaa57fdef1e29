/// A day of the Gregorian calendar without a time of day or zone: the day a forecast is for,
/// written `YYYY-MM-DD` on the wire.
public struct CalendarDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// nil when the calendar has no such day (2026-02-30).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...CivilTime.daysInMonth(year: year, month: month)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date of a wall-clock time.
    public init(_ civil: CivilTime) {
        year = civil.year
        month = civil.month
        day = civil.day
    }

    /// Reads exactly `YYYY-MM-DD`; nil for anything else.
    public init?(iso text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// `2026-03-12`
    public var iso: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    public var description: String { iso }

    public var daysSinceEpoch: Int64 { CivilTime.days(year: year, month: month, day: day) }

    /// 1 = Monday … 7 = Sunday (ISO 8601).
    public var isoWeekday: Int { CivilTime(year: year, month: month, day: day).isoWeekday }

    public func addingDays(_ n: Int) -> CalendarDate {
        CalendarDate(CivilTime(year: year, month: month, day: day).addingDays(n))
    }

    /// Whole days from `self` to `other` (negative when `other` is earlier).
    public func days(to other: CalendarDate) -> Int { Int(other.daysSinceEpoch - daysSinceEpoch) }

    public static func < (a: CalendarDate, b: CalendarDate) -> Bool { a.daysSinceEpoch < b.daysSinceEpoch }
}
