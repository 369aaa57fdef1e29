/// Rule change: after a total, one amount paid (change-payments right before it: "and if I pay with 50?",
/// 付一百) or asked its change (change-questions: 给一百找多少, "50, how much change") asks what comes back:
/// the amount less the total, written for the total to stand after it ("(50) - "). An amount with an
/// operator of its own is another operation, and two amounts are no payment. The amount may be said
/// in words ("if I give the man one hundred", as `WordProblem` reads amounts).
extension ArithmeticParser {
    static func changeAsked(in sentence: Sentence) -> ArithmeticContinuation? {
        // Asked of every follow-up weighed: most hold no word of paying or of change, and are passed over at once.
        var paid = payments.find(in: sentence)
        let asked = changeWords.find(in: sentence)
        guard paid != nil || asked != nil, case .none = sentence.arithmetic else { return nil }
        // The 零 of 找零 is no amount paid.
        let amounts = WordProblem.quantities(in: sentence).filter { $0.value > 0 && !(asked?.contains($0.span.lowerBound) ?? false) }
        let amount: (value: Double, start: Int)
        if amounts.count == 1, let only = amounts.first, only.kind == .money || only.kind == .plain {
            amount = (only.value, only.span.lowerBound)
        } else if amounts.isEmpty, paid != nil, let spelled = spelledPayment(in: sentence) {
            (paid, amount) = (spelled.payment, (spelled.value, spelled.amount.lowerBound))
        } else {
            return nil
        }
        // A payment word counts right before the amount (spaces, "a" and money aside); a change question anywhere.
        if asked == nil {
            guard let paid, paysRightBefore(amount.start, from: paid.upperBound, in: sentence) else { return nil }
        }
        return ArithmeticContinuation(span: (paid?.lowerBound ?? amount.start)..<sentence.count, operation: "",
                                      before: "(\(ArithmeticNumber(amount.value))) - ")
    }

    /// An amount spelt in English words right after a payment ("give the man one hundred", "gave a
    /// twenty"), which `WordProblem` keeps only before what it counts: the payment, the amount and its value.
    static func spelledPayment(in sentence: Sentence) -> (payment: Range<Int>, amount: Range<Int>, value: Double)? {
        let text = sentence.scalars, english = sentence.english
        for payment in payments.spans(in: sentence) {
            // The first word after the payment that is not "a": what `paysRightBefore` lets stand between.
            guard let k = (0..<english.count).first(where: { english.span($0).lowerBound >= payment.upperBound && english.key($0) != article })
            else { continue }
            let i = english.span(k).lowerBound
            guard paysRightBefore(i, from: payment.upperBound, in: sentence), let (value, _, after) = EnglishNumber.readNumeral(text, at: i),
                  value > 0, after == text.count || !TextScan.isASCIILetter(text[after])
            else { continue }
            return (payment, i..<after, value)
        }
        return nil
    }

    /// Whether only spaces, "a" or a currency's sign stand between the payment word's end and the amount.
    static func paysRightBefore(_ start: Int, from end: Int, in sentence: Sentence) -> Bool {
        guard end <= start else { return false }
        let gap = String(String.UnicodeScalarView(sentence.folded[end..<start].compactMap(Unicode.Scalar.init)))
        return gap.split(separator: " ").allSatisfy { $0 == "a" || $0.allSatisfy { CurrencySigns.contains($0.unicodeScalars.first!.value) } }
    }

    private static let article = EnglishWordKey.of("a")

    /// The words of paying and of change, read here and by `WordProblem.changeDue`.
    static let payments = MixedPhrases(WordLists.changePayments)
    static let changeWords = MixedPhrases(WordLists.changeQuestions)
}
