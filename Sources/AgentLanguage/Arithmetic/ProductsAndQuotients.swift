/// Rule: products and quotients: 3×4, 十二除以四, "48 divided by 6"; "A除B" is B ÷ A (三除十二 is 4), as
/// Chinese arithmetic says it, and "A被B除" is A ÷ B (二十被五除 is 4). An amount shared among people
/// (share-among-words) is the amount ÷ their count, the count said before the word (三个人分48块) or
/// the amount first and the word last (48块钱三个人分).
///
/// Rule "into": the first operand goes into the second where it goes exactly, as British speech
/// says it ("3 into 12" is 4); otherwise "into" is times, as Indian English says it ("36 into 14" is
/// 504, "250 into 3" is 750). Arithmetic/words: into-words.
extension ArithmeticGrammar {
    mutating func product() throws(ArithmeticError) -> ArithmeticExpression {
        try productTail(unary())
    }

    mutating func productTail(_ first: ArithmeticExpression) throws(ArithmeticError) -> ArithmeticExpression {
        var node = first
        while let kind = peek {
            // 48块钱三个人分: the amount, the count, the word that shares it closing the calculation.
            if case .number = kind, index + 2 == tokens.count, case .shareAmong = tokens[index + 1].kind {
                let count = try unary()
                index += 1
                node = .binary(.divide, node, count)
                continue
            }
            // Rule a verb between operands: "17 multiply 23", "96 divide 4", as learners say it.
            if let op = infixVerb(kind), op == .multiply || op == .divide {
                index += 1
                let operand = try unary()
                node = .binary(op, node, operand)
                continue
            }
            switch kind {
            case .times, .divide, .divideInto, .into, .shareAmong, .passive: break
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
            case .into: node = Self.into(node, operand)
            case .divide: node = .binary(.divide, node, operand)
            default: node = .binary(.divide, operand, node)  // 二除六 = 6 ÷ 2; 三个人分四十八 = 48 ÷ 3
            }
        }
        return node
    }

    /// `a` into `b`: `b` ÷ `a` where `a` is a whole number below `b` that goes into it exactly, else `a` × `b`.
    static func into(_ a: ArithmeticExpression, _ b: ArithmeticExpression) -> ArithmeticExpression {
        if case let .number(x) = a, case let .number(y) = b, let x = x.exactInteger, let y = y.exactInteger,
           x > 1, x < y, y % x == 0 {
            return .binary(.divide, b, a)
        }
        return .binary(.multiply, a, b)
    }
}
