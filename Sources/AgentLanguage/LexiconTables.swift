/// The lexicon's words in hash tables, one per first character, built once from
/// `LexiconData.text` (see shell/lexicon for its format) and the gazetteer's names.
///
/// A table holds every word of two to six characters that starts with its
/// character, and every prefix of such a word (flagged as no word), so that a
/// lookup of ever longer strings can stop at the first miss, as jieba's prefix
/// dictionary does. Keys pack the second to fifth characters, 16 bits each; a
/// sixth character, rare, sits in the value. Tables are regions of two shared
/// arrays; a line of the data fills its region from front to back, so building
/// writes memory almost in order.
struct LexiconTables: Sendable {
    /// Where a character's table lies in `keys` and `values`, and the character's own frequency code.
    struct Group: Sendable {
        var base: UInt32 = 0
        /// log2 of the table's slots; 0 when no word starts with the character.
        var bits: UInt8 = 0
        var code: UInt8 = 0
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

    private(set) var groups: [Group]
    private(set) var keys: [UInt64]
    private(set) var values: [UInt32]
    /// ln of jieba's total frequency.
    let logTotal: Double
    let quantum: Double

    init(data: StaticString, slotCount: Int, logTotal: Double, quantum: Double, places: [String]) {
        self.logTotal = logTotal
        self.quantum = quantum
        groups = [Group](repeating: Group(), count: Int(Self.scalars.count))
        keys = []
        values = []
        // Room for the few tables the gazetteer's names add or grow, without a reallocation.
        keys.reserveCapacity(slotCount + 1 << 14)
        values.reserveCapacity(slotCount + 1 << 14)
        keys.append(contentsOf: repeatElement(0, count: slotCount))
        values.append(contentsOf: repeatElement(0, count: slotCount))
        var counts = [UInt32](repeating: 0, count: groups.count)
        parse(data, counts: &counts)
        for name in places { addPlace(Array(name.unicodeScalars.map(\.value)), counts: &counts) }
    }

    // MARK: Lookup

    @inline(__always)
    static func code(_ scalar: UInt32) -> UInt64 { UInt64(scalar &- scalars.lowerBound &+ 1) }

    @inline(__always)
    func group(_ scalar: UInt32) -> Group? {
        Self.scalars.contains(scalar) ? groups[Int(scalar - Self.scalars.lowerBound)] : nil
    }

    /// The value stored for the characters packed in `key` (and `sixth`) after a group's first one, or nil.
    @inline(__always)
    func find(_ group: Group, key: UInt64, sixth: UInt32) -> UInt32? {
        guard group.bits > 0 else { return nil }
        let mask = (1 << Int(group.bits)) - 1
        var slot = Self.home(key, bits: group.bits)
        let base = Int(group.base)
        while true {
            let stored = keys[base + slot]
            if stored == 0 { return nil }
            if stored == key, values[base + slot] & Self.sixthMask == sixth { return values[base + slot] }
            slot = (slot + 1) & mask
        }
    }

    /// The value stored for `word` (two to six characters), or nil.
    func value(of word: ArraySlice<UInt32>) -> UInt32? {
        guard (2...6).contains(word.count), let first = word.first, let group = group(first) else { return nil }
        var key: UInt64 = 0
        var sixth: UInt32 = 0
        for (k, scalar) in word.dropFirst().enumerated() {
            guard Self.scalars.contains(scalar) else { return nil }
            if k < 4 { key |= Self.code(scalar) << (16 * UInt64(k)) } else { sixth = UInt32(Self.code(scalar)) }
        }
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

    /// Reads the lines of `data` into the tables.
    private mutating func parse(_ data: StaticString, counts: inout [UInt32]) {
        let letters = Self.letterValues
        var groups = self.groups
        keys.withUnsafeMutableBufferPointer { keys in
            values.withUnsafeMutableBufferPointer { values in
                data.withUTF8Buffer { bytes in
                    var i = 0
                    var base = 0
                    while i < bytes.count {
                        let first = Self.decode(bytes, &i)
                        let code = letters[Int(bytes[i])]
                        let bits = letters[Int(bytes[i + 1])]
                        i += 2
                        let index = Int(first - Self.scalars.lowerBound)
                        groups[index] = Group(base: UInt32(base), bits: bits, code: code)
                        let mask = (1 << Int(bits)) - 1
                        var count: UInt32 = 0
                        // The previous word's characters after the first, as codes: sorted order
                        // means the prefixes it shares with this word are already stored.
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
                                let value = prefix == length ? sixth | frequency << Self.codeShift | flags : sixth
                                var slot = Self.home(key, bits: bits)
                                while keys[base + slot] != 0 { slot = (slot + 1) & mask }
                                keys[base + slot] = key
                                values[base + slot] = value
                                count += 1
                            }
                            previous = tail
                            previousLength = length
                        }
                        counts[index] = count
                        if bits > 0 { base += 1 << Int(bits) }
                        i += 1  // the line's end
                    }
                }
            }
        }
        self.groups = groups
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

