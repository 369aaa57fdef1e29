extension NumberReader {
    /// Rule: a lone digit right after 百, 千, 万 or 亿 counts tenths of it, as people shorten
    /// numbers: 一百五 is 150, 两千三 2300, 两万五 25000. After 零 (一百零五) or 十 (三十五), or
    /// standing alone, it counts ones.
    enum UnitTenths {
        /// What `tail`, the digit left waiting for a unit when `numeral` ended, adds to it.
        static func value(of tail: Double, in numeral: ChineseNumeral) -> Double {
            let end = numeral.end
            let directlyAfterUnit = !numeral.sawZero && numeral.lastUnit >= 100 && numeral.total + numeral.section > 0
                && tail < 10 && end >= 2 && chineseUnit(numeral.text[end - 2]) != nil
            return directlyAfterUnit ? tail * numeral.lastUnit / 10 : tail
        }
    }
}
