extension EnglishTimeReader {
    /// Rule: "every" before a day or period repeats it from its first: "every day", "every
    /// morning", "every night", "every tuesday", "every monday and friday", "every weekday", "every
    /// weekend". "every hour" and "every 10 minutes" count spans of time, which durations read.
    static func every(in text: Sentence, at i: Int, end: Int) -> TimePart? {
        guard let (next, nextStart, nextEnd) = text.englishWord(after: end) else { return nil }
        switch next {
        case .day: return .everyDay(i, nextEnd)
        case .weeks: return .everyWeek(i, nextEnd)
        case .period(let period): return .everyDay(period: period, i, nextEnd)
        case .night: return .everyDay(period: .evening, i, nextEnd)
        case .workdays: return TimePart.day(.weekdays(.workdays), i, nextEnd).repeating()
        case .weekend: return TimePart.day(.weekdays(.weekend), i, nextEnd).repeating()
        case .weekday(let number):
            var part = weekdays(from: number, in: text, at: nextStart, end: nextEnd)
            part.start = i
            return part.repeating()
        default: return nil
        }
    }
}
