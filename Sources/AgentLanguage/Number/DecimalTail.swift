extension NumberReader {
    /// Rule: a point and digits after a run of digits are its decimals ("1.5", "１．５", "0.25");
    /// a point with no digit after it ends the number ("2.", "3.x"). So is a decimal comma
    /// (`startsDecimalComma`: "2,5 minutes").
    enum DecimalTail {
        /// `integer`, whose digits start at `number`, with the decimals at `start`, and where they end;
        /// as it is, with `start`, when none stand there.
        static func read(_ text: [Unicode.Scalar], integer: Double, at start: Int, number: Int) -> (value: Double, end: Int) {
            guard start + 1 < text.count, isDecimalPoint(text[start]) || startsDecimalComma(text, at: start, number: number),
                  digitValue(text[start + 1]) != nil else {
                return (integer, start)
            }
            var value = integer
            var scale = 1.0
            var i = start + 1
            while i < text.count, let digit = digitValue(text[i]) {
                scale /= 10
                value += Double(digit) * scale
                i += 1
            }
            return (value, i)
        }

        /// Rule the decimal comma: a comma right before one or two digits that end the number ("3,5",
        /// "2,25", as most of Europe writes decimals), in no list of numbers ("3,5,7", "1,2"), and not
        /// beside a list before it ("2,3,5"); three digits group thousands (1,000).
        static func startsDecimalComma(_ text: [Unicode.Scalar], at i: Int, number start: Int) -> Bool {
            guard i + 1 < text.count, text[i] == ",", digitValue(text[i + 1]) != nil else { return false }
            var end = i + 1
            while end < text.count, digitValue(text[end]) != nil { end += 1 }
            guard end - i - 1 <= 2 else { return false }
            let listGoesOn = end + 1 < text.count && text[end] == "," && digitValue(text[end + 1]) != nil
            let listBefore = start >= 2 && text[start - 1] == "," && digitValue(text[start - 2]) != nil
            return !listGoesOn && !listBefore
        }
    }
}
