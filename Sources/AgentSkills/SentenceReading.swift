import AgentCore
import AgentLanguage

/// A sentence as the built-in skills read it: its values (`SentenceValues`), read once by the
/// analysis for every candidate; the reminder or label it asks for, read when the first timer
/// or alarm asks (both do of the same sentence); and the calculation it holds, read when the
/// analysis or the calculator first asks.
final class SentenceReading: Sendable {
    let values: SentenceValues
    /// What was read on demand, behind a lock since a reading is Sendable; one lock for both, as
    /// one agent reads a sentence at a time and nothing contends for it.
    private let readOnDemand = Locked<(reminder: String??, arithmetic: ArithmeticReading?)>((nil, nil))

    init(_ text: String) {
        values = SentenceValues(text)
    }

    /// The reading the analyzer prepared, when it is of `text`; else `text` read now.
    static func of(_ text: String, in context: ExtractionContext) -> SentenceReading {
        if let reading = context.prepared?.reading as? SentenceReading, reading.values.areValues(of: text) {
            return reading
        }
        return SentenceReading(text)
    }

    /// `ReminderReading.reminder(in:)`.
    var reminder: String? {
        if let read = readOnDemand.withLock({ $0.reminder }) { return read }
        let reminder = ReminderReading.reminder(in: values)
        readOnDemand.withLock { $0.reminder = .some(reminder) }
        return reminder
    }

    /// `ArithmeticParser.read(_:)`.
    var arithmetic: ArithmeticReading {
        if let read = readOnDemand.withLock({ $0.arithmetic }) { return read }
        let reading = ArithmeticParser.read(values.text)
        readOnDemand.withLock { $0.arithmetic = reading }
        return reading
    }
}
