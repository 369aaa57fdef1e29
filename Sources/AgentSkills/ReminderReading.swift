import AgentCore
import AgentLanguage

/// The reminder (or alarm label) of a sentence: what follows 提醒我 or 叫我,
/// without the durations, times of day and advances (提前十分钟) it also holds.
enum ReminderReading {
    static func reminder(in sentence: String) -> String? {
        ReminderExtractor.reminder(in: sentence, excluding: spans(in: sentence))
    }

    /// Where the sentence names a duration, a time of day or an advance (with its 提前).
    private static func spans(in sentence: String) -> [Range<Int>] {
        var spans = DurationExtractor.all(in: sentence).map { $0.start..<$0.end }
        if let time = TimeExpressionReader.read(sentence) {
            spans.append(time.start..<time.end)
            if time.leadSeconds != nil, let advance = DurationExtractor.advance(in: sentence) {
                // The span starts after 提前 and any spaces: cut them too.
                let scalars = Array(sentence.unicodeScalars)
                var start = advance.start
                while start > 0, scalars[start - 1] == " " || scalars[start - 1] == "\u{3000}" { start -= 1 }
                spans.append(max(0, start - 2)..<advance.end)
            }
        }
        return spans
    }

    /// The parameters of a skill that reads one moment (a duration, a time of
    /// day) and a reminder: the moment through `extractor`, the reminder here.
    static func values(moment: SkillParameter, reminder name: String, in sentence: String,
                       using extractor: any ParameterExtractor, context: ExtractionContext) -> [String: ParameterValue] {
        var values: [String: ParameterValue] = [:]
        values[moment.name] = extractor.value(of: moment, in: sentence, mode: .sentence, context: context)
        values[name] = reminder(in: sentence).map(ParameterValue.text)
        return values
    }
}
