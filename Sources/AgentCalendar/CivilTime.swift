import FoundationEssentials

/// A wall-clock date and time in some time zone, with ISO 8601 reading and writing.
public struct CivilTime: Sendable, Equatable {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int

    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The wall-clock time of `date` in `zone`.
    public init(_ date: Date, in zone: TimeZoneRules) {
        let local = Checked.wholeSeconds(date) + Int64(zone.secondsEast(at: date))
        let days = local.floorDiv(86_400)
        let secondsOfDay = Int(local - days * 86_400)
        (year, month, day) = CivilTime.civil(fromDays: days)
        hour = secondsOfDay / 3600
        minute = secondsOfDay % 3600 / 60
        second = secondsOfDay % 60
    }

    /// Days since 1970-01-01 of this date.
    public var daysSinceEpoch: Int64 { CivilTime.days(year: year, month: month, day: day) }

    /// 1 = Monday … 7 = Sunday (ISO 8601).
    public var isoWeekday: Int { Int((daysSinceEpoch + 3).floorMod(7)) + 1 }

    /// The instant this wall-clock time names in `zone`. In a gap or an overlap
    /// the offset in force just before is used.
    public func date(in zone: TimeZoneRules) -> Date {
        let local = daysSinceEpoch * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        func instant(_ offset: Int) -> Date { Date(timeIntervalSince1970: Double(local - Int64(offset))) }
        // The offsets a day either side; transitions are months apart. Try the
        // earlier first so an overlap reads as its first occurrence, and a gap
        // (where neither offset holds) with the earlier offset.
        let before = zone.secondsEast(at: instant(0).addingTimeInterval(-86_400))
        let after = zone.secondsEast(at: instant(0).addingTimeInterval(86_400))
        for offset in [before, after] where zone.secondsEast(at: instant(offset)) == offset {
            return instant(offset)
        }
        return instant(before)
    }

    /// This time moved by whole days, month and year carried.
    public func addingDays(_ n: Int) -> CivilTime {
        var copy = self
        (copy.year, copy.month, copy.day) = CivilTime.civil(fromDays: daysSinceEpoch + Int64(n))
        return copy
    }

