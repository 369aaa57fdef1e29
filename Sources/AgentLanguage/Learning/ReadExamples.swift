import Dispatch

/// What learning needs of each example, read from its text: its features' keys in the order read
/// (a key read twice comes twice), and its meaning (`WordVectors`) scaled to its part of the
/// example's vector, with the part its features keep (1 for none).
///
/// Reading is most of what learning costs that is not the passes themselves (a `Sentence` an
/// example: its folding, words, numbers and features), and each example is read alone, so the
/// examples are read on every core, a stretch of them a task, and put together in their order:
/// the same keys and floats as one core reading them in turn. On two cores, a process that
/// registers 150 skills of 100 samples and matches once took 92 ms where reading on one took 100
/// (30 runs each): the passes, which one core takes in turn, are most of what is left. Each
/// `Sentence` lives only while it is read: thousands of them at once would hold tens of megabytes.
struct ReadExamples {
    /// Every example's keys, one after another, and where each example's start (`count + 1`).
    private(set) var keys: [UInt64] = []
    private(set) var keyStarts: [Int] = [0]
    /// Each example's meaning, `dimensions` floats (zeros for none).
    private(set) var meanings: [Float]
    private(set) var featureParts: [Float]
    let dimensions: Int

    /// Examples are read in stretches of this many: enough that a task's cost hides its start.
    private static let stretch = 256

    init(_ texts: [String], vectors: WordVectors?, meaningWeight: Float) {
        let dimensions = vectors?.dimensions ?? 0
        self.dimensions = dimensions
        meanings = [Float](repeating: 0, count: texts.count * dimensions)
        featureParts = [Float](repeating: 1, count: texts.count)
        let stretches = (texts.count + Self.stretch - 1) / Self.stretch
        // Each stretch's keys and starts, written by its task alone; the meanings and feature
        // parts straight into their places, which no two tasks share.
        let read = Stretches(count: stretches)
        meanings.withUnsafeMutableBufferPointer { meanings in
            featureParts.withUnsafeMutableBufferPointer { featureParts in
                let places = Places(meanings: meanings, featureParts: featureParts)
                let body = { @Sendable (s: Int) in
                    let range = (s * Self.stretch)..<min(texts.count, (s + 1) * Self.stretch)
                    read.store(Self.read(texts, range, vectors: vectors, weight: meaningWeight, dimensions: dimensions, into: places), at: s)
                }
                if stretches > 1 {
                    DispatchQueue.concurrentPerform(iterations: stretches, execute: body)
                } else if stretches == 1 {
                    body(0)
                }
            }
        }
        keys.reserveCapacity(read.keyCount)
        keyStarts.reserveCapacity(texts.count + 1)
        for s in 0..<stretches {
            let (stretchKeys, ends) = read.taken(at: s)
            let base = keys.count
            keys.append(contentsOf: stretchKeys)
            keyStarts.append(contentsOf: ends.lazy.map { base + $0 })
        }
    }

    /// Example `i`'s keys.
    func keys(of i: Int) -> ArraySlice<UInt64> {
        keys[keyStarts[i]..<keyStarts[i + 1]]
    }

    /// Reads the examples of `range`: their keys, and where each one's end (from the stretch's start).
    private static func read(_ texts: [String], _ range: Range<Int>, vectors: WordVectors?, weight: Float, dimensions: Int,
                             into places: Places) -> (keys: [UInt64], ends: [Int]) {
        var keys: [UInt64] = []
        var ends: [Int] = []
        keys.reserveCapacity(range.count * 48)
        ends.reserveCapacity(range.count)
        for i in range {
            let sentence = Sentence(texts[i])
            if let vectors {
                let meaning = UnsafeMutableBufferPointer(rebasing: places.meanings[(i * dimensions)..<((i + 1) * dimensions)])
                places.featureParts[i] = LinearModel.scaleMeaning(meaning, of: sentence, by: vectors, weight: weight)
            }
            sentence.eachFeatureKey { keys.append($0) }
            ends.append(keys.count)
        }
        return (keys, ends)
    }
}

/// Where the tasks write the examples' meanings and feature parts: each task only the places of
/// its own examples, so no two write one place.
private struct Places: @unchecked Sendable {
    let meanings: UnsafeMutableBufferPointer<Float>
    let featureParts: UnsafeMutableBufferPointer<Float>
}

/// Each stretch's keys and ends, stored by the one task that read it and taken once all are done:
/// storage made before any task starts, each task writing its own place alone, none read until
/// `concurrentPerform` has returned.
private final class Stretches: @unchecked Sendable {
    private let read: UnsafeMutableBufferPointer<(keys: [UInt64], ends: [Int])>

    init(count: Int) {
        read = .allocate(capacity: count)
        read.initialize(repeating: ([], []))
    }

    deinit {
        read.deinitialize()
        read.deallocate()
    }

    func store(_ reading: (keys: [UInt64], ends: [Int]), at s: Int) {
        read[s] = reading
    }

    var keyCount: Int { read.reduce(0) { $0 + $1.keys.count } }

    func taken(at s: Int) -> (keys: [UInt64], ends: [Int]) {
        read[s]
    }
}
