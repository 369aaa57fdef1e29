import AgentProtocol

/// The last `capacity` messages, so memory stays bounded on an endless stream.
public struct ConversationHistory: Sendable, Equatable {
    public static let defaultCapacity = Limits.historyEntries

    public let capacity: Int
    /// Up to twice `capacity` entries: the oldest are dropped a whole capacity at
    /// a time, not one per message (which would move every entry on every send).
    private var kept: [HistoryEntry] = []

    public init(capacity: Int = defaultCapacity) {
        self.capacity = max(0, capacity)
    }

    /// The last `capacity` messages, oldest first.
    public var entries: [HistoryEntry] { Array(kept.suffix(capacity)) }

    public mutating func append(_ role: HistoryEntry.Role, _ text: String) {
        guard capacity > 0 else { return }
        if kept.count == 2 * capacity { kept.removeFirst(capacity) }
        kept.append(HistoryEntry(role: role, text: text))
    }

    public mutating func removeAll() {
        kept.removeAll()
    }

    public static func == (a: ConversationHistory, b: ConversationHistory) -> Bool {
        a.capacity == b.capacity && a.entries == b.entries
    }
}
