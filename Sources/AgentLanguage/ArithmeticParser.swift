/// Reads a calculation out of a sentence: "三加五乘二", "(2+3)*4", "100除以4",
/// "三的四次方等于几", "0.5和0.25加起来是多少", "what's twelve divided by four".
///
/// Recursive descent, loosest first:
///
///     group    := [lead] sum {joiner sum} [combine] {(combine | 再) continuation}
///                                                      0.5和0.25加起来, add 3 and 4, 三加四再乘二
///     sum      := product {(+ | - | 加 | 减 | plus | minus) product}
///     product  := unary {(* | / | × | ÷ | 乘 | 除以 | 除 | times | divided by) unary}
///     unary    := (- | + | minus) unary | power          -2^2 = -(2^2) = -4, as in maths
///     power    := postfix [(^ | ** | to the power of) unary]      right-associative: 2^3^2 = 2^9
///     postfix  := primary {平方 | 立方 | squared | 的平方根 | % | ! | 的 signed (次方 | 倍)}
///     signed   := (负 | - | +) signed | primary
///     primary  := number [分之 signed] | 负 primary | ( group ) | (根号 | √) signed | 百分之 signed
///
/// Readings worth knowing:
/// - "A除B" is B ÷ A, as Chinese arithmetic says it (二除六 = 3); "A除以B" is A ÷ B.
///   The expression is written the way it was read: 二除六 gives "6 / 2".
/// - 负 belongs to the number it precedes and binds tighter than any operator:
///   负三的平方 = (-3)^2 = 9, while "-3^2" = -9.
/// - 再/然后/"then" ends what came before: 三加四再乘二 = (3 + 4) × 2 = 14.
/// - "5!" is a factorial only with an ASCII ! right after the number; ！ is punctuation.
/// - 和/与/跟/、/and join operands that a word such as 加起来, 相乘, 之差, "add"
///   or "the product of" combines; joined operands without such a word fail.
/// - Padding (等于多少, 是几, 的结果, 算一下, 请问, "what is", "how much is", …),
///   spaces and punctuation are dropped. Any other word fails with `unknownWord`:
///   a sentence that is only partly a calculation is not half-calculated.
public enum ArithmeticParser {
    /// Longer input fails with `tooLong`, so neither a 1 MiB line nor deep nesting
    /// can exhaust the stack.
    public static let maximumTokens = 256
    static let maximumDepth = 64

    public static func parse(_ text: String) throws(ArithmeticError) -> ArithmeticExpression {
        var tokenizer = ArithmeticTokenizer(text)
        let tokens = try tokenizer.run()
        guard !tokens.isEmpty else { throw .nothingToCalculate }
        var parser = Parser(tokens: tokens, original: tokenizer.original)
        let expression = try parser.group()
        if parser.index < tokens.count { throw parser.misplaced(at: parser.index) }
        return expression
    }

    /// `parse(text).evaluate()`.
    public static func evaluate(_ text: String) throws(ArithmeticError) -> ArithmeticNumber {
        try parse(text).evaluate()
    }

    private struct Parser {
        let tokens: [ArithmeticToken]
        let original: [Unicode.Scalar]
        var index = 0
        var depth = 0

        init(tokens: [ArithmeticToken], original: [Unicode.Scalar]) {
            self.tokens = tokens
            self.original = original
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
            guard let kind = peek, kind.startsOperand else { throw .missingNumberAfter(text(token)) }
        }

        /// The error for a token left over where the expression could not go on.
        func misplaced(at i: Int) -> ArithmeticError {
            let token = tokens[i]
            if case .close = token.kind { return .unexpectedClosingParenthesis }
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
                case .times, .divide, .divideInto: break
                default: return node
                }
                let token = advance()
                try requireOperand(after: token)
                let operand = try unary()
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
                case .percentAfter: node = .percent(node)
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
            case .open:
                index += 1
                let inner = try group()
                guard index < tokens.count else { throw .missingClosingParenthesis }
                guard case .close = tokens[index].kind else { throw misplaced(at: index) }
                index += 1
                return inner
            case .squareRootBefore:
                index += 1
                try requireOperand(after: token)
                return .squareRoot(try signed())
            case .percentBefore:
                index += 1
                try requireOperand(after: token)
                return .percent(try signed())
            case .close:
                if index > 0, case .open = tokens[index - 1].kind { throw .missingNumberAfter(text(tokens[index - 1])) }
                throw .unexpectedClosingParenthesis
            default:
                throw .missingNumberBefore(text(token))
            }
        }
    }
}
