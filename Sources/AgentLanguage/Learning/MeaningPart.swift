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
enum MeaningPart {
    static let count = 150

    /// Adds each chosen class's part to `scores` (`classCount` of them, read from), given the
    /// weights (`dimensions` a class) and the meaning; the classes chosen ("none" first, then in
    /// class order), in `chosen`. `scratch` is room to choose in.
    static func add(to scores: UnsafeMutableBufferPointer<Float>, classCount: Int, weights: UnsafePointer<Float>,
                    meaning: UnsafePointer<Float>, dimensions: Int, chosen: inout [Int32], scratch: inout [Float]) {
        chosen.removeAll(keepingCapacity: true)
        chosen.append(0)
        if classCount - 1 <= count {
            for k in 1..<classCount { chosen.append(Int32(k)) }
        } else {
            // The count-th best score, found in place in a copy (quickselect), then every class
            // above it and as many equal to it as there is room for, in class order.
            scratch.removeAll(keepingCapacity: true)
            scratch.append(contentsOf: scores[1..<classCount])
            let bar = scratch.withUnsafeMutableBufferPointer { largest(count, of: $0) }
            var equals = count - scores[1..<classCount].reduce(0) { $1 > bar ? $0 + 1 : $0 }
            for k in 1..<classCount where scores[k] >= bar {
                if scores[k] == bar {
                    guard equals > 0 else { continue }
                    equals -= 1
                }
                chosen.append(Int32(k))
            }
        }
        for k in chosen {
            scores[Int(k)] += agent_skill_dot(weights + Int(k) &* dimensions, meaning, dimensions)
        }
    }

    /// The `n`-th largest of `values` (1 is the largest), which it reorders.
    private static func largest(_ n: Int, of values: UnsafeMutableBufferPointer<Float>) -> Float {
        var low = 0, high = values.count - 1
        let wanted = n - 1
        while low < high {
            let pivot = values[(low + high) / 2]
            var i = low, j = high
            while i <= j {
                while values[i] > pivot { i += 1 }
                while values[j] < pivot { j -= 1 }
                if i <= j {
                    values.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if wanted <= j { high = j } else if wanted >= i { low = i } else { return values[wanted] }
        }
        return values[wanted]
    }
}
