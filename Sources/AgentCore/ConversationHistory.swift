/// The last `capacity` messages, so memory stays bounded on an endless stream.
public struct ConversationHistory: Sendable, Equatable {
    public static let defaultCapacity = 100

    public let capacity: Int
    public private(set) var entries: [HistoryEntry] = []

    public init(capacity: Int = defaultCapacity) {
        self.capacity = max(0, capacity)
    }

    public mutating func append(_ role: HistoryEntry.Role, _ text: String) {
        guard capacity > 0 else { return }
        if entries.count == capacity { entries.removeFirst() }
        entries.append(HistoryEntry(role: role, text: text))
    }

    public mutating func removeAll() {
        entries.removeAll()
    }
}
