import AgentKernels
import Testing

/// The learner's dense loop in C (`agent_skill_add_scaled`): whichever version the machine runs,
/// each element is a multiply then an add, each rounded, as Swift computes it, so that every
/// machine learns the same weights to the bit.
struct KernelTests {
    @Test(arguments: [0, 1, 7, 8, 9, 16, 152, 1_503])
    func addsScaledWeightsAsSwiftDoes(count: Int) {
        var random = UInt64(0x9E37_79B9_7F4A_7C15) &* UInt64(count + 1)
        func next() -> Float {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Float(Int64(bitPattern: random >> 11) % 2_000_001 - 1_000_000) / 7_919.0
        }
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

    /// A matrix times a vector, added (`agent_skill_add_rows_scaled`): row by row, as the one-row
    /// kernel adds each, rows of 0 passed over.
    @Test(arguments: [(1, 8), (3, 152), (128, 8), (128, 1_504)])
    func addsScaledRowsAsRowByRow(rows: Int, count: Int) {
        var random = UInt64(0x2545_F491_4F6C_DD1D) &* UInt64(rows * count + 1)
        func next() -> Float {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Float(Int64(bitPattern: random >> 11) % 2_000_001 - 1_000_000) / 7_919.0
        }
        let weights = (0..<(rows * count)).map { _ in next() }
        let values = (0..<rows).map { $0 % 3 == 1 ? 0 : next() / 100 }
        var expected = (0..<count).map { _ in next() }
        var scores = expected
        for r in 0..<rows where values[r] != 0 {
            for k in 0..<count { expected[k] += weights[r * count + k] * values[r] }
        }
        scores.withUnsafeMutableBufferPointer { scores in
            weights.withUnsafeBufferPointer { weights in
                values.withUnsafeBufferPointer { agent_skill_add_rows_scaled(scores.baseAddress, weights.baseAddress, $0.baseAddress, rows, count) }
            }
        }
        #expect(scores.map(\.bitPattern) == expected.map(\.bitPattern))
    }
}
