@testable import AgentLanguage
import Testing

/// The learner's shortcut: once a whole pass moves nothing, the passes left are counted rather
/// than run, and the averaged weights are those the full run gives, to the bit.
struct SampleLearnerTests {
    /// Three classes of two samples each, each class's features its own: learnt in a pass or two.
    static let rows: [[Int32]] = [[0, 1], [0], [2, 3], [3], [4, 5], [5, 4]]
    static let labels: [Int32] = [0, 0, 1, 1, 2, 2]

    static func learner() -> SampleLearner {
        SampleLearner(rowCounts: [2, 2, 2, 2, 2, 2], classCount: 3, sampleCount: rows.count, passes: 8)
    }

    static func pass(_ learner: inout SampleLearner) -> Bool {
        var moved = false
        for (i, row) in rows.enumerated() {
            let values = [Float](repeating: Float(1 / Double(row.count).squareRoot()), count: row.count)
            moved = learner.learn(rows: row[...], values: values[...], target: labels[i], sample: i) || moved
        }
        return moved
    }

    @Test func passesThatMoveNothingCountedGiveTheWeightsRunningThemGives() {
        var run = Self.learner(), counted = Self.learner()
        var pass = 0
        while pass < 8, Self.pass(&counted) { pass += 1 }
        #expect(pass < 7, "the classes are apart: learnt before the last pass")
        counted.stepsThatMoveNothing((8 - pass - 1) * Self.rows.count)
        for _ in 0..<8 { _ = Self.pass(&run) }
        #expect(run.averaged().entries == counted.averaged().entries)
        #expect(run.averaged().rowStarts == counted.averaged().rowStarts)
        #expect((0..<Self.rows.count).map { run.ownPart(of: $0) } == (0..<Self.rows.count).map { counted.ownPart(of: $0) })
    }
}
