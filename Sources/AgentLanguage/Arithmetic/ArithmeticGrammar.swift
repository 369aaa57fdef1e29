/// The recursive descent of `ArithmeticParser` over a sentence's tokens: each
/// rule reads as far as it can from `index` and leaves the rest.
struct ArithmeticGrammar {
    let tokens: [ArithmeticToken]
    let original: [Unicode.Scalar]
    var index = 0
    var depth = 0

    init(tokens: [ArithmeticToken], original: [Unicode.Scalar], from start: Int = 0) {
        self.tokens = tokens
        self.original = original
        index = start
    }

    var peek: ArithmeticToken.Kind? { index < tokens.count ? tokens[index].kind : nil }

    mutating func advance() -> ArithmeticToken {
        index += 1
        return tokens[index - 1]
    }

    func text(_ token: ArithmeticToken) -> String {
        text(from: token.start, to: token.end)
    }

    func text(from start: Int, to end: Int) -> String {
        String(String.UnicodeScalarView(original[start..<end]))
    }

    mutating func enter() throws(ArithmeticError) {
        depth += 1
        if depth > ArithmeticParser.maximumDepth { throw .tooLong }
    }

    func requireOperand(after token: ArithmeticToken) throws(ArithmeticError) {
        guard let kind = peek, kind.startsOperand else {
            if case .unknown? = peek { throw .unknownWord(text(tokens[index])) }
            throw .missingNumberAfter(text(token))
        }
    }

    /// The error for a token left over where the expression could not go on.
    func misplaced(at i: Int) -> ArithmeticError {
        let token = tokens[i]
        if case .close = token.kind { return .unexpectedClosingParenthesis }
        if case .unknown = token.kind { return .unknownWord(text(token)) }
        if token.kind.startsOperand, i > 0 { return .missingOperator(text(tokens[i - 1]), text(token)) }
        return .unexpectedWord(text(token))
    }

    mutating func group() throws(ArithmeticError) -> ArithmeticExpression {
        var lead: ArithmeticToken?
        if case .combine(_, before: true)? = peek { lead = advance() }
        var node = try sum()
        while true {
            if case .joiner? = peek {
                let firstJoiner = tokens[index]
                var operands = [node]
                while case .joiner? = peek {
                    let joiner = advance()
                    try requireOperand(after: joiner)
                    operands.append(try sum())
                }
                let op: ArithmeticOperator
                if let word = lead, case let .combine(leading, _) = word.kind {
                    op = leading
                    lead = nil
                } else if case let .combine(trailing, before: false)? = peek {
                    op = trailing
                    index += 1
                } else {
                    throw .missingOperation(text(firstJoiner))
                }
                node = operands.dropFirst().reduce(operands[0]) { .binary(op, $0, $1) }
                node = try continued(node)
            } else if let kind = peek, kind.closesWhatCameBefore {
                // 三加四加起来乘二, 三加四再乘二: what came before is one operand.
                index += 1
                node = try continued(node)
            } else {
                break
            }
        }
        if let lead { throw .missingOperands(text(lead)) }
        return node
    }

    /// Goes on from a finished operand as if it had been parenthesised.
    mutating func continued(_ node: ArithmeticExpression) throws(ArithmeticError) -> ArithmeticExpression {
        try sumTail(productTail(powerTail(postfixTail(node))))
    }

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

    mutating func product() throws(ArithmeticError) -> ArithmeticExpression {
        try productTail(unary())
    }

    mutating func productTail(_ first: ArithmeticExpression) throws(ArithmeticError) -> ArithmeticExpression {
        var node = first
        while let kind = peek {
            switch kind {
            case .times, .divide, .divideInto, .passive: break
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

    mutating func powerTail(_ base: ArithmeticExpression) throws(ArithmeticError) -> ArithmeticExpression {
        guard case .power? = peek else { return base }
        let token = advance()
        try requireOperand(after: token)
        return .binary(.power, base, try unary())
    }

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

    /// 三的四次方, 三的五倍, 二百的百分之十 (a share of it), 二百的10%.
    mutating func of(_ base: ArithmeticExpression) throws(ArithmeticError) -> ArithmeticExpression {
        let of = advance()
        try requireOperand(after: of)
        var operand = try signed()
        switch peek {
        case .powerEnd?:
            index += 1
            return .binary(.power, base, operand)
        case .timesEnd?:
            index += 1
            return .binary(.multiply, base, operand)
        case .percentAfter?:
            index += 1
            operand = .percent(operand)
        default:
            break
        }
        guard case .percent = operand else {
            throw .missingPowerWord(text(from: of.start, to: tokens[index - 1].end))
        }
        return .binary(.multiply, base, operand)
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

    mutating func primary() throws(ArithmeticError) -> ArithmeticExpression {
        try enter()
        defer { depth -= 1 }
        guard index < tokens.count else {
            throw index > 0 ? .missingNumberAfter(text(tokens[index - 1])) : .nothingToCalculate
        }
        let token = tokens[index]
        switch token.kind {
        case let .number(n):
            index += 1
            guard case .fractionOf? = peek else { return .number(n) }
            let fraction = advance()  // 三分之二 = 2 ÷ 3
            try requireOperand(after: fraction)
            return .binary(.divide, try signed(), .number(n))
        case .negative:
            index += 1
            try requireOperand(after: token)
            return .negation(try primary())
        case .open, .openToEnd:
            index += 1
            let inner = try group()
            if index < tokens.count, case .close = tokens[index].kind {
                index += 1
                return inner
            }
            // 括号里十二减四: said without its end, the parenthesis holds what follows.
            if case .openToEnd = token.kind { return inner }
            guard index < tokens.count else { throw .missingClosingParenthesis }
            throw misplaced(at: index)
        case .squareRootBefore:
            index += 1
            try requireOperand(after: token)
            return .squareRoot(try signed())
        case .cubeRootBefore:
            index += 1
            try requireOperand(after: token)
            return .cubeRoot(try signed())
        case .percentBefore:
            index += 1
            try requireOperand(after: token)
            return .percent(try signed())
        case .close:
            if index > 0, case .open = tokens[index - 1].kind { throw .missingNumberAfter(text(tokens[index - 1])) }
            throw .unexpectedClosingParenthesis
        case .unknown:
            throw .unknownWord(text(token))
        default:
            throw .missingNumberBefore(text(token))
        }
    }
}
