import AgentCalendar
import AgentProtocol

/// The values one sentence names, each read once: its durations, its time expression, the
/// interval of a repeat and its numbers.
///
/// Understanding a sentence asks the same readers of the same text many times: the analysis
/// for where values are named, then each candidate's extraction (a timer's duration and
/// repeat, an alarm's time, repeat and hour cycle, the spans a reminder leaves out), where
/// an alarm alone read the time expression four times. Made once per sentence, this is handed
/// to all of them; each value is what its reader returns for `text`.
public struct SentenceValues: Sendable {
    public let text: String
    /// `DurationExtractor.all(in:)`.
    public let durations: [DurationMatch]
    /// `TimeExpressionReader.read(_:)`.
    public let time: TimeExpression?
    /// `RecurrenceReader.interval(in:)`.
    public let interval: RecurrenceReader.Interval?
    /// `NumberReader.all(in:)`.
    public let numbers: [(value: Double, start: Int, end: Int)]

    public init(_ text: String) {
        self.text = text
        durations = DurationExtractor.all(in: text)
        time = TimeExpressionReader.read(text)
        interval = RecurrenceReader.interval(in: text, durations: durations)
        numbers = NumberReader.all(in: text)
    }

    /// `RecurrenceReader.read(_:)`: the interval's repeat, else the repeating day of the time.
    public var recurrence: Recurrence? {
        if let interval { return interval.recurrence }
        return time.flatMap(RecurrenceReader.rule(of:))
    }

    /// Whether these are the values of `other` (the same characters).
    public func areValues(of other: String) -> Bool {
        guard text.utf8.count == other.utf8.count else { return false }
        // Bytes, not canonical equivalence: the offsets are of these scalars. Compared in place
        // (a native string's bytes are contiguous); iterating the views costs a hundred times more.
        let inPlace = text.utf8.withContiguousStorageIfAvailable { mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in
                mine.indices.allSatisfy { mine[$0] == theirs[$0] }
            }
        }
        return (inPlace ?? nil) ?? text.utf8.elementsEqual(other.utf8)
    }
}
