/// Rule mixed numbers: a whole number and a fraction joined by "and" are one number: "3 and a half" is
/// 3.5, "two and three quarters" 2.75, and learners' "3 and half" (the article left out) 3.5, where
/// "and" would otherwise join two operands ("3 and half multiply 4" is no 3 + 4). "2 and half of 10"
/// shares something else: a fraction before "of" is left to `readEnglishFraction`.
extension ArithmeticTokenizer {
    /// `value` and the fraction that "and" adds after `end`, exact, and where the fraction ends.
    func mixedNumber(_ value: Double, after end: Int) -> (value: ArithmeticNumber, end: Int)? {
        guard value == value.rounded(), value >= 0, value < 1e12 else { return nil }
        var i = skipSpaces(from: end)
        guard i > end || end == 0, TextScan.hasPrefix(text, Self.and, at: i), i + 3 < text.count, text[i + 3] == " " else { return nil }
        i = skipSpaces(from: i + 3)
        var count: Int64 = 1
        if let (said, afterCount) = EnglishFractionWords.counts.match(text, at: i), afterCount < text.count, text[afterCount] == " " {
            count = said
            i = skipSpaces(from: afterCount)
        }
        guard let (denominator, fractionEnd) = EnglishFractionWords.denominators.match(text, at: i), count < denominator else { return nil }
        let next = skipSpaces(from: fractionEnd)
        if TextScan.hasPrefix(text, Self.of, at: next), next + 2 == text.count || !TextScan.isASCIILetter(text[next + 2]) { return nil }
        return (.ratio(Int64(value) * denominator + count, denominator), fractionEnd)
    }

    private func skipSpaces(from i: Int) -> Int {
        var j = i
        while j < text.count, text[j] == " " { j += 1 }
        return j
    }

    private static let and = Array("and".unicodeScalars), of = Array("of".unicodeScalars)
}
