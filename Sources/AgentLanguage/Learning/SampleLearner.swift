import AgentKernels

/// The averaged multiclass passive-aggressive learner (Crammer et al. 2006) behind `LinearModel`:
/// weights per feature row, and their step-weighted running sums for the average (Daumé's
/// trick: the average is the weights less the step-weighted sum over the step count).
///
/// Rows are stored by how common their feature is. A feature many examples share (a letter run
/// like "the", 的) comes to hold a weight for nearly every class, and scoring walks it for every
/// example it is in: it gets a dense row, a weight and sum per class side by side, which the
/// scoring loop runs over without a branch. Most rows are rare features that hold a class or
/// two: they sit in chains of blocks of four slots, each a class and its weight side by side (what
/// scoring reads: one cache line a block), their step-weighted sums apart. A row's head says which
/// kind it is and where it starts, so scoring a rare row waits on two loads, not three. A sentence's
/// meaning (`WordVectors`), when it has one, has a weight and sum per dimension and class, each
/// class's side by side, and is weighed for the classes `MeaningPart` chooses and the sample's own.
struct SampleLearner {
    private static let width = 4
    /// The smallest averaged weight kept. The learner asks for a margin of 1 and a feature adds
    /// its weight times its value (at most 1) to a score, so a weight below this moves no
    /// decision; without them, a common feature's row, which holds a weight for nearly every
    /// class, shrinks to the classes it tells apart, and a match costs about as much at 1,500
    /// skills as at 150. Chosen on CLINC150's val set: 0.04 changes no figure for the worse
    /// (0.08 does: 92.0 % in scope, 76.6 % at 10 shots).
    static let smallest: Float = 0.04
    private let classCount: Int
    /// A dense row's length, and the scores': the classes rounded up to eight, so the scoring
    /// loop adds eight at a time with no classes left over (the rest stay 0 and are never read).
    private let stride: Int
    /// Per row: its first block (-1 for none yet) when it is chained, -2 - its dense row when it is dense.
    private var heads: [Int32]
    /// The meaning's dimensions, its weights and step-weighted sums (`meaningDimensions` a class),
    /// and the classes it was weighed for at the last step.
    private let meaningDimensions: Int
    private var meaningWeights: [Float]
    private var meaningSums: [Float]
    private var chosen: [Int32]
    /// Room for what a step moves the meaning's weights by.
    private var moved: [Float]
    private var denseWeights: [Float]
    private var denseSums: [Float]
    /// Per chained row: its last block, -1 for none.
    private var last: [Int32]
    /// Per block: the next block of its row, -1 for none.
    private var next: [Int32] = []
    /// Per block slot: the class (-1 for an empty slot) and its weight; and its step-weighted sum.
    private var slots: [Slot] = []
    private var sums: [Float] = []
    private struct Slot {
        var target: Int32
        var weight: Float
    }
    private var scores: [Float]
    private var step: Float = 1
    /// Each sample's updates, by class: (class, weight, step-weighted sum) it added; at most
    /// two classes a pass.
    private let perSample: Int
    private var updateCounts: [Int32]
    private var updates: [(target: Int32, weight: Float, sum: Float)]

    /// `rowCounts` holds how many samples have each row's feature; `meaningDimensions`, how long
    /// a sample's meaning is (0 for none).
    init(rowCounts: [Int32], meaningDimensions: Int = 0, classCount: Int, sampleCount: Int, passes: Int) {
        self.classCount = classCount
        stride = (classCount + 7) & ~7
        // A row is dense when its feature is in enough samples to reach a good share of the
        // classes, a quarter of them, but at most 64 samples: a longer chain is walked block by
        // block, a cache miss each. On CLINC150's 150 skills any bar from 4 to 80 samples learns
        // in the same time (a third of the chains' alone); at 1,500 skills of 10 samples, 64
        // learns in 0.73 s where a quarter (375) took 1.35 s, for 3 % more memory.
        let denseFrom = Int32(max(8, min(classCount / 4, 64)))
        var denseCount: Int32 = 0
        heads = rowCounts.map { count in
            guard count >= denseFrom else { return -1 }
            defer { denseCount += 1 }
            return -2 - denseCount
        }
        self.meaningDimensions = meaningDimensions
        meaningWeights = Array(repeating: 0, count: classCount * meaningDimensions)
        meaningSums = meaningWeights
        chosen = Array(repeating: 0, count: MeaningPart.chosenCount(classCount: classCount))
        moved = Array(repeating: 0, count: meaningDimensions)
        denseWeights = Array(repeating: 0, count: Int(denseCount) * stride)
        denseSums = denseWeights
        last = Array(repeating: -1, count: rowCounts.count)
        scores = Array(repeating: 0, count: stride)
        perSample = 2 * passes
        updateCounts = Array(repeating: 0, count: sampleCount)
        updates = Array(repeating: (0, 0, 0), count: sampleCount * perSample)
        next.reserveCapacity(rowCounts.count)
        slots.reserveCapacity(rowCounts.count * Self.width)
        sums.reserveCapacity(rowCounts.count * Self.width)
    }

