/// Rule: sums and differences, loosest of the operators: 七加八, 9-2, "3 plus 4", 九十减去十七.
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
            default: return node
            }
            let token = advance()
            try requireOperand(after: token)
            node = .binary(op, node, try product())
        }
        return node
    }
}
