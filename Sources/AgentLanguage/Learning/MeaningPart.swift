import AgentKernels

/// A sentence's meaning weighed for the classes its features make likely: every class of a model
/// of up to `count`, else the `count` best by their features' scores; and "none". Each class holds
/// a weight a dimension of the meaning (`WordVectors`), side by side; its part of a score is their
/// product with the meaning.
///
/// Why not always every class: weighing it for each costs the classes times the dimensions, so a
/// match at 1,500 skills would cost seven times one at 150 (learning as much more), where the
/// features' scores cost about the same at both. Why not fewer: on CLINC150's val set (150
/// skills), weighing it for the 16 best by features loses 0.7 points in scope, the 64 best 0.2.
/// The best are found by counting their scores' bits (`agent_skill_largest`): comparing them
/// (quickselect) cost three times as much, in branches mispredicted.
enum MeaningPart {
    static let count = 150

    /// How many classes a model of `classCount` weighs it for ("none" included): room for them.
    static func chosenCount(classCount: Int) -> Int {
        min(classCount, count + 1)
    }

    /// Adds each chosen class's part to `scores` (`classCount` of them, read from), given the
    /// weights (`dimensions` a class) and the meaning; the classes chosen ("none" first, then in
    /// class order) in `chosen`, which has room for `chosenCount` of them.
    static func add(to scores: UnsafeMutableBufferPointer<Float>, classCount: Int, weights: UnsafePointer<Float>,
                    meaning: UnsafePointer<Float>, dimensions: Int, chosen: UnsafeMutableBufferPointer<Int32>) {
        chosen[0] = 0
        let taken = agent_skill_largest(scores.baseAddress! + 1, classCount - 1, count, 1, chosen.baseAddress! + 1)
        assert(taken + 1 == chosenCount(classCount: classCount))
        withUnsafeTemporaryAllocation(of: Float.self, capacity: chosen.count) { parts in
            agent_skill_dot_rows(weights, chosen.baseAddress!, chosen.count, meaning, dimensions, parts.baseAddress!)
            for (k, part) in zip(chosen, parts) { scores[Int(k)] += part }
        }
    }
}
