import FoundationEssentials

/// How a timer or alarm repeats: the part of RFC 5545's RRULE that people
/// say ("每隔两小时", "工作日", "每月15号"), written and read as an RRULE value
/// (`FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR`). The first occurrence is the item's
/// `fireAt` (the DTSTART of the rule); the rest follow from it.
public struct Recurrence: Sendable, Hashable, CustomStringConvertible {
    public enum Frequency: String, Sendable, CaseIterable {
        case secondly = "SECONDLY", minutely = "MINUTELY", hourly = "HOURLY"
        case daily = "DAILY", weekly = "WEEKLY", monthly = "MONTHLY"

        /// The seconds of one step, for the frequencies that count time rather than days.
        public var seconds: Int? {
            switch self {
            case .secondly: return 1
            case .minutely: return 60
            case .hourly: return 3600
            case .daily, .weekly, .monthly: return nil
            }
        }
    }

    /// A day of the week, numbered as ISO 8601 does (Monday 1 … Sunday 7).
    public enum Weekday: Int, Sendable, CaseIterable, Comparable {
        case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

        /// The RFC 5545 name (MO, TU, …).
        public var code: String { ["MO", "TU", "WE", "TH", "FR", "SA", "SU"][rawValue - 1] }

        public static let workdays: [Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday]
        public static let weekend: [Weekday] = [.saturday, .sunday]

        public static func < (a: Weekday, b: Weekday) -> Bool { a.rawValue < b.rawValue }
    }

    public var frequency: Frequency
    /// Every `interval`-th step (at least 1).
    public var interval: Int
    /// BYDAY, Monday first; empty means the start's own weekday (weekly).
    public var weekdays: [Weekday]
    /// BYMONTHDAY, 1…31 in order; empty means the start's own day (monthly). A month
    /// without that day has no occurrence (RFC 5545: invalid dates are skipped).
    public var monthDays: [Int]

    public init(_ frequency: Frequency, interval: Int = 1, weekdays: [Weekday] = [], monthDays: [Int] = []) {
        self.frequency = frequency
        self.interval = max(1, interval)
        self.weekdays = Array(Set(weekdays)).sorted()
        self.monthDays = Array(Set(monthDays.filter { (1...31).contains($0) })).sorted()
    }

    /// Every `seconds`, in the largest unit that divides it (90 minutes is
    /// `FREQ=MINUTELY;INTERVAL=90`, two hours `FREQ=HOURLY;INTERVAL=2`).
    public static func every(seconds: Int) -> Recurrence? {
        guard seconds > 0 else { return nil }
        if seconds % 86_400 == 0 { return Recurrence(.daily, interval: seconds / 86_400) }
        if seconds % 3600 == 0 { return Recurrence(.hourly, interval: seconds / 3600) }
        if seconds % 60 == 0 { return Recurrence(.minutely, interval: seconds / 60) }
        return Recurrence(.secondly, interval: seconds)
    }

    /// The RRULE value; `INTERVAL=1` is left out, as RFC 5545 allows.
    public var rrule: String {
        var parts = ["FREQ=\(frequency.rawValue)"]
        if interval > 1 { parts.append("INTERVAL=\(interval)") }
        if !weekdays.isEmpty { parts.append("BYDAY=" + weekdays.map(\.code).joined(separator: ",")) }
        if !monthDays.isEmpty { parts.append("BYMONTHDAY=" + monthDays.map(String.init).joined(separator: ",")) }
        return parts.joined(separator: ";")
    }

    public var description: String { rrule }

    /// Reads an RRULE value of the parts above (in any order, names in any case);
    /// nil for anything else, so a snapshot cannot carry a rule this tool would misread.
    public init?(rrule text: String) {
        var frequency: Frequency?
        var interval = 1
        var weekdays: [Weekday] = []
        var monthDays: [Int] = []
        var seen: Set<String> = []
        for part in text.split(separator: ";", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2 else { return nil }
            let name = pair[0].uppercased()
            let value = pair[1].uppercased()
            guard seen.insert(name).inserted else { return nil }
            switch name {
            case "FREQ":
                guard let f = Frequency(rawValue: value) else { return nil }
                frequency = f
            case "INTERVAL":
                guard let n = Int(value), (1...100_000).contains(n) else { return nil }
                interval = n
            case "BYDAY":
                for code in value.split(separator: ",", omittingEmptySubsequences: false) {
                    guard let day = Weekday.allCases.first(where: { $0.code == code }) else { return nil }
                    weekdays.append(day)
                }
            case "BYMONTHDAY":
                for number in value.split(separator: ",", omittingEmptySubsequences: false) {
                    guard let day = Int(number), (1...31).contains(day) else { return nil }
                    monthDays.append(day)
                }
            default:
                return nil
            }
        }
        guard let frequency else { return nil }
        // BYDAY only with WEEKLY and BYMONTHDAY only with MONTHLY: the rules people say.
        if !weekdays.isEmpty && frequency != .weekly { return nil }
        if !monthDays.isEmpty && frequency != .monthly { return nil }
        self.init(frequency, interval: interval, weekdays: weekdays, monthDays: monthDays)
    }

