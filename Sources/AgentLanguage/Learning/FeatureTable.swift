/// Feature keys to rows while they are counted (learning, a sentence's distinct features), as an
/// open-addressing table over the keys themselves: they are FNV hashes already, so their low bits
/// spread well, and a look-up is one probe or two in one array. The keys in row order are what a
/// model keeps; `ModelTables` lays out its own slots, read in place, by the same probing.
struct FeatureTable: Sendable {
    /// The keys, row by row.
    private(set) var keys: [UInt64] = []
    /// Row + 1 at each slot, 0 for an empty one.
    private var slots: [Int32]
    private var mask: Int

    init(capacity: Int = 1024) {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        slots = Array(repeating: 0, count: size)
        mask = size - 1
        keys.reserveCapacity(capacity)
    }

    /// The row of `key`, a new one at the end when the key is new.
    mutating func row(inserting key: UInt64) -> (row: Int32, isNew: Bool) {
        var slot = Int(truncatingIfNeeded: key) & mask
        while true {
            let found = slots[slot]
            if found == 0 { break }
            if keys[Int(found - 1)] == key { return (found - 1, false) }
            slot = (slot + 1) & mask
        }
        keys.append(key)
        slots[slot] = Int32(keys.count)
        if keys.count * 2 > slots.count { grow() }
        return (Int32(keys.count - 1), true)
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        mask = slots.count - 1
        for (row, key) in keys.enumerated() {
            var slot = Int(truncatingIfNeeded: key) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(row + 1)
        }
    }
}
