import AgentCore
import AgentProtocol

/// The lexicon's words in hash tables, one per first character, each built from its
/// line of `LexiconData.text` (see shell/lexicon for its format) and the gazetteer's
/// names the first time a sentence holds the character. A sentence costs only its own
/// characters' tables: the first one is understood in microseconds rather than in the
/// ten milliseconds all 11,000 tables take, and memory grows only with the characters seen.
///
/// A table holds every word of two to six characters that starts with its character,
/// and every prefix of such a word (flagged as no word), so that a lookup of ever longer
/// strings can stop at the first miss, as jieba's prefix dictionary does. Keys pack the
/// second to fifth characters, 16 bits each; a sixth character, rare, sits in the value.
final class LexiconTables: Sendable {
    /// One character's words: immutable once built, so it is read without a lock.
    final class Group: Sendable {
        /// The character's own frequency code.
        let code: UInt8
        /// log2 of the table's slots; 0 when no word starts with the character.
        let bits: UInt8
        let keys: [UInt64]
        let values: [UInt32]

        init(code: UInt8, bits: UInt8, keys: [UInt64], values: [UInt32]) {
            self.code = code
            self.bits = bits
            self.keys = keys
            self.values = values
        }

        static let empty = Group(code: 0, bits: 0, keys: [], values: [])
    }

    /// The characters the lexicon covers: CJK Extension A and the unified block.
    static let scalars: ClosedRange<UInt32> = 0x3400...0x9FFF

    /// Value bits: the sixth character's code, the frequency code, and flags: a word
    /// (of jieba or the gazetteer), a place by jieba, a name of the gazetteer, a word of jieba.
    static let sixthMask: UInt32 = 0xFFFF
    static let codeShift: UInt32 = 16
    static let wordFlag: UInt32 = 1 << 22
    static let placeFlag: UInt32 = 1 << 23
    static let nameFlag: UInt32 = 1 << 24
    static let listedFlag: UInt32 = 1 << 25

    /// Names the lexicon lacks get this frequency code: about 90, a mid-sized city's count in jieba.
    static let placeCode: UInt32 = 18

    /// ln of jieba's total frequency.
    let logTotal: Double
    let quantum: Double
    private let data: StaticString
    /// The gazetteer's names by their first character, as a table's extra words.
    private let places: [UInt32: [[UInt32]]]
    /// The tables built so far. (A cache behind a lock: what it holds is a function of the
    /// data alone, so it changes no answer, only how soon one comes.)
    private let built = Locked<[UInt32: Group]>([:])

    init(data: StaticString, logTotal: Double, quantum: Double, places: [String]) {
        self.data = data
        self.logTotal = logTotal
        self.quantum = quantum
        var byFirst: [UInt32: [[UInt32]]] = [:]
        for name in places {
            let scalars = name.unicodeScalars.map(\.value)
            guard (2...6).contains(scalars.count), scalars.allSatisfy(Self.scalars.contains) else { continue }
            byFirst[scalars[0], default: []].append(scalars)
        }
        self.places = byFirst
    }

    // MARK: Lookup

    @inline(__always)
    static func code(_ scalar: UInt32) -> UInt64 { UInt64(scalar &- scalars.lowerBound &+ 1) }

    /// The table of the words that start with `scalar`, built at its first use; nil outside the CJK blocks.
    func group(_ scalar: UInt32) -> Group? {
        guard Self.scalars.contains(scalar) else { return nil }
        if let group = built.withLock({ $0[scalar] }) { return group }
        let group = build(scalar)
        built.withLock { $0[scalar] = group }
        return group
    }

