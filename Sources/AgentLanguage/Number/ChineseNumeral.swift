extension NumberReader {
    /// Rule: Chinese numerals, read left to right, digit by digit and unit by unit, possibly
    /// mixed with runs of digits ("1万2千"). What each part does is a rule of its own: digits in
    /// a row (`DigitSequence`), 十, 百 and 千 (`ChineseUnits`), 万 and 亿 (`BigUnits`), a lone
    /// digit after a unit (`UnitTenths`), 廿 and 卅 (`takeTens`) and, when asked, decimals after 点 (`ChineseDecimal`).
    struct ChineseNumeral {
        let text: [Unicode.Scalar]
        let start: Int
        /// Completed 万 and 亿 groups.
        var total = 0.0
        /// The group being built.
        var section = 0.0
        /// A digit waiting for its unit.
        var current: Double?
        var lastUnit = 1.0
        /// The last 万 or 亿: 一亿五千万 adds 五千万, it does not scale the 亿.
        var lastBigUnit = 0.0
        /// The length of the run of Chinese digits being read, counted once.
        var digitRun = 0
        var previousWasUnit = false
        var previousWasDigit = false
        /// 零 stood between the last unit and the digit after it (一百零五).
        var sawZero = false
        /// The next scalar to read, and the end of what was read so far.
        var i: Int
        var end: Int

        init(_ text: [Unicode.Scalar], at start: Int) {
            self.text = text
            self.start = start
            i = start
            end = start
        }

        static func read(_ text: [Unicode.Scalar], at start: Int, chineseDecimal: Bool) -> (value: Double, end: Int)? {
            var numeral = ChineseNumeral(text, at: start)
            while numeral.i < text.count, numeral.take(text[numeral.i]) {}
            guard numeral.end > start else { return nil }
            let value = numeral.value
            if chineseDecimal, let decimal = ChineseDecimal.read(text, after: value, at: numeral.end) { return decimal }
            return (value, numeral.end)
        }

        /// Takes the part at `i`, or tells that the numeral ended before it.
        private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            if digitValue(scalar) != nil { return takeDigitRun() }
            if let digit = chineseDigit(scalar) { return takeDigit(Double(digit)) }
            if let unit = chineseUnit(scalar) { return unit >= 10_000 ? takeBigUnit(unit) : takeUnit(unit) }
            if let tens = chineseTens(scalar) { return takeTens(tens) }
            return false
        }

        /// What was read: the groups, and a digit left waiting for a unit.
        var value: Double {
            guard let tail = current else { return total + section }
            return total + section + UnitTenths.value(of: tail, in: self)
        }
    }
}
