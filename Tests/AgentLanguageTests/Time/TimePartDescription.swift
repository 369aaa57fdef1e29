@testable import AgentLanguage

/// A time part as the rule tests write it: what it names, whether it repeats or is a problem, and
/// where it ends ("day 3 to 3", "weekdays 135 repeats to 4", "evening to 2").
func described(_ part: TimePart?) -> String? {
    guard let part else { return nil }
    var words: [String] = []
    switch part.day {
    case .offset(let days)?: words.append("day \(days)")
    case .weekday(let day, let weeks)?: words.append("weekday \(day)" + (weeks == 0 ? "" : " +\(weeks)w"))
    case .weekdays(let set)?: words.append("weekdays " + set.days.map(String.init).joined())
    case .dayOfMonth(let day, let months)?: words.append("day-of-month \(day)" + (months.map { " +\($0)m" } ?? ""))
    case let day?: words.append("\(day)")
    case nil: break
    }
    if let period = part.period { words.append("\(period)") }
    if part.repeatsWeekly { words.append("every week") } else if part.isEveryDay { words.append("every day") }
    if part.repeatsDay { words.append("repeats") }
    if let problem = part.problem { words.append("\(problem.kind)") }
    words.append("to \(part.end)")
    return words.joined(separator: " ")
}
