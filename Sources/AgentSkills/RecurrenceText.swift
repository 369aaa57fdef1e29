import AgentProtocol

/// Says how a day-based rule repeats, the way a person would: 每天, 每个工作日, 每周一、三、五,
/// 每月15号; "every day", "every weekday", "every Monday, Wednesday and Friday", "on the 15th of every month".
enum RecurrenceText {
    static func say(_ rule: Recurrence, in language: ReplyLanguage) -> String {
        let chinese = language == .chinese
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
        case .daily where rule.interval == 1:
            return chinese ? "每天" : "every day"
        default:
            return rule.rrule
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
