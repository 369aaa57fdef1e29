@testable import AgentLanguage
import Testing

/// Rule `OperandChange`: an operation with the last sum's own operator, asked as an alternative
/// (呢, "what about"), is the last sum with that operand; 再, "then", "and" or another operator go on
/// from the answer.
struct OperandChangeTests {
    private func changed(_ previous: String, _ text: String) -> String? {
        let sentence = Sentence(text)
        guard let continuation = sentence.continuation else { return nil }
        return OperandChange.changed(previous, by: sentence, continuation: continuation)
    }

    @Test(arguments: [
        ("六十四乘十二", "乘十三呢", "64 * 13"),
        ("三百除以四", "那除以五呢", "300 / 5"),
        ("what's 56 plus 78", "what about plus 80", "56 + 80"),
        ("what's 2 to the power of 8", "how about to the power of 9", "2^9"),
        ("(2+3)*4", "乘5呢", "(2 + 3) * 5"),
    ] as [(String, String, String)])
    func asksTheSumWithAnotherOperand(previous: String, text: String, expected: String) {
        #expect(changed(previous, text) == expected, "\(previous) → \(text)")
    }

    @Test(arguments: [
        ("六十四乘十二", "再乘十三"),  // 再: on from the answer
        ("二十七乘以十四是多少", "再乘个三呢"), ("三十七乘以二十四", "再乘三呢"), ("六十四乘十二", "又乘二呢"),  // 呢 or not
        ("六十四乘十二", "除以三呢"),  // another operator
        ("what's 56 plus 78", "and plus 80"),  // "and" goes on
        ("3 + 5 * 2", "乘三呢"),  // the last sum's operator is +
    ] as [(String, String)])
    func goesOnFromTheAnswerOtherwise(previous: String, text: String) {
        #expect(changed(previous, text) == nil, "\(previous) → \(text)")
    }
}
