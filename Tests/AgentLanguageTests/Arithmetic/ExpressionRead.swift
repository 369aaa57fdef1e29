import AgentLanguage

/// The expression `ArithmeticParser.read` makes of `text`, as its description ("3.5 + 2"); nil when it
/// reads none: what the tables of the arithmetic rules compare.
func expressionRead(_ text: String) -> String? {
    guard case let .expression(expression, _) = ArithmeticParser.read(text) else { return nil }
    return expression.description
}
