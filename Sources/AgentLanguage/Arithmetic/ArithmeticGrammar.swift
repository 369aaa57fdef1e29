/// The recursive descent of `ArithmeticParser` over a sentence's tokens: each
/// rule reads as far as it can from `index` and leaves the rest. The rules, one file
/// each, loosest first: `JoinedOperands` (group), `SumsAndDifferences` (sum),
/// `ProductsAndQuotients` (product), `SignedOperands` (unary, signed),
/// `PowersAndMultiples` (power, 的), `PostfixOperators` (postfix), `PrimaryOperands` (primary).
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
}
