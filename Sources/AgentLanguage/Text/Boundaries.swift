/// Word boundaries of a segmented sentence, as a lookup. The words are in order and do not
/// overlap (`Lexicon.segment`), so a binary search over them answers the few offsets a sentence
/// is asked about, with no table of marks to build for every sentence.
struct Boundaries: Sendable {
    private let words: [Range<Int>]
    private let count: Int

    init(words: [Range<Int>], count: Int) {
        self.words = words
        self.count = count
    }

    func isBoundary(_ offset: Int) -> Bool {
        guard offset >= 0, offset <= count else { return false }
        if offset == 0 || offset == count || words.isEmpty { return true }
        // The first word that ends at or after `offset`: the offset is a boundary if that word
        // ends there or starts there (the words before it end before it, those after start after it).
        let low = words.partitionPoint { $0.upperBound < offset }
        return low < words.count && (words[low].upperBound == offset || words[low].lowerBound == offset)
    }
}
