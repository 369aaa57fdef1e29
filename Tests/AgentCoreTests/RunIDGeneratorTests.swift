import AgentCore
import AgentProtocol
import TestSupport
import Testing

struct RunIDGeneratorTests {
    @Test func sequentialIDsCountFromOne() {
        var ids = RunIDGenerator.sequential
        #expect([ids.next(), ids.next(), ids.next()] == ["r1", "r2", "r3"])
    }

    @Test func aCopyContinuesOnItsOwn() {
        var ids = RunIDGenerator.sequential
        _ = ids.next()
        var copy = ids
        #expect(ids.next() == "r2")
        #expect(copy.next() == "r2")
    }

    @Test func randomIDsAreEightHexDigitsAndRepeatForTheSameSeed() {
        var first = RunIDGenerator.random(seed: 7)
        var second = RunIDGenerator.random(seed: 7)
        let drawn = (0..<1000).map { _ in first.next() }
        #expect(drawn == (0..<1000).map { _ in second.next() })
        #expect(Set(drawn).count == 1000)
        for id in drawn {
            #expect(id.utf8.count == 8 && id.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }, "\(id)")
        }
        var other = RunIDGenerator.random(seed: 8)
        #expect(other.next() != drawn[0])
    }
}

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
