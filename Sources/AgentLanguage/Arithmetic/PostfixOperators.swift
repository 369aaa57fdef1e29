/// Rule: what follows an operand and works on it: 的平方, 立方, ², "squared", 开根号, 的立方根, %, 5!, and
/// "twenty percent of 350", a share of what follows.
extension ArithmeticGrammar {
    mutating func postfixTail(_ first: ArithmeticExpression) throws(ArithmeticError) -> ArithmeticExpression {
        var node = first
        while let kind = peek {
            switch kind {
            case .squared: node = .binary(.power, node, .number(ArithmeticNumber(2)))
            case .cubed: node = .binary(.power, node, .number(ArithmeticNumber(3)))
            case .squareRootAfter: node = .squareRoot(node)
            case .cubeRootAfter: node = .cubeRoot(node)
            case .percentAfter: node = .percent(node)
            case .percentOf:
                // "thirty percent of ninety": a share of what follows.
                guard case .percent = node else { return node }
                let of = advance()
                try requireOperand(after: of)
                node = .binary(.multiply, node, try unary())
                continue
            case .factorial: node = .factorial(node)
            case .of:
                node = try of(node)
                continue
            default: return node
            }
            index += 1
        }
        return node
    }
}
