import AgentCalendar

extension NumberReader {
    /// Rule: a power ("10^3", "2^10") or ten's exponent ("1e3", "1.5E-2", "5e+1") is part of the
    /// number it follows. "3e" and "1e3x" are words, not numbers: an exponent ends the word.
    /// A power too large for a `Double` is infinite, and refused by whoever counts with it.
    enum PowerNotation {
        /// `mantissa` raised by what follows it at `start`; as it is, with `start`, when nothing does.
        static func read(_ text: [Unicode.Scalar], of mantissa: Double, at start: Int) -> (value: Double, end: Int) {
            guard start + 1 < text.count else { return (mantissa, start) }
            let mark = text[start]
            guard mark == "^" || mark == "e" || mark == "E" else { return (mantissa, start) }
            var i = start + 1
            var negative = false
            if mark != "^", text[i] == "+" || text[i] == "-" {
                negative = text[i] == "-"
                i += 1
            }
            guard i < text.count, digitValue(text[i]) != nil else { return (mantissa, start) }
            let (exponent, end) = DigitRun.digits(text, at: i)
            if mark != "^", end < text.count, TextScan.isASCIILetter(text[end]) { return (mantissa, start) }
            if mark == "^" { return (power(mantissa, exponent), end) }
            guard mantissa != 0 else { return (0, end) }  // 0e400 is zero, not zero times infinity
            let scale = power(10, exponent)
            return (negative ? mantissa / scale : mantissa * scale, end)
        }

        /// `base` to a whole `exponent`, by repeated squaring.
        static func power(_ base: Double, _ exponent: Double) -> Double {
            guard let n = Checked.integer(exponent, in: 0...4096) else {
                // No Double survives such a power: it is infinite, one or zero.
                return base.magnitude > 1 ? .infinity : base.magnitude == 1 ? 1 : 0
            }
            var result = 1.0
            var square = base
            var e = n
            while e > 0 {
                if e & 1 == 1 { result *= square }
                square *= square
                e >>= 1
            }
            return result
        }
    }
}
