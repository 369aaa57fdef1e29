/// A time zone as a POSIX TZ string gives it (`EST5EDT,M3.2.0,M11.1.0`): a standard
/// offset and, optionally, a daylight-saving offset with the days and times it starts
/// and ends each year.
///
/// A TZif file (RFC 8536) ends with one, for the instants after its last transition;
/// "slim" files stop their transitions early and leave every later year to it. Read
/// with the extensions RFC 8536 §3.3.1 allows: a rule's time may be signed and run
/// from -167 to 167 hours. A daylight-saving name without rules is refused (POSIX
/// leaves its dates to the implementation), and so is anything malformed.
struct PosixTimeZone: Sendable, Equatable {
    /// Seconds east of UTC outside daylight-saving time.
    let standardOffset: Int
    let daylightSaving: DaylightSaving?

    struct DaylightSaving: Sendable, Equatable {
        /// Seconds east of UTC while it is in force.
        let offset: Int
        /// When it starts, in standard time.
        let start: Rule
        /// When it ends, in daylight-saving time.
        let end: Rule
    }

    /// A day of the year and a time of that day.
    struct Rule: Sendable, Equatable {
        enum Day: Sendable, Equatable {
            /// `Jn`: day 1...365, February 29 never counted (J60 is always March 1).
            case julian(Int)
            /// `n`: day 0...365, February 29 counted in leap years.
            case zeroBased(Int)
            /// `Mm.w.d`: weekday d (0 is Sunday) of week w (5 is the last) of month m.
            case weekday(month: Int, week: Int, weekday: Int)
        }

        let day: Day
        /// Seconds after the day's local midnight (02:00 unless given).
        let time: Int
    }

    /// Reads a POSIX TZ string; nil unless all of it is well formed.
    init?(_ text: String) {
        var reader = Reader(bytes: Array(text.utf8))
        guard reader.name(), let standardWest = reader.offset(maxHours: 24) else { return nil }
        standardOffset = -standardWest
        if reader.atEnd {
            daylightSaving = nil
            return
        }
        guard reader.name() else { return nil }
        var offset = standardOffset + 3600
        if !reader.peek(",") {
            guard let west = reader.offset(maxHours: 24) else { return nil }
            offset = -west
        }
        guard reader.take(","), let start = reader.rule(), reader.take(","), let end = reader.rule(), reader.atEnd
        else { return nil }
        daylightSaving = DaylightSaving(offset: offset, start: start, end: end)
    }

    /// Seconds east of UTC at `t` (seconds since 1970, UTC).
    func secondsEast(at t: Int64) -> Int {
        guard let dst = daylightSaving else { return standardOffset }
        // Half a million years either way: far enough for any date, near enough that no sum overflows.
        let t = min(max(t, -1 << 44), 1 << 44)
        // The latest start or end at or before t decides. A year's starts and ends lie
        // within a week of it (times reach 167 hours), so two years back always hold
        // one and next year may. At a tie the start wins: that is how RFC 8536 writes
        // daylight-saving time all year (`0/0,J365/25`: it ends as it starts again).
        let year = CivilTime.civil(fromDays: (t + Int64(standardOffset)).floorDiv(86_400)).0
        var latest: (time: Int64, isDaylight: Bool)?
        for y in (year - 2)...(year + 1) {
            for (time, isDaylight) in [(dst.start.instant(in: y, offset: standardOffset), true),
                                       (dst.end.instant(in: y, offset: dst.offset), false)]
            where time <= t {
                if let best = latest, best.time > time || (best.time == time && best.isDaylight) { continue }
                latest = (time, isDaylight)
            }
        }
        return latest?.isDaylight == true ? dst.offset : standardOffset
    }
}

