import AgentCore

/// What a question about the clock asks for: the time (几点了, "what time is it"), the date
/// (今天几号, "what's the date"), the weekday (礼拜几, "what day is it"), the month or the year, so
/// that the answer says that. nil when it names none of them, or the time with a day (几点几号):
/// the answer then says the date and the time.
///
/// Rule: each subject has its question words (folded as `MatchText` folds: lowercase, simplified);
/// a sentence asks for a subject when it holds one of its words.
public enum ClockQuestionReader {
    public enum Subject: String, Sendable, CaseIterable {
        case time, date, weekday, month, year
    }

    public static func subject(of sentence: String) -> Subject? {
        let folded = MatchText.unicodeScalars(of: sentence).map(\.value)
        var asked = words.filter { _, phrases in phrases.contains { occurs($0, in: folded) } }.map(\.subject)
        // The date says its month and weekday too: 今天是几月几号, 今天几号星期几.
        if asked.contains(.date) { asked.removeAll { $0 == .month || $0 == .weekday } }
        return asked.count == 1 ? asked[0] : nil
    }

    /// Whether `phrase` occurs anywhere in `text` (scalar by scalar: this runs on every sentence
    /// the clock is a candidate of, and `String.contains` costs far more).
    private static func occurs(_ phrase: [UInt32], in text: [UInt32]) -> Bool {
        guard let first = phrase.first, phrase.count <= text.count else { return false }
        for start in 0...(text.count - phrase.count) where text[start] == first {
            if MoodWords.matches(text, phrase, at: start) { return true }
        }
        return false
    }

    /// Each subject's words, in `Subject.allCases` order.
    private static let words: [(subject: Subject, phrases: PhraseList)] = ([
        (Subject.time, ["几点", "几分", "时间", "报时", "报个时", "上午还是下午", "what time", "the time", "time is it", "time check",
                 "am or pm"]),
        (Subject.date, ["几号", "多少号", "日期", "哪一天", "哪天", "the date", "what date", "today's date", "date today"]),
        (Subject.weekday, ["星期几", "礼拜几", "周几", "今天是周", "今天是星期", "今天是礼拜", "今天周", "今天星期", "今天礼拜", "今儿礼拜",
                    "是不是星期", "是不是周", "是不是礼拜", "what day", "which day", "day of the week", "weekday", "is it monday",
                    "is it tuesday", "is it wednesday", "is it thursday", "is it friday", "is it saturday", "is it sunday"]),
        (Subject.month, ["几月", "什么月", "what month", "month is it", "month are we"]),
        (Subject.year, ["哪一年", "哪年", "几几年", "什么年", "what year", "year is it"]),
    ] as [(Subject, [String])]).map { ($0.0, MoodWords.scalars($0.1)) }
}
