/// Rule: signs: - and + before an operand bind looser than a power (-4^2 is -16, as in maths); 负 and a sign
/// inside 的 and 分之 belong to the number they precede (负四的平方 is 16).
extension ArithmeticGrammar {
    mutating func unary() throws(ArithmeticError) -> ArithmeticExpression {
        try enter()
        defer { depth -= 1 }
        switch peek {
        case .plus(unary: true)?:
            let sign = advance()
            try requireOperand(after: sign)
            return try unary()
        case .minus(unary: true)?:
            let sign = advance()
            try requireOperand(after: sign)
            return .negation(try unary())
        default:
            return try powerTail(postfixTail(primary()))
        }
    }

    mutating func signed() throws(ArithmeticError) -> ArithmeticExpression {
        try enter()
        defer { depth -= 1 }
        switch peek {
        case .negative?, .minus(unary: true)?:
            let sign = advance()
            try requireOperand(after: sign)
            return .negation(try signed())
        case .plus(unary: true)?:
            let sign = advance()
            try requireOperand(after: sign)
            return try signed()
        default:
            return try primary()
        }
    }
}