    /// The value stored for the characters packed in `key` (and `sixth`) after a group's first one, or nil.
    @inline(__always)
    func find(_ group: Group, key: UInt64, sixth: UInt32) -> UInt32? {
        guard group.bits > 0 else { return nil }
        let mask = (1 << Int(group.bits)) - 1
        var slot = Self.home(key, bits: group.bits)
        return group.keys.withUnsafeBufferPointer { keys in
            while true {
                let stored = keys[slot]
                if stored == 0 { return nil }
                if stored == key, group.values[slot] & Self.sixthMask == sixth { return group.values[slot] }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The value stored for `word` (two to six characters), or nil.
    func value(of word: ArraySlice<UInt32>) -> UInt32? {
        guard (2...6).contains(word.count), let first = word.first, let group = group(first) else { return nil }
        guard word.dropFirst().allSatisfy(Self.scalars.contains) else { return nil }
        let (key, sixth) = Self.pack(word)
        return find(group, key: key, sixth: sixth)
    }

    /// ln(frequency) - ln(total): the log probability of a word or character with this frequency code.
    @inline(__always)
    func logProbability(code: UInt32) -> Double { Double(code) * quantum - logTotal }

    @inline(__always)
    static func home(_ key: UInt64, bits: UInt8) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> (64 - UInt64(bits)))
    }

    // MARK: Building

    private static let letterValues: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 128)
        for (i, letter) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8.enumerated() { table[Int(letter)] = UInt8(i) }
        return table
    }()

    /// Builds the table of `first` from its line (found by binary search: the lines are in
    /// the order of their first characters) and the gazetteer's names that start with it.
    private func build(_ first: UInt32) -> Group {
        var entries: [(key: UInt64, value: UInt32)] = []
        var code: UInt8 = 0
        data.withUTF8Buffer { bytes in
            guard let start = Self.line(of: first, in: bytes) else { return }
            let letters = Self.letterValues
            var i = start
            _ = Self.decode(bytes, &i)
            code = letters[Int(bytes[i])]
            i += 2  // the character's code and its slot letter
            // The previous word's characters after the first: sorted order means the
            // prefixes it shares with this word are already stored.
            var previous = SIMD8<UInt16>()
            var previousLength = 0
            while i < bytes.count, bytes[i] != 0x0A {
                var tail = SIMD8<UInt16>()
                var length = 0
                while bytes[i] >= 0x80 {
                    tail[length] = UInt16(Self.code(Self.decode(bytes, &i)))
                    length += 1
                }
                var flags = Self.wordFlag | Self.listedFlag
                if bytes[i] == 0x2A {  // "*"
                    flags |= Self.placeFlag
                    i += 1
                }
                let frequency = UInt32(letters[Int(bytes[i])])
                i += 1
                var shared = 0
                while shared < min(length, previousLength), tail[shared] == previous[shared] { shared += 1 }
                for prefix in (shared + 1)..<(length + 1) {
                    let (key, sixth) = Self.pack(tail, length: prefix)
                    entries.append((key, prefix == length ? sixth | frequency << Self.codeShift | flags : sixth))
                }
                previous = tail
                previousLength = length
            }
        }
        for name in places[first] ?? [] { addPlace(name[...], to: &entries) }
        guard !entries.isEmpty else { return Group(code: code, bits: 0, keys: [], values: []) }
        var bits: UInt8 = 3
        while Double(entries.count) > 0.6 * Double(1 << Int(bits)) { bits += 1 }
        var keys = [UInt64](repeating: 0, count: 1 << Int(bits))
        var values = [UInt32](repeating: 0, count: 1 << Int(bits))
        let mask = (1 << Int(bits)) - 1
        for entry in entries {
            var slot = Self.home(entry.key, bits: bits)
            while keys[slot] != 0 { slot = (slot + 1) & mask }
            keys[slot] = entry.key
            values[slot] = entry.value
        }
        return Group(code: code, bits: bits, keys: keys, values: values)
    }

    /// Makes `name` a place name, adding it (and its prefixes) when the lexicon lacks it
    /// and raising its frequency to `placeCode` at least: jieba does not know 唐山 and
    /// counts 首尔 3 times, and a city's name must not be cut in two (首|尔后|天).
    private func addPlace(_ name: ArraySlice<UInt32>, to entries: inout [(key: UInt64, value: UInt32)]) {
        for length in 2...name.count {
            let (key, sixth) = Self.pack(name.prefix(length))
            let isName = length == name.count
            if let at = entries.firstIndex(where: { $0.key == key && $0.value & Self.sixthMask == sixth }) {
                guard isName else { continue }
                let value = entries[at].value
                let code = max(value >> Self.codeShift & 0x3F, Self.placeCode)
                let flags = value & (Self.listedFlag | Self.placeFlag) | Self.wordFlag | Self.nameFlag
                entries[at].value = sixth | code << Self.codeShift | flags
            } else {
                entries.append((key, isName ? sixth | Self.placeCode << Self.codeShift | Self.wordFlag | Self.nameFlag : sixth))
            }
        }
    }

    /// Where the line of `first` starts in `bytes`, by binary search over the lines,
    /// which are sorted by their first character.
    private static func line(of first: UInt32, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var low = 0
        var high = bytes.count
        while low < high {
            // The start of the line that holds the middle byte.
            var start = (low + high) / 2
            while start > low, bytes[start - 1] != 0x0A { start -= 1 }
            var i = start
            let scalar = decode(bytes, &i)
            if scalar == first { return start }
            if scalar < first {
                var end = i
                while end < high, bytes[end] != 0x0A { end += 1 }
                low = end + 1
            } else {
                high = start
            }
        }
        return nil
    }

    private static func pack(_ word: ArraySlice<UInt32>) -> (UInt64, UInt32) {
        var tail = SIMD8<UInt16>()
        for (k, scalar) in word.dropFirst().enumerated() { tail[k] = UInt16(code(scalar)) }
        return pack(tail, length: word.count - 1)
    }

    /// The key and sixth-character bits of the first `length` codes of `tail`.
    @inline(__always)
    private static func pack(_ tail: SIMD8<UInt16>, length: Int) -> (UInt64, UInt32) {
        var key: UInt64 = 0
        for k in 0..<min(length, 4) { key |= UInt64(tail[k]) << (16 * UInt64(k)) }
        return (key, length == 5 ? UInt32(tail[4]) : 0)
    }

    /// The scalar whose UTF-8 form starts at `i`, moving `i` past it. The data is valid UTF-8.
    @inline(__always)
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ i: inout Int) -> UInt32 {
        let lead = UInt32(bytes[i])
        if lead < 0x80 {
            i += 1
            return lead
        }
        if lead < 0xE0 {
            defer { i += 2 }
            return (lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
        }
        if lead < 0xF0 {
            defer { i += 3 }
            return (lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
        }
        defer { i += 4 }
        return (lead & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
            | UInt32(bytes[i + 3] & 0x3F)
    }
}
