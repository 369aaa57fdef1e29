import AgentCalendar
import AgentCore
import AgentProtocol

/// Places a `TimeExpression.Day` on the calendar: how many days after today it falls, given the
/// time of day the expression names. A moment at or before now has passed, and a day that rolls
/// over (no day, a weekday, 15号, 3月15号, a lunar date) takes its next occurrence instead.
enum DayResolver {
    /// Days from today to `day` at `timeOfDay` (seconds after today's midnight, past 86 400 when
    /// the time falls on the next day), or nil when the day cannot be placed.
    static func daysAhead(of day: TimeExpression.Day?, at timeOfDay: Int, now: LocalMoment) -> Int? {
        let nowSeconds = now.hour * 3600 + now.minute * 60 + now.second
        func passed(_ days: Int) -> Bool { days * 86_400 + timeOfDay <= nowSeconds }
        switch day {
        case nil:
            return passed(0) ? 1 : 0
        case .offset(let offset):
            return offset
        case .weekday(let weekday, let weeksAhead):
            guard (1...7).contains(weekday), weeksAhead >= 0 else { return nil }
            let delta = weekday - now.weekday
            if weeksAhead > 0 { return delta + 7 * weeksAhead }
            return delta < 0 || passed(delta) ? delta + 7 : delta
        case .weekdays(let weekdays):
            for days in 0...7 where weekdays.contains((now.weekday - 1 + days) % 7 + 1) && !passed(days) {
                return days
            }
            return nil
        case .dayOfMonth(let dayOfMonth, let monthsAhead):
            guard let today = now.civil, (1...31).contains(dayOfMonth) else { return nil }
            let todayNumber = today.daysSinceEpoch
            if let monthsAhead {
                let (year, month) = shifted(today.year, today.month, by: monthsAhead)
                guard dayOfMonth <= daysInMonth(year: year, month: month) else { return nil }
                return Int(CivilTime(year: year, month: month, day: dayOfMonth).daysSinceEpoch - todayNumber)
            }
            for ahead in 0..<13 {
                let (year, month) = shifted(today.year, today.month, by: ahead)
                guard dayOfMonth <= daysInMonth(year: year, month: month) else { continue }
                let days = Int(CivilTime(year: year, month: month, day: dayOfMonth).daysSinceEpoch - todayNumber)
                if !passed(days) { return days }
            }
            return nil
        case .date(let year, let month, let dayOfMonth):
            guard let today = now.civil, (1...12).contains(month) else { return nil }
            let todayNumber = today.daysSinceEpoch
            if let year {
                guard exists(year: year, month: month, day: dayOfMonth) else { return nil }
                return Int(CivilTime(year: year, month: month, day: dayOfMonth).daysSinceEpoch - todayNumber)
            }
            // Eight years reach the next 29 February.
            for year in today.year...today.year + 8 where exists(year: year, month: month, day: dayOfMonth) {
                let days = Int(CivilTime(year: year, month: month, day: dayOfMonth).daysSinceEpoch - todayNumber)
                if !passed(days) { return days }
            }
            return nil
        case .dateInYear(let yearsAhead, let month, let dayOfMonth):
            guard let today = now.civil, exists(year: today.year + yearsAhead, month: month, day: dayOfMonth) else { return nil }
            let date = CivilTime(year: today.year + yearsAhead, month: month, day: dayOfMonth)
            return Int(date.daysSinceEpoch - today.daysSinceEpoch)
        case .lunar(let month, let dayOfMonth, let leap):
            guard let today = now.civil else { return nil }
            let todayNumber = today.daysSinceEpoch
            // The lunar year that began before today's Gregorian year may still be running; a leap
            // month of a given number comes back only every few decades.
            for lunarYear in today.year - 1...today.year + (leap ? 60 : 2) {
                guard let date = LunarCalendar.gregorianDay(year: lunarYear, month: month, day: dayOfMonth, leap: leap)
                else { continue }
                let days = Int(date - todayNumber)
                if !passed(days) { return days }
            }
            return nil
        case .lastDayOfMonth(let monthsAhead):
            guard let today = now.civil, (0...12).contains(monthsAhead) else { return nil }
            let (year, month) = shifted(today.year, today.month, by: monthsAhead)
            let last = CivilTime(year: year, month: month, day: daysInMonth(year: year, month: month))
            return Int(last.daysSinceEpoch - today.daysSinceEpoch)
        case .easter(let daysAfter):
            guard let today = now.civil else { return nil }
            return firstToCome(after: today, passed: passed) { year in
                let (month, day) = easterSunday(year)
                return CivilTime(year: year, month: month, day: day).daysSinceEpoch + Int64(daysAfter)
            }
        case .qingming:
            guard let today = now.civil, qingmingDay(today.year) != nil else { return nil }
            return firstToCome(after: today, passed: passed) { year in
                qingmingDay(year).map { CivilTime(year: year, month: 4, day: $0).daysSinceEpoch }
            }
        case .nthWeekday(let month, let weekday, let nth):
            guard let today = now.civil, (1...12).contains(month), (1...7).contains(weekday), (1...5).contains(nth) || nth == -1 else { return nil }
            return firstToCome(after: today, passed: passed) { year in
                guard nth > 0 else {
                    // The last: back from the month's last day to the weekday.
                    let lastDay = (28...31).last { exists(year: year, month: month, day: $0) } ?? 28
                    let last = CivilTime(year: year, month: month, day: lastDay)
                    return CivilTime(year: year, month: month, day: lastDay - (last.isoWeekday - weekday + 7) % 7).daysSinceEpoch
                }
                let first = CivilTime(year: year, month: month, day: 1)
                let day = 1 + (weekday - first.isoWeekday + 7) % 7 + (nth - 1) * 7
                return exists(year: year, month: month, day: day) ? CivilTime(year: year, month: month, day: day).daysSinceEpoch : nil
            }
        }
    }

