/// Rule: sums and differences, loosest of the operators: 七加八, 9-2, "3 plus 4", 九十减去十七.
///
/// Rule a percent added or taken off: a share of what it is added to, not a hundredth.
/// "184 plus 10%", 200减去20%, 1056加上15%: 184 × (1 + 10%), as calculators, spreadsheets' users and
/// search engines read it (a service charge, a tax, a discount), written so, as "20% off 80" is.
/// A percent added to a percent (50% + 50%) is a sum of the two.
extension ArithmeticGrammar {
    mutating func sum() throws(ArithmeticError) -> ArithmeticExpression {
        try sumTail(product())
    }

    mutating func sumTail(_ first: ArithmeticExpression) throws(ArithmeticError) -> ArithmeticExpression {
        var node = first
        while let kind = peek {
            let op: ArithmeticOperator
            switch kind {
            case .plus: op = .add
            case .minus: op = .subtract
            default:
                // "40 add 2", "17 subtract 5": a verb between operands (`infixVerb`).
                guard let verb = infixVerb(kind), verb == .add || verb == .subtract else { return node }
                op = verb
            }
            let token = advance()
            try requireOperand(after: token)
            node = Self.summed(op, node, try product())
        }
        return node
    }

    /// `left` and `right` added or subtracted; a percent (`right`) is a share of `left`.
    static func summed(_ op: ArithmeticOperator, _ left: ArithmeticExpression, _ right: ArithmeticExpression) -> ArithmeticExpression {
        guard case .percent = right, !left.isPercent else { return .binary(op, left, right) }
        return .binary(.multiply, left, .binary(op, .number(ArithmeticNumber(1)), right))
    }
}
