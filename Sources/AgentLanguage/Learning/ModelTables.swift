/// The tables of a `LinearModel`, laid out once so that they are read where they lie: the
/// shipped model in the binary's read-only data (no copy, no decoding at start), a learned one
/// in one allocation of its own, a model read from a file in a copy of its bytes.
///
/// The layout, little-endian, every table starting on 8 bytes (what `bytes` holds and
/// `reading(_:lasting:)` checks):
///
///     "ASL3" classCount rowCount entryCount slotCount unseenIDF     6 × 4 bytes
///            meaningDimensions meaningWeight                        2 × 4 bytes
///     thresholds     Float  × classCount                            then to 8
///     keys           UInt64 × rowCount    each row's feature key
///     slots          Int32  × slotCount   row + 1 at the key's slot (open addressing), 0 empty
///     idf            Float  × rowCount                              then to 8
///     rowStarts      Int32  × (rowCount + 1)                        then to 8
///     entries        (Int32 class, Float weight) × entryCount, each row's in class order
///     meaning        Float  × classCount × meaningDimensions        a class's side by side
///
/// A key's slot is its low bits (`slotCount` is a power of two), then the next ones in turn:
/// the keys are FNV hashes already (`FeatureKey`), and the slots are at most half full.
final class ModelTables: @unchecked Sendable {  // immutable once made; the memory is its own or static
    let classCount: Int
    /// The idf of a feature no example had, as it counts in a sentence's length: that of the
    /// rarest (one example had it) in a model taught from thousands of sentences, which knows the
    /// words of its domain, so that a sentence mostly of words it never saw (天利, a phone number)
    /// is like no class however like one its one known word is; none in a model of a few samples
    /// a skill, which has seen few words of any new sentence.
    let unseenIDF: Float
    /// How like a class's examples a sentence must be, at least, to be taken for it.
    let thresholds: UnsafeBufferPointer<Float>
    let keys: UnsafeBufferPointer<UInt64>
    let slots: UnsafeBufferPointer<Int32>
    let idf: UnsafeBufferPointer<Float>
    let rowStarts: UnsafeBufferPointer<Int32>
    let entries: UnsafeBufferPointer<LinearModel.Entry>
    /// The length of a sentence's meaning (`WordVectors`), 0 in a model that reads none; how
    /// much of a sentence's length its meaning is (its features' part being 1); and the meaning's
    /// weights, `meaningDimensions` a class (`MeaningPart`).
    let meaningDimensions: Int
    let meaningWeight: Float
    let meaning: UnsafeBufferPointer<Float>
    /// All the tables' bytes.
    private let memory: UnsafeRawBufferPointer
    /// The memory this holds and frees; nil for bytes that outlive every model (the binary's).
    private let owned: UnsafeMutableRawBufferPointer?

    private static let magic: UInt32 = 0x334C_5341  // "ASL3"
    private static let headerSize = 32

    deinit { owned?.deallocate() }

    var rowCount: Int { keys.count }

    /// The row of the feature `key`, or nil for a feature no example had.
    func row(of key: UInt64) -> Int32? {
        Self.row(of: key, keys: keys, slots: slots)
    }

