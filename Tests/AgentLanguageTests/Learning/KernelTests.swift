import AgentKernels
import Testing

/// The learner's dense loops in C (`agent_skill_add_scaled`, `agent_skill_add_scaled_rows`): whichever version the machine runs,
/// each element is a multiply then an add, each rounded, as Swift computes it, so that every
/// machine learns the same weights to the bit.
struct KernelTests {
    @Test(arguments: [0, 1, 7, 8, 9, 16, 152, 1_503])
    func addsScaledWeightsAsSwiftDoes(count: Int) {
        var floats = Floats(seed: UInt64(0x9E37_79B9_7F4A_7C15) &* UInt64(count + 1))
        func next() -> Float { floats.next() }
        let weights = (0..<count).map { _ in next() }
        let start = (0..<count).map { _ in next() }
        let value = next() / 100
        var expected = start
        for k in 0..<count { expected[k] += weights[k] * value }
        for kernel in [agent_skill_add_scaled, agent_skill_add_scaled_portable] {
            var scores = start
            scores.withUnsafeMutableBufferPointer { scores in
                weights.withUnsafeBufferPointer { kernel(scores.baseAddress, $0.baseAddress, value, count) }
            }
            #expect(scores.map(\.bitPattern) == expected.map(\.bitPattern))
        }
    }

    /// Several dense rows added at once (`agent_skill_add_scaled_rows`): to the bit what adding
    /// them one by one gives, whichever version runs, rows in any order and repeated, at widths
    /// that fill the sixty-four scores it holds, leave eights over, and leave scores over.
    @Test(arguments: [(0, 152), (1, 152), (31, 152), (5, 64), (6, 72), (3, 13), (40, 1_512)])
    func addsRowsAsOneByOne(count: Int, width: Int) {
        var floats = Floats(seed: UInt64(0xBF58_476D_1CE4_E5B9) &* UInt64(count &* 17 &+ width))
        func next() -> Float { floats.next() }
        let rowCount = max(1, count / 2 + 1)
        let matrix = (0..<(rowCount * width)).map { _ in next() }
        let rows = (0..<count).map { _ in Int32(truncatingIfNeeded: Int(next().magnitude) % rowCount) }
        let values = (0..<count).map { _ in next() / 100 }
        let start = (0..<width).map { _ in next() }
        var expected = start
        for (row, value) in zip(rows, values) {
            for k in 0..<width { expected[k] += matrix[Int(row) * width + k] * value }
        }
        for kernel in [agent_skill_add_scaled_rows, agent_skill_add_scaled_rows_portable] {
            var scores = start
            matrix.withUnsafeBufferPointer { m in
                rows.withUnsafeBufferPointer { r in
                    values.withUnsafeBufferPointer { v in
                        scores.withUnsafeMutableBufferPointer { kernel($0.baseAddress, m.baseAddress, width, r.baseAddress, v.baseAddress, count) }
                    }
                }
            }
            #expect(scores.map(\.bitPattern) == expected.map(\.bitPattern))
        }
    }

