import AgentCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A linear model over the features of a sentence (`SentenceFeature`), one weight vector per
/// class, learned by the averaged multiclass passive-aggressive algorithm (`SampleLearner`) from
/// labelled sentences. Class 0 is "none": the class of sentences that belong to no skill.
///
/// A sentence is a vector of its distinct features, each weighted by how rare it is among the
/// examples (idf) and scaled to length 1, then, when it has English words, their meaning
/// (`WordVectors`) scaled to length `meaningWeight`, the whole scaled to length 1. The features'
/// weights are kept sparse: a feature holds a weight only for the classes whose examples had it
/// or were mistaken for them; the meaning has a weight per dimension and class (`MeaningPart`).
///
/// Why the meaning (CLINC150's val set, 150 skills, before any bar): features alone take 92.7 %
/// of its lines to the right skill when each skill has 76–100 samples and 81.2 % when it has 10;
/// with the meaning, 94.1 % and 85.2 %. Its weight for registered skills (`meaningWeight`) was
/// chosen there too: 1.25 gives 94.6 % and 84.9 %, 2 gives 94.2 % and 84.7 %.
///
/// Classes are numbers here; what they stand for (a skill's registration position, a built-in's
/// id) is the caller's: `SampleModel` for registered skills, `BuiltinModel` for the built-ins.
struct LinearModel: Sendable {
    struct Entry: Sendable, Equatable {
        var target: Int32
        var weight: Float
    }

    /// A class a sentence is like: its score, and the sentence's features that carried it.
    struct Scored: Sendable, Equatable {
        var label: Int
        var score: Float
        var because: [String]
    }

    /// The weights, the features' rows and idf, and each class's bar (`ModelTables`).
    private let tables: ModelTables
    var classCount: Int { tables.classCount }
    /// Each example's own part of the averaged weights, by class (to leave it out); none in a
    /// model read back (`init(decoding:)`).
    private let ownParts: [[Entry]]
    /// The examples' meanings, and each class's bar for a sentence with a meaning: its score and
    /// the cosine of its nearest example's meaning, added (`init(learning:)`'s `meaningBar`).
    private let nearest: NearestMeanings?
    private let meaningBars: [Float]

