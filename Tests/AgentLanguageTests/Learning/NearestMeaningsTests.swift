@testable import AgentLanguage
import Testing

/// The examples' meanings a learned model keeps (`NearestMeanings`): the nearest of a class's,
/// by cosine, leaving one out when asked, and none for a class without one.
struct NearestMeaningsTests {
    // Three examples of two dimensions: class 1 has (1, 0) and (0.6, 0.8), class 2 has none
    // (its example has no meaning), class 0 has (0, 2).
    static let nearest = NearestMeanings(meanings: [1, 0, 0, 0, 0.6, 0.8, 0, 2], labels: [1, 2, 1, 0], classCount: 3, dimensions: 2)

    private func nearest(_ meaning: [Float], inClass k: Int, leavingOut example: Int? = nil) -> Float {
        var meaning = meaning
        return meaning.withUnsafeMutableBufferPointer { Self.nearest.nearest(to: $0, inClass: k, leavingOut: example) }
    }

    @Test func theNearestExampleOfTheClassGivesTheCosine() {
        #expect(abs(nearest([2, 0], inClass: 1) - 1) < 0.01)
        #expect(abs(nearest([0, 1], inClass: 1) - 0.8) < 0.01)
        #expect(abs(nearest([0, 3], inClass: 0) - 1) < 0.01)
    }

    @Test func leavingAnExampleOutAsksTheOthers() {
        #expect(abs(nearest([1, 0], inClass: 1, leavingOut: 0) - 0.6) < 0.01)
        #expect(abs(nearest([1, 0], inClass: 1, leavingOut: 2) - 1) < 0.01)
    }

    @Test func aClassWithoutMeaningsOrASentenceWithoutOneIsNearNothing() {
        #expect(nearest([1, 0], inClass: 2) == 0)
        #expect(nearest([0, 0], inClass: 1) == 0)
    }
}