    /// One step: when the sample's class does not win by a margin of 1 over the best other
    /// class, moves both towards it as little as makes it do so (capped at 1). The vector (the
    /// features' values, then the meaning's, `meaningDimensions` of them or none) has length 1.
    /// Whether it moved them.
    @discardableResult
    mutating func learn(rows: ArraySlice<Int32>, values: ArraySlice<Float>, meaning: ArraySlice<Float> = [], target: Int32,
                        sample: Int) -> Bool {
        defer { step += 1 }
        score(rows: rows, values: values, meaning: meaning, target: target)
        // The best other class, the first of equals.
        let rival = scores.withUnsafeBufferPointer { scores in
            var rival = -1
            var best = -Float.infinity
            for k in 0..<classCount where k != Int(target) && (rival < 0 || scores[k] > best) {
                rival = k
                best = scores[k]
            }
            return rival
        }
        guard rival >= 0 else { return false }
        let loss = 1 - (scores[Int(target)] - scores[rival])
        guard loss > 0 else { return false }
        let tau = min(1, loss / 2)  // the two classes move by tau each
        // Each (row, class) is moved once a step, so the dense rows may go first, all at once.
        let step = step, stride = stride
        denseWeights.withUnsafeMutableBufferPointer { weights in
            denseSums.withUnsafeMutableBufferPointer { sums in
                for j in rows.indices {
                    let dense = Self.dense(heads[Int(rows[j])])
                    guard dense >= 0 else { continue }
                    let up = tau * values[j], down = -tau * values[j]
                    weights[dense &* stride &+ Int(target)] += up
                    sums[dense &* stride &+ Int(target)] += step * up
                    weights[dense &* stride &+ rival] += down
                    sums[dense &* stride &+ rival] += step * down
                }
            }
        }
        if !meaning.isEmpty {
            let dimensions = meaningDimensions
            // The target moves by tau times the meaning, the rival by as much the other way.
            meaning.withUnsafeBufferPointer { meaning in
                moved.withUnsafeMutableBufferPointer { up in
                    for d in 0..<dimensions { up[d] = tau * meaning[d] }
                    meaningWeights.withUnsafeMutableBufferPointer { weights in
                        meaningSums.withUnsafeMutableBufferPointer { sums in
                            let (up, target) = (UnsafePointer(up.baseAddress!), Int(target))
                            agent_skill_add_scaled(weights.baseAddress! + target &* dimensions, up, 1, dimensions)
                            agent_skill_add_scaled(sums.baseAddress! + target &* dimensions, up, step, dimensions)
                            agent_skill_add_scaled(weights.baseAddress! + rival &* dimensions, up, -1, dimensions)
                            agent_skill_add_scaled(sums.baseAddress! + rival &* dimensions, up, -step, dimensions)
                        }
                    }
                }
            }
        }
        for j in rows.indices where heads[Int(rows[j])] >= -1 {
            addToChain(tau * values[j], to: target, row: Int(rows[j]))
            addToChain(-tau * values[j], to: Int32(rival), row: Int(rows[j]))
        }
        record(tau, to: target, sample: sample)
        record(-tau, to: Int32(rival), sample: sample)
        return true
    }

    /// `count` steps that move nothing, taken at once: once a whole pass has moved nothing,
    /// every later pass moves nothing either (the weights, hence the scores, stay as they are),
    /// and all they change is the step count the average divides by.
    mutating func stepsThatMoveNothing(_ count: Int) {
        step += Float(count)
    }

