import AgentCalendar
import AgentCore
import AgentLanguage
import AgentProtocol
import FoundationEssentials

/// Says when something happens relative to now: "明天 07:30 ", "tomorrow at 07:30",
/// "3月15日（周日）09:00 ", "Sunday, March 15 at 09:00"; seconds only when there are some
/// ("16:05:06"), the year only when it is not this one ("2027年2月20日（周六）19:00 ",
/// "Saturday, February 20, 2027 at 19:00"). The Chinese forms end with the space that sets the
/// time apart from what follows ("… 的闹钟").
///
/// Midnight is said as the end of the night before, with the date it starts beside it, so
/// that nobody sets off a day late: "今晚 24:00（3月11日 00:00）", "midnight tonight (00:00 on
/// Wednesday, March 11)". English says the clock on a 12-hour face ("3:00 PM") when the
/// sentence did (`HourCycle.h12`); Chinese always on a 24-hour one.
enum MomentText {
    static func say(_ date: Date, from now: Date, in zone: TimeZoneRules, language: ReplyLanguage,
                    cycle: HourCycle = .h23) -> String {
        let target = CivilTime(date, in: zone)
        let days = daysAhead(date, from: now, in: zone)
        let clock = clock(target, language: language, cycle: cycle)
        if target.hour == 0, target.minute == 0, target.second == 0 {
            return midnight(target, daysAhead: days, clock: clock, language: language)
        }
        switch language {
        case .chinese:
            // No space after the full-width bracket: "3月13日（周五）09:00".
            return days > 2 || days < 0 ? " \(chineseDate(target, from: now, in: zone))\(clock) "
                : "\(chineseDay(target, daysAhead: days, from: now, in: zone)) \(clock) "
        case .english:
            return "\(englishDay(target, daysAhead: days, from: now, in: zone)) at \(clock)"
        }
    }

    /// The day alone, as a repeat's first one is said: 明天, " 3月13日（周五）" (the space sets the digits
    /// apart from the word before), "tomorrow", "Friday, March 13".
    static func sayDay(_ date: Date, from now: Date, in zone: TimeZoneRules, language: ReplyLanguage) -> String {
        let target = CivilTime(date, in: zone)
        let days = daysAhead(date, from: now, in: zone)
        switch language {
        case .chinese: return (0...2).contains(days) ? chineseDay(target, daysAhead: days, from: now, in: zone)
            : " " + chineseDate(target, from: now, in: zone)
        case .english: return englishDay(target, daysAhead: days, from: now, in: zone)
        }
    }

    /// The clock of a moment alone: "07:30", "16:05:06", "7:30 AM".
    static func sayClock(_ date: Date, in zone: TimeZoneRules, language: ReplyLanguage, cycle: HourCycle = .h23) -> String {
        clock(CivilTime(date, in: zone), language: language, cycle: cycle)
    }

    /// Now, told as the question asked (`asked`), or the date and the time when it asked for none
    /// in particular: 现在是 09:00。, 今天是 2026年3月10日（周二）。, 今天是周二（3月10日）。, 现在是 2026年3月。,
    /// 今年是 2026 年。, 现在是 2026年3月10日（周二）09:00。; "It is 09:00.", "Today is Tuesday, March 10, 2026.", …
    /// In another place (`at`: its Chinese and English names) the place comes first: 东京现在是 10:00。,
    /// "In Tokyo, it is 10:00."; with the date when it is not the day in `local`, the zone in force:
    /// 纽约现在是 2026年3月9日（周一）21:00。
    static func sayNow(_ date: Date, asked: ClockQuestionReader.Subject?, in zone: TimeZoneRules, language: ReplyLanguage,
                       at place: (chinese: String, english: String)? = nil, local: TimeZoneRules = .utc) -> String {
        guard let place else { return sayNow(date, asked: asked, in: zone, language: language) }
        // The time alone where the place's day is not ours would hide that it is: the date too.
        let otherDay = CivilTime(date, in: zone).daysSinceEpoch != CivilTime(date, in: local).daysSinceEpoch
        let said = sayNow(date, asked: asked == .time && otherDay ? nil : asked, in: zone, language: language)
        switch language {
        case .chinese: return place.chinese + said
        case .english: return "In \(place.english), " + said.prefix(1).lowercased() + said.dropFirst()
        }
    }

