import AgentCore
import AgentProtocol

extension ArithmeticError {
    /// The run's failure for this error: `invalid_input` with the parser's message, and a reply
    /// saying the same to the person.
    public func refusal(in language: ReplyLanguage) -> SkillError {
        let chinese: String
        let english: String
        switch self {
        case .divisionByZero:
            chinese = "除数不能为零。"
            english = "You can’t divide by zero."
        case .nothingToCalculate:
            chinese = "请告诉我要算什么，例如：三加五乘二。"
            english = "Tell me what to calculate, for example: 3 plus 5 times 2."
        case let .unknownWord(word):
            chinese = "我算不了「\(word)」，请只说数字和运算。"
            english = "I can’t calculate with “\(word)”; please use only numbers and operations."
        case let .missingNumberAfter(word):
            chinese = "「\(word)」后面少了一个数。"
            english = "A number is missing after “\(word)”."
        case let .missingNumberBefore(word):
            chinese = "「\(word)」前面少了一个数。"
            english = "A number is missing before “\(word)”."
        case let .missingOperator(left, right):
            chinese = "「\(left)」和「\(right)」之间少了运算符。"
            english = "An operator is missing between “\(left)” and “\(right)”."
        case .missingClosingParenthesis:
            chinese = "括号没有配对：少了右括号。"
            english = "The parentheses don’t match: a “)” is missing."
        case .unexpectedClosingParenthesis:
            chinese = "括号没有配对：多了右括号。"
            english = "The parentheses don’t match: there is one “)” too many."
        case let .missingPowerWord(words):
            chinese = "「\(words)」后面少了「次方」。"
            english = "The word for the power is missing after “\(words)”."
        case let .unexpectedWord(word):
            chinese = "「\(word)」放错了位置。"
            english = "“\(word)” is out of place."
        case let .missingOperation(joiner):
            chinese = "用「\(joiner)」连起来的数要怎么算呢？例如：加起来、相乘。"
            english = "What should I do with the numbers joined by “\(joiner)”? For example: add 3 and 4."
        case let .missingOperands(word):
            chinese = "「\(word)」需要用 and 连起来的数。"
            english = "“\(word)” needs numbers joined by “and”, for example: add 3 and 4."
        case let .fractionalPower(power):
            chinese = "只能算整数次方和开平方，算不了 \(power) 次方。"
            english = "I can only calculate whole powers and square roots, not the power \(power)."
        case let .invalidFactorial(number):
            chinese = "阶乘只能算非负整数，算不了 \(number) 的阶乘。"
            english = "A factorial needs a non-negative whole number, not \(number)."
        case .notReal:
            chinese = "结果不是实数。"
            english = "The result is not a real number."
        case .tooLarge:
            chinese = "结果太大了，算不出来。"
            english = "The result is too large to calculate."
        case .tooLong:
            chinese = "算式太长了。"
            english = "The calculation is too long."
        }
        return SkillError(code: .invalidInput, message: description,
                          reply: language == .chinese ? chinese : english)
    }
}