    private mutating func score(rows: ArraySlice<Int32>, values: ArraySlice<Float>, meaning: ArraySlice<Float>, target: Int32) {
        let stride = stride
        // The tables are only read here: their buffers are taken once, not at every row.
        let (heads, next, slots) = (heads, next, slots)
        // The dense rows are added a run at a time (`agent_skill_add_scaled_rows`), a run ending
        // where a chained row stands: each score adds its parts in the rows' order, as one row at
        // a time would, to the bit.
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: rows.count) { runRows in
            withUnsafeTemporaryAllocation(of: Float.self, capacity: rows.count) { runValues in
                denseWeights.withUnsafeBufferPointer { denseWeights in
                    scores.withUnsafeMutableBufferPointer { scores in
                        for k in 0..<stride { scores[k] = 0 }
                        var run = 0
                        func addRun() {
                            guard run > 0 else { return }
                            agent_skill_add_scaled_rows(scores.baseAddress!, denseWeights.baseAddress!, stride, runRows.baseAddress!,
                                                        runValues.baseAddress!, run)
                            run = 0
                        }
                        for j in rows.indices {
                            let head = heads[Int(rows[j])], value = values[j]
                            let dense = Self.dense(head)
                            if dense >= 0 {
                                runRows[run] = Int32(dense)
                                runValues[run] = value
                                run += 1
                                continue
                            }
                            addRun()
                            var block = Int(head)
                            while block >= 0 {
                                for slot in (block * Self.width)..<(block * Self.width + Self.width) {
                                    let k = slots[slot].target
                                    if k < 0 { break }
                                    scores[Int(k)] += slots[slot].weight * value
                                }
                                block = Int(next[block])
                            }
                        }
                        addRun()
                    }
                }
            }
        }
        guard !meaning.isEmpty else { return }
        let (classCount, dimensions, target) = (classCount, meaningDimensions, Int(target))
        meaning.withUnsafeBufferPointer { meaning in
            meaningWeights.withUnsafeBufferPointer { weights in
                scores.withUnsafeMutableBufferPointer { scores in
                    chosen.withUnsafeMutableBufferPointer { chosen in
                        MeaningPart.add(to: scores, classCount: classCount, weights: weights.baseAddress!, meaning: meaning.baseAddress!,
                                        dimensions: dimensions, chosen: chosen)
                        // The sample's own class is weighed whatever its features' score.
                        if !chosen.contains(Int32(target)) {
                            scores[target] += agent_skill_dot(weights.baseAddress! + target &* dimensions, meaning.baseAddress!, dimensions)
                        }
                    }
                }
            }
        }
    }

    /// Moves class `target`'s weight in chained row `row` by `amount`, a slot added when the
    /// row holds none for it.
    private mutating func addToChain(_ amount: Float, to target: Int32, row: Int) {
        var block = Int(heads[row])
        while block >= 0 {
            for slot in (block * Self.width)..<(block * Self.width + Self.width) {
                if slots[slot].target == target {
                    slots[slot].weight += amount
                    sums[slot] += step * amount
                    return
                }
                if slots[slot].target < 0 {
                    slots[slot] = Slot(target: target, weight: amount)
                    sums[slot] = step * amount
                    return
                }
            }
            block = Int(next[block])
        }
        // Every block of the row is full: a new one at the end of its chain.
        let new = Int32(next.count)
        next.append(-1)
        slots.append(Slot(target: target, weight: amount))
        sums.append(step * amount)
        for _ in 1..<Self.width {
            slots.append(Slot(target: -1, weight: 0))
            sums.append(0)
        }
        if last[row] >= 0 { next[Int(last[row])] = new } else { heads[row] = new }
        last[row] = new
    }

    /// The dense row a head names, or a negative number for a chained row's head.
    private static func dense(_ head: Int32) -> Int {
        Int(-2 - head)
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

    /// The averaged weights, flattened by row in class order (`LinearModel.weight` looks a class
    /// up by halving), those under `smallest` left out.
    func averaged() -> (rowStarts: [Int32], entries: [LinearModel.Entry]) {
        var starts: [Int32] = [0]
        var entries: [LinearModel.Entry] = []
        starts.reserveCapacity(heads.count + 1)
        entries.reserveCapacity(slots.count + denseWeights.count / 4)
        for head in heads {
            let dense = Self.dense(head)
            if dense >= 0 {
                for k in 0..<classCount {
                    let weight = denseWeights[dense * stride + k] - denseSums[dense * stride + k] / step
                    if abs(weight) >= Self.smallest { entries.append(.init(target: Int32(k), weight: weight)) }
                }
            } else {
                let start = entries.count
                var block = Int(head)
                while block >= 0 {
                    for slot in (block * Self.width)..<(block * Self.width + Self.width) where slots[slot].target >= 0 {
                        let weight = slots[slot].weight - sums[slot] / step
                        if abs(weight) >= Self.smallest { entries.append(.init(target: slots[slot].target, weight: weight)) }
                    }
                    block = Int(next[block])
                }
                entries[start...].sort { $0.target < $1.target }
            }
            starts.append(Int32(entries.count))
        }
        return (starts, entries)
    }

    /// The meaning's averaged weights, `meaningDimensions` a class.
    func averagedMeaning() -> [Float] {
        zip(meaningWeights, meaningSums).map { $0 - $1 / step }
    }

    /// What sample `i`'s own updates add to the averaged weights of each class, per unit of its vector.
    func ownPart(of sample: Int) -> [LinearModel.Entry] {
        let start = sample * perSample
        return updates[start..<(start + Int(updateCounts[sample]))].map { .init(target: $0.target, weight: $0.weight - $0.sum / step) }
    }
}