    /// The row of `key` in tables laid out by keys in row order and slots holding row + 1 at a
    /// key's low bits or the next free one (0 for empty; a power of two, never full): what this
    /// model's tables and `WordVectors`' are.
    static func row(of key: UInt64, keys: UnsafeBufferPointer<UInt64>, slots: UnsafeBufferPointer<Int32>) -> Int32? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: key) & mask
        while true {
            let found = slots[slot]
            if found == 0 { return nil }
            if keys[Int(found - 1)] == key { return found - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// Row `row`'s weights, in class order.
    func entries(ofRow row: Int32) -> Slice<UnsafeBufferPointer<LinearModel.Entry>> {
        entries[Int(rowStarts[Int(row)])..<Int(rowStarts[Int(row) + 1])]
    }

    /// Tables over `bytes`, which `written(...)` wrote: in place when they are aligned and
    /// `lasting` (they outlive every model: the binary's own data), else copied first. Nil for
    /// bytes it did not write; the shipped model, checked by a test, is taken as written unless
    /// `checking`.
    static func reading(_ bytes: UnsafeRawBufferPointer, lasting: Bool, checking: Bool = true) -> ModelTables? {
        #if _endian(big)
        #error("the model's bytes are little-endian: a big-endian host must swap each field's values")
        #endif
        guard let base = bytes.baseAddress, let layout = Layout(header: bytes), layout.size == bytes.count else { return nil }
        let tables: ModelTables
        if lasting, Int(bitPattern: base) % 8 == 0 {
            tables = ModelTables(bytes, layout, owned: nil)
        } else {
            let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 8)
            copy.copyMemory(from: bytes)
            tables = ModelTables(UnsafeRawBufferPointer(copy), layout, owned: copy)
        }
        let trusted = lasting && !checking
        return trusted || tables.isWhole ? tables : nil
    }

    /// Tables of a model just learned, in one allocation of their own.
    static func holding(classCount: Int, unseenIDF: Float, thresholds: [Float], keys: [UInt64], idf: [Float],
                        rowStarts: [Int32], entries: [LinearModel.Entry], meaningDimensions: Int = 0, meaningWeight: Float = 0,
                        meaning: [Float] = []) -> ModelTables {
        let (memory, layout) = written(classCount: classCount, unseenIDF: unseenIDF, thresholds: thresholds, keys: keys, idf: idf,
                                       rowStarts: rowStarts, entries: entries, meaningDimensions: meaningDimensions,
                                       meaningWeight: meaningWeight, meaning: meaning)
        return ModelTables(UnsafeRawBufferPointer(memory), layout, owned: memory)
    }

    /// The tables as bytes, as `reading(_:lasting:)` takes them.
    var bytes: [UInt8] { [UInt8](memory) }

    private init(_ bytes: UnsafeRawBufferPointer, _ layout: Layout, owned: UnsafeMutableRawBufferPointer?) {
        // The entries are read as `LinearModel.Entry` values where they lie: a class and a weight, 8 bytes.
        precondition(MemoryLayout<LinearModel.Entry>.stride == 8 && MemoryLayout<LinearModel.Entry>.offset(of: \.weight) == 4)
        func table<T>(_ index: Int, _ count: Int, as _: T.Type) -> UnsafeBufferPointer<T> {
            UnsafeBufferPointer(start: (bytes.baseAddress! + layout.offsets[index]).assumingMemoryBound(to: T.self), count: count)
        }
        classCount = layout.classCount
        unseenIDF = Float(bitPattern: bytes.loadUnaligned(fromByteOffset: 20, as: UInt32.self))
        thresholds = table(0, layout.classCount, as: Float.self)
        keys = table(1, layout.rowCount, as: UInt64.self)
        slots = table(2, layout.slotCount, as: Int32.self)
        idf = table(3, layout.rowCount, as: Float.self)
        rowStarts = table(4, layout.rowCount + 1, as: Int32.self)
        entries = table(5, layout.entryCount, as: LinearModel.Entry.self)
        meaningDimensions = layout.meaningDimensions
        meaningWeight = Float(bitPattern: bytes.loadUnaligned(fromByteOffset: 28, as: UInt32.self))
        meaning = table(6, layout.meaningDimensions * layout.classCount, as: Float.self)
        memory = bytes
        self.owned = owned
    }

    /// Whether every index the tables hold lies inside them: each slot names a row or none,
    /// the rows' entries follow one another to the last, and each row's classes exist and
    /// ascend (`LinearModel` finds a class's weight by halving).
    private var isWhole: Bool {
        let rows = Int32(rowCount)
        guard slots.allSatisfy({ $0 >= 0 && $0 <= rows }), slots.contains(0),
              rowStarts.first == 0, rowStarts.last == Int32(entries.count),
              zip(rowStarts, rowStarts.dropFirst()).allSatisfy({ $0 <= $1 })
        else { return false }
        let classes = Int32(classCount)
        for row in 0..<rowCount {
            var previous: Int32 = -1
            for entry in entries(ofRow: Int32(row)) {
                guard entry.target > previous, entry.target < classes else { return false }
                previous = entry.target
            }
        }
        return true
    }

    /// Where each table lies, from the counts the header holds.
    private struct Layout {
        let classCount: Int, rowCount: Int, entryCount: Int, slotCount: Int, meaningDimensions: Int
        /// thresholds, keys, slots, idf, rowStarts, entries, meaning
        let offsets: [Int]
        let size: Int

        init(classCount: Int, rowCount: Int, entryCount: Int, slotCount: Int, meaningDimensions: Int) {
            (self.classCount, self.rowCount, self.entryCount, self.slotCount) = (classCount, rowCount, entryCount, slotCount)
            self.meaningDimensions = meaningDimensions
            func padded(_ size: Int) -> Int { (size + 7) & ~7 }
            var offsets: [Int] = []
            var at = padded(ModelTables.headerSize)
            for size in [4 * classCount, 8 * rowCount, 4 * slotCount, 4 * rowCount, 4 * (rowCount + 1), 8 * entryCount,
                         4 * meaningDimensions * classCount] {
                offsets.append(at)
                at += padded(size)
            }
            self.offsets = offsets
            size = at
        }

        /// The layout the header of `bytes` gives; nil for bytes that start with no such header,
        /// or slots that are no power of two with room to spare (a lookup ends at an empty one).
        init?(header bytes: UnsafeRawBufferPointer) {
            guard bytes.count >= ModelTables.headerSize else { return nil }
            func word(_ i: Int) -> Int { Int(bytes.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self)) }
            let (rows, slots) = (word(2), word(4))
            guard word(0) == Int(ModelTables.magic), slots >= 2, slots & (slots - 1) == 0, rows < slots else { return nil }
            self.init(classCount: word(1), rowCount: rows, entryCount: word(3), slotCount: slots, meaningDimensions: word(6))
        }
    }

    /// The tables written into memory of their own, and where each lies.
    private static func written(classCount: Int, unseenIDF: Float, thresholds: [Float], keys: [UInt64], idf: [Float],
                        rowStarts: [Int32], entries: [LinearModel.Entry], meaningDimensions: Int, meaningWeight: Float,
                        meaning: [Float]) -> (UnsafeMutableRawBufferPointer, Layout) {
        var slotCount = 16
        while slotCount < 2 * keys.count { slotCount *= 2 }
        let layout = Layout(classCount: classCount, rowCount: keys.count, entryCount: entries.count, slotCount: slotCount,
                            meaningDimensions: meaningDimensions)
        precondition(meaning.count == meaningDimensions * classCount)
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: layout.size, alignment: 8)
        memory.initializeMemory(as: UInt8.self, repeating: 0)
        for (i, field) in [magic, UInt32(classCount), UInt32(keys.count), UInt32(entries.count), UInt32(slotCount),
                           unseenIDF.bitPattern, UInt32(meaningDimensions), meaningWeight.bitPattern].enumerated() {
            memory.storeBytes(of: field.littleEndian, toByteOffset: 4 * i, as: UInt32.self)
        }
        func copy<T>(_ values: [T], to index: Int) {
            values.withUnsafeBytes { UnsafeMutableRawBufferPointer(rebasing: memory[layout.offsets[index]...]).copyMemory(from: $0) }
        }
        copy(thresholds, to: 0)
        copy(keys, to: 1)
        copy(idf, to: 3)
        copy(rowStarts, to: 4)
        copy(entries, to: 5)
        copy(meaning, to: 6)
        let slots = (memory.baseAddress! + layout.offsets[2]).assumingMemoryBound(to: Int32.self)
        for (row, key) in keys.enumerated() {
            var slot = Int(truncatingIfNeeded: key) & (slotCount - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (slotCount - 1) }
            slots[slot] = Int32(row + 1)
        }
        return (memory, layout)
    }
}
