/// Rule: operations said verb first go on from the last value too: a combining word, the value as a
/// reference ("that", "it", "the result"; continuation-references) and an operand, in either order
/// ("divide that by 4", "now add 10", "add 10 to it", "subtract 4 from that", British "times that by 2"), and the verbs that
/// multiply or halve it ("double that", "triple it", "halve it"; continuation-multipliers,
/// continuation-halvings). The operation is written for the value to stand before it ("/ 4", "+ 10", "* 2"),
/// except where the value is taken from the operand ("subtract that from 450", "minus that from 450", as
/// learners say it): the operand stands first ("(450) - "). Filler after the operand is left out
/// ("divide it by 3 for me"; continuation-trailers), and so is what the amount is for ("add 3000 for
/// transport").
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
        var words = String(rest).split(separator: " ").filter { !joiners.contains(String($0)) }
        // "add 3000 for transport": what the amount is for ends the operand.
        if let purpose = words.indices.dropFirst().first(where: { k in
            words[k].lowercased() == "for" && k + 1 < words.count && !words[k + 1].contains(where: \.isNumber)
        }) {
            words.removeSubrange(purpose...)
        }
        // "divide it by 3 for me", "add 10 please": filler after the operand asks nothing of it.
        while let last = words.last, words.count > 1, trailers.contains(String(last.lowercased().filter(\.isLetter))) {
            words.removeLast()
        }
        let operand = words.joined(separator: " ")
        guard !operand.isEmpty, (try? parse(operand)) != nil else { return nil }  // "4" as well as "3 squared"
        let symbol = op.symbol(.ascii)
        let span = english.span(k).lowerBound..<sentence.count
        if op == .subtract, takesTheValueFrom(in: sentence, after: verbEnd) {
            return ArithmeticContinuation(span: span, operation: "", before: "(\(operand)) \(symbol) ")
        }
        return ArithmeticContinuation(span: span, operation: " \(symbol) (\(operand))")
    }

    /// A combining word before its operands at `start` ("divide", "add"): its operator and end. "minus"
    /// right before a reference is a verb too, as learners say it ("minus that from 450").
    private static func verb(in sentence: Sentence, at start: Int) -> (ArithmeticOperator, Int)? {
        guard let (kind, end) = ArithmeticWordTable.longestMatch(in: sentence.scalars, at: start) else { return nil }
        switch kind {
        case let .combine(op, before: true)?: return (op, end)
        case .minus? where references.longestMatch(in: sentence.folded, at: sentence.skipSpaces(from: end)) != nil:
            return (.subtract, end)
        // British "times that by 2": times as a verb, the value right after it.
        case .times? where references.longestMatch(in: sentence.folded, at: sentence.skipSpaces(from: end)) != nil:
            return (.multiply, end)
        default: return nil
        }
    }

    /// Whether the reference stands right after the verb and "from" right after it: the value is
    /// taken from what follows ("subtract that from 450").
    private static func takesTheValueFrom(in sentence: Sentence, after verbEnd: Int) -> Bool {
        let i = sentence.skipSpaces(from: verbEnd)
        guard let length = references.longestMatch(in: sentence.folded, at: i)?.length else { return false }
        let english = sentence.english
        let from = sentence.skipSpaces(from: i + length)
        return (0..<english.count).contains { english.span($0).lowerBound == from && english.key($0) == fromWord }
    }


    private static let fromWord = EnglishWordKey.of("from")

    private static let leads = EnglishWordSet(WordLists.continuationLeads)
    private static let multipliers = WordLists.continuationMultipliers.map { EnglishWordKey.of($0) }
    private static let halvings = EnglishWordSet(WordLists.continuationHalvings)
    private static let references = PhraseList(WordLists.continuationReferences)
    private static let joiners = Set(WordLists.operandJoiners.filter(WordLists.isEnglish))
    private static let trailers = Set(WordLists.continuationTrailers)
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
