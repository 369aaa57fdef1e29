/// Rule: what follows an operand and works on it: 的平方, 立方, ², "squared", 开根号, 的立方根, %, 5!, and
/// "twenty percent of 350" or "two thirds of 60", a share of what follows; 的倒数; 打八折 (and 的八五折); "20% off 80".
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
                // 15%的服务费: a 的 before a word, not an amount, ends the calculation (the fee it is).
                guard node.isShare, index + 1 < tokens.count, tokens[index + 1].kind.startsOperand else { return node }
                node = try share(node)
                continue
            case .factorial: node = .factorial(node)
            case .reciprocalAfter: node = .binary(.divide, .number(ArithmeticNumber(1)), node)
            case .discountLead:
                node = try discount(node)
                continue
            case .percentOff:
                // "20% off 80": what is left of what follows once that share is taken off.
                guard case .percent = node else { return node }
                let off = advance()
                try requireOperand(after: off)
                node = .binary(.multiply, try unary(), .binary(.subtract, .number(ArithmeticNumber(1)), node))
                continue
            case .of:
                // 15%的税: a percent's 的 before a word, not an amount, ends the calculation, as above.
                if case .percent = node, index + 1 < tokens.count, case .unknown = tokens[index + 1].kind { return node }
                node = try of(node)
                continue
            case .discountJoiner:
                // "240 with 25% off", "120 after a 15% discount": the amount less that share of it.
                guard let (share, end) = shareTakenOff(after: index) else { return node }
                node = .binary(.multiply, node, .binary(.subtract, .number(ArithmeticNumber(1)), .percent(.number(share))))
                index = end
                continue
            default: return node
            }
            index += 1
        }
        return node
    }

    /// Rule discount after an amount: a joiner (with, at, after), a number, %, then off or discount
    /// closing the calculation: that number, and where the calculation goes on.
    func shareTakenOff(after joiner: Int) -> (ArithmeticNumber, Int)? {
        guard joiner + 3 < tokens.count, case let .number(share) = tokens[joiner + 1].kind, case .percentAfter = tokens[joiner + 2].kind
        else { return nil }
        switch tokens[joiner + 3].kind {
        case .percentOff, .discountWord: break
        default: return nil
        }
        // "at 20% off 80" takes a share of what follows: not this rule's.
        if joiner + 4 < tokens.count, tokens[joiner + 4].isNumber { return nil }
        return (share, joiner + 4)
    }

    /// "thirty percent of ninety", "two thirds of 60", "3/4 of 18": a share of what follows.
    mutating func share(_ part: ArithmeticExpression) throws(ArithmeticError) -> ArithmeticExpression {
        let of = advance()
        try requireOperand(after: of)
        return .binary(.multiply, part, try unary())
    }

    /// 打八折, 打七五折, 打7.5折: the operand times the tenths (or, from 10, hundredths) of the discount;
    /// 七五 said as two digits is 75.
    mutating func discount(_ base: ArithmeticExpression) throws(ArithmeticError) -> ArithmeticExpression {
        try discountDigits(base, lead: advance())
    }

    /// Whether one or two numbers and 折 start at `i`: a discount, 八五折.
    func saysDiscount(from i: Int) -> Bool {
        func isNumber(_ j: Int) -> Bool { j < tokens.count && { if case .number = tokens[j].kind { return true } else { return false } }() }
        func isEnd(_ j: Int) -> Bool { j < tokens.count && { if case .discountEnd = tokens[j].kind { return true } else { return false } }() }
        return isNumber(i) && (isEnd(i + 1) || isNumber(i + 1) && isEnd(i + 2))
    }

    /// The discount whose digits follow `lead` (打, or 的: 三百六的八五折).
    mutating func discountDigits(_ base: ArithmeticExpression, lead: ArithmeticToken) throws(ArithmeticError) -> ArithmeticExpression {
        var digits: [ArithmeticNumber] = []
        while case let .number(n)? = peek, digits.count < 2 {
            digits.append(n)
            index += 1
        }
        guard case .discountEnd? = peek, let factor = ArithmeticExpression.discount(digits: digits) else {
            throw .missingNumberAfter(text(lead))
        }
        index += 1
        return .binary(.multiply, base, factor)
    }
}

extension ArithmeticExpression {
    /// The factor of a discount said in `digits` (八折: 8 tenths; 八五折, 七五 said as two digits: 85
    /// hundredths), as the parser writes it; nil for none a shop gives (no digit, 十折, a first digit of 0).
    static func discount(digits: [ArithmeticNumber]) -> ArithmeticExpression? {
        guard let first = digits.first, digits.count <= 2 else { return nil }
        var value = first.doubleValue
        if digits.count == 2 {
            guard (1...9).contains(first.doubleValue), (0...9).contains(digits[1].doubleValue) else { return nil }
            value = first.doubleValue * 10 + digits[1].doubleValue
        }
        guard value > 0, value < 100 else { return nil }
        return .binary(.divide, .number(ArithmeticNumber(value)), .number(ArithmeticNumber(Int64(value < 10 ? 10 : 100))))
    }
}

extension ArithmeticExpression {
    /// What "of" takes a share of the next operand by: a percent, or a fraction of two numbers (3/4, "two thirds").
    var isShare: Bool {
        switch self {
        case .percent: return true
        case .binary(.divide, .number, .number): return true
        default: return false
        }
    }
}

extension ArithmeticExpression {
    /// A percent, or a sum or difference of percents (10% + 5%): what a percent added to is summed with.
    var isPercent: Bool {
        switch self {
        case .percent: return true
        case let .binary(.add, left, right), let .binary(.subtract, left, right): return left.isPercent && right.isPercent
        default: return false
        }
    }
}
