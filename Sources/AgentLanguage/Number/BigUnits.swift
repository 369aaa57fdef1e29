extension NumberReader.ChineseNumeral {
    /// Rule: 万 and 亿 close a group and multiply everything before them (三万五千 is 35000, 两万亿
    /// is 2e12); a smaller one after a bigger one adds a group of its own (一亿五千万 is 150 million,
    /// 三亿零五万 300,050,000). They need a count before them (万一 holds no number at 万).
    mutating func takeBigUnit(_ unit: Double) -> Bool {
        guard current != nil || section > 0 || (total > 0 && unit > lastBigUnit) else { return false }
        if unit < lastBigUnit {
            total += (section + (current ?? 0)) * unit
        } else {
            total = (total + section + (current ?? 0)) * unit
        }
        lastBigUnit = unit
        section = 0
        tookUnit(unit)
        return true
    }
}

extension NumberReader {
    enum BigUnits {
        /// Rule: a decimal before 万 or 亿 is scaled by it (1.5万 and 一点五万 are 15000): `value`
        /// scaled and the offset past the unit, when one stands at `end`.
        static func scale(_ value: Double, in text: [Unicode.Scalar], at end: Int) -> (value: Double, end: Int)? {
            guard end < text.count, let unit = chineseUnit(text[end]), unit >= 10_000 else { return nil }
            return (value * unit, end + 1)
        }
    }
}
