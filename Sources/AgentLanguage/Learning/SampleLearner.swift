/// The averaged multiclass passive-aggressive learner (Crammer et al. 2006) behind `LinearModel`:
/// sparse weights per feature row, and their step-weighted running sums for the average (Daumé's
/// trick: the average is the weights less the step-weighted sum over the step count).
///
/// A row's weights sit in a chain of blocks of four (class, weight, sum) in flat arrays: most
/// rows are rare features that hold a class or two, a few common ones hold many, and neither
/// wants an array of its own.
struct SampleLearner {
    private static let width = 4
    /// Per row: its first and last block, -1 for none.
    private var first: [Int32]
    private var last: [Int32]
    /// Per block: the next block of its row, -1 for none.
    private var next: [Int32] = []
    /// Per block slot: the class (-1 for an empty slot), its weight and step-weighted sum.
    private var targets: [Int32] = []
    private var weights: [Float] = []
    private var sums: [Float] = []
    private var scores: [Float]
    private var step: Float = 1
    /// Each sample's updates, by class: (class, weight, step-weighted sum) it added; at most
    /// two classes a pass.
    private let perSample: Int
    private var updateCounts: [Int32]
    private var updates: [(target: Int32, weight: Float, sum: Float)]

    init(rowCount: Int, classCount: Int, sampleCount: Int, passes: Int) {
        first = Array(repeating: -1, count: rowCount)
        last = Array(repeating: -1, count: rowCount)
        scores = Array(repeating: 0, count: classCount)
        perSample = 2 * passes
        updateCounts = Array(repeating: 0, count: sampleCount)
        updates = Array(repeating: (0, 0, 0), count: sampleCount * perSample)
        next.reserveCapacity(rowCount)
        targets.reserveCapacity(rowCount * Self.width)
        weights.reserveCapacity(rowCount * Self.width)
        sums.reserveCapacity(rowCount * Self.width)
    }

    /// One step: when the sample's class does not win by a margin of 1 over the best other
    /// class, moves both towards it as little as makes it do so (capped at 1). The vector has
    /// length 1.
    mutating func learn(rows: ArraySlice<Int32>, values: ArraySlice<Float>, target: Int32, sample: Int) {
        defer { step += 1 }
        for k in scores.indices { scores[k] = 0 }
        for (row, value) in zip(rows, values) {
            var block = Int(first[Int(row)])
            while block >= 0 {
                for slot in (block * Self.width)..<(block * Self.width + Self.width) {
                    let k = targets[slot]
                    if k < 0 { break }
                    scores[Int(k)] += weights[slot] * value
                }
                block = Int(next[block])
            }
        }
        var rival = -1
        for k in scores.indices where k != Int(target) && (rival < 0 || scores[k] > scores[rival]) { rival = k }
        guard rival >= 0 else { return }
        let loss = 1 - (scores[Int(target)] - scores[rival])
        guard loss > 0 else { return }
        let tau = min(1, loss / 2)  // the two classes move by tau each
        for (row, value) in zip(rows, values) {
            add(tau * value, to: target, row: Int(row))
            add(-tau * value, to: Int32(rival), row: Int(row))
        }
        record(tau, to: target, sample: sample)
        record(-tau, to: Int32(rival), sample: sample)
    }

    private mutating func add(_ amount: Float, to target: Int32, row: Int) {
        var block = Int(first[row])
        while block >= 0 {
            for slot in (block * Self.width)..<(block * Self.width + Self.width) {
                if targets[slot] == target {
                    weights[slot] += amount
                    sums[slot] += step * amount
                    return
                }
                if targets[slot] < 0 {
                    targets[slot] = target
                    weights[slot] = amount
                    sums[slot] = step * amount
                    return
                }
            }
            block = Int(next[block])
        }
        // Every block of the row is full: a new one at the end of its chain.
        let new = Int32(next.count)
        next.append(-1)
        targets.append(target)
        weights.append(amount)
        sums.append(step * amount)
        for _ in 1..<Self.width {
            targets.append(-1)
            weights.append(0)
            sums.append(0)
        }
        if last[row] >= 0 { next[Int(last[row])] = new } else { first[row] = new }
        last[row] = new
    }

    private mutating func record(_ amount: Float, to target: Int32, sample: Int) {
        let start = sample * perSample
        let count = Int(updateCounts[sample])
        for slot in start..<(start + count) where updates[slot].target == target {
            updates[slot].weight += amount
            updates[slot].sum += step * amount
            return
        }
        updates[start + count] = (target, amount, step * amount)
        updateCounts[sample] += 1
    }

    /// The averaged weights, flattened by row, zeros left out.
    func averaged() -> (rowStarts: [Int32], entries: [LinearModel.Entry]) {
        var starts: [Int32] = [0]
        var entries: [LinearModel.Entry] = []
        starts.reserveCapacity(first.count + 1)
        entries.reserveCapacity(targets.count)
        for row in first.indices {
            var block = Int(first[row])
            while block >= 0 {
                for slot in (block * Self.width)..<(block * Self.width + Self.width) where targets[slot] >= 0 {
                    let weight = weights[slot] - sums[slot] / step
                    if weight != 0 { entries.append(.init(target: targets[slot], weight: weight)) }
                }
                block = Int(next[block])
            }
            starts.append(Int32(entries.count))
        }
        return (starts, entries)
    }

    /// What sample `i`'s own updates add to the averaged weights of each class, per unit of its vector.
    func ownPart(of sample: Int) -> [LinearModel.Entry] {
        let start = sample * perSample
        return updates[start..<(start + Int(updateCounts[sample]))].map { .init(target: $0.target, weight: $0.weight - $0.sum / step) }
    }
}
