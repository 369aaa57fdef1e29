import AgentCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the skills' samples teach: a linear model over the features of a sentence
/// (`SentenceFeature`), one weight vector per skill, learned by the averaged multiclass
/// passive-aggressive algorithm (Crammer et al. 2006) from every skill's `samples`, with the
/// `negativeSamples` of all skills (and the samples of skills that do not learn from theirs) as
/// one more class, "none".
///
/// Why this model (measured on CLINC150's val set with its 150 skills of 76–100 samples; see
/// the README's "Learned from samples"): a linear model over words, word pairs and letter runs
/// separates the skills far better than the nearest samples or the skills' centroids, and this
/// one learns in a few passes over the samples, each touching only the features a sample has.
///
/// A sentence is a vector of its distinct features, each weighted by how rare it is among the
/// samples (idf) and scaled to length 1. The weights are kept sparse: a feature holds a weight
/// only for the classes whose samples had it or were mistaken for them.
public final class SampleModel: Sendable {
    /// Passes over the samples while learning.
    static let passes = 6

    /// The class of each weight: a skill's registration position, or `none`.
    private let classes: [Int]
    private static let none = -1
    /// Feature key → row.
    private let rows: [UInt64: Int32]
    private let idf: [Float]
    /// Row r's weights are `entries[rowStarts[r]..<rowStarts[r + 1]]`.
    private let rowStarts: [Int32]
    private let entries: [Entry]
    /// Each sample's own part of the averaged weights, by class (for leaving it out).
    private let ownParts: [SampleID: [Entry]]

    struct Entry: Sendable {
        var target: Int32
        var weight: Float
    }

    /// Learns from the samples of `skills` that learn from them (`Skill.learnsFromSamples`;
    /// positions are their places in the array); nil when none of those has a sample.
    public convenience init?(skills: [any Skill]) {
        var examples: [(SampleID?, Int, Sentence)] = []
        for (position, skill) in skills.enumerated() {
            // The samples of a skill that does not learn from them (a built-in) are sentences
            // that belong to no learned skill: "none", as every negative sample is.
            for (index, sample) in skill.samples.enumerated() {
                examples.append(skill.learnsFromSamples ? (SampleID(skill: position, index: index), position, Sentence(sample))
                                                        : (nil, Self.none, Sentence(sample)))
            }
            for sample in skill.negativeSamples { examples.append((nil, Self.none, Sentence(sample))) }
        }
        guard examples.contains(where: { $0.1 != Self.none }) else { return nil }
        self.init(examples: examples)
    }

    private init(examples: [(id: SampleID?, target: Int, sentence: Sentence)]) {
        // "none" is always a class: a lone skill learns against it, as against a rival.
        var classes: [Int] = [Self.none]
        var classOf: [Int: Int32] = [Self.none: 0]
        for example in examples where classOf[example.target] == nil {
            classOf[example.target] = Int32(classes.count)
            classes.append(example.target)
        }
        // The features of every sample, as rows, and how many samples have each.
        var rows: [UInt64: Int32] = [:]
        var counts: [Int] = []
        var sampleRows: [[Int32]] = []
        sampleRows.reserveCapacity(examples.count)
        for example in examples {
            var own: [Int32] = []
            for feature in example.sentence.features() {
                let row: Int32
                if let known = rows[feature.key] {
                    row = known
                    counts[Int(row)] += 1
                } else {
                    row = Int32(counts.count)
                    rows[feature.key] = row
                    counts.append(1)
                }
                own.append(row)
            }
            sampleRows.append(own)
        }
        let total = Float(examples.count)
        let idf = counts.map { Float(log(Double(1 + total) / Double(1 + $0))) + 1 }
        let vectors = sampleRows.map { Self.vector($0, idf: idf) }

        var learner = Learner(rowCount: counts.count, classCount: classes.count, sampleCount: examples.count)
        var order = Array(examples.indices)
        var random = SplitMix64(seed: 0x5A4D_504C_45)
        for _ in 0..<Self.passes {
            for i in stride(from: order.count - 1, to: 0, by: -1) { order.swapAt(i, Int(random.next() % UInt64(i + 1))) }
            for i in order { learner.learn(vectors[i], target: classOf[examples[i].target]!, sample: i) }
        }
        let (rowStarts, entries) = learner.averaged()
        var ownParts: [SampleID: [Entry]] = [:]
        for (i, example) in examples.enumerated() {
            if let id = example.id { ownParts[id] = learner.ownPart(of: i) }
        }
        self.classes = classes
        self.rows = rows
        self.idf = idf
        self.rowStarts = rowStarts
        self.entries = entries
        self.ownParts = ownParts
        var taught = [Int](repeating: 0, count: classes.count)
        for example in examples { taught[Int(classOf[example.target]!)] += 1 }
        thresholds = taught.map { Self.threshold(samples: $0) }
    }

    /// How like a skill's samples a sentence must be, at least, for the skill to be a candidate.
    /// A skill taught by many samples scores higher on sentences like them (its weights gather on
    /// fewer features), so its bar rises with the logarithm of their number: chosen on CLINC150's
    /// val set, where 10 samples a skill want about 0.39 and 100 about 0.53 to turn away half of
    /// its out-of-scope lines.
    static func threshold(samples: Int) -> Float {
        0.25 + 0.06 * Float(log(Double(max(1, samples))))
    }

    private let thresholds: [Float]

