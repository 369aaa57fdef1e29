@testable import AgentLanguage
import Testing

/// `ArithmeticWordTable`: the word lists of calculations, matched longest first, English words whole.
struct ArithmeticWordTableTests {
    /// The longest word at the start of the text, and how far it reaches; none inside a longer English word.
    @Test(arguments: [
        ("乘以三", 2), ("除以二", 2), ("除二", 1), ("的平方根", 4), ("的平方", 3), ("开立方根", 4), ("括号里面", 4),
        ("加班三天", 2), ("平方米", 3), ("等于多少", 4), ("帮我算", 2), ("加拿", 1), ("苹果", nil), ("根", nil),
        ("times 3", 5), ("x", 1), ("to the power of 2", 15), ("square root of 9", 14), ("xyz", nil), ("timestamp", nil),
        ("overall", nil),
    ] as [(String, Int?)])
    func readsTheLongestWord(text: String, end: Int?) {
        #expect(ArithmeticWordTable.longestMatch(in: Sentence(text).scalars, at: 0)?.end == end, "\(text)")
    }

    /// A word that only holds an operator's character (`operator-lookalikes.txt`) is an unknown word.
    @Test(arguments: ["加班", "乘客", "除了", "平方米", "立方体"])
    func readsALookalikeAsAWord(text: String) {
        guard case .unknown = ArithmeticWordTable.longestMatch(in: Sentence(text).scalars, at: 0)?.kind else {
            Issue.record("\(text) is read as an operator")
            return
        }
    }
}
