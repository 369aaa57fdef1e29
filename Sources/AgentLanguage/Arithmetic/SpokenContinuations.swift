/// Rule: operations said verb first go on from the last value too: a combining word, the value as a
/// reference ("that", "it", "the result"; continuation-references) and an operand, in either order
/// ("divide that by 4", "now add 10", "add 10 to it", "subtract 4 from that"), and the verbs that
/// multiply or halve it ("double that", "triple it", "halve it"; continuation-multipliers,
/// continuation-halvings). The operation is written for the value to stand before it ("/ 4", "+ 10", "* 2").
extension ArithmeticParser {
    static func verbFirstContinuation(in sentence: Sentence) -> ArithmeticContinuation? {
        let english = sentence.english
        guard english.count > 0 else { return nil }
        // "now", "then", "and" may lead up to the verb.
        var k = 0
        while k < english.count - 1, english.isWord(k, of: leads) { k += 1 }
        // "double that", "halve it": nothing but the value may follow ("double check it" is no sum).
        let onlyTheValue = english.span(k).upperBound == sentence.count
            || references.occursWhole(in: sentence, from: english.span(k).upperBound)
        if onlyTheValue, let factor = multipliers.firstIndex(of: english.key(k)) {
            return ArithmeticContinuation(span: english.span(k).lowerBound..<sentence.count, operation: " * \(factor + 2)")
        }
        if onlyTheValue, halvings.contains(english.key(k)) {
            return ArithmeticContinuation(span: english.span(k).lowerBound..<sentence.count, operation: " / 2")
        }
        guard let (op, verbEnd) = verb(in: sentence, at: english.span(k).lowerBound) else { return nil }
        // The operand: what is left once the references and their joiners are taken out.
        var rest = String.UnicodeScalarView()
        var i = verbEnd
        let text = sentence.folded
        while i < text.count {
            if let length = references.longestMatch(in: text, at: i)?.length, i == 0 || !TextScan.isASCIILetter(sentence.scalars[i - 1]),
               i + length == text.count || !TextScan.isASCIILetter(sentence.scalars[i + length]) {
                i += length
                continue
            }
            rest.append(sentence.written[i])
            i += 1
        }
        let operand = String(rest).split(separator: " ").filter { !joiners.contains(String($0)) }.joined(separator: " ")
        guard !operand.isEmpty, (try? parse(operand)) != nil else { return nil }  // "4" as well as "3 squared"
        let symbol = op.symbol(.ascii)
        return ArithmeticContinuation(span: english.span(k).lowerBound..<sentence.count, operation: " \(symbol) (\(operand))")
    }

    /// A combining word before its operands at `start` ("divide", "add"): its operator and end.
    private static func verb(in sentence: Sentence, at start: Int) -> (ArithmeticOperator, Int)? {
        guard let (kind, end) = ArithmeticWordTable.longestMatch(in: sentence.scalars, at: start),
              case let .combine(op, before: true)? = kind else { return nil }
        return (op, end)
    }

    private static let leads = EnglishWordSet(WordLists.continuationLeads)
    private static let multipliers = WordLists.continuationMultipliers.map { EnglishWordKey.of($0) }
    private static let halvings = EnglishWordSet(WordLists.continuationHalvings)
    private static let references = PhraseList(WordLists.continuationReferences)
    private static let joiners = Set(WordLists.operandJoiners.filter(WordLists.isEnglish))
}

private extension PhraseList {
    /// Whether what follows `start` in the sentence is one of these phrases and nothing else but spaces.
    func occursWhole(in sentence: Sentence, from start: Int) -> Bool {
        let text = sentence.folded
        var i = start
        while i < text.count, TextScan.isSpace(sentence.scalars[i]) { i += 1 }
        guard let length = longestMatch(in: text, at: i)?.length else { return false }
        var end = i + length
        while end < text.count, TextScan.isSpace(sentence.scalars[end]) || TextScan.isEndPunctuation(sentence.scalars[end]) { end += 1 }
        return end == text.count
    }
}
