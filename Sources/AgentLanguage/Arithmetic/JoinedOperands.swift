/// Rule: operands joined by 和, 与, 跟, 、 or "and" are combined by the word that says how, before them
/// ("add 3 and 4", "the product of 4 and 25"; "subtract 85 from 997" takes the first from the second)
/// or after (12和8加起来, 三十与十二之差); 再, 然后, "then" and a combining word with nothing joined
/// (三加四加起来乘二) end what came before, as if parenthesised (六加四再乘三 is 30); 的平均数 and "the
/// average of" take their mean (3、5、10的平均数 is (3 + 5 + 10) ÷ 3). A dividing word before an amount
/// and a count of ways needs no joiner ("split 36 4 ways").
extension ArithmeticGrammar {
    mutating func group() throws(ArithmeticError) -> ArithmeticExpression {
        var lead: ArithmeticToken?
        if case .combine(_, before: true)? = peek { lead = advance() }
        if case .average(before: true)? = peek { lead = advance() }
        var node = try sum()
        // "split 36 4 ways": a count of ways after the amount is what it is divided among, joined by no word.
        if let word = lead, case .combine(.divide, before: true) = word.kind, case .number? = peek, countsWays(tokens[index]) {
            lead = nil
            node = try continued(.binary(.divide, node, try sum()))
        }
        while true {
            // "90 split 4 ways, like?": a joiner before words joins no operand; the calculation ends there.
            if case .joiner? = peek, index + 1 < tokens.count, case .unknown = tokens[index + 1].kind { break }
            if case .joiner? = peek {
                let firstJoiner = tokens[index]
                var operands = [node]
                while case .joiner? = peek {
                    let joiner = advance()
                    try requireOperand(after: joiner)
                    operands.append(try sum())
                }
                let op: ArithmeticOperator
                if isAverage(lead?.kind) || isAverage(peek) {
                    // 3、5、10的平均数: the sum over the count.
                    if lead != nil { lead = nil } else { index += 1 }
                    let sum = operands.dropFirst().reduce(operands[0]) { .binary(.add, $0, $1) }
                    node = try continued(.binary(.divide, sum, .number(ArithmeticNumber(Int64(operands.count)))))
                    continue
                } else if let word = lead, case let .combine(leading, _) = word.kind {
                    op = leading
                    lead = nil
                } else if case let .combine(trailing, before: false)? = peek {
                    op = trailing
                    index += 1
                } else {
                    throw .missingOperation(text(firstJoiner))
                }
                // "subtract 85 from 997": what it is taken from comes last and is taken from.
                if text(firstJoiner) == "from", operands.count == 2, op == .subtract || op == .divide { operands.reverse() }
                node = operands.dropFirst().reduce(operands[0]) { .binary(op, $0, $1) }
                node = try continued(node)
            } else if let kind = peek, kind.closesWhatCameBefore {
                // 三加四加起来乘二, 三加四再乘二: what came before is one operand.
                index += 1
                node = try continued(node)
            } else {
                break
            }
        }
        if let lead { throw .missingOperands(text(lead)) }
        return node
    }

    /// Whether "ways" or "way" follows the number `token` ("4 ways").
    func countsWays(_ token: ArithmeticToken) -> Bool {
        var i = token.end
        while i < original.count, original[i] == " " { i += 1 }
        let word = String(String.UnicodeScalarView(original[i..<min(original.count, i + 4)])).lowercased()
        return word == "ways" || word.hasPrefix("way") && (i + 3 == original.count || !original[i + 3].properties.isAlphabetic)
    }

    private func isAverage(_ kind: ArithmeticToken.Kind?) -> Bool {
        if case .average? = kind { return true }
        return false
    }

    /// Goes on from a finished operand as if it had been parenthesised.
    mutating func continued(_ node: ArithmeticExpression) throws(ArithmeticError) -> ArithmeticExpression {
        try sumTail(productTail(powerTail(postfixTail(node))))
    }
}
