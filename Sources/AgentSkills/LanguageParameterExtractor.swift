import AgentCore
import AgentLanguage

/// Reads parameter values with AgentLanguage, by the parameter's kind.
///
/// Kinds the language layer cannot read yet (clockTime, city, pattern) are
/// never found, so a required one makes the agent ask for it.
public struct LanguageParameterExtractor: ParameterExtractor {
    public init() {}

    public func value(of parameter: SkillParameter, in text: String, mode: ExtractionMode,
                      context: ExtractionContext) -> ParameterValue? {
        switch parameter.kind {
        case .duration:
            let seconds = mode == .answer
                ? DurationExtractor.answer(text, unit: parameter.unit)
                : DurationExtractor.first(in: text)?.seconds
            // Zero is returned, not dropped: the skill refuses it with a reason.
            return seconds.map { .duration(seconds: $0) }
        case .number:
            if mode == .answer { return NumberReader.readWhole(text).map(ParameterValue.number) }
            return NumberReader.all(in: text).first.map { .number($0.value) }
        case .text:
            guard mode == .answer else { return nil }
            let trimmed = text.trimmingSpaces()
            return trimmed.isEmpty ? nil : .text(trimmed)
        case .clockTime, .city, .pattern:
            return nil
        }
    }

    /// Durations claim their stretch of text first, in parameter order; numbers
    /// then take what is left, so "泡一壶茶3分钟" gives 3 minutes and no count of 3.
    public func values(of parameters: [SkillParameter], in text: String,
                       context: ExtractionContext) -> [String: ParameterValue] {
        var values: [String: ParameterValue] = [:]
        var claimed: [Range<Int>] = []
        var durations = DurationExtractor.all(in: text)[...]
        for parameter in parameters where parameter.kind == .duration {
            guard let match = durations.popFirst() else { break }
            values[parameter.name] = .duration(seconds: match.seconds)
            claimed.append(match.start..<match.end)
        }
        var numbers = NumberReader.all(in: text).filter { number in
            !claimed.contains { $0.overlaps(number.start..<number.end) }
        }[...]
        for parameter in parameters where parameter.kind == .number {
            guard let number = numbers.popFirst() else { break }
            values[parameter.name] = .number(number.value)
        }
        for parameter in parameters where parameter.kind != .duration && parameter.kind != .number {
            if let value = value(of: parameter, in: text, mode: .sentence, context: context) {
                values[parameter.name] = value
            }
        }
        return values
    }
}

extension String {
    func trimmingSpaces() -> String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
