@testable import AgentLanguage
import AgentProtocol

/// How the Time corpus (`Sources/AgentLanguage/Time/corpus.jsonl`) writes what was read: null for
/// nothing; "problem <kind>" for a time that cannot be used; else the days ahead of now and the
/// clock as `TimeExpressionReader.resolve` places them ("+1d 15:00"), or the day and period when
/// no clock is said ("+3d", "+0d evening", the day counted at its end), then the weekdays of a set ("days 1 3 5") and how it
/// repeats ("daily", "ofDay").
enum TimeCorpusValue {
    static func of(_ time: TimeExpression?, now: LocalMoment) -> JSONValue {
        guard let time else { return .null }
        if let kind = time.problemKind { return .string("problem \(kind)") }
        var words: [String] = []
        if let placed = TimeExpressionReader.resolve(time, now: now) {
            let seconds = placed.second == 0 ? "" : ":" + twoDigits(placed.second)
            words.append("+\(placed.daysAhead)d \(twoDigits(placed.hour)):\(twoDigits(placed.minute))\(seconds)")
        } else {
            if time.day != nil, let days = DayResolver.daysAhead(of: time.day, at: 86_399, now: now) { words.append("+\(days)d") }
            if let period = time.period { words.append("\(period)") }
            if let hour = time.hour { words.append("hour \(hour)") }
        }
        if case .weekdays(let set)? = time.day { words.append("days " + set.days.map(String.init).joined(separator: " ")) }
        if let repetition = time.repetition { words.append("\(repetition)") }
        return .string(words.joined(separator: " "))
    }

    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : "\(number)"
    }
}
