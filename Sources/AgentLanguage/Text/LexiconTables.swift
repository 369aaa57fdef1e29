/// The lexicon's words, read in place from `LexiconData` (see shell/lexicon for its format):
/// a hash table per first character, laid out by the generator, so nothing is built or
/// cached at run time. The first sentence costs what any other costs, and memory holds
/// only the pages of the data that sentences touch.
///
/// A table holds every word of two to six characters that starts with its character
/// (jieba's, and the gazetteer's names, merged by shell/lexicon) and every prefix of such
/// a word. A prefix's slot leads to the first word, in sorted order, that starts with it,
/// which is the prefix itself when that is a word; so a lookup of ever longer strings can
/// stop at the first miss, as jieba's prefix dictionary does.
struct LexiconTables: Sendable {
    /// Where one character's table is in the data.
    struct Group {
        /// The character's own frequency code.
        let code: UInt8
        /// log2 of the table's slots; 0 when no word starts with the character.
        let bits: UInt8
        /// Offsets in the data of the first slot and of the first word.
        let slots: Int
        let words: Int

        static var empty: Group { Group(code: 0, bits: 0, slots: 0, words: 0) }
    }

    /// The characters the lexicon covers: CJK Extension A and the unified block.
    static let scalars: ClosedRange<UInt32> = 0x3400...0x9FFF

    /// Value bits: the frequency code, and flags: a word (of jieba or the gazetteer),
    /// a place by jieba, a name of the gazetteer, a word of jieba.
    static let codeShift: UInt32 = 16
    static let wordFlag: UInt32 = 1 << 22
    static let placeFlag: UInt32 = 1 << 23
    static let nameFlag: UInt32 = 1 << 24
    static let listedFlag: UInt32 = 1 << 25

    /// ln of jieba's total frequency.
    let logTotal: Double
    let quantum: Double
    private let text: StaticString
    private let index: StaticString

    init(text: StaticString, index: StaticString, logTotal: Double, quantum: Double) {
        self.text = text
        self.index = index
        self.logTotal = logTotal
        self.quantum = quantum
    }

    // MARK: Lookup

    @inline(__always)
    static func code(_ scalar: UInt32) -> UInt64 { UInt64(scalar &- scalars.lowerBound &+ 1) }

    /// The table of the words that start with `scalar`; nil outside the CJK blocks.
    @inline(__always)
    func group(_ scalar: UInt32) -> Group? {
        guard Self.scalars.contains(scalar) else { return nil }
        let n = Int(scalar - Self.scalars.lowerBound)
        let entry = index.utf8Start + (n * 4 + n / 256)  // a line break after every 256 characters
        let start = (Self.digit(entry[0]) << 18 | Self.digit(entry[1]) << 12 | Self.digit(entry[2]) << 6
            | Self.digit(entry[3])) - 1
        guard start >= 0 else { return .empty }
        let line = text.utf8Start + start
        // The character (three bytes of UTF-8), its frequency code, the letter of its slots.
        let bits = Self.letter(line[4])
        let slots = start + 5
        return Group(code: Self.letter(line[3]), bits: bits, slots: slots, words: slots + (bits > 0 ? 3 << Int(bits) : 0))
    }

    /// The value stored for the characters `tail` (`count` of them) after a group's first
    /// one, packed in `key` and `sixth`: the word's code and flags when they make a word,
    /// 0 when they only start longer words, nil when no word starts with them.
    @inline(__always)
    func find(_ group: Group, _ tail: UnsafePointer<UInt32>, count: Int, key: UInt64, sixth: UInt32) -> UInt32? {
        guard group.bits > 0 else { return nil }
        let data = text.utf8Start
        let mask = (1 << Int(group.bits)) - 1
        var slot = Self.home(key, sixth: sixth, bits: group.bits)
        while true {
            let at = data + group.slots + 3 * slot
            let stored = Self.digit(at[0]) << 12 | Self.digit(at[1]) << 6 | Self.digit(at[2])
            if stored == 0 { return nil }
            var word = data + group.words + stored - 1
            if Self.startsWith(word, tail, count: count) {
                word += 3 * count
                if word[0] >= 0x80 { return 0 }  // a longer word's first characters
                var flags = Self.wordFlag | Self.listedFlag
                if word[0] == 0x2A { flags |= Self.placeFlag; word += 1 }  // "*"
                if word[0] == 0x2B { flags |= Self.nameFlag; word += 1 }  // "+"
                if word[0] == 0x7E { flags &= ~Self.listedFlag; word += 1 }  // "~"
                return flags | UInt32(Self.letter(word[0])) << Self.codeShift
            }
            slot = (slot + 1) & mask
        }
    }

    /// The value stored for `word` (two to six characters), or nil.
    func value(of word: ArraySlice<UInt32>) -> UInt32? {
        guard (2...6).contains(word.count), let first = word.first, let group = group(first) else { return nil }
        let tail = word.dropFirst()
        guard tail.allSatisfy(Self.scalars.contains) else { return nil }
        var key: UInt64 = 0
        var sixth: UInt32 = 0
        for (k, scalar) in tail.enumerated() {
            if k < 4 { key |= Self.code(scalar) << (16 * UInt64(k)) } else { sixth = UInt32(Self.code(scalar)) }
        }
        return tail.withUnsafeBufferPointer { find(group, $0.baseAddress!, count: $0.count, key: key, sixth: sixth) }
    }

    /// ln(frequency) - ln(total): the log probability of a word or character with this frequency code.
    @inline(__always)
    func logProbability(code: UInt32) -> Double { Double(code) * quantum - logTotal }

    /// The slot a tail hashes to; shell/lexicon lays the tables out with the same function.
    @inline(__always)
    static func home(_ key: UInt64, sixth: UInt32, bits: UInt8) -> Int {
        let mixed = key ^ (UInt64(sixth) &* 0xD6E8_FEB8_6659_FD93)
        return Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) >> (64 - UInt64(bits)))
    }

    // MARK: Reading the data

    /// A digit of the slots and the index: six bits, "0" (0x30) to "o" (0x6F).
    @inline(__always)
    private static func digit(_ byte: UInt8) -> Int { Int(byte &- 0x30) }

    /// A letter of the frequency codes: A-Z for 0-25, a-z for 26-51.
    @inline(__always)
    private static func letter(_ byte: UInt8) -> UInt8 { byte < 0x61 ? byte &- 0x41 : byte &- 0x61 &+ 26 }

    /// Whether the word whose characters after the first start at `word` starts with `tail`.
    /// Its characters are all three bytes of UTF-8; an ASCII byte ends them.
    @inline(__always)
    private static func startsWith(_ word: UnsafePointer<UInt8>, _ tail: UnsafePointer<UInt32>, count: Int) -> Bool {
        for k in 0..<count {
            let lead = UInt32(word[3 * k])
            guard lead >= 0x80 else { return false }
            let scalar = (lead & 0x0F) << 12 | UInt32(word[3 * k + 1] & 0x3F) << 6 | UInt32(word[3 * k + 2] & 0x3F)
            guard scalar == tail[k] else { return false }
        }
        return true
    }
}
