/// Rule change due: a sentence that says what was spent and what was paid and asks the change
/// (买了五块钱的葱，给了二十，找多少; "the bill was 37.50 and I paid with a 50, how much change") is the
/// amount paid less the amount spent: two amounts, one right after a word of paying (change-payments:
/// 给了, 付, "paid with", spaces, "a" or a currency's sign between), the other the amount spent, and a
/// question of change anywhere (change-questions). Paid must be the larger: change is never owed back.
/// `ChangeAsked` reads the same question as a follow-up of a total.
extension WordProblem {
    static func changeDue(in sentence: Sentence) -> (ArithmeticExpression, Range<Int>)? {
        // Asked of every sentence with a number: most hold no word of change, and are passed over at once.
        guard sentence.numbers.count >= 2, let question = ArithmeticParser.changeWords.find(in: sentence) else { return nil }
        let amounts = quantities(in: sentence).filter { !question.contains($0.span.lowerBound) }
        guard amounts.count == 2, amounts.allSatisfy({ ($0.kind == .money || $0.kind == .plain) && !$0.isPriceForOne }) else { return nil }
        let paidAt = ArithmeticParser.payments.spans(in: sentence).compactMap { payment in
            amounts.firstIndex { ArithmeticParser.paysRightBefore($0.span.lowerBound, from: payment.upperBound, in: sentence) }
        }
        guard paidAt.count == 1, let paid = paidAt.first, amounts[paid].value > amounts[1 - paid].value else { return nil }
        let span = amounts.map(\.span.lowerBound).min()!..<max(amounts.map(\.span.upperBound).max()!, question.upperBound)
        return (.binary(.subtract, .number(ArithmeticNumber(amounts[paid].value)), .number(ArithmeticNumber(amounts[1 - paid].value))), span)
    }
}
