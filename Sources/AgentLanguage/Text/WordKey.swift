/// A word of up to six scalars packed into two integers, so that a word of a sentence is looked
/// up in a table of words by its range, without copying it out (a `Set<[UInt32]>` would need
/// an array for every word asked about, and hash it).
struct WordKey: Hashable, Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The longest word a key holds.
    static let maxCount = 6

    /// `text[range]`, or nil when it is empty or longer than `maxCount`.
    init?(_ text: [UInt32], _ range: Range<Int>) {
        guard !range.isEmpty, range.count <= Self.maxCount else { return nil }
        // Each scalar plus one (so that no scalar packs as nothing) fits 21 bits: three to an integer.
        for (k, i) in range.enumerated() {
            let value = UInt64(text[i]) + 1
            if k < 3 { low |= value << (21 * UInt64(k)) } else { high |= value << (21 * UInt64(k - 3)) }
        }
    }

    init?(_ word: String) {
        let scalars = word.unicodeScalars.map(\.value)
        self.init(scalars, 0..<scalars.count)
    }
}
