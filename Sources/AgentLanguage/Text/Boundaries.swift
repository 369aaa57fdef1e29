/// Word boundaries of a segmented sentence, as a lookup.
struct Boundaries: Sendable {
    private var marks: [Bool]

    init(words: [Range<Int>], count: Int) {
        marks = [Bool](repeating: words.isEmpty, count: count + 1)
        marks[0] = true
        marks[count] = true
        for word in words {
            marks[word.lowerBound] = true
            marks[word.upperBound] = true
        }
    }

    func isBoundary(_ offset: Int) -> Bool { offset >= 0 && offset < marks.count && marks[offset] }
}