    /// Days from `today` to the first of a yearly day (this year's, then next year's) that has not
    /// passed: `day` gives a year's as days since the epoch, or nil for a year without one.
    private static func firstToCome(after today: CivilTime, passed: (Int) -> Bool, day: (Int) -> Int64?) -> Int? {
        for year in today.year...today.year + 1 {
            guard let date = day(year) else { continue }
            let days = Int(date - today.daysSinceEpoch)
            if !passed(days) { return days }
        }
        return nil
    }

    /// Easter Sunday of `year` in the Gregorian calendar (month, day): the anonymous Gregorian
    /// algorithm (Meeus/Jones/Butcher), the full moon and the equinox by the church's reckoning.
    static func easterSunday(_ year: Int) -> (month: Int, day: Int) {
        let a = year % 19, b = year / 100, c = year % 100
        let d = b / 4, e = b % 4, f = (b + 8) / 25, g = (b - f + 1) / 3
        let h = (19 * a + b - d - g + 15) % 30
        let i = c / 4, k = c % 4
        let l = (32 + 2 * e + 2 * i - h - k) % 7
        let m = (a + 11 * h + 22 * l) / 451
        let month = (h + l - 7 * m + 114) / 31
        let day = (h + l - 7 * m + 114) % 31 + 1
        return (month, day)
    }

    /// The day of April that 清明 falls on in `year` (2000–2099), by the rule of the solar terms'
    /// dates, [Y × 0.2422 + 4.81] − [Y ÷ 4] with Y the year's last two digits; nil outside the century.
    static func qingmingDay(_ year: Int) -> Int? {
        guard (2000...2099).contains(year) else { return nil }
        let y = year % 100
        return Int(Double(y) * 0.2422 + 4.81) - y / 4
    }

    /// Whether `year` has that month and day.
    static func exists(year: Int, month: Int, day: Int) -> Bool {
        (1...12).contains(month) && day >= 1 && day <= daysInMonth(year: year, month: month)
    }

    /// Whether some year has that month and day (29 February does, 30 February does not).
    static func canExist(month: Int, day: Int) -> Bool {
        exists(year: 2000, month: month, day: day)
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private static func shifted(_ year: Int, _ month: Int, by months: Int) -> (Int, Int) {
        let index = year * 12 + (month - 1) + months
        return (index / 12, index % 12 + 1)
    }
}
