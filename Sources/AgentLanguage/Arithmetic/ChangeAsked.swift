/// Rule change: after a total, one amount paid (change-payments right before it: "and if I pay with 50?",
/// 付一百) or asked its change (change-questions: 给一百找多少, "50, how much change") asks what comes back:
/// the amount less the total, written for the total to stand after it ("(50) - "). An amount with an
/// operator of its own is another operation, and two amounts are no payment.
extension ArithmeticParser {
    static func changeAsked(in sentence: Sentence) -> ArithmeticContinuation? {
        // Asked of every follow-up weighed: most hold no word of paying or of change, and are passed over at once.
        let paid = payments.find(in: sentence), asked = changeWords.find(in: sentence)
        // The 零 of 找零 is no amount paid.
        guard paid != nil || asked != nil, sentence.numbers.count == 1, let amount = sentence.numbers.first, amount.value > 0,
              !(asked?.contains(amount.start) ?? false), case .none = sentence.arithmetic
        else { return nil }
        // A payment word counts right before the amount (spaces, "a" and money aside); a change question anywhere.
        if asked == nil {
            guard let paid, paysRightBefore(amount.start, from: paid.upperBound, in: sentence) else { return nil }
        }
        return ArithmeticContinuation(span: (paid?.lowerBound ?? amount.start)..<sentence.count, operation: "",
                                      before: "(\(sentence.quote(amount.start, amount.end))) - ")
    }

    /// Whether only spaces, "a" or a currency's sign stand between the payment word's end and the amount.
    static func paysRightBefore(_ start: Int, from end: Int, in sentence: Sentence) -> Bool {
        guard end <= start else { return false }
        let gap = String(String.UnicodeScalarView(sentence.folded[end..<start].compactMap(Unicode.Scalar.init)))
        return gap.split(separator: " ").allSatisfy { $0 == "a" || $0.allSatisfy { CurrencySigns.contains($0.unicodeScalars.first!.value) } }
    }

    /// The words of paying and of change, read here and by `WordProblem.changeDue`.
    static let payments = MixedPhrases(WordLists.changePayments)
    static let changeWords = MixedPhrases(WordLists.changeQuestions)
}
