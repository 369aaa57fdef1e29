@testable import AgentLanguage
import Testing

/// Rule algebra: a word of algebra or calculus, or an unknown raised to a power, shields its
/// whole clause from the calculator (`AlgebraShield`).
struct AlgebraShieldTests {
    private func shielded(_ text: String) -> [String] {
        shieldedWords(in: text, by: AlgebraShield.spans(in:))
    }

    @Test(arguments: [
        ("find the derivative of 3 x squared", ["find the derivative of 3 x squared"]),
        ("please factor y squared minus 16", ["please factor y squared minus 16"]),
        ("what's x cubed plus 2, roughly", ["what's x cubed plus 2"]),
        ("ok so n to the power of 3 minus n", ["ok so n to the power of 3 minus n"]),
        ("帮我把x平方减9因式分解", ["帮我把x平方减9因式分解"]),
        ("给3x加2求导", ["给3x加2求导"]),
    ] as [(String, [String])])
    func shieldsAlgebra(text: String, clause: [String]) {
        #expect(shielded(text) == clause)
    }

    @Test(arguments: ["what is 9 squared minus 4", "factorial of 6", "3 x 4", "我的积分还剩多少", "twelve to the power of 2", ""])
    func leavesSums(text: String) {
        #expect(shielded(text).isEmpty)
    }
}
