/// Why a sentence could not be calculated; `description` is a short lowercase
/// message quoting the sentence's own words ("missing a number after '加'").
public enum ArithmeticError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No number at all: "", "算一下", "等于多少".
    case nothingToCalculate
    /// A word that is neither a number, an operator nor known padding: '苹果', or '加油' (one word).
    case unknownWord(String)
    /// "2+", "三乘".
    case missingNumberAfter(String)
    /// "*3", "加起来".
    case missingNumberBefore(String)
    /// "3 4", "(1+2)(3+4)": two operands side by side.
    case missingOperator(String, String)
    /// "(2+3".
    case missingClosingParenthesis
    /// "2+3)".
    case unexpectedClosingParenthesis
    /// "2的3": 的 starts a power (的3次方) or a multiple (的3倍) that never ends.
    case missingPowerWord(String)
    /// A word in a place it cannot stand: "3次方" (次方 without 的).
    case unexpectedWord(String)
    /// "3和4": numbers joined with nothing saying what to do with them.
    case missingOperation(String)
    /// "add 3": a word saying what to do, with no numbers joined for it.
    case missingOperands(String)
    case divisionByZero
    /// "2的0.3次方": only whole powers and halves are calculated.
    case fractionalPower(String)
    /// "2.5!", "(-1)!".
    case invalidFactorial(String)
    /// "√-4".
    case notReal
    /// Beyond the range of a `Double`.
    case tooLarge
    /// More than `ArithmeticParser.maximumTokens` tokens or parentheses nested too deep.
    case tooLong

    public var description: String {
        switch self {
        case .nothingToCalculate: return "nothing to calculate"
        case let .unknownWord(word): return "unknown word '\(word)'"
        case let .missingNumberAfter(word): return "missing a number after '\(word)'"
        case let .missingNumberBefore(word): return "missing a number before '\(word)'"
        case let .missingOperator(left, right): return "missing an operator between '\(left)' and '\(right)'"
        case .missingClosingParenthesis: return "unbalanced parenthesis: missing ')'"
        case .unexpectedClosingParenthesis: return "unbalanced parenthesis: ')' without '('"
        case let .missingPowerWord(words): return "missing '次方' after '\(words)'"
        case let .unexpectedWord(word): return "unexpected '\(word)'"
        case let .missingOperation(joiner): return "nothing says what to do with the numbers joined by '\(joiner)'"
        case let .missingOperands(word): return "'\(word)' needs numbers joined by 'and'"
        case .divisionByZero: return "division by zero"
        case let .fractionalPower(power): return "powers must be whole numbers or halves, not '\(power)'"
        case let .invalidFactorial(n): return "a factorial needs a non-negative whole number, not '\(n)'"
        case .notReal: return "the result is not a real number"
        case .tooLarge: return "the result is too large"
        case .tooLong: return "the expression is too long"
        }
    }
}
