/// The moment on the monotonic clock by which a call to the outside world must be done.
public struct Deadline: Sendable, Equatable {
    public let instant: ContinuousClock.Instant

    public init(_ instant: ContinuousClock.Instant) {
        self.instant = instant
    }

    /// `milliseconds` from now.
    public init(afterMilliseconds milliseconds: Int) {
        self.instant = .now + .milliseconds(max(0, milliseconds))
    }

    /// Milliseconds left, rounded up; 0 once the deadline has passed.
    public var remainingMilliseconds: Int {
        let (seconds, attoseconds) = ContinuousClock.now.duration(to: instant).components
        guard seconds >= 0, seconds > 0 || attoseconds > 0 else { return 0 }
        let ms = seconds.multipliedReportingOverflow(by: 1000)
        guard !ms.overflow else { return Int.max / 2 }
        return Int(ms.partialValue) + Int((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }

    public var hasPassed: Bool { ContinuousClock.now >= instant }
}
