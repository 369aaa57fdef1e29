/// A span of time found in text, with the scalar range it was read from.
public struct DurationMatch: Sendable, Equatable {
    /// Seconds; negative when the text says so (负五分钟, "minus 5 minutes"), for the caller to refuse.
    public var seconds: Double
    /// Unicode scalar offsets into the original text, covering the sign, numbers and units
    /// of the duration, not the words around it (后, 之后, 过, in, later).
    public var start: Int
    public var end: Int

    public init(seconds: Double, start: Int, end: Int) {
        self.seconds = seconds
        self.start = start
        self.end = end
    }
}
