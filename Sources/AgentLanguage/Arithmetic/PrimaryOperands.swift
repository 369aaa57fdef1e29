/// Rule: an operand: a number, a spelled fraction ("two thirds" is 2 ÷ 3), B分之A (四分之三 is 3 ÷ 4), a parenthesis written or said (括号里 may stay open
/// to the end), a root or percent before its operand (根号八十一, √81, 百分之十五); what else stands there is an error.
extension ArithmeticGrammar {
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
        case let .spelledFraction(count, denominator):
            index += 1
            return .binary(.divide, .number(ArithmeticNumber(count)), .number(ArithmeticNumber(denominator)))
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
        case .reciprocalBefore:
            index += 1
            try requireOperand(after: token)
            return .binary(.divide, .number(ArithmeticNumber(1)), try signed())
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
