/// Rule a verb between operands: a combining verb said between two numbers is their operator, as
/// learners say it ("17 multiply 23", "328 divide 4", "40 add 2"; infix-verbs): products and quotients
/// read it as they read × and ÷, sums and differences as + and −. Not split or share, whose subject may
/// be those who share ("5 people share $237"), unless a count of ways follows ("ninety quid split four ways").
extension ArithmeticGrammar {
    /// The operator of the combining verb `kind` at the current token, when one of infix-verbs is
    /// said there with an operand after it, or a dividing verb with a count of ways; nil otherwise.
    func infixVerb(_ kind: ArithmeticToken.Kind) -> ArithmeticOperator? {
        guard case let .combine(op, before: true) = kind, index + 1 < tokens.count, tokens[index + 1].kind.startsOperand else { return nil }
        if Self.infixVerbs.contains(text(tokens[index]).lowercased()) { return op }
        if op == .divide, case .number = tokens[index + 1].kind, countsWays(tokens[index + 1]) { return op }
        return nil
    }

    private static let infixVerbs = Set(WordLists.infixVerbs)
}
