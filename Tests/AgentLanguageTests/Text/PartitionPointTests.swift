@testable import AgentLanguage
import Testing

struct PartitionPointTests {
    @Test(arguments: [
        ([1, 3, 5, 7], 0, 0), ([1, 3, 5, 7], 1, 0), ([1, 3, 5, 7], 4, 2), ([1, 3, 5, 7], 7, 3),
        ([1, 3, 5, 7], 8, 4), ([], 3, 0), ([2, 2, 2], 2, 0), ([2, 2, 2], 3, 3),
    ])
    func landsOnTheFirstElementNotBefore(sorted: [Int], value: Int, index: Int) {
        #expect(sorted.partitionPoint { $0 < value } == index)
    }

    @Test func searchesASliceByItsOwnIndices() {
        let slice = [1, 3, 5, 7, 9][2...]
        #expect(slice.partitionPoint { $0 < 8 } == 4)
    }
}