    /// The first occurrence at or after `earliest` of the rule started at the
    /// wall-clock time `time` (hour, minute, second of its `CivilTime`), for the
    /// day-based frequencies: what "每周五早上八点" means said at `earliest`.
    public func first(at time: CivilTime, onOrAfter earliest: Date, in zone: TimeZoneRules) -> Date? {
        var day = CivilTime(earliest, in: zone)
        day.hour = time.hour
        day.minute = time.minute
        day.second = time.second
        // At most a year and a month of days: every rule here fires within that.
        for _ in 0..<400 {
            if matches(day), case let date = day.date(in: zone), date >= earliest { return date }
            day = day.addingDays(1)
        }
        return nil
    }

    /// The first occurrence later than `moment`: one at `moment` itself has passed.
    public func first(at time: CivilTime, after moment: Date, in zone: TimeZoneRules) -> Date? {
        first(at: time, onOrAfter: moment.nextUp, in: zone)
    }

    /// Whether the day of `civil` is one the rule's BYDAY / BYMONTHDAY allows.
    private func matches(_ civil: CivilTime) -> Bool {
        switch frequency {
        case .weekly: return weekdays.isEmpty || weekdays.contains { $0.rawValue == civil.isoWeekday }
        case .monthly: return monthDays.isEmpty || monthDays.contains(civil.day)
        default: return true
        }
    }

    /// The first `count` occurrences of the rule whose first occurrence is `start`,
    /// in order, `start` first. Day-based rules keep the wall-clock time across
    /// changes of offset; the others step in absolute seconds.
    public func occurrences(from start: Date, in zone: TimeZoneRules, count: Int) -> [Date] {
        occurrences(from: start, after: nil, in: zone, count: count)
    }

    /// The occurrence that follows `previous` (the first later than it) of the rule whose
    /// first occurrence is `start`: what `occurrences(from: start, …)` holds next, found
    /// from `previous`'s own period rather than by counting every one from the first, so
    /// that firing a rule n times costs n steps, not n².
    public func occurrence(after previous: Date, from start: Date, in zone: TimeZoneRules) -> Date? {
        occurrences(from: start, after: previous, in: zone, count: 1).first
    }

    /// The first `count` occurrences later than `after` (all, when nil).
    private func occurrences(from start: Date, after: Date?, in zone: TimeZoneRules, count: Int) -> [Date] {
        var result: [Date] = []
        guard count > 0 else { return result }
        result.reserveCapacity(count)
        if let step = frequency.seconds {
            let span = Double(step * interval)
            // Steps already taken by `after`; dates lie within the calendar's years, so this fits.
            var k = after.flatMap { Checked.integer(($0.timeIntervalSince(start) / span).rounded(.down), in: 0...Int.max) } ?? 0
            while result.count < count {
                let date = start.addingTimeInterval(Double(k) * span)
                if after.map({ date > $0 }) ?? true { result.append(date) }
                k += 1
            }
            return result
        }
        let first = CivilTime(start, in: zone)
        // Periods of the rule (days, weeks or months from the start's), each holding its allowed days;
        // a search after a date starts a period before the one that holds it.
        var period = after.map { firstPeriod(near: CivilTime($0, in: zone), from: first) } ?? 0
        let last = period + 100_000
        while result.count < count, period < last {
            for day in days(inPeriod: period, from: first) where result.count < count {
                var civil = day
                civil.hour = first.hour
                civil.minute = first.minute
                civil.second = first.second
                let date = civil.date(in: zone)
                if date >= start, after.map({ date > $0 }) ?? true { result.append(date) }
            }
            period += interval
        }
        return result
    }

    /// A period of the rule (a multiple of `interval`, from 0) that begins before the day of
    /// `civil`: one interval before the period holding it.
    private func firstPeriod(near civil: CivilTime, from first: CivilTime) -> Int {
        let days = Int(civil.daysSinceEpoch - first.daysSinceEpoch)
        let elapsed: Int
        switch frequency {
        case .daily: elapsed = days
        case .weekly: elapsed = (days + first.isoWeekday - 1).floorDivided(by: 7)
        case .monthly: elapsed = (civil.year * 12 + civil.month) - (first.year * 12 + first.month)
        case .secondly, .minutely, .hourly: elapsed = 0
        }
        return max(0, (elapsed.floorDivided(by: interval) - 1) * interval)
    }

    /// The days of the `period`-th day, week or month after the one holding `first`.
    private func days(inPeriod period: Int, from first: CivilTime) -> [CivilTime] {
        switch frequency {
        case .daily:
            return [first.addingDays(period)]
        case .weekly:
            let monday = first.addingDays(1 - first.isoWeekday + 7 * period)
            let allowed = weekdays.isEmpty ? [first.isoWeekday] : weekdays.map(\.rawValue)
            return allowed.map { monday.addingDays($0 - 1) }
        case .monthly:
            let months = first.year * 12 + (first.month - 1) + period
            let year = months.floorDivided(by: 12)
            let month = months - year * 12 + 1
            let allowed = monthDays.isEmpty ? [first.day] : monthDays
            return allowed.filter { $0 <= CivilTime.daysInMonth(year: year, month: month) }
                .map { CivilTime(year: year, month: month, day: $0) }
        case .secondly, .minutely, .hourly:
            return []
        }
    }
}

extension Int {
    fileprivate func floorDivided(by d: Int) -> Int {
        let q = self / d
        return (self % d != 0 && (self < 0) != (d < 0)) ? q - 1 : q
    }
}

extension Date {
    /// The least moment later than this one.
    var nextUp: Date { Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate.nextUp) }
}