    /// Learns from `examples` (labels in `0..<classCount`), in `passes` passes shuffled by `seed`,
    /// shrinking (below; `false` visits every example every pass, what the tests compare it
    /// with); `threshold` gives each class's bar from the number of its examples. With
    /// `meaningBar`, the model keeps its examples' meanings, and a sentence with a meaning is
    /// taken for a class when its score and the cosine of the class's nearest example reach that
    /// bar instead. The examples are read on every core (`ReadExamples`).
    init(learning examples: [(label: Int, text: String)], classCount: Int, passes: Int = 6, shrinking: Bool = true,
         seed: UInt64 = 0x5A4D_504C_45, weighsUnseen: Bool = false, meaningWeight: Float = LinearModel.meaningWeight,
         threshold: (Int) -> Float, meaningBar: ((Int) -> Float)? = nil) {
        let vectors = meaningWeight > 0 ? WordVectors.shipped : nil
        let dimensions = vectors?.dimensions ?? 0
        let read = ReadExamples(examples.map(\.text), vectors: vectors, meaningWeight: meaningWeight)
        // Each example's meaning (zeros for none), and the part of its length its features take.
        let meanings = read.meanings, featureParts = read.featureParts
        var table = FeatureTable(capacity: examples.count * 16)
        var counts: [Int32] = []
        var sampleRows: [Int32] = []
        sampleRows.reserveCapacity(read.keys.count)
        var starts: [Int] = [0]
        starts.reserveCapacity(examples.count + 1)
        // Each row's last example, to count a feature once in an example that reads it twice.
        var lastExample: [Int32] = []
        for i in examples.indices {
            for key in read.keys(of: i) {
                let (row, isNew) = table.row(inserting: key)
                if isNew {
                    counts.append(1)
                    lastExample.append(Int32(i))
                } else if lastExample[Int(row)] != Int32(i) {
                    counts[Int(row)] += 1
                    lastExample[Int(row)] = Int32(i)
                } else {
                    continue
                }
                sampleRows.append(row)
            }
            starts.append(sampleRows.count)
        }
        let total = Float(examples.count)
        let idf = counts.map { Float(log(Double(1 + total) / Double(1 + $0))) + 1 }
        // Every example as a vector of length 1, its values beside its rows.
        var values = [Float](repeating: 0, count: sampleRows.count)
        for i in examples.indices {
            let span = starts[i]..<starts[i + 1]
            let norm = (span.reduce(Float(0)) { $0 + idf[Int(sampleRows[$1])] * idf[Int(sampleRows[$1])] }).squareRoot()
            for j in span { values[j] = idf[Int(sampleRows[j])] / norm * featureParts[i] }
        }

        // The examples' nearest meanings are set out on another core while this one learns: they
        // need only the meanings and the labels (the same tables, in a sixth less time: 150 × 100).
        let nearestMeanings = dimensions > 0 && meaningBar != nil
            ? Background { NearestMeanings(meanings: meanings, labels: examples.map(\.label), classCount: classCount, dimensions: dimensions) }
            : nil
        var learner = SampleLearner(rowCounts: counts, meaningDimensions: dimensions, classCount: classCount,
                                    sampleCount: examples.count, passes: passes)
        var order = Array(examples.indices)
        var random = SplitMix64(seed: seed)
        // Shrinking, as SVM solvers do it (Joachims 1999): an example its class already won by the
        // margin is passed over in the passes after, counted as a step that moves nothing.
        // Later steps may bring it under the margin again, but few do: on CLINC150's val set
        // learning takes about half the steps and two thirds of the time for the same figures, 93.6 %
        // in scope where visiting every example each pass gave 93.7, 85.2 % at 10 shots where it
        // gave 85.1. The built-ins shrunk would route CLINC150's lines in five folds as they do
        // (734 of 759 in-domain where they route 733), but are taught ahead, without it.
        var settled = [Bool](repeating: false, count: examples.count)
        for pass in 0..<passes {
            for i in stride(from: order.count - 1, to: 0, by: -1) { order.swapAt(i, Int(random.next() % UInt64(i + 1))) }
            var moved = false
            for i in order {
                guard !(shrinking && settled[i]) else {
                    learner.stepsThatMoveNothing(1)
                    continue
                }
                let span = starts[i]..<starts[i + 1]
                let meaning = featureParts[i] < 1 ? meanings[(i * dimensions)..<((i + 1) * dimensions)] : []
                let movedHere = learner.learn(rows: sampleRows[span], values: values[span], meaning: meaning,
                                              target: Int32(examples[i].label), sample: i)
                settled[i] = !movedHere
                moved = moved || movedHere
            }
            if !moved {
                // Learnt: the passes left would move nothing (the same model, in less time).
                learner.stepsThatMoveNothing((passes - pass - 1) * order.count)
                break
            }
        }
        let (rowStarts, entries) = learner.averaged()
        var taught = [Int](repeating: 0, count: classCount)
        for example in examples { taught[example.label] += 1 }
        tables = .holding(classCount: classCount, unseenIDF: weighsUnseen ? idf.max() ?? 1 : 0, thresholds: taught.map(threshold),
                          keys: table.keys, idf: idf, rowStarts: rowStarts, entries: entries, meaningDimensions: dimensions,
                          meaningWeight: vectors == nil ? 0 : meaningWeight, meaning: learner.averagedMeaning())
        self.ownParts = examples.indices.map { learner.ownPart(of: $0) }
        if let meaningBar, let nearestMeanings {
            nearest = nearestMeanings.value
            meaningBars = taught.map(meaningBar)
        } else {
            nearest = nil
            meaningBars = []
        }
    }

    private init(tables: ModelTables) {
        self.tables = tables
        ownParts = []
        nearest = nil
        meaningBars = []
    }

