import AgentCore
import AgentProtocol
import Testing

struct ConversationHistoryTests {
    @Test func keepsTheLastMessagesInOrder() {
        var history = ConversationHistory(capacity: 3)
        for i in 1...5 { history.append(i % 2 == 1 ? .user : .agent, "m\(i)") }
        #expect(history.entries == [
            HistoryEntry(role: .user, text: "m3"), HistoryEntry(role: .agent, text: "m4"), HistoryEntry(role: .user, text: "m5"),
        ])
    }

    @Test func theDefaultBoundHolds() {
        var history = ConversationHistory()
        for i in 0..<(ConversationHistory.defaultCapacity * 3) { history.append(.user, "\(i)") }
        #expect(history.entries.count == ConversationHistory.defaultCapacity)
        #expect(history.entries.last?.text == "\(ConversationHistory.defaultCapacity * 3 - 1)")
    }

    @Test(arguments: [0, -5])
    func aCapacityOfZeroOrLessKeepsNothing(capacity: Int) {
        var history = ConversationHistory(capacity: capacity)
        history.append(.user, "你好")
        #expect(history.capacity == 0)
        #expect(history.entries.isEmpty)
    }

    @Test func removeAllEmptiesButKeepsTheBound() {
        var history = ConversationHistory(capacity: 2)
        history.append(.user, "a")
        history.removeAll()
        #expect(history.entries.isEmpty)
        for text in ["b", "c", "d"] { history.append(.agent, text) }
        #expect(history.entries.map(\.text) == ["c", "d"])
    }
}