    /// Makes `name` a place name, adding it (and its prefixes) when the lexicon lacks it
    /// and raising its frequency to `placeCode` at least: jieba does not know 唐山 and
    /// counts 首尔 3 times, and a city's name must not be cut in two (首|尔后|天).
    private mutating func addPlace(_ name: [UInt32], counts: inout [UInt32]) {
        guard (2...6).contains(name.count), name.allSatisfy(Self.scalars.contains) else { return }
        for length in 2...name.count {
            let prefix = name[0..<length]
            let isName = length == name.count
            if let value = value(of: prefix) {
                guard isName else { continue }
                let code = max(value >> Self.codeShift & 0x3F, Self.placeCode)
                let flags = value & (Self.listedFlag | Self.placeFlag) | Self.wordFlag | Self.nameFlag
                update(prefix, to: value & Self.sixthMask | code << Self.codeShift | flags)
            } else {
                insert(prefix, isName ? Self.placeCode << Self.codeShift | Self.wordFlag | Self.nameFlag : 0,
                       counts: &counts)
            }
        }
    }

    private static func pack(_ word: ArraySlice<UInt32>) -> (UInt64, UInt32) {
        var tail = SIMD8<UInt16>()
        for (k, scalar) in word.dropFirst().enumerated() { tail[k] = UInt16(code(scalar)) }
        return pack(tail, length: word.count - 1)
    }

    private mutating func update(_ word: ArraySlice<UInt32>, to value: UInt32) {
        let group = groups[Int(word.first! - Self.scalars.lowerBound)]
        let (key, sixth) = Self.pack(word)
        let mask = (1 << Int(group.bits)) - 1
        var slot = Self.home(key, bits: group.bits)
        while keys[Int(group.base) + slot] != key || values[Int(group.base) + slot] & Self.sixthMask != sixth {
            slot = (slot + 1) & mask
        }
        values[Int(group.base) + slot] = value
    }

    /// Stores a new entry (`bits` its flags and code), giving the group a table twice as large when it is too full.
    private mutating func insert(_ word: ArraySlice<UInt32>, _ bits: UInt32, counts: inout [UInt32]) {
        let index = Int(word.first! - Self.scalars.lowerBound)
        if groups[index].bits == 0 || Double(counts[index] + 1) > 0.75 * Double(1 << Int(groups[index].bits)) {
            grow(index)
        }
        let group = groups[index]
        let (key, sixth) = Self.pack(word)
        let mask = (1 << Int(group.bits)) - 1
        var slot = Self.home(key, bits: group.bits)
        while keys[Int(group.base) + slot] != 0 { slot = (slot + 1) & mask }
        keys[Int(group.base) + slot] = key
        values[Int(group.base) + slot] = sixth | bits
        counts[index] += 1
    }

    /// Moves a group's entries to a new region at the end, twice as large (at least 8 slots).
    private mutating func grow(_ index: Int) {
        let old = groups[index]
        let bits = max(3, old.bits + 1)
        let base = keys.count
        keys.append(contentsOf: repeatElement(0, count: 1 << Int(bits)))
        values.append(contentsOf: repeatElement(0, count: 1 << Int(bits)))
        groups[index] = Group(base: UInt32(base), bits: bits, code: old.code)
        guard old.bits > 0 else { return }
        let mask = (1 << Int(bits)) - 1
        for slot in Int(old.base)..<(Int(old.base) + 1 << Int(old.bits)) where keys[slot] != 0 {
            var target = Self.home(keys[slot], bits: bits)
            while keys[base + target] != 0 { target = (target + 1) & mask }
            keys[base + target] = keys[slot]
            values[base + target] = values[slot]
        }
    }
}
