/// Rule: powers (2^10, "3 to the power of 4", right-associative: 2^3^2 is 2^9), and what 的 leads: a power
/// (2的10次方), a multiple (15的4倍) or a share (400的百分之十五, 200的10%).
extension ArithmeticGrammar {
    mutating func powerTail(_ base: ArithmeticExpression) throws(ArithmeticError) -> ArithmeticExpression {
        guard case .power? = peek else { return base }
        let token = advance()
        try requireOperand(after: token)
        return .binary(.power, base, try unary())
    }

    /// 三的四次方, 三的五倍, 二百的百分之十 (a share of it), 二百的10%.
    mutating func of(_ base: ArithmeticExpression) throws(ArithmeticError) -> ArithmeticExpression {
        let of = advance()
        try requireOperand(after: of)
        // 三百六的八五折: a discount said after 的, as after 打.
        if saysDiscount(from: index) { return try discountDigits(base, lead: of) }
        let operandStart = index
        var operand = try signed()
        // 六十的三分之二: a fraction of what came before.
        if tokens[operandStart..<index].contains(where: { if case .fractionOf = $0.kind { return true } else { return false } }) {
            return .binary(.multiply, base, operand)
        }
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
}