    private static func sayNow(_ date: Date, asked: ClockQuestionReader.Subject?, in zone: TimeZoneRules, language: ReplyLanguage) -> String {
        let t = CivilTime(date, in: zone)
        let clock = clock(t, language: language, cycle: .h23, seconds: false)
        let (weekday, month) = (englishWeekdays[t.isoWeekday - 1], englishMonths[t.month - 1])
        let chineseWeekday = chineseWeekdays[t.isoWeekday - 1]
        switch (language, asked) {
        case (.chinese, .time?): return "现在是 \(clock)。"
        case (.chinese, .date?): return "今天是 \(t.year)年\(t.month)月\(t.day)日（\(chineseWeekday)）。"
        case (.chinese, .weekday?): return "今天是\(chineseWeekday)（\(t.month)月\(t.day)日）。"
        case (.chinese, .month?): return "现在是 \(t.year)年\(t.month)月。"
        case (.chinese, .year?): return "今年是 \(t.year) 年。"
        // The year too: the clock answers 今年是哪一年 as well as the time.
        case (.chinese, nil), (.chinese, .days?): return "现在是 \(t.year)年\(t.month)月\(t.day)日（\(chineseWeekday)）\(clock)。"
        case (.english, .time?): return "It is \(clock)."
        case (.english, .date?): return "Today is \(weekday), \(month) \(t.day), \(t.year)."
        case (.english, .weekday?): return "Today is \(weekday), \(month) \(t.day)."
        case (.english, .month?): return "It is \(month) \(t.year)."
        case (.english, .year?): return "It is \(t.year)."
        case (.english, nil), (.english, .days?): return "It is \(clock) on \(weekday), \(month) \(t.day), \(t.year)."
        }
    }

    /// Another day than today, told as its date (or its weekday, when that was asked) and how far
    /// it is: 明天是 2026年3月11日（周三）。, 那天是 2026年3月18日（周三），8天后。, 那天是周五（3月6日），4天前。;
    /// "Tomorrow is Wednesday, March 11, 2026.", "That day is Wednesday, March 18, 2026, 8 days from today.";
    /// asked how many days (`.days`): 国庆节是 2026年10月1日（周四），还有205天。, "Christmas is …: 290 days
    /// from today." (a festival named is said by its name).
    static func sayDate(_ day: CalendarDate, today: CalendarDate, asked: ClockQuestionReader.Subject?, named festival: String? = nil,
                        language: ReplyLanguage) -> String {
        let days = today.days(to: day)
        let (weekday, month) = (englishWeekdays[day.isoWeekday - 1], englishMonths[day.month - 1])
        let chineseWeekday = chineseWeekdays[day.isoWeekday - 1]
        switch language {
        case .chinese:
            let name = festival ?? [0: "今天", 1: "明天", 2: "后天", 3: "大后天", -1: "昨天", -2: "前天"][days] ?? "那天"
            let date = asked == .weekday ? "\(chineseWeekday)（\(day.month)月\(day.day)日）"
                : " \(day.year)年\(day.month)月\(day.day)日（\(chineseWeekday)）"
            if asked == .days {
                let distance = days == 0 ? "，就是今天" : days > 0 ? "，还有\(days)天" : "，已经过去\(-days)天"
                return "\(name)是\(date)\(distance)。"
            }
            let distance = abs(days) <= 2 ? "" : days > 0 ? "，\(days)天后" : "，\(-days)天前"
            return "\(name)是\(date)\(distance)。"
        case .english:
            let name = festival.map { $0.prefix(1).uppercased() + $0.dropFirst() }
                ?? [0: "Today", 1: "Tomorrow", -1: "Yesterday"][days] ?? "That day"
            let date = asked == .weekday ? "\(weekday), \(month) \(day.day)" : "\(weekday), \(month) \(day.day), \(day.year)"
            let unit = abs(days) == 1 ? "day" : "days"
            let distance = asked == .days ? (days == 0 ? "" : days > 0 ? ": \(days) \(unit) from today" : ": \(-days) \(unit) ago")
                : abs(days) <= 1 ? "" : days > 0 ? ", \(days) days from today" : ", \(-days) days ago"
            return "\(name) \(days < 0 ? "was" : "is") \(date)\(distance)."
        }
    }

