/// The English words of a folded sentence (runs of ASCII letters and apostrophes), lowercased.
struct EnglishWords: Sendable {
    private var spans: [Range<Int>] = []
    private var words: [String] = []

    init(_ text: [UInt32]) {
        var i = 0
        while i < text.count {
            guard Self.isLetter(text[i]) else { i += 1; continue }
            let start = i
            while i < text.count, Self.isLetter(text[i]) || text[i] == 0x27 || text[i] == 0x2019 { i += 1 }
            spans.append(start..<i)
            // Letters and apostrophes are ASCII once ’ is ', so the word is its bytes.
            words.append(String(unsafeUninitializedCapacity: i - start) { bytes in
                for (k, v) in text[start..<i].enumerated() { bytes[k] = v == 0x2019 ? 0x27 : UInt8(truncatingIfNeeded: v) }
                return i - start
            })
        }
    }

    var isEmpty: Bool { words.isEmpty }
    var count: Int { words.count }
    func word(_ k: Int) -> String { words[k] }
    func span(_ k: Int) -> Range<Int> { spans[k] }

    /// Where the consecutive words `phrase` occur first.
    func find(_ phrase: [String]) -> Range<Int>? {
        guard phrase.count <= words.count else { return nil }
        for k in 0...(words.count - phrase.count) where words[k..<(k + phrase.count)].elementsEqual(phrase) {
            return spans[k].lowerBound..<spans[k + phrase.count - 1].upperBound
        }
        return nil
    }

    static func isLetter(_ v: UInt32) -> Bool { (v >= 0x61 && v <= 0x7A) || (v >= 0x41 && v <= 0x5A) }
}
