/// Rule: how joiners read when no word says how to combine what they join: "by" between two operands
/// multiplies them ("two by two", "a 20 by 30 room"), unless a word before says what to do with them
/// ("multiply 3 by 4", "divide 10 by 2"); a comma joins operands for a word that leads them ("the average
/// of 3, 5 and 10", "add 3, 4 and 5"), and is punctuation anywhere else.
extension ArithmeticTokenizer {
    /// The kind of joiner `word` after the tokens so far.
    func joiner(_ word: ArraySlice<Unicode.Scalar>) -> ArithmeticToken.Kind {
        guard word.elementsEqual(Self.by), tokens.last?.kind.endsOperand == true, !hasLeadingCombiner else { return .joiner }
        return .times
    }

    /// Whether the comma at `i` joins operands: after an operand, with a combining word before it.
    func commaJoins(at i: Int) -> Bool {
        guard text[i] == ",", tokens.last?.kind.endsOperand == true, hasLeadingCombiner else { return false }
        var next = i + 1
        while next < text.count, TextScan.isSpace(text[next]) { next += 1 }
        return next < text.count && (NumberReader.digitValue(text[next]) != nil || TextScan.isASCIILetter(text[next]))
    }

    private var hasLeadingCombiner: Bool {
        tokens.contains {
            switch $0.kind {
            case .combine(_, before: true), .average(before: true): return true
            default: return false
            }
        }
    }

    private static let by = Array("by".unicodeScalars)
}
