import AgentProtocol
import FoundationEssentials

/// Where the agent gets the time. The CLI hands in the system clock, or a
/// fixed one in deterministic mode, where every elapsed time is zero.
public struct AgentClock: Sendable {
    /// The current instant.
    public let now: @Sendable () -> Date
    /// A monotonic reading, for measuring phases.
    public let elapsed: @Sendable () -> Duration

    public init(now: @escaping @Sendable () -> Date, elapsed: @escaping @Sendable () -> Duration) {
        self.now = now
        self.elapsed = elapsed
    }

    public static func fixed(_ date: Date) -> AgentClock {
        AgentClock(now: { date }, elapsed: { .zero })
    }
}
