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
        #expect(other.next() != drawn.first)
    }
}
