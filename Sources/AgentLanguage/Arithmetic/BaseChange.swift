/// Rule another base: a follow-up that names only another amount to take the last rate of ("and
/// of 85" after "what's 18% of 64", 那八十五的呢 after 六十四的百分之十八): the last percent of the new
/// amount (18% * 64 becomes 18% * 85). The amount stands after "of" (only words that open a follow-up
/// before it: and, what about, now) or before 的; a sentence with another number is none.
public enum BaseChange {
    /// The last sum `previousText` taken of the amount `sentence` names, when the last sum is a
    /// percent of one amount.
    public static func changed(_ previousText: String, by sentence: Sentence) -> String? {
        guard let amount = said(in: sentence)?.amount, case let .expression(last, _) = ArithmeticParser.read(previousText)
        else { return nil }
        switch last {
        case let .binary(.multiply, .percent(rate), .number): return ArithmeticExpression.binary(.multiply, .percent(rate), .number(amount)).description
        case let .binary(.multiply, .number, .percent(rate)): return ArithmeticExpression.binary(.multiply, .number(amount), .percent(rate)).description
        default: return nil
        }
    }

    /// Where a sentence names an amount alone after "of" or before 的: a follow-up cue, as an operation is.
    public static func span(in sentence: Sentence) -> Range<Int>? {
        said(in: sentence)?.span
    }

    private static func said(in sentence: Sentence) -> (amount: ArithmeticNumber, span: Range<Int>)? {
        // Asked of every sentence after a sum: most say no one number.
        guard sentence.numbers.count == 1, let number = sentence.numbers.first else { return nil }
        let text = sentence.folded
        let after = sentence.skipSpaces(from: number.end)
        if after < text.count, text[after] == 0x7684 {  // 的
            return (ArithmeticNumber(number.value), number.start..<(after + 1))
        }
        let words = sentence.english
        guard let k = (0..<words.count).last(where: { words.span($0).upperBound <= number.start }), words.word(k) == "of",
              sentence.skipSpaces(from: words.span(k).upperBound) == number.start, (0..<k).allSatisfy({ words.isWord($0, of: leads) }),
              after >= text.count || !(0x25 == text[after] || 0xFF05 == text[after])
        else { return nil }
        return (ArithmeticNumber(number.value), words.span(k).lowerBound..<number.end)
    }

    /// The words that may open such a follow-up: "and of 85", "what about of 90", "ok now of 120".
    private static let leads = EnglishWordSet(WordLists.baseChangeLeads)
}
