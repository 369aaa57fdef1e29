/// Phrases to look for in folded text, in the order they are tried (longest first where a
/// list needs it), with the set of their first scalars: a reader that tries every phrase at
/// every character passes over a character that starts none at once (`mayStart`), and most
/// characters of a sentence start none.
struct PhraseList: RandomAccessCollection, Sendable {
    private let phrases: [[UInt32]]
    private let firsts: SmallScalarSet

    init(_ phrases: [[UInt32]]) {
        self.phrases = phrases
        firsts = SmallScalarSet(phrases.compactMap(\.first))
    }

    /// The phrases written as strings.
    init(_ words: [String]) {
        self.init(words.map { $0.unicodeScalars.map(\.value) })
    }

    var startIndex: Int { phrases.startIndex }
    var endIndex: Int { phrases.endIndex }
    subscript(position: Int) -> [UInt32] { phrases[position] }

    /// Whether some phrase starts with `v`.
    func mayStart(_ v: UInt32) -> Bool { firsts.contains(v) }

    /// The first phrase, in order, that stands in `text` at `i`.
    func first(in text: [UInt32], at i: Int) -> [UInt32]? {
        firstIndex(in: text, at: i).map { phrases[$0] }
    }

    /// The position in the list of the first phrase, in order, that stands in `text` at `i`:
    /// a reader that keeps something beside each phrase (its word as written, its class) finds it there.
    func firstIndex(in text: [UInt32], at i: Int) -> Int? {
        guard i >= 0, i < text.count, firsts.contains(text[i]) else { return nil }
        return phrases.firstIndex { TextScan.matches(text, $0, at: i) }
    }

    /// Whether a phrase of the list is all of `text[range]`.
    func isAll(of text: [UInt32], _ range: Range<Int>) -> Bool {
        guard !range.isEmpty, firsts.contains(text[range.lowerBound]) else { return false }
        return phrases.contains { $0.count == range.count && TextScan.matches(text, $0, at: range.lowerBound) }
    }

    /// Whether any phrase stands anywhere in `text[range]` (wholly inside it).
    func occurs(in text: [UInt32], within range: Range<Int>) -> Bool {
        for i in range where firsts.contains(text[i]) {
            if phrases.contains(where: { i + $0.count <= range.upperBound && TextScan.matches(text, $0, at: i) }) { return true }
        }
        return false
    }

    static func + (lhs: PhraseList, rhs: PhraseList) -> PhraseList { PhraseList(lhs.phrases + rhs.phrases) }
}