    /// The skills `sentence` is like, best first, each at least its `threshold` and above the "none"
    /// class; with the features that carried each. `leavingOut` takes a sample's own part out of
    /// the weights, to ask how a model that had not seen it would take it (`selftest`).
    public func likeness(of sentence: Sentence, leavingOut sample: SampleID? = nil, most: Int = 3) -> [Likeness] {
        let features = sentence.features()
        var present: [(feature: SentenceFeature, row: Int32, value: Float)] = []
        present.reserveCapacity(features.count)
        for feature in features { if let row = rows[feature.key] { present.append((feature, row, idf[Int(row)])) } }
        guard !present.isEmpty else { return [] }
        let norm = (present.reduce(Float(0)) { $0 + $1.value * $1.value }).squareRoot()
        var scores = [Float](repeating: 0, count: classes.count)
        for (_, row, value) in present {
            for entry in entries[Int(rowStarts[Int(row)])..<Int(rowStarts[Int(row) + 1])] {
                scores[Int(entry.target)] += entry.weight * value / norm
            }
        }
        if let sample, let own = ownParts[sample] {
            // The sample's own updates moved each class by its part times its vector; the sentence
            // is that sample, so the product of the two vectors is 1.
            for part in own { scores[Int(part.target)] -= part.weight }
        }
        // Class 0 is "none": a skill must also beat it.
        var ranked = scores.indices.dropFirst().filter { scores[$0] >= thresholds[$0] && scores[$0] > scores[0] }
        ranked.sort { scores[$0] != scores[$1] ? scores[$0] > scores[$1] : classes[$0] < classes[$1] }
        return ranked.prefix(most).map { k in
            // What carried it: the features that added most to its score.
            var carried: [(text: String, part: Float)] = []
            for (feature, row, value) in present {
                let part = entries[Int(rowStarts[Int(row)])..<Int(rowStarts[Int(row) + 1])]
                    .first { $0.target == Int32(k) }.map { $0.weight * value / norm } ?? 0
                if part > 0 { carried.append((feature.text(in: sentence), part)) }
            }
            carried.sort { $0.part > $1.part }
            var because: [String] = []
            for item in carried where !because.contains(item.text) && because.count < 3 { because.append(item.text) }
            return Likeness(skill: classes[k], score: (Double(scores[k]) * 1000).rounded() / 1000, because: because)
        }
    }

    /// A sample's rows as a vector of length 1, weighted by idf.
    private static func vector(_ rows: [Int32], idf: [Float]) -> [(row: Int32, value: Float)] {
        let norm = (rows.reduce(Float(0)) { $0 + idf[Int($1)] * idf[Int($1)] }).squareRoot()
        return rows.map { ($0, idf[Int($0)] / norm) }
    }
}

/// The passive-aggressive learner's state: sparse weights per row, and their running sums for
/// the average (Daumé's trick: the average is the weights less the step-weighted sum over the
/// step count).
private struct Learner {
    /// Per row: (class, weight, step-weighted sum).
    private var rows: [[(target: Int32, weight: Float, sum: Float)]]
    private var scores: [Float]
    private var step: Float = 1
    /// Each sample's updates, by class: (weight, step-weighted sum) it added.
    private var updates: [[(target: Int32, weight: Float, sum: Float)]]

    init(rowCount: Int, classCount: Int, sampleCount: Int) {
        rows = Array(repeating: [], count: rowCount)
        updates = Array(repeating: [], count: sampleCount)
        scores = Array(repeating: 0, count: classCount)
    }

    /// One step: when the sample's class does not win by a margin of 1 over the best other
    /// class, moves both towards it as little as makes it do so (capped at 1).
    mutating func learn(_ vector: [(row: Int32, value: Float)], target: Int32, sample: Int) {
        defer { step += 1 }
        for k in scores.indices { scores[k] = 0 }
        for (row, value) in vector {
            for entry in rows[Int(row)] { scores[Int(entry.target)] += entry.weight * value }
        }
        var rival: Int32 = -1
        for k in scores.indices where Int32(k) != target && (rival < 0 || scores[k] > scores[Int(rival)]) { rival = Int32(k) }
        guard rival >= 0 else { return }
        let loss = 1 - (scores[Int(target)] - scores[Int(rival)])
        guard loss > 0 else { return }
        let tau = min(1, loss / 2)  // the vector has length 1: the two classes move by tau each
        for (row, value) in vector {
            add(tau * value, to: target, row: row)
            add(-tau * value, to: rival, row: row)
        }
        record(tau, to: target, sample: sample)
        record(-tau, to: rival, sample: sample)
    }

    private mutating func add(_ amount: Float, to target: Int32, row: Int32) {
        let r = Int(row)
        if let at = rows[r].firstIndex(where: { $0.target == target }) {
            rows[r][at].weight += amount
            rows[r][at].sum += step * amount
        } else {
            rows[r].append((target, amount, step * amount))
        }
    }

    private mutating func record(_ amount: Float, to target: Int32, sample: Int) {
        if let at = updates[sample].firstIndex(where: { $0.target == target }) {
            updates[sample][at].weight += amount
            updates[sample][at].sum += step * amount
        } else {
            updates[sample].append((target, amount, step * amount))
        }
    }

    /// The averaged weights, flattened by row, zeros left out.
    func averaged() -> (rowStarts: [Int32], entries: [SampleModel.Entry]) {
        var starts: [Int32] = [0]
        var entries: [SampleModel.Entry] = []
        starts.reserveCapacity(rows.count + 1)
        for row in rows {
            for entry in row {
                let weight = entry.weight - entry.sum / step
                if weight != 0 { entries.append(.init(target: entry.target, weight: weight)) }
            }
            starts.append(Int32(entries.count))
        }
        return (starts, entries)
    }

    /// What sample `i`'s own updates add to the averaged weights of each class, per unit of its vector.
    func ownPart(of sample: Int) -> [SampleModel.Entry] {
        updates[sample].map { .init(target: $0.target, weight: $0.weight - $0.sum / step) }
    }
}
