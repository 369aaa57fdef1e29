/// A follow-up that names only another rate for the last sum: a percentage (百分之二十呢, "and 40%
/// off?", "what about 25 percent", "and with 20 percent?") or a discount (那六五折呢, 打七折呢). People ask "and at 20 %?"
/// of the same amount, not of the last answer: the last sum again with its one rate replaced
/// (12000 * 15% becomes 12000 * 20%); a discount after a sum with no rate takes it off the whole
/// (28 * 3.5 becomes 28 * 3.5 * 0.8). Going on from the answer is said with 再 or "then" (再打七折),
/// an operation `ArithmeticContinuation` applies.
public enum RateChange {
    /// A rate as the parser writes it: a percentage, or a discount's tenths or hundredths.
    private enum Rate: Equatable {
        case percent(ArithmeticNumber)
        /// The factor, `n / 10` or `n / 100` (`ArithmeticExpression.discount(digits:)`).
        case discount(ArithmeticExpression)

        var expression: ArithmeticExpression {
            switch self {
            case let .percent(n): .percent(.number(n))
            case let .discount(factor): factor
            }
        }

        func isSameKind(as other: Rate) -> Bool {
            switch (self, other) {
            case (.percent, .percent), (.discount, .discount): true
            default: false
            }
        }
    }

    /// The last sum `previousText` with its rate replaced by the one `sentence` names alone; nil when
    /// the sentence says anything else of a sum, goes on with 再, or the last sum has no single rate of that kind.
    public static func changed(_ previousText: String, by sentence: Sentence) -> String? {
        guard let new = said(in: sentence)?.rate, case let .expression(last, _) = ArithmeticParser.read(previousText) else { return nil }
        var found = 0
        let replaced = replacing(in: last, with: new, found: &found)
        // 那打个八折呢 after a total with no rate in it (28 * 3.5): the total at that discount.
        if found == 0, case let .discount(factor) = new {
            var percents = 0
            _ = replacing(in: last, with: .percent(ArithmeticNumber(Int64(1))), found: &percents)
            if percents == 0 { return ArithmeticExpression.binary(.multiply, last, factor).description }
        }
        return found == 1 ? replaced.description : nil
    }

    /// Where a sentence names a rate alone, an operation on the last sum as 再乘以三 is (`FollowUpCues.continuation`).
    public static func span(in sentence: Sentence) -> Range<Int>? {
        said(in: sentence)?.span
    }

    /// The rate a sentence says with nothing else of a sum, and where: its numbers and operators are
    /// a percentage (and "off") or a discount, around words of no sum (那, 呢, "and", "what about").
    private static func said(in sentence: Sentence) -> (rate: Rate, span: Range<Int>)? {
        // Asked of every sentence after a sum: most name no rate, and are passed over at once.
        guard !sentence.numbers.isEmpty, rateWords.find(in: sentence) != nil else { return nil }
        var tokenizer = ArithmeticTokenizer(sentence, lenient: true)
        guard let tokens = try? tokenizer.run() else { return nil }
        var kinds: [ArithmeticToken.Kind] = []
        var span: Range<Int>?
        for token in tokens {
            switch token.kind {
            case .then: return nil
            case .unknown, .joiner: continue
            // "and with 20 percent?", "at 30% off?": a joiner before the rate, with no amount before it,
            // is the rate's word as "off" is, not more of a sum.
            case .discountJoiner where kinds.isEmpty: break
            // "off" and 打 are the rate's words, not more of a sum.
            case .percentOff, .discountLead: break
            default: kinds.append(token.kind)
            }
            span = (span?.lowerBound ?? token.start)..<token.end
        }
        guard let span else { return nil }
        switch kinds.count {
        case 2:
            if case .percentBefore = kinds[0], case let .number(n) = kinds[1] { return (.percent(n), span) }
            if case let .number(n) = kinds[0], case .percentAfter = kinds[1] { return (.percent(n), span) }
            if case let .number(n) = kinds[0], case .discountEnd = kinds[1], let factor = ArithmeticExpression.discount(digits: [n]) {
                return (.discount(factor), span)
            }
        case 3:
            // 六五折: two digits, 65 hundredths.
            if case let .number(a) = kinds[0], case let .number(b) = kinds[1], case .discountEnd = kinds[2],
               let factor = ArithmeticExpression.discount(digits: [a, b]) {
                return (.discount(factor), span)
            }
        default: break
        }
        return nil
    }

    /// The words the tokenizer reads a rate by (percents-after, percents-before, discount-ends: %,
    /// "percent", 百分之, 折): a sentence without one says no rate.
    private static let rateWords = MixedPhrases(WordLists.percentsAfter + WordLists.percentsBefore + WordLists.discountEnds)

    /// The rate written where `expression` holds one of `new`'s kind, counting them in `found`.
    private static func replacing(in expression: ArithmeticExpression, with new: Rate, found: inout Int) -> ArithmeticExpression {
        if let rate = rate(of: expression), rate.isSameKind(as: new) {
            found += 1
            return new.expression
        }
        switch expression {
        case .number: return expression
        case let .negation(a): return .negation(replacing(in: a, with: new, found: &found))
        case let .squareRoot(a): return .squareRoot(replacing(in: a, with: new, found: &found))
        case let .cubeRoot(a): return .cubeRoot(replacing(in: a, with: new, found: &found))
        case let .percent(a): return .percent(replacing(in: a, with: new, found: &found))
        case let .factorial(a): return .factorial(replacing(in: a, with: new, found: &found))
        case let .binary(op, a, b):
            let left = replacing(in: a, with: new, found: &found)
            return .binary(op, left, replacing(in: b, with: new, found: &found))
        }
    }

    /// The rate `expression` is, if it is one: a percentage of a number, or a discount (a number of tenths or hundredths).
    private static func rate(of expression: ArithmeticExpression) -> Rate? {
        switch expression {
        case let .percent(.number(n)): return .percent(n)
        case .binary(.divide, .number, .number(let scale)) where scale.doubleValue == 10 || scale.doubleValue == 100:
            return .discount(expression)
        default: return nil
        }
    }
}
