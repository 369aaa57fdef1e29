extension NumberReader {
    /// Rule: a number is read whole or not at all. Digits that go on from a number (after a
    /// digit, its decimal point, or the "^" or exponent mark of one) start none of their own, so
    /// "in 10^3 minutes" holds a thousand minutes, never three, and "99999年" no year 9999.
    enum WholeNumber {
        /// Whether the digit at `start` goes on from a number before it: a digit, a decimal
        /// point after one, or the "^" or exponent mark of one ("10^3", "1e-3", "2.5E+4").
        static func continuesNumber(_ text: [Unicode.Scalar], at start: Int) -> Bool {
            var k = start - 1
            guard k >= 0 else { return false }
            if digitValue(text[k]) != nil { return true }
            if text[k] == "+" || text[k] == "-" { k -= 1 }  // the sign of an exponent
            guard k >= 1, digitValue(text[k - 1]) != nil else { return false }
            switch text[k] {
            case "^", "e", "E": return true
            case "+", "-": return false
            default: return isDecimalPoint(text[k]) && k == start - 1
            }
        }
    }
}
