import AgentCore
import AgentProtocol
import AgentLanguage

/// `calc.evaluate` — 三加五乘二, (2+3)*4, 100除以4, 三的四次方等于几, "what is 12 times 7".
///
/// Keywords: operators as words and symbols (加, 乘以, 除以, 次方, 开根号, 百分之, +, ×, plus,
/// divided, …). It needs an expression (kind `expression`: the sentence read by
/// `ArithmeticParser.read`, which allows words around it: "快帮我算算六十乘二"), or a request that names it (帮我算一下), and answers requests only;
/// numbers and operators that do not parse fail with `invalid_input` saying what is wrong,
/// while a sentence without any number holds no expression at all ("加湿器又没水了").
/// Result data: `{expression, value}`, e.g. `{"expression":"3 + 5 * 2","value":13}`;
/// the summary is the expression as mathematicians write it with its value: "3 + 5 × 2 = 13",
/// "8² = 64", "√225 = 15", "10 ÷ 3 ≈ 3.33333333333333", "2⁷⁰ ≈ 1.18059162071741 × 10²¹".
public struct CalcSkill: ImmediateSkill {
    public let id = "calc.evaluate"
    public let displayName = "计算器"
    public let description = "计算算式：加减乘除、乘方、开方、括号"
    /// A hyphen or slash counts only right after a digit ("1000-1", "1/2"), so
    /// "e-mail" and "and/or" are no sums.
    public let keywords = ["加", "减", "乘", "除", "加上", "减去", "减掉", "乘以", "除以", "等于", "次方", "平方", "立方", "开方",
                           "开平方", "开根号", "根号", "平方根", "立方根", "百分之", "的和", "的差", "的积", "的商", "括号",
                           "加起来", "算", "算一算", "算一下", "算算", "算下", "算一个", "算点", "计算", "算数", "加法", "减法", "乘法", "除法",
                           "+", "*", "×", "÷", "^", "=", "%", "√",
                           "plus", "minus", "times", "divided", "multiplied", "squared", "cubed", "square root", "cube root",
                           "power", "percent", "add up", "divide", "how much is", "calculate", "calculation", "compute", "do the math", "do some math", "sum"]
        + (0...9).flatMap { ["\($0)-", "\($0)/"] }
    public let parameters = [SkillParameter(name: "expression", title: "算式", kind: .expression, required: true)]
    public let evidence = SkillEvidence(needs: ["expression"], answersRequestsOnly: true)
    public let samples = ["三加五乘二", "(2+3)*4", "100除以4", "what is 12 times 7"]
    public let negativeSamples = ["加油", "今天要加班"]

    public init() {}

    /// A follow-up goes on from the last value: after 三加五乘二 (13), 再乘以三 is 13乘以三 (39).
    /// Only an operation on it counts (`ArithmeticParser.continuation`); a whole new
    /// calculation is an ordinary request.
    public func followUpParameters(from sentence: String, last: [String: ParameterValue],
                                   using extractor: any ParameterExtractor,
                                   context: ExtractionContext) -> [String: ParameterValue] {
        guard let continuation = ArithmeticParser.continuation(in: sentence), case let .text(previous)? = last["expression"],
              case let .expression(expression, _) = ArithmeticParser.read(previous), let value = try? expression.evaluate()
        else { return [:] }
        return ["expression": .text(continuation.calculation(after: value))]
    }

    public func question(for missing: [SkillParameter], language: ReplyLanguage) -> String {
        language == .chinese ? "要算什么呢？（例如：三加五乘二）" : "What should I calculate? (for example: 3 plus 5 times 2)"
    }

    public func answer(_ context: SkillContext) throws(SkillError) -> SkillResult {
        let expression: ArithmeticExpression
        let value: ArithmeticNumber
        do throws(ArithmeticError) {
            // The expression parameter: the sentence, or the answer to "要算什么？".
            var source = context.sentence
            if case let .text(text)? = context.parameters["expression"] { source = text }
            switch ArithmeticParser.read(source) {
            case let .expression(found, _): expression = found
            case let .invalid(error): throw error
            case .none: expression = try ArithmeticParser.parse(source)
            }
            value = try expression.evaluate()
        } catch {
            throw Self.failure(error, language: context.language)
        }
        return SkillResult(
            // ≈ before a value shown rounded (10 ÷ 3 ≈ 3.33333333333333), as people write it.
            summary: "\(expression.displayText(in: context.language)) \(value.isShownExactly ? "=" : "≈") \(value.displayText)",
            data: .object([("expression", .string(expression.description)), ("value", .number(value.doubleValue))]))
    }

    /// `invalid_input` with the parser's message, and a reply saying the same to the person.
    static func failure(_ error: ArithmeticError, language: ReplyLanguage) -> SkillError {
        let chinese: String
        let english: String
        switch error {
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
        return SkillError(code: .invalidInput, message: error.description,
                          reply: language == .chinese ? chinese : english)
    }
}
