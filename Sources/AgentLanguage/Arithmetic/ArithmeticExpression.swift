import AgentProtocol

/// A calculation read from a sentence, as a tree.
///
/// `description` writes it back canonically in ASCII ("3 + 5 * 2", "(-2)^2",
/// "-2^2", "sqrt(2)", "cbrt(27)", "50%", "5!"); `displayText(in:)` writes it as mathematicians
/// do, for people: × ÷ √ ∛, the minus sign −, powers raised ("3 + 5 × 2", "8²", "2⁻¹", "√225").
/// Parentheses appear only where the tree needs them, and around a negative right operand
/// ("3 - (-2)", "2^(-1)").
public indirect enum ArithmeticExpression: Sendable, Equatable, CustomStringConvertible {
    case number(ArithmeticNumber)
    case negation(ArithmeticExpression)
    case binary(ArithmeticOperator, ArithmeticExpression, ArithmeticExpression)
    case squareRoot(ArithmeticExpression)
    /// The real cube root: ∛(-8) = -2.
    case cubeRoot(ArithmeticExpression)
    /// x% = x / 100.
    case percent(ArithmeticExpression)
    /// n! for a whole n from 0 to 170.
    case factorial(ArithmeticExpression)

    /// The value, exact where it can be (see `ArithmeticNumber`).
    public func evaluate() throws(ArithmeticError) -> ArithmeticNumber {
        switch self {
        case let .number(n):
            return try n.checked()
        case let .negation(operand):
            return try operand.evaluate().negated()
        case let .binary(op, left, right):
            let a = try left.evaluate()
            let b = try right.evaluate()
            switch op {
            case .add: return try a.adding(b).checked()
            case .subtract: return try a.subtracting(b).checked()
            case .multiply: return try a.multiplying(b).checked()
            case .divide: return try a.dividing(by: b).checked()
            case .power: return try a.raised(to: b).checked()
            }
        case let .squareRoot(operand):
            return try operand.evaluate().squareRoot()
        case let .cubeRoot(operand):
            return try operand.evaluate().cubeRoot().checked()
        case let .percent(operand):
            return try operand.evaluate().dividing(by: ArithmeticNumber(100))
        case let .factorial(operand):
            return try operand.evaluate().factorial()
        }
    }

    public var description: String {
        var text = ""
        write(into: &text, .ascii)
        return text
    }

    /// The expression for people ("3 + 5 × 2", "6 ÷ 4", "√2", "∛27", "8²"); `language` words a power only when its exponent has no
    /// superscript form (2 的 (6 ÷ 3) 次方, "2 to the power (6 ÷ 3)").
    public func displayText(in language: ReplyLanguage) -> String {
        var text = ""
        write(into: &text, .display(language))
        return text
    }

    enum Notation: Equatable { case ascii, display(ReplyLanguage) }

    /// Binding strength: sum 1, product 2, negation 3, power 4, percent 5, atom 6.
    private func level(_ notation: Notation) -> Int {
        switch self {
        case .number: return 6
        case .percent, .factorial: return 5
        case .squareRoot, .cubeRoot: return notation == .ascii ? 6 : 4  // sqrt(x) is an atom; √x binds like a power
        case .negation: return 3
        case let .binary(op, _, _):
            switch op {
            case .add, .subtract: return 1
            case .multiply, .divide: return 2
            case .power: return 4
            }
        }
    }

    private var isNegation: Bool {
        if case .negation = self { return true }
        return false
    }

    private func write(into text: inout String, _ notation: Notation) {
        switch self {
        case let .number(n):
            text += notation == .ascii ? n.description : n.displayText
        case let .negation(operand):
            text += notation == .ascii ? "-" : "−"
            operand.write(into: &text, notation, atLeast: 4)
        case let .binary(op, left, right):
            let own = level(notation)
            if op == .power, case let .display(language) = notation {
                left.write(into: &text, notation, atLeast: 5)
                var exponent = ""
                right.write(into: &exponent, notation)
                if let raised = Superscript.of(exponent) {
                    text += raised
                } else {
                    text += language == .chinese ? " 的 (\(exponent)) 次方" : " to the power (\(exponent))"
                }
            } else if op == .power {
                left.write(into: &text, notation, atLeast: 5)
                text += "^"
                right.write(into: &text, notation, atLeast: 4, negationInParentheses: true)
            } else {
                left.write(into: &text, notation, atLeast: own)
                text += " " + op.symbol(notation) + " "
                right.write(into: &text, notation, atLeast: own + 1, negationInParentheses: true)
            }
        case let .squareRoot(operand):
            if notation == .ascii {
                text += "sqrt("
                operand.write(into: &text, notation)
                text += ")"
            } else {
                text += "√"
                operand.write(into: &text, notation, atLeast: 5)
            }
        case let .cubeRoot(operand):
            if notation == .ascii {
                text += "cbrt("
                operand.write(into: &text, notation)
                text += ")"
            } else {
                text += "∛"
                operand.write(into: &text, notation, atLeast: 5)
            }
        case let .percent(operand):
            operand.write(into: &text, notation, atLeast: 6)
            text += "%"
        case let .factorial(operand):
            operand.write(into: &text, notation, atLeast: 6)
            text += "!"
        }
    }

    private func write(into text: inout String, _ notation: Notation, atLeast minimum: Int,
                       negationInParentheses: Bool = false) {
        if level(notation) < minimum || (negationInParentheses && isNegation) {
            text += "("
            write(into: &text, notation)
            text += ")"
        } else {
            write(into: &text, notation)
        }
    }
}

public enum ArithmeticOperator: Sendable, Equatable {
    case add, subtract, multiply, divide, power

    func symbol(_ notation: ArithmeticExpression.Notation) -> String {
        switch self {
        case .add: return "+"
        case .subtract: return notation == .ascii ? "-" : "−"
        case .multiply: return notation == .ascii ? "*" : "×"
        case .divide: return notation == .ascii ? "/" : "÷"
        case .power: return "^"
        }
    }
}