extension PosixTimeZone.Rule {
    /// The instant (seconds since 1970, UTC) this rule names in `year`, its time read at `offset`.
    func instant(in year: Int, offset: Int) -> Int64 {
        let days: Int64
        switch day {
        case .julian(let n):
            let leap = CivilTime.daysInMonth(year: year, month: 2) == 29
            days = CivilTime.days(year: year, month: 1, day: 1) + Int64(n - 1) + (leap && n >= 60 ? 1 : 0)
        case .zeroBased(let n):
            days = CivilTime.days(year: year, month: 1, day: 1) + Int64(n)
        case .weekday(let month, let week, let weekday):
            let first = CivilTime.days(year: year, month: month, day: 1)
            // 1970-01-01 was a Thursday: weekday 4 when Sunday is 0.
            let firstWeekday = Int((first + 4).floorMod(7))
            var day = first + Int64((weekday - firstWeekday + 7) % 7 + (week - 1) * 7)
            let next = first + Int64(CivilTime.daysInMonth(year: year, month: month))
            while day >= next { day -= 7 }  // week 5: the last such weekday, which may be the fourth
            days = day
        }
        return days * 86_400 + Int64(time - offset)
    }
}

extension PosixTimeZone {
    /// A cursor over the string's bytes, each read moving past what it read.
    private struct Reader {
        let bytes: [UInt8]
        var i = 0

        var atEnd: Bool { i == bytes.count }

        func peek(_ c: Unicode.Scalar) -> Bool { i < bytes.count && bytes[i] == UInt8(ascii: c) }

        mutating func take(_ c: Unicode.Scalar) -> Bool {
            guard peek(c) else { return false }
            i += 1
            return true
        }

        /// A zone name: three or more letters, or `<...>` around three or more letters, digits, + and -.
        mutating func name() -> Bool {
            func isLetter(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A }
            let start = i
            if take("<") {
                while i < bytes.count, isLetter(bytes[i]) || isDigit(bytes[i]) || peek("+") || peek("-") { i += 1 }
                guard i - start - 1 >= 3, take(">") else { return false }
                return true
            }
            while i < bytes.count, isLetter(bytes[i]) { i += 1 }
            return i - start >= 3
        }

        /// `[+-]hh[:mm[:ss]]` in seconds (positive west of UTC, as POSIX has it), hours at most `maxHours`.
        mutating func offset(maxHours: Int) -> Int? {
            var sign = 1
            if take("-") { sign = -1 } else { _ = take("+") }
            guard let hours = number(digits: maxHours > 99 ? 1...3 : 1...2), hours <= maxHours else { return nil }
            var seconds = hours * 3600
            if take(":") {
                guard let minutes = number(digits: 2...2), minutes < 60 else { return nil }
                seconds += minutes * 60
                if take(":") {
                    guard let s = number(digits: 2...2), s < 60 else { return nil }
                    seconds += s
                }
            }
            return sign * seconds
        }

        /// `Jn`, `n` or `Mm.w.d`, then an optional `/time`.
        mutating func rule() -> PosixTimeZone.Rule? {
            let day: PosixTimeZone.Rule.Day
            if take("J") {
                guard let n = number(digits: 1...3), (1...365).contains(n) else { return nil }
                day = .julian(n)
            } else if take("M") {
                guard let month = number(digits: 1...2), (1...12).contains(month), take("."),
                    let week = number(digits: 1...1), (1...5).contains(week), take("."),
                    let weekday = number(digits: 1...1), weekday <= 6
                else { return nil }
                day = .weekday(month: month, week: week, weekday: weekday)
            } else {
                guard let n = number(digits: 1...3), n <= 365 else { return nil }
                day = .zeroBased(n)
            }
            var time = 2 * 3600
            if take("/") {
                guard let t = offset(maxHours: 167) else { return nil }
                time = t
            }
            return PosixTimeZone.Rule(day: day, time: time)
        }

        private func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

        /// A run of decimal digits whose length is in `digits`.
        private mutating func number(digits: ClosedRange<Int>) -> Int? {
            let start = i
            var value = 0
            while i < bytes.count, isDigit(bytes[i]), i - start < digits.upperBound {
                value = value * 10 + Int(bytes[i] - 0x30)
                i += 1
            }
            guard digits.contains(i - start), i == bytes.count || !isDigit(bytes[i]) else { return nil }
            return value
        }
    }
}
