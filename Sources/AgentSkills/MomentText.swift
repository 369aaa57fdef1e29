import AgentCore
import AgentProtocol
import FoundationEssentials

/// Says when something happens relative to now: "明天 07:30 ", "tomorrow at 07:30",
/// "3月15日（周日）09:00 ", "Sunday, March 15 at 09:00"; seconds only when there are some
/// ("16:05:06"), the year only when it is not this one ("2027年2月20日（周六）19:00 ",
/// "Saturday, February 20, 2027 at 19:00"). The Chinese forms end with the space that sets the
/// time apart from what follows ("… 的闹钟").
enum MomentText {
    static func say(_ date: Date, from now: Date, in zone: TimeZoneRules, language: ReplyLanguage) -> String {
        let target = CivilTime(date, in: zone)
        let today = CivilTime(now, in: zone)
        let days = target.daysSinceEpoch - today.daysSinceEpoch
        var clock = two(target.hour) + ":" + two(target.minute)
        if target.second != 0 { clock += ":" + two(target.second) }
        let otherYear = target.year != today.year
        switch language {
        case .chinese:
            switch days {
            case 0: return "今天 \(clock) "
            case 1: return "明天 \(clock) "
            case 2: return "后天 \(clock) "
            default:
                let year = otherYear ? "\(target.year)年" : ""
                return " \(year)\(target.month)月\(target.day)日（\(chineseWeekdays[target.isoWeekday - 1])）\(clock) "
            }
        case .english:
            switch days {
            case 0: return "today at \(clock)"
            case 1: return "tomorrow at \(clock)"
            default:
                let year = otherYear ? ", \(target.year)" : ""
                return "\(englishWeekdays[target.isoWeekday - 1]), \(englishMonths[target.month - 1]) \(target.day)\(year) at \(clock)"
            }
        }
    }

    /// The date and time of day, for telling the time: "3月10日（周二）09:00",
    /// "09:00 on Tuesday, March 10".
    static func sayDateAndTime(_ date: Date, in zone: TimeZoneRules, language: ReplyLanguage) -> String {
        let time = CivilTime(date, in: zone)
        let clock = two(time.hour) + ":" + two(time.minute)
        switch language {
        // The year too: the clock answers 今年是哪一年 and "what year is it" as well as the time.
        case .chinese:
            return "\(time.year)年\(time.month)月\(time.day)日（\(chineseWeekdays[time.isoWeekday - 1])）\(clock)"
        case .english:
            return "\(clock) on \(englishWeekdays[time.isoWeekday - 1]), \(englishMonths[time.month - 1]) \(time.day), \(time.year)"
        }
    }

    private static let chineseWeekdays = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]
    private static let englishWeekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    private static let englishMonths = ["January", "February", "March", "April", "May", "June", "July", "August",
                                        "September", "October", "November", "December"]

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
