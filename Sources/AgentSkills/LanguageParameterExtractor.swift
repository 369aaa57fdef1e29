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
            return seconds.flatMap { $0 > 0 ? .duration(seconds: $0) : nil }
        case .number:
            if mode == .answer { return NumberReader.readWhole(text).map(ParameterValue.number) }
            return firstNumber(in: text).map(ParameterValue.number)
        case .text:
            guard mode == .answer else { return nil }
            let trimmed = text.trimmingSpaces()
            return trimmed.isEmpty ? nil : .text(trimmed)
        case .clockTime, .city, .pattern:
            return nil
        }
    }

    private func firstNumber(in text: String) -> Double? {
        let scalars = Array(text.unicodeScalars)
        for i in scalars.indices {
            if i > 0, NumberReader.digitValue(scalars[i - 1]) != nil { continue }
            if let (value, _) = NumberReader.read(scalars, at: i) { return value }
        }
        return nil
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
