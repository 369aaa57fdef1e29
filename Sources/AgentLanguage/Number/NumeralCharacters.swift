extension NumberReader {
    /// The value of an ASCII or full-width digit.
    public static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x30...0x39: return Int(scalar.value - 0x30)
        case 0xFF10...0xFF19: return Int(scalar.value - 0xFF10)
        default: return nil
        }
    }

    /// A digit written either way: 0 to 9 (ASCII or full-width), or 零 to 九.
    static func anyDigit(_ scalar: Unicode.Scalar) -> Int? {
        chineseDigit(scalar) ?? digitValue(scalar)
    }

    static func isDecimalPoint(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "." || scalar == "\u{FF0E}"
    }

    /// 零 to 九 (and 〇, 两, 俩, 仨) as a digit: the numerals themselves, as 0 to 9 are.
    static func chineseDigit(_ scalar: Unicode.Scalar) -> Int? {
        guard chineseNumerals.contains(scalar.value) else { return nil }
        switch scalar {
        case "零", "〇": return 0
        case "一": return 1
        case "二", "两", "俩": return 2
        case "三", "仨": return 3
        case "四": return 4
        case "五": return 5
        case "六": return 6
        case "七": return 7
        case "八": return 8
        case "九": return 9
        default: return nil
        }
    }

    /// 十, 百, 千, 万 and 亿: what a digit before them counts.
    static func chineseUnit(_ scalar: Unicode.Scalar) -> Double? {
        switch scalar {
        case "十": return 10
        case "百": return 100
        case "千": return 1000
        case "万": return 10_000
        case "亿": return 100_000_000
        default: return nil
        }
    }

    /// 廿 and 卅: twenty and thirty.
    static func chineseTens(_ scalar: Unicode.Scalar) -> Double? {
        switch scalar {
        case "廿": return 20
        case "卅": return 30
        default: return nil
        }
    }

    /// A Chinese digit, 十, 廿 or 卅, which may start a numeral (百 and 千 need a count before them).
    static func isChineseNumeral(_ scalar: Unicode.Scalar) -> Bool {
        chineseNumerals.contains(scalar.value)
    }

    /// Whether a number may start with `scalar`: a digit or a Chinese numeral.
    static func mayStart(_ scalar: Unicode.Scalar) -> Bool {
        digitValue(scalar) != nil || chineseNumerals.contains(scalar.value)
    }

    /// The Chinese digits, 十, 廿 and 卅: asked of every character, so a set that passes most over at once.
    private static let chineseNumerals = SmallScalarSet(characters: chineseNumeralCharacters)
    static let chineseNumeralCharacters = "零〇一二两俩三仨四五六七八九十廿卅"
}