    /// A dot product (`agent_skill_dot`): eight running sums, added pairwise at the end, as
    /// written here; what a learned model's meaning part is on every machine.
    @Test(arguments: [0, 3, 8, 13, 128])
    func dotsAsEightRunningSums(count: Int) {
        var floats = Floats(seed: UInt64(0x2545_F491_4F6C_DD1D) &* UInt64(count + 1))
        func next() -> Float { floats.next() }
        let a = (0..<count).map { _ in next() }, b = (0..<count).map { _ in next() }
        var sums = [Float](repeating: 0, count: 8)
        var k = 0
        while k + 8 <= count {
            for j in 0..<8 { sums[j] += a[k + j] * b[k + j] }
            k += 8
        }
        while k < count {
            sums[0] += a[k] * b[k]
            k += 1
        }
        let expected = ((sums[0] + sums[4]) + (sums[1] + sums[5])) + ((sums[2] + sums[6]) + (sums[3] + sums[7]))
        for kernel in [agent_skill_dot, agent_skill_dot_portable] {
            let dot = a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { kernel(a.baseAddress, $0.baseAddress, count) } }
            #expect(dot.bitPattern == expected.bitPattern)
        }
    }

    /// Dot products of several rows at once (`agent_skill_dot_rows`): each to the bit the one
    /// `agent_skill_dot` gives, whichever version runs, rows in any order, repeated or not, and
    /// however many are left over after the fours.
    @Test(arguments: [(0, 128), (1, 128), (4, 128), (7, 13), (150, 128), (9, 3)])
    func dotsRowsAsOneByOne(count: Int, width: Int) {
        var floats = Floats(seed: UInt64(0x94D0_49BB_1331_11EB) &* UInt64(count &* 31 &+ width))
        func next() -> Float { floats.next() }
        let rowCount = max(1, count / 2 + 1)
        let matrix = (0..<(rowCount * width)).map { _ in next() }, b = (0..<width).map { _ in next() }
        let rows = (0..<count).map { _ in Int32(truncatingIfNeeded: Int(next().magnitude) % rowCount) }
        let expected = rows.map { row in
            matrix.withUnsafeBufferPointer { m in b.withUnsafeBufferPointer { agent_skill_dot(m.baseAddress! + Int(row) * width, $0.baseAddress, width) } }
        }
        for kernel in [agent_skill_dot_rows, agent_skill_dot_rows_portable] {
            var out = [Float](repeating: .nan, count: count)
            matrix.withUnsafeBufferPointer { m in
                b.withUnsafeBufferPointer { b in
                    rows.withUnsafeBufferPointer { r in
                        out.withUnsafeMutableBufferPointer { kernel(m.baseAddress, r.baseAddress, count, b.baseAddress, width, $0.baseAddress) }
                    }
                }
            }
            #expect(out.map(\.bitPattern) == expected.map(\.bitPattern))
        }
    }

    /// The places of the largest values (`agent_skill_largest`), against sorting them all: every
    /// value above the `wanted`-th largest and the first of those equal to it, in order of place.
    /// Tables of close scores, of few distinct values (ties), of zeros of both signs, and
    /// negatives; longer than the kernel keeps on its stack, and shorter.
    @Test(arguments: [(5, 2), (40, 0), (40, 40), (40, 41), (150, 149), (1_500, 150), (1_023, 1_000), (3_001, 150)])
    func choosesTheLargestAsSortingWould(count: Int, wanted: Int) {
        var random = UInt64(0x51_7CC1_B727_220A) &* UInt64(count + wanted + 1)
        func next() -> UInt64 {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return random >> 33
        }
        let tables: [[Float]] = [
            (0..<count).map { _ in 0.3 + Float(next() % 10_000) / 1e6 },
            (0..<count).map { _ in Float(next() % 5) - 2 },
            (0..<count).map { _ in next() % 2 == 0 ? 0 : -0.0 },
            (0..<count).map { _ in -Float(next() % 1_000_000) / 7_919 },
        ]
        for values in tables {
            let order = values.indices.sorted { values[$0] != values[$1] ? values[$0] > values[$1] : $0 < $1 }
            let expected = order.prefix(wanted).sorted().map { Int32($0) + 7 }
            var chosen = [Int32](repeating: -1, count: max(1, wanted))
            let taken = values.withUnsafeBufferPointer { values in
                chosen.withUnsafeMutableBufferPointer { agent_skill_largest(values.baseAddress, count, wanted, 7, $0.baseAddress) }
            }
            #expect(Array(chosen.prefix(taken)) == expected)
        }
    }
}

/// Floats from -126 to 126, the same sequence for a seed on every machine (a linear congruential
/// generator): what the kernel tests add and multiply.
private struct Floats {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> Float {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Float(Int64(bitPattern: state >> 11) % 2_000_001 - 1_000_000) / 7_919.0
    }
}
