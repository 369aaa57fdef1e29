/// Rule: products and quotients: 3×4, 十二除以四, "48 divided by 6"; "A除B" is B ÷ A (三除十二 is 4), as
/// Chinese arithmetic says it, and "A被B除" is A ÷ B (二十被五除 is 4).
extension ArithmeticGrammar {
    mutating func product() throws(ArithmeticError) -> ArithmeticExpression {
        try productTail(unary())
    }

    mutating func productTail(_ first: ArithmeticExpression) throws(ArithmeticError) -> ArithmeticExpression {
        var node = first
        while let kind = peek {
            switch kind {
            case .times, .divide, .divideInto, .passive: break
            case .percentOf where node.isShare:
                node = try share(node)  // "3/4 of 18": the quotient is made before its "of" is seen
                continue
            default: return node
            }
            let token = advance()
            try requireOperand(after: token)
            let operand = try unary()
            if case .passive = kind {
                // 十二被三除 = 12 ÷ 3: 被 takes the divisor, 除 closes it.
                guard case .divideInto? = peek else { throw .unexpectedWord(text(token)) }
                index += 1
                node = .binary(.divide, node, operand)
                continue
            }
            switch kind {
            case .times: node = .binary(.multiply, node, operand)
            case .divide: node = .binary(.divide, node, operand)
            default: node = .binary(.divide, operand, node)  // 二除六 = 6 ÷ 2
            }
        }
        return node
    }
}
