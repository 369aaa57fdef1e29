extension NumberReader {
    /// Rule: 点 and digits after a Chinese numeral are its decimals (一点五 is 1.5, 三点一四 3.14),
    /// read only when the caller asks: 三点 is a time of day. 一点五万 is 15000, as 1.5万 is.
    enum ChineseDecimal {
        /// `value` with the decimals after 点 at `end`, and where they end; nil when none follow.
        static func read(_ text: [Unicode.Scalar], after value: Double, at end: Int) -> (value: Double, end: Int)? {
            guard end + 1 < text.count, text[end] == "点", chineseDigit(text[end + 1]) != nil else { return nil }
            var value = value
            var scale = 1.0
            var j = end + 1
            while j < text.count, let digit = anyDigit(text[j]) {
                scale /= 10
                value += Double(digit) * scale
                j += 1
            }
            return BigUnits.scale(value, in: text, at: j) ?? (value, j)
        }
    }
}
