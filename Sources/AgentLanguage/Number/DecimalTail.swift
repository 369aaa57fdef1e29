extension NumberReader {
    /// Rule: a point and digits after a run of digits are its decimals ("1.5", "１．５", "0.25");
    /// a point with no digit after it ends the number ("2.", "3.x").
    enum DecimalTail {
        /// `integer` with the decimals at `start`, and where they end; as it is, with `start`,
        /// when none stand there.
        static func read(_ text: [Unicode.Scalar], integer: Double, at start: Int) -> (value: Double, end: Int) {
            guard start + 1 < text.count, isDecimalPoint(text[start]), digitValue(text[start + 1]) != nil else {
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
    }
}