    private static func daysAhead(_ date: Date, from now: Date, in zone: TimeZoneRules) -> Int {
        Int(CivilTime(date, in: zone).daysSinceEpoch - CivilTime(now, in: zone).daysSinceEpoch)
    }

    /// The midnight that starts `target`, named by the evening before it.
    private static func midnight(_ target: CivilTime, daysAhead days: Int, clock: String, language: ReplyLanguage) -> String {
        let date = "\(target.month)月\(target.day)日"
        switch language {
        case .chinese:
            let evening: String
            switch days {
            case 1: evening = "今晚"
            case 2: evening = "明晚"
            default:
                let before = target.addingDays(-1)
                evening = " \(before.month)月\(before.day)日（\(chineseWeekdays[before.isoWeekday - 1])）晚上"
            }
            return "\(evening) 24:00（\(date) \(clock)）"
        case .english:
            let night: String
            switch days {
            case 1: night = "tonight"
            case 2: night = "tomorrow night"
            default: night = "on \(englishWeekdays[target.addingDays(-1).isoWeekday - 1]) night"
            }
            return "midnight \(night) (\(clock) on \(englishWeekdays[target.isoWeekday - 1]), \(englishMonths[target.month - 1]) \(target.day))"
        }
    }

    private static func chineseDay(_ target: CivilTime, daysAhead days: Int, from now: Date, in zone: TimeZoneRules) -> String {
        switch days {
        case 0: return "今天"
        case 1: return "明天"
        case 2: return "后天"
        default: return chineseDate(target, from: now, in: zone)
        }
    }

    private static func chineseDate(_ target: CivilTime, from now: Date, in zone: TimeZoneRules) -> String {
        let year = target.year != CivilTime(now, in: zone).year ? "\(target.year)年" : ""
        return "\(year)\(target.month)月\(target.day)日（\(chineseWeekdays[target.isoWeekday - 1])）"
    }

    private static func englishDay(_ target: CivilTime, daysAhead days: Int, from now: Date, in zone: TimeZoneRules) -> String {
        switch days {
        case 0: return "today"
        case 1: return "tomorrow"
        default:
            let year = target.year != CivilTime(now, in: zone).year ? ", \(target.year)" : ""
            return "\(englishWeekdays[target.isoWeekday - 1]), \(englishMonths[target.month - 1]) \(target.day)\(year)"
        }
    }

    /// "07:30", "16:05:06"; on a 12-hour face (English only) "7:30 AM", "12:00 PM" for noon, "12:00 AM" for midnight.
    private static func clock(_ time: CivilTime, language: ReplyLanguage, cycle: HourCycle, seconds: Bool = true) -> String {
        let tail = ":" + two(time.minute) + (seconds && time.second != 0 ? ":" + two(time.second) : "")
        guard cycle == .h12, language == .english else { return two(time.hour) + tail }
        let hour = time.hour % 12 == 0 ? 12 : time.hour % 12
        return "\(hour)\(tail) \(time.hour < 12 ? "AM" : "PM")"
    }

    private static let chineseWeekdays = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]
    private static let englishWeekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    private static let englishMonths = ["January", "February", "March", "April", "May", "June", "July", "August",
                                        "September", "October", "November", "December"]

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
