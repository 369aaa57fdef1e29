/// Rule priced by the last: after a purchase priced for one of a measure (一公斤葡萄干四十五，买六公斤多少钱), more
/// or less of that measure with no price of its own (再加两公斤呢, 减掉一公斤) is bought at that price:
/// the last value plus or minus the quantity times the price (270 + 2 × 45). Nil unless the last sum was such
/// a purchase and the sentence says one quantity of its measure.
public enum PricedByTheLast {
    public static func changed(_ previousText: String, by sentence: Sentence) -> String? {
        let said = WordProblem.quantities(in: sentence)
        guard said.count == 1, let more = said.first, more.kind == .measured, !more.isPriceForOne,
              let op = operation(in: sentence) else { return nil }
        let last = Sentence(previousText)
        let before = WordProblem.quantities(in: last)
        guard before.count == 2, let price = before.first(where: \.isPriceForOne),
              let bought = before.first(where: { !$0.isPriceForOne }), bought.kind == .measured,
              last.folded[bought.span.upperBound - 1] == sentence.folded[more.span.upperBound - 1],
              case let .expression(expression, _) = ArithmeticParser.read(previousText), let value = try? expression.evaluate()
        else { return nil }
        let added = ArithmeticExpression.binary(.multiply, .number(ArithmeticNumber(more.value)), .number(ArithmeticNumber(price.value)))
        return ArithmeticExpression.binary(op, .number(value), added).description
    }

    /// Plus or minus, as the operation going on says it (再加, 减掉).
    private static func operation(in sentence: Sentence) -> ArithmeticOperator? {
        guard let continuation = sentence.continuation,
              case let .expression(.binary(op, _, _), _) = ArithmeticParser.read("1" + continuation.operation),
              op == .add || op == .subtract else { return nil }
        return op
    }
}
