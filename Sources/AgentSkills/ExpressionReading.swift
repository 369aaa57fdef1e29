import AgentLanguage

/// Whether a sentence holds an arithmetic expression, for calc.evaluate's evidence.
enum ExpressionReading {
    enum Outcome {
        case expression(ArithmeticExpression, span: Range<Int>)
        /// Numbers and operators that do not parse: the error says what is wrong.
        case unreadable(ArithmeticError)
        /// No number at all: nothing to calculate, and nothing to complain about.
        case none
    }

    static func read(_ text: String) -> Outcome {
        do {
            let expression = try ArithmeticParser.parse(text)
            return .expression(expression, span: 0..<text.unicodeScalars.count)
        } catch {
            return NumberReader.all(in: text).isEmpty && !text.unicodeScalars.contains { $0.properties.numericType != nil }
                ? .none : .unreadable(error)
        }
    }

    static func span(in text: String) -> Range<Int>? {
        if case let .expression(_, span) = read(text) { return span }
        return nil
    }
}