    /// Whether `span` lies inside one of the `quoted` stretches: what a sentence only quotes
    /// counts for nothing, neither its features nor its meaning.
    private static func isQuoted(_ span: Range<Int>, _ quoted: [Range<Int>]) -> Bool {
        quoted.contains { $0.lowerBound <= span.lowerBound && span.upperBound <= $0.upperBound }
    }

    /// How long a sentence's meaning is beside its features' length of 1.
    static let meaningWeight: Float = 1.75

    /// Puts the meaning of `sentence` in `meaning` (zeros when it has none), scaled to its part
    /// of a vector of length 1: `weight` beside the features' 1. The part the features keep:
    /// 1 for a sentence with no meaning.
    static func scaleMeaning(_ meaning: UnsafeMutableBufferPointer<Float>, of sentence: Sentence, by vectors: WordVectors,
                                     weight: Float, outside quoted: [Range<Int>] = []) -> Float {
        let numbers = sentence.numbers
        vectors.add(sentence, into: meaning) { span in
            sentence.isInNumber(span.lowerBound, numbers) || isQuoted(span, quoted)
        }
        let length = meaning.reduce(Float(0)) { $0 + $1 * $1 }.squareRoot()
        guard length > 0 else { return 1 }
        let whole = (1 + weight * weight).squareRoot()
        for d in meaning.indices { meaning[d] *= weight / length / whole }
        return 1 / whole
    }

    /// The classes other than "none" that `sentence` is like, best first, each at least its
    /// threshold and above "none"; with the features that carried each. Features inside `quoted`
    /// stretches are left out: a sentence is not like what it only quotes. `leavingOut` takes an
    /// example's own part out of the weights, to ask how a model that had not seen it would take it.
    func scored(_ sentence: Sentence, outside quoted: [Range<Int>] = [], leavingOut example: Int? = nil, most: Int = 3) -> [Scored] {
        var features = sentence.features()
        if !quoted.isEmpty {
            features.removeAll { Self.isQuoted($0.span, quoted) }
        }
        var present: [(feature: SentenceFeature, row: Int32, value: Float)] = []
        present.reserveCapacity(features.count)
        // A feature no example had weighs as the rarest do: a sentence mostly of such things
        // (天利, a phone number) is like no class, however like one its one known feature is.
        var norm: Float = 0
        let idf = tables.idf, unseenIDF = tables.unseenIDF
        for feature in features {
            if let row = tables.row(of: feature.key) {
                present.append((feature, row, idf[Int(row)]))
                norm += idf[Int(row)] * idf[Int(row)]
            } else {
                norm += unseenIDF * unseenIDF
            }
        }
        // A number alone ("10") asks nothing: its one feature says how, not what.
        guard present.contains(where: { $0.feature.kind != .number }) else { return [] }
        return withUnsafeTemporaryAllocation(of: Float.self, capacity: max(1, tables.meaningDimensions)) { meaning in
            meaning.initialize(repeating: 0)
            var featurePart: Float = 1
            if tables.meaningDimensions > 0, let vectors = WordVectors.shipped {
                featurePart = Self.scaleMeaning(meaning, of: sentence, by: vectors, weight: tables.meaningWeight, outside: quoted)
            }
            return scored(sentence, present: present, norm: norm.squareRoot() / featurePart,
                          meaning: featurePart < 1 ? meaning : nil, leavingOut: example, most: most)
        }
    }