    // Howard Hinnant's days_from_civil / civil_from_days.
    static func days(year: Int, month: Int, day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = y.floorDiv(400)
        let yoe = y - era * 400
        let m = Int64(month)
        let doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + Int64(day) - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    static func civil(fromDays z0: Int64) -> (Int, Int, Int) {
        let z = z0 + 719_468
        let era = z.floorDiv(146_097)
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (Int(yoe + era * 400 + (m <= 2 ? 1 : 0)), Int(m), Int(d))
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

extension CivilTime {
    /// `2026-03-10T09:30:00+08:00`: the instant with the offset of `zone` in force then.
    /// Milliseconds are written only when the instant has them.
    public static func iso8601(_ date: Date, in zone: TimeZoneRules) -> String {
        let civil = CivilTime(date, in: zone)
        let offset = zone.secondsEast(at: date)
        // Written digit by digit: every timer and alarm result carries one, so it is on the hot path.
        var text: [UInt8] = []
        text.reserveCapacity(29)
        func digits(_ value: Int, _ width: Int) {
            if value < 0 { text.append(UInt8(ascii: "-")) }
            var magnitude = abs(value)
            var width = width
            var divisor = 1
            while width > 1 || magnitude / divisor >= 10 {
                divisor *= 10
                width -= 1
            }
            while divisor > 0 {
                text.append(UInt8(ascii: "0") + UInt8(magnitude / divisor))
                magnitude %= divisor
                divisor /= 10
            }
        }
        digits(civil.year, 4); text.append(UInt8(ascii: "-"))
        digits(civil.month, 2); text.append(UInt8(ascii: "-"))
        digits(civil.day, 2); text.append(UInt8(ascii: "T"))
        digits(civil.hour, 2); text.append(UInt8(ascii: ":"))
        digits(civil.minute, 2); text.append(UInt8(ascii: ":"))
        digits(civil.second, 2)
        let seconds = date.timeIntervalSince1970
        let millis = Checked.rounded((seconds - seconds.rounded(.down)) * 1000, in: 0...1000) ?? 0
        if millis > 0 && millis < 1000 {
            text.append(UInt8(ascii: "."))
            digits(millis, 3)
        }
        text.append(offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
        digits(abs(offset) / 3600, 2); text.append(UInt8(ascii: ":"))
        digits(abs(offset) % 3600 / 60, 2)
        return String(decoding: text, as: UTF8.self)
    }

    /// Reads `YYYY-MM-DDTHH:MM[:SS[.fff]][Z|±HH:MM|±HHMM]`; without an offset the
    /// time is read as wall-clock time in `zone`. An instant whose year, in UTC or in
    /// `zone`, falls outside 0000–9999 is refused (`Checked.instant`): it could not be
    /// written back in this form.
    public static func parseISO8601(_ text: String, defaultZone zone: TimeZoneRules) -> Date? {
        var text = text
        return text.withUTF8 { parseISO8601(ISO8601Cursor(bytes: $0), defaultZone: zone) }
    }

    private static func parseISO8601(_ cursor: ISO8601Cursor, defaultZone zone: TimeZoneRules) -> Date? {
        var s = cursor
        guard let year = s.number(4), s.expect(UInt8(ascii: "-")), let month = s.number(2), s.expect(UInt8(ascii: "-")),
            let day = s.number(2), s.expect(UInt8(ascii: "T")) || s.expect(UInt8(ascii: " ")),
            let hour = s.number(2), s.expect(UInt8(ascii: ":")), let minute = s.number(2)
        else { return nil }
        var second = 0
        var fraction = 0.0
        if s.expect(UInt8(ascii: ":")) {
            guard let sec = s.number(2) else { return nil }
            second = sec
            if s.expect(UInt8(ascii: ".")) {
                var scale = 0.1
                var any = false
                while let digit = s.digit() {
                    fraction += Double(digit) * scale
                    scale /= 10
                    any = true
                }
                guard any else { return nil }
            }
        }
        guard (1...12).contains(month), (1...daysInMonth(year: year, month: month)).contains(day),
            hour < 24, minute < 60, second < 60
        else { return nil }
        let civil = CivilTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        var offset: Int?
        if s.expect(UInt8(ascii: "Z")) || s.expect(UInt8(ascii: "z")) {
            offset = 0
        } else if s.expect(UInt8(ascii: "+")) || s.expect(UInt8(ascii: "-")) {
            let sign = s.last == UInt8(ascii: "-") ? -1 : 1
            guard let oh = s.number(2) else { return nil }
            _ = s.expect(UInt8(ascii: ":"))
            guard let om = s.number(2), oh < 24, om < 60 else { return nil }
            offset = sign * (oh * 3600 + om * 60)
        }
        guard s.isAtEnd else { return nil }
        let base: Date
        if let offset {
            let local = civil.daysSinceEpoch * 86_400 + Int64(hour * 3600 + minute * 60 + second)
            base = Date(timeIntervalSince1970: Double(local - Int64(offset)))
        } else {
            base = civil.date(in: zone)
        }
        return Checked.instant(base.addingTimeInterval(fraction), in: zone)
    }

}

/// Reads an ISO 8601 time's bytes left to right: a value, not a closure over a mutable offset,
/// which Swift would box and check for exclusive access at every digit.
private struct ISO8601Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    private var at = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var isAtEnd: Bool { at == bytes.count }
    /// The byte just read.
    var last: UInt8? { at > 0 ? bytes[at - 1] : nil }

    /// `digits` decimal digits as a number, or nil (and nothing read) when they are not there.
    mutating func number(_ digits: Int) -> Int? {
        guard at + digits <= bytes.count else { return nil }
        var value = 0
        for k in 0..<digits {
            let c = bytes[at + k]
            guard c >= 0x30 && c <= 0x39 else { return nil }
            value = value * 10 + Int(c - 0x30)
        }
        at += digits
        return value
    }

    /// One decimal digit, or nil when none is next.
    mutating func digit() -> Int? {
        guard at < bytes.count, bytes[at] >= 0x30, bytes[at] <= 0x39 else { return nil }
        at += 1
        return Int(bytes[at - 1] - 0x30)
    }

    /// Whether `c` is next (then read).
    mutating func expect(_ c: UInt8) -> Bool {
        guard at < bytes.count, bytes[at] == c else { return false }
        at += 1
        return true
    }
}

extension Int64 {
    func floorDiv(_ d: Int64) -> Int64 {
        let q = self / d
        return (self % d != 0 && (self < 0) != (d < 0)) ? q - 1 : q
    }

    func floorMod(_ d: Int64) -> Int64 { self - floorDiv(d) * d }
}
