import AgentCore
import AgentLanguage

/// The reminder (or alarm label) of a sentence: what follows 提醒我 or 叫我,
/// without the durations and times of day it also holds.
enum ReminderReading {
    static func reminder(in sentence: String) -> String? {
        ReminderExtractor.reminder(in: sentence, excluding: spans(in: sentence))
    }

    /// Where the sentence names a duration or a time of day.
    private static func spans(in sentence: String) -> [Range<Int>] {
        var spans = DurationExtractor.all(in: sentence).map { $0.start..<$0.end }
        if let time = TimeExpressionReader.read(sentence) { spans.append(time.start..<time.end) }
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