    /// The classes `sentence` is like, given its known features and their length, and its
    /// meaning (scaled to its part of the sentence's vector) when it has one.
    private func scored(_ sentence: Sentence, present: [(feature: SentenceFeature, row: Int32, value: Float)], norm: Float,
                        meaning: UnsafeMutableBufferPointer<Float>?, leavingOut example: Int?, most: Int) -> [Scored] {
        var scores = [Float](repeating: 0, count: classCount)
        for (_, row, value) in present {
            for entry in tables.entries(ofRow: row) {
                scores[Int(entry.target)] += entry.weight * value / norm
            }
        }
        if let example, example < ownParts.count {
            // The example's own updates moved each class by its part times its vector; the
            // sentence is that example, so the product of the two vectors is 1.
            for part in ownParts[example] { scores[Int(part.target)] -= part.weight }
        }
        // With a meaning, the classes it was weighed for are the only candidates.
        var chosen: [Int32] = []
        if let meaning {
            chosen = Array(repeating: 0, count: MeaningPart.chosenCount(classCount: classCount))
            scores.withUnsafeMutableBufferPointer { scores in
                chosen.withUnsafeMutableBufferPointer { chosen in
                    MeaningPart.add(to: scores, classCount: classCount, weights: tables.meaning.baseAddress!,
                                    meaning: UnsafePointer(meaning.baseAddress!), dimensions: tables.meaningDimensions, chosen: chosen)
                }
            }
        }
        let candidates = chosen.isEmpty ? Array(1..<classCount) : chosen.dropFirst().map(Int.init)
        let ranked: [Int]
        if let meaning, let nearest {
            // Of the `most` best by score, those whose score and nearest example reach their bar
            // (a cosine is at most 1: a class more than 1 under its bar is out without one).
            ranked = Self.best(most, of: candidates, by: scores) { scores[$0] + 1 >= meaningBars[$0] && scores[$0] > scores[0] }
                .filter { k in scores[k] + nearest.nearest(to: meaning, inClass: k, leavingOut: example) >= meaningBars[k] }
        } else {
            let thresholds = tables.thresholds
            ranked = Self.best(most, of: candidates, by: scores) { scores[$0] >= thresholds[$0] && scores[$0] > scores[0] }
        }
        return ranked.map { k in
            // What carried it: the features that added most to its score.
            var carried: [(feature: Int, part: Float)] = []
            for (i, (_, row, value)) in present.enumerated() {
                let part = weight(of: k, row: row) * value / norm
                if part > 0 { carried.append((i, part)) }
            }
            carried.sort { $0.part > $1.part }
            // Only the strongest are put in words.
            var because: [String] = []
            for item in carried where because.count < 3 {
                let text = present[item.feature].feature.text(in: sentence)
                if !because.contains(text) { because.append(text) }
            }
            return Scored(label: k, score: scores[k], because: because)
        }
    }
}

extension LinearModel {
    /// The `most` best of `candidates` (in class order) that `admits`, by score, the first class
    /// of equals first: what sorting them all would put first, for the cost of a pass.
    private static func best(_ most: Int, of candidates: [Int], by scores: [Float], admitting admits: (Int) -> Bool) -> [Int] {
        var best: [Int] = []
        guard most > 0 else { return best }
        best.reserveCapacity(most + 1)
        for k in candidates where admits(k) {
            guard best.count < most || scores[k] > scores[best[best.count - 1]] else { continue }
            var at = best.count
            while at > 0, scores[best[at - 1]] < scores[k] { at -= 1 }
            best.insert(k, at: at)
            if best.count > most { best.removeLast() }
        }
        return best
    }

    /// Class `k`'s weight in `row` (0 when it holds none), found by halving: a row's entries are
    /// in class order.
    private func weight(of k: Int, row: Int32) -> Float {
        let entries = tables.entries(ofRow: row)
        var low = entries.startIndex, high = entries.endIndex
        let target = Int32(k)
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].target < target { low = middle + 1 } else { high = middle }
        }
        return low < entries.endIndex && entries[low].target == target ? entries[low].weight : 0
    }
}

// MARK: - Written out and read back

extension LinearModel {
    /// The model as bytes (little-endian, `ModelTables`' layout): what `init(decoding:)` reads
    /// back, less the examples' own parts.
    func encoded() -> [UInt8] {
        tables.bytes
    }

    /// The model `encoded()` wrote; nil for bytes it did not write. Bytes that are `lasting`
    /// (the binary's own) are read where they lie, and taken as written unless `checking`;
    /// others are copied, and checked.
    init?(decoding raw: UnsafeRawBufferPointer, lasting: Bool = false, checking: Bool = true) {
        guard let tables = ModelTables.reading(raw, lasting: lasting, checking: checking),
              tables.meaningDimensions == 0 || tables.meaningDimensions == WordVectors.shipped?.dimensions
        else { return nil }
        self.init(tables: tables)
    }
}
