import AgentCalendar
import AgentProtocol

/// Says how a rule repeats, the way a person would: 每天, 每个工作日, 每周一、三、五, 每月15号,
/// 每隔 2 小时; "every day", "every weekday", "every Monday, Wednesday and Friday", "on the 15th of
/// every month", "every 2 hours". Never the RRULE itself.
enum RecurrenceText {
    static func say(_ rule: Recurrence, in language: ReplyLanguage) -> String {
        let chinese = language == .chinese
        let n = rule.interval
        switch rule.frequency {
        case .weekly where rule.weekdays == Recurrence.Weekday.workdays:
            return chinese ? "每个工作日" : "every weekday"
        case .weekly where rule.weekdays == Recurrence.Weekday.weekend:
            return chinese ? "每个周末" : "every weekend"
        case .weekly where !rule.weekdays.isEmpty:
            let names = rule.weekdays.map { chinese ? chineseDays[$0.rawValue - 1] : englishDays[$0.rawValue - 1] }
            return chinese ? "每周" + names.joined(separator: "、") : "every " + list(names)
        case .monthly where !rule.monthDays.isEmpty:
            let days = rule.monthDays.map(String.init)
            return chinese ? "每月" + days.joined(separator: "、") + "号"
                : "on the " + list(days.map(ordinal)) + " of every month"
        case .weekly:
            return chinese ? (n == 1 ? "每周" : "每 \(n) 周") : (n == 1 ? "every week" : "every \(n) weeks")
        case .monthly:
            return chinese ? (n == 1 ? "每月" : "每 \(n) 个月") : (n == 1 ? "every month" : "every \(n) months")
        case .daily:
            return chinese ? (n == 1 ? "每天" : "每 \(n) 天") : (n == 1 ? "every day" : "every \(n) days")
        case .hourly, .minutely, .secondly:
            let (zh, en) = rule.frequency == .hourly ? ("小时", "hour") : rule.frequency == .minutely ? ("分钟", "minute") : ("秒", "second")
            return chinese ? (n == 1 ? "每\(zh)" : "每隔 \(n) \(zh)") : (n == 1 ? "every \(en)" : "every \(n) \(en)s")
        }
    }

    private static let chineseDays = ["一", "二", "三", "四", "五", "六", "日"]
    private static let englishDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    private static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }

    private static func ordinal(_ day: String) -> String {
        let n = Int(day) ?? 0
        let suffix = (11...13).contains(n % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][n % 10] ?? "th"
        return day + suffix
    }
}
