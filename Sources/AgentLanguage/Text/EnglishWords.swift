/// The English words of a folded sentence (runs of ASCII letters and apostrophes), lowercased.
/// Each word is also one integer (`EnglishWordKey`), which is what the readers compare and look
/// up: a word as a `String` is built only when a reader keeps it (a cue it reports).
///
/// A class: the sentence keeps one, and each of the many readers that ask for it takes a
/// reference rather than a copy of its three arrays.
final class EnglishWords: Sendable {
    private let text: [UInt32]
    private let spans: [Range<Int>]
    private let keys: [UInt64]

    init(_ text: [UInt32]) {
        self.text = text
        var spans: [Range<Int>] = []
        var keys: [UInt64] = []
        var i = 0
        while i < text.count {
            guard Self.isLetter(text[i]) else { i += 1; continue }
            let start = i
            while i < text.count, Self.isLetter(text[i]) || text[i] == 0x27 || text[i] == 0x2019 { i += 1 }
            spans.append(start..<i)
            keys.append(EnglishWordKey.of(text[start..<i]))
        }
        self.spans = spans
        self.keys = keys
    }

    var isEmpty: Bool { spans.isEmpty }
    var count: Int { spans.count }
    func span(_ k: Int) -> Range<Int> { spans[k] }
    /// Word `k` as one integer, to compare or look up.
    func key(_ k: Int) -> UInt64 { keys[k] }

    /// Word `k` as a string (’ written ').
    func word(_ k: Int) -> String {
        // Letters and apostrophes are ASCII once ’ is ', so the word is its bytes.
        let span = spans[k]
        return String(unsafeUninitializedCapacity: span.count) { bytes in
            for (n, v) in text[span].enumerated() { bytes[n] = v == 0x2019 ? 0x27 : UInt8(truncatingIfNeeded: v) }
            return span.count
        }
    }

    /// Whether word `k` is one of `set`.
    func isWord(_ k: Int, of set: EnglishWordSet) -> Bool { set.contains(keys[k]) }

    /// Where the consecutive words `phrase` occur first.
    func find(_ phrase: EnglishPhrase) -> Range<Int>? {
        let wanted = phrase.keys
        guard !wanted.isEmpty, wanted.count <= keys.count else { return nil }
        for k in 0...(keys.count - wanted.count) where keys[k] == wanted[0] {
            if (1..<wanted.count).allSatisfy({ keys[k + $0] == wanted[$0] }) {
                return spans[k].lowerBound..<spans[k + wanted.count - 1].upperBound
            }
        }
        return nil
    }

    /// Whether the words from `k` are `phrase`.
    func hasPhrase(_ phrase: EnglishPhrase, at k: Int) -> Bool {
        let wanted = phrase.keys
        guard k + wanted.count <= keys.count else { return false }
        return wanted.indices.allSatisfy { keys[k + $0] == wanted[$0] }
    }

    static func isLetter(_ v: UInt32) -> Bool { (v >= 0x61 && v <= 0x7A) || (v >= 0x41 && v <= 0x5A) }
}

/// An English word as one integer: a word of up to twelve lowercase letters and apostrophes is
/// its letters, five bits each (exact); any other is a 64-bit FNV-1a hash of its scalars with the
/// top bit set, so that it never equals a short word (two long words sharing a hash is a chance
/// of one in 2⁶³).
enum EnglishWordKey {
    static func of(_ scalars: some Collection<UInt32>) -> UInt64 {
        if scalars.count <= 12 {
            var key: UInt64 = 0
            var exact = true
            for v in scalars {
                let code: UInt64
                switch v {
                case 0x61...0x7A: code = UInt64(v - 0x60)
                case 0x27, 0x2019: code = 27
                default: code = 0; exact = false
                }
                if !exact { break }
                key = key << 5 | code
            }
            if exact { return key }
        }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for v in scalars {
            hash = (hash ^ UInt64(v == 0x2019 ? 0x27 : v)) &* 0x100_0000_01B3
        }
        return hash | 1 << 63
    }

    static func of(_ word: some StringProtocol) -> UInt64 {
        of(word.unicodeScalars.map(\.value))
    }
}

/// A list of English words, looked up by their keys (sorted: a binary search, no hashing).
struct EnglishWordSet: Sendable {
    private let keys: [UInt64]

    init(_ words: some Sequence<String>) {
        keys = Set(words.map { EnglishWordKey.of($0) }).sorted()
    }

    func contains(_ key: UInt64) -> Bool {
        let low = keys.partitionPoint { $0 < key }
        return low < keys.count && keys[low] == key
    }
}

/// Consecutive English words ("can you", "what about"), as their keys.
struct EnglishPhrase: Sendable {
    let keys: [UInt64]

    /// The words of `phrase`, separated by spaces.
    init(_ phrase: String) {
        keys = WordLists.fields(phrase).map { EnglishWordKey.of($0) }
    }

    init(words: [String]) {
        keys = words.map { EnglishWordKey.of($0) }
    }

    var count: Int { keys.count }
}
