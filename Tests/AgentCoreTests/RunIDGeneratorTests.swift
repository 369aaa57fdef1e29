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

/// A run id from a snapshot is held to the ids the generator makes.
struct RunIDValidityTests {
    @Test(arguments: ["r1", "r42", "r9999999999", "0000abcd", "3f9a0c1e", "ffffffff"])
    func theGeneratorsOwnIdsAreValid(id: String) {
        #expect(RunIDGenerator.isValid(id))
    }

    @Test(arguments: ["", "r", "r0", "r01", "R1", "r-1", "r1 ", "r12345678901", "3F9A0C1E", "3f9a0c1", "3f9a0c1e0",
                      "r1\r\nBEGIN:VEVENT", "x", "g0000000", "r１"])
    func anythingElseIsNot(id: String) {
        #expect(!RunIDGenerator.isValid(id))
    }

    @Test func everyIdTheGeneratorMakesIsValid() {
        var sequential = RunIDGenerator.sequential
        var random = RunIDGenerator.random(seed: 7)
        for _ in 0..<1000 {
            #expect(RunIDGenerator.isValid(sequential.next()))
            #expect(RunIDGenerator.isValid(random.next()))
        }
    }
}
