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
}
