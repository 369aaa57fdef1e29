/// Traditional Chinese characters folded to simplified ones (禮拜 → 礼拜, 後天 → 后天, 鬧鐘 → 闹钟),
/// one scalar for one scalar, so that offsets in folded text are offsets in the original. The
/// pairs come from OpenCC (see `TraditionalChineseTable.swift`); both text folds apply them.
public enum TraditionalChinese {
    /// The simplified form of the scalar `value`, or `value` when it has none.
    @inlinable
    public static func simplified(_ value: UInt32) -> UInt32 {
        if value >= denseStart, value < denseEnd {
            let folded = dense[Int(value - denseStart)]
            return folded == 0 ? value : folded
        }
        guard value > 0xFFFF else { return value }
        return sparse.simplified(value)
    }

    /// The unified ideographs of the basic plane, where nearly every pair lies, in one flat table.
    @usableFromInline static let denseStart: UInt32 = 0x3400
    @usableFromInline static let denseEnd: UInt32 = 0xA000

    /// The simplified scalar of each scalar of `denseStart..<denseEnd`, 0 for none; built at first use.
    @usableFromInline static let dense: [UInt32] = {
        var table = [UInt32](repeating: 0, count: Int(denseEnd - denseStart))
        for (traditional, simplified) in parsedPairs where traditional >= denseStart && traditional < denseEnd {
            table[Int(traditional - denseStart)] = simplified
        }
        return table
    }()

    /// The pairs outside the flat table (the supplementary planes), sorted, searched by halves.
    @usableFromInline static let sparse = SortedPairs(parsedPairs.filter { $0.0 >= denseEnd || $0.0 < denseStart })

    private static var parsedPairs: [(UInt32, UInt32)] {
        var result: [(UInt32, UInt32)] = []
        var pending: UInt32?
        for scalar in pairs.unicodeScalars where scalar != "\n" {
            if let first = pending {
                result.append((first, scalar.value))
                pending = nil
            } else {
                pending = scalar.value
            }
        }
        return result
    }

    @usableFromInline
    struct SortedPairs: Sendable {
        let keys: [UInt32]
        let values: [UInt32]

        init(_ pairs: [(UInt32, UInt32)]) {
            let sorted = pairs.sorted { $0.0 < $1.0 }
            keys = sorted.map(\.0)
            values = sorted.map(\.1)
        }

        @usableFromInline
        func simplified(_ value: UInt32) -> UInt32 {
            var low = 0
            var high = keys.count
            while low < high {
                let middle = (low + high) / 2
                if keys[middle] < value { low = middle + 1 } else { high = middle }
            }
            return low < keys.count && keys[low] == value ? values[low] : value
        }
    }
}
