import AgentCalendar
import AgentCore
import AgentProtocol

/// The Chinese lunar calendar of 1899–2100, from a generated table (`LunarCalendarTable.swift`):
/// converts a lunar date to the Gregorian day it falls on.
enum LunarCalendar {
    /// One lunar year: its first day (days since 1970-01-01), its leap month (0 for none) and the
    /// lengths of its months in order, the leap month right after the month it repeats.
    struct Year {
        let firstDay: Int64
        let leapMonth: Int
        let monthLengths: [Int]
    }

    static let firstYear = 1899

    /// The table parsed once, at first use.
    static let years: [Year] = WordLists.fields(table, separator: "\n").compactMap { line in
        let fields = WordLists.fields(line)
        guard fields.count == 4, let year = Int(fields[0]), let monthDay = Int(fields[1]), let leap = Int(fields[2])
        else { return nil }
        let first = CivilTime(year: year, month: monthDay / 100, day: monthDay % 100).daysSinceEpoch
        return Year(firstDay: first, leapMonth: leap, monthLengths: fields[3].map { $0 == "1" ? 30 : 29 })
    }

    /// The Gregorian day (days since 1970-01-01) of lunar `year`'s `month` and `day`, or nil when the
    /// table does not reach that year or the year has no such date. Day 30 of the twelfth month is
    /// New Year's Eve: the month's last day, the 29th when it is short.
    static func gregorianDay(year: Int, month: Int, day: Int, leap: Bool) -> Int64? {
        let index = year - firstYear
        guard years.indices.contains(index), (1...12).contains(month), (1...30).contains(day) else { return nil }
        let lunar = years[index]
        guard !leap || lunar.leapMonth == month else { return nil }
        // Months before this one in the year's order: a leap month follows the month it repeats.
        var position = month - 1
        if lunar.leapMonth != 0, month > lunar.leapMonth || leap && month == lunar.leapMonth { position += 1 }
        let length = lunar.monthLengths[position]
        var dayOfMonth = day
        if day > length {
            guard month == 12, !leap, day == 30 else { return nil }
            dayOfMonth = length
        }
        let before = lunar.monthLengths[..<position].reduce(0, +)
        return lunar.firstDay + Int64(before + dayOfMonth - 1)
    }
}
