/// Phrases to look for in folded text, in the order they are tried (longest first where a
/// list needs it). Most characters of a sentence start no phrase: a 1,024-bit filter of first
/// scalars (`mayStart`) passes over them at once; at a character that may start one, only the
/// phrases that start with it are compared (grouped by first scalar, in list order), in place
/// in one flat array of the phrases' scalars, without copying a phrase or the text.
struct PhraseList: RandomAccessCollection, Sendable {
    private let phrases: [[UInt32]]
    private let firsts: SmallScalarSet
    /// Every phrase's scalars back to back: phrase k is `flat[starts[k]..<starts[k + 1]]`.
    private let flat: [UInt32]
    private let starts: [Int]
    /// The distinct first scalars, sorted; the phrases starting with `keys[j]` are
    /// `order[bucketStarts[j]..<bucketStarts[j + 1]]`, in list order.
    private let keys: [UInt32]
    private let bucketStarts: [Int]
    private let order: [Int]

    init(_ phrases: [[UInt32]]) {
        self.phrases = phrases
        firsts = SmallScalarSet(phrases.compactMap { $0.first })
        var flat: [UInt32] = []
        var starts = [0]
        for phrase in phrases {
            flat += phrase
            starts.append(flat.count)
        }
        self.flat = flat
        self.starts = starts
        let sorted = phrases.indices.filter { !phrases[$0].isEmpty }.sorted { (phrases[$0][0], $0) < (phrases[$1][0], $1) }
        var keys: [UInt32] = []
        var bucketStarts: [Int] = []
        for (n, k) in sorted.enumerated() where keys.last != phrases[k][0] {
            keys.append(phrases[k][0])
            bucketStarts.append(n)
        }
        bucketStarts.append(sorted.count)
        self.keys = keys
        self.bucketStarts = bucketStarts
        order = sorted
    }

    /// The phrases written as strings.
    init(_ words: [String]) {
        self.init(words.map { $0.unicodeScalars.map { $0.value } })
    }

    var startIndex: Int { phrases.startIndex }
    var endIndex: Int { phrases.endIndex }
    subscript(position: Int) -> [UInt32] { phrases[position] }

    /// How many scalars phrase `k` has.
    func length(_ k: Int) -> Int { starts[k + 1] - starts[k] }

    /// Whether some phrase starts with `v`.
    func mayStart(_ v: UInt32) -> Bool { firsts.contains(v) }

    /// The first phrase, in order, that stands in `text` at `i`.
    func first(in text: [UInt32], at i: Int) -> [UInt32]? {
        firstIndex(in: text, at: i).map { phrases[$0] }
    }

    /// The position in the list of the first phrase, in order, that stands in `text` at `i` and
    /// that `accept` takes (given its position and its length): a reader that keeps something
    /// beside each phrase (its word as written, its class) finds it there.
    func firstIndex(in text: [UInt32], at i: Int, where accept: (_ k: Int, _ length: Int) -> Bool = { _, _ in true }) -> Int? {
        guard i >= 0, i < text.count, firsts.contains(text[i]), let bucket = bucket(of: text[i]) else { return nil }
        for n in bucket {
            let k = order[n]
            if stands(k, in: text, at: i), accept(k, length(k)) { return k }
        }
        return nil
    }

    /// Calls `body` with the position and length of every phrase that stands in `text` at `i`, in order.
    func forEachMatch(in text: [UInt32], at i: Int, _ body: (_ k: Int, _ length: Int) -> Void) {
        _ = firstIndex(in: text, at: i) { k, length in
            body(k, length)
            return false
        }
    }

    /// Whether a phrase of the list is all of `text[range]`.
    func isAll(of text: [UInt32], _ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        return firstIndex(in: text, at: range.lowerBound) { _, length in length == range.count } != nil
    }

    /// Whether any phrase stands anywhere in `text[range]` (wholly inside it).
    func occurs(in text: [UInt32], within range: Range<Int>) -> Bool {
        for i in range where firsts.contains(text[i]) {
            if firstIndex(in: text, at: i, where: { _, length in i + length <= range.upperBound }) != nil { return true }
        }
        return false
    }

    /// The longest phrase that stands in `text` at `i`: its position in the list and its length.
    func longestMatch(in text: [UInt32], at i: Int) -> (k: Int, length: Int)? {
        var longest: (k: Int, length: Int)?
        forEachMatch(in: text, at: i) { k, length in
            if length > (longest?.length ?? 0) { longest = (k, length) }
        }
        return longest
    }

    /// Where a phrase first stands in `text`: the earliest start, with the first phrase there, in order.
    func firstMatch(in text: [UInt32]) -> Range<Int>? {
        for i in text.indices where firsts.contains(text[i]) {
            if let k = firstIndex(in: text, at: i) { return i..<(i + length(k)) }
        }
        return nil
    }

    static func + (lhs: PhraseList, rhs: PhraseList) -> PhraseList { PhraseList(lhs.phrases + rhs.phrases) }

    /// The positions in `order` of the phrases that start with `v`.
    private func bucket(of v: UInt32) -> Range<Int>? {
        let low = keys.partitionPoint { $0 < v }
        guard low < keys.count, keys[low] == v else { return nil }
        return bucketStarts[low]..<bucketStarts[low + 1]
    }

    /// Whether phrase `k` stands in `text` at `i`.
    @inline(__always)
    func stands(_ k: Int, in text: [UInt32], at i: Int) -> Bool {
        let start = starts[k]
        let count = starts[k + 1] - start
        guard i + count <= text.count else { return false }
        for d in 0..<count where text[i + d] != flat[start + d] { return false }
        return true
    }
}
