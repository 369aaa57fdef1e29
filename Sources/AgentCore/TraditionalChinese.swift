import AgentProtocol

/// Traditional Chinese characters folded to simplified ones (禮拜 → 礼拜, 後天 → 后天, 鬧鐘 → 闹钟),
/// one scalar for one scalar, so that offsets in folded text are offsets in the original. The
/// pairs come from OpenCC (see `TraditionalChineseTable.swift`); both text folds apply them.
public enum TraditionalChinese {
    /// The simplified form of the scalar `value`, or `value` when it has none.
    public static func simplified(_ value: UInt32) -> UInt32 {
        folder.simplified(value)
    }

    /// The table, built at first use. A fold that maps many scalars takes it once and asks it for
    /// each, so the check that it has been built is paid once per text, not once per scalar.
    public static let folder = Folder(pairs: pairs)

    /// Looks scalars up: the unified ideographs of the basic plane, where nearly every pair lies,
    /// in one flat table; the few others (the supplementary planes) sorted, searched by halves.
    public struct Folder: Sendable {
        @usableFromInline static let denseStart: UInt32 = 0x3400
        @usableFromInline static let denseEnd: UInt32 = 0xA000
        /// The simplified scalar of each scalar of `denseStart..<denseEnd`, 0 for none.
        @usableFromInline let dense: [UInt32]
        @usableFromInline let sparseKeys: [UInt32]
        @usableFromInline let sparseValues: [UInt32]

        /// `pairs`: a traditional scalar then its simplified one, pair after pair.
        init(pairs: [UInt32]) {
            var sparse: [(UInt32, UInt32)] = []
            // Filled in place: this runs at every start that folds a sentence.
            let dense = [UInt32](unsafeUninitializedCapacity: Int(Self.denseEnd - Self.denseStart)) { dense, count in
                dense.initialize(repeating: 0)
                pairs.withUnsafeBufferPointer { pairs in
                    for k in stride(from: 0, to: pairs.count - 1, by: 2) {
                        let (traditional, simplified) = (pairs[k], pairs[k + 1])
                        if traditional >= Self.denseStart && traditional < Self.denseEnd {
                            dense[Int(traditional - Self.denseStart)] = simplified
                        } else {
                            sparse.append((traditional, simplified))
                        }
                    }
                }
                count = dense.count
            }
            sparse.sort { $0.0 < $1.0 }
            self.dense = dense
            sparseKeys = sparse.map(\.0)
            sparseValues = sparse.map(\.1)
        }

        /// The simplified form of the scalar `value`, or `value` when it has none.
        @inlinable
        public func simplified(_ value: UInt32) -> UInt32 {
            if value >= Self.denseStart, value < Self.denseEnd {
                let folded = dense[Int(value - Self.denseStart)]
                return folded == 0 ? value : folded
            }
            guard value > 0xFFFF else { return value }
            return sparse(value)
        }

        @usableFromInline
        func sparse(_ value: UInt32) -> UInt32 {
            var low = 0
            var high = sparseKeys.count
            while low < high {
                let middle = (low + high) / 2
                if sparseKeys[middle] < value { low = middle + 1 } else { high = middle }
            }
            return low < sparseKeys.count && sparseKeys[low] == value ? sparseValues[low] : value
        }
    }
}
