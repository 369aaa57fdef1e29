/// Rule change due: a sentence that says what was spent and what was paid and asks the change
/// (买了五块钱的葱，给了二十，找多少; "the bill was 37.50 and I paid with a 50, how much change") is the
/// amount paid less the amount spent: one amount right after a word of paying (change-payments:
/// 给了, 付, "paid with", spaces, "a" or a currency's sign between), perhaps in words ("gave a
/// twenty"), the amount spent, and a question of change anywhere (change-questions). What was spent
/// may be said as a price for one and a count (买了三箱苹果，一箱六十五，给了二百，找多少; "3 loaves at
/// 2.50 each, I paid 10, how much change"): the price times the count. Paid must be the larger:
/// change is never owed back.
/// `ChangeAsked` reads the same question as a follow-up of a total.
extension WordProblem {
    static func changeDue(in sentence: Sentence) -> (ArithmeticExpression, Range<Int>)? {
        // Asked of every sentence with a number: most hold no word of change, and are passed over at once.
        guard sentence.numbers.count >= 2, let question = ArithmeticParser.changeWords.find(in: sentence) else { return nil }
        var amounts = quantities(in: sentence).filter { !question.contains($0.span.lowerBound) }
        var paidAt = ArithmeticParser.payments.spans(in: sentence).compactMap { payment in
            amounts.firstIndex { ArithmeticParser.paysRightBefore($0.span.lowerBound, from: payment.upperBound, in: sentence) }
        }
        // Paid in words ("gave a twenty"), which amounts keep only before what they count.
        if paidAt.isEmpty, let spelled = ArithmeticParser.spelledPayment(in: sentence) {
            paidAt = [amounts.count]
            amounts.append(Quantity(value: spelled.value, span: spelled.amount, kind: .money))
        }
        guard paidAt.count == 1, let paid = paidAt.first, amounts[paid].kind == .money || amounts[paid].kind == .plain,
              !amounts[paid].isPriceForOne, let (spent, cost) = spent(amounts.enumerated().filter { $0.offset != paid }.map(\.element)),
              amounts[paid].value > cost
        else { return nil }
        let span = amounts.map(\.span.lowerBound).min()!..<max(amounts.map(\.span.upperBound).max()!, question.upperBound)
        return (.binary(.subtract, .number(ArithmeticNumber(amounts[paid].value)), spent), span)
    }

    /// What was spent, and its value: one amount, or a price for one and a count of things.
    private static func spent(_ others: [Quantity]) -> (ArithmeticExpression, Double)? {
        if others.count == 1, let amount = others.first, amount.kind == .money || amount.kind == .plain, !amount.isPriceForOne {
            return (.number(ArithmeticNumber(amount.value)), amount.value)
        }
        guard others.count == 2, let price = others.first(where: \.isPriceForOne),
              let count = others.first(where: { !$0.isPriceForOne }), count.kind == .measured || count.kind == .plain
        else { return nil }
        return (.binary(.multiply, .number(ArithmeticNumber(price.value)), .number(ArithmeticNumber(count.value))), price.value * count.value)
    }
}
