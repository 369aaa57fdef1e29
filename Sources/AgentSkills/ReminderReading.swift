import AgentLanguage

/// The reminder (or alarm label) of a sentence: what follows 提醒我 or 叫我,
/// without the durations and times of day it also holds.
enum ReminderReading {
    static func reminder(in sentence: String) -> String? {
        var spans = DurationExtractor.all(in: sentence).map { $0.start..<$0.end }
        if let time = TimeExpressionReader.read(sentence) { spans.append(time.start..<time.end) }
        return ReminderExtractor.reminder(in: sentence, excluding: spans)
    }
}
