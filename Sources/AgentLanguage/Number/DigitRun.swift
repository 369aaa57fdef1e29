extension NumberReader {
    /// Rule: a run of digits is a number ("30", "３０", "007"), with its decimal tail ("1.5") and
    /// power ("10^3", "1e3"). Before 十, 百, 千, 万 or 亿 it is a count of them, read as a Chinese
    /// numeral is ("1万2千", "3千"); a decimal or a power before 万 or 亿 is scaled ("1.5万").
    enum DigitRun {
        static func read(_ text: [Unicode.Scalar], at start: Int, chineseDecimal: Bool) -> (value: Double, end: Int)? {
            guard !WholeNumber.continuesNumber(text, at: start) else { return nil }
            let (integer, afterDigits) = digits(text, at: start)
            if afterDigits < text.count, chineseUnit(text[afterDigits]) != nil {
                return ChineseNumeral.read(text, at: start, chineseDecimal: chineseDecimal)
            }
            let (mantissa, afterMantissa) = DecimalTail.read(text, integer: integer, at: afterDigits, number: start)
            let (value, end) = PowerNotation.read(text, of: mantissa, at: afterMantissa)
            if end > afterDigits, let scaled = BigUnits.scale(value, in: text, at: end) { return scaled }
            return (value, end)
        }

        /// The value of the digits from `start`, and where they end.
        static func digits(_ text: [Unicode.Scalar], at start: Int) -> (value: Double, end: Int) {
            var i = start
            var value = 0.0
            while i < text.count, let digit = digitValue(text[i]) {
                value = value * 10 + Double(digit)
                i += 1
            }
            return (value, i)
        }
    }
}
