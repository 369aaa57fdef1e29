import AgentCalendar
import AgentProtocol

/// Reads numbers: digits (ASCII or full-width, "30", "３０", "1.5"), Chinese
/// numerals ("三十五", "两", "一百零五", "一百五" = 150, "1万2千"), and on request
/// Chinese decimals ("一点五"; off by default, since "三点" is a time of day).
///
/// Words that only look like numbers are not read: 几, and 一 in 一下, 一些,
/// 一点儿, 一会儿 and the like.
///
/// A number is read whole or not at all: a power or an exponent is part of it
/// ("10^3", "1e3", "1.5E-2"), and digits that go on from a number (after a digit, its
/// decimal point, "^" or "e") start none of their own, so "in 10^3 minutes" is a
/// thousand minutes, never three, and "99999年" holds no year 9999.
public enum NumberReader {
    /// A number starting at `start`, and the offset just past it.
    public static func read(_ text: [Unicode.Scalar], at start: Int, chineseDecimal: Bool = false)
        -> (value: Double, end: Int)?
    {
        guard start < text.count else { return nil }
        if digitValue(text[start]) != nil {
            guard !continuesNumber(text, at: start) else { return nil }
            let (integer, afterDigits) = readDigits(text, at: start)
            if afterDigits < text.count, chineseUnit(text[afterDigits]) != nil {
                return readChinese(text, at: start, chineseDecimal: chineseDecimal)
            }
            let (mantissa, afterMantissa) = readDecimalTail(text, integer: integer, at: afterDigits)
            let (value, end) = readPower(text, of: mantissa, at: afterMantissa)
            // "1.5万" is 15000.
            if end > afterDigits, end < text.count, let unit = chineseUnit(text[end]), unit >= 10_000 {
                return (value * unit, end + 1)
            }
            return (value, end)
        }
        guard isChineseNumeral(text[start]), !startsNonNumberWord(text, at: start) else { return nil }
        return readChinese(text, at: start, chineseDecimal: chineseDecimal)
    }

    /// Every number in `text` with its scalar range, in order.
    public static func all(in text: String) -> [(value: Double, start: Int, end: Int)] {
        all(in: Sentence(text))
    }

    /// Every number of the sentence with its scalar range, in order.
    public static func all(in sentence: Sentence) -> [(value: Double, start: Int, end: Int)] {
        let scalars = sentence.scalars
        var found: [(value: Double, start: Int, end: Int)] = []
        var i = 0
        while i < scalars.count {
            if let (value, end) = read(scalars, at: i) {
                found.append((value, i, end))
                i = end
            } else {
                i += 1
            }
        }
        return found
    }

    /// The whole of `text` as one number ("10", "十", "1.5", "一点五"), ignoring
    /// surrounding spaces and end punctuation.
    public static func readWhole(_ text: String) -> Double? {
        let scalars = Array(text.unicodeScalars)
        var start = 0
        var end = scalars.count
        while start < end, TextScan.isSpace(scalars[start]) { start += 1 }
        while end > start, TextScan.isSpace(scalars[end - 1]) || TextScan.isEndPunctuation(scalars[end - 1]) { end -= 1 }
        let body = Array(scalars[start..<end])
        if let (value, stop) = read(body, at: 0, chineseDecimal: true), stop == body.count { return value }
        if let (value, stop) = EnglishNumber.read(body, at: 0), stop == body.count { return value }
        return nil
    }

    public static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x30...0x39: return Int(scalar.value - 0x30)
        case 0xFF10...0xFF19: return Int(scalar.value - 0xFF10)
        default: return nil
        }
    }

    static func isDecimalPoint(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "." || scalar == "\u{FF0E}"
    }

    /// 零 to 九 (and 〇, 两) as a digit.
    static func chineseDigit(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar {
        case "零", "〇": return 0
        case "一": return 1
        case "二", "两", "俩": return 2
        case "三": return 3
        case "四": return 4
        case "五": return 5
        case "六": return 6
        case "七": return 7
        case "八": return 8
        case "九": return 9
        default: return nil
        }
    }

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

    static func isChineseNumeral(_ scalar: Unicode.Scalar) -> Bool {
        chineseDigit(scalar) != nil || scalar == "十"
    }

    /// 一 in words where it counts nothing: 一下, 一些, 一点儿, 一会儿, 一起, 一样, …
    private static let nonNumberWords: [[Unicode.Scalar]] = [
        "一下", "一些", "一点儿", "一点点", "一会", "一起", "一样", "一直", "一定", "一般", "一切", "一边",
        "一旦", "一向", "一共", "一阵", "一番", "一同", "一律", "一概", "一再", "一味", "一心", "一致",
    ].map { Array($0.unicodeScalars) }

    private static func startsNonNumberWord(_ text: [Unicode.Scalar], at start: Int) -> Bool {
        // All of them start with 一.
        guard start < text.count, text[start] == "一" else { return false }
        return nonNumberWords.contains { TextScan.hasPrefix(text, $0, at: start) }
    }

    /// How many Chinese digits stand in a row from `start` (周三三点 has two: 三 and 三, not 33).
    private static func chineseDigitRun(_ text: [Unicode.Scalar], from start: Int) -> Int {
        var end = start
        while end < text.count, chineseDigit(text[end]) != nil { end += 1 }
        return end - start
    }

        private static func readDigits(_ text: [Unicode.Scalar], at start: Int) -> (Double, Int) {
        var i = start
        var value = 0.0
        while i < text.count, let digit = digitValue(text[i]) {
            value = value * 10 + Double(digit)
            i += 1
        }
        return (value, i)
    }

    /// Whether the digit at `start` goes on from a number before it: a digit, a decimal
    /// point after one, or the "^" or exponent mark of one ("10^3", "1e-3", "2.5E+4").
    private static func continuesNumber(_ text: [Unicode.Scalar], at start: Int) -> Bool {
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

    /// `mantissa` raised by what follows it at `start`: "^3" (a power) or "e3", "E-2" (ten's
    /// exponent); as it is, with `start`, when nothing does. A power too large for a `Double`
    /// is infinite, and refused by whoever counts with it.
    private static func readPower(_ text: [Unicode.Scalar], of mantissa: Double, at start: Int) -> (Double, Int) {
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
        let (exponent, end) = readDigits(text, at: i)
        // "3e" and "1e3x" are words, not numbers: an exponent ends the word.
        if mark != "^", end < text.count, TextScan.isASCIILetter(text[end]) { return (mantissa, start) }
        if mark == "^" { return (power(mantissa, exponent), end) }
        guard mantissa != 0 else { return (0, end) }  // 0e400 is zero, not zero times infinity
        let scale = power(10, exponent)
        return (negative ? mantissa / scale : mantissa * scale, end)
    }

    /// `base` to a whole `exponent`, by repeated squaring.
    private static func power(_ base: Double, _ exponent: Double) -> Double {
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

    private static func readDecimalTail(_ text: [Unicode.Scalar], integer: Double, at start: Int) -> (value: Double, end: Int) {
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

    /// Chinese numerals, possibly mixed with digit runs ("1万2千").
    private static func readChinese(_ text: [Unicode.Scalar], at start: Int, chineseDecimal: Bool)
        -> (value: Double, end: Int)?
    {
        var total = 0.0  // completed 万/亿 groups
        var section = 0.0  // the group being built
        var current: Double?  // a digit waiting for its unit
        var lastUnit = 1.0
        var lastBigUnit = 0.0  // the last 万 or 亿: 一亿五千万 adds 五千万, it does not scale the 亿
        var digitRun = 0  // the length of the run of Chinese digits being read, counted once
        var previousWasUnit = false
        var previousWasDigit = false
        var sawZero = false
        var i = start
        var end = start
        while i < text.count {
            let scalar = text[i]
            if digitValue(scalar) != nil {
                let (run, after) = readDigits(text, at: i)
                if current != nil { break }
                current = run
                i = after
                previousWasDigit = true
                previousWasUnit = false
                end = i
                continue
            }
            if let digit = chineseDigit(scalar) {
                if digit == 0 && previousWasUnit {
                    sawZero = true  // 一百零五: a connector, not a digit
                    i += 1
                    continue
                }
                if !previousWasDigit { digitRun = chineseDigitRun(text, from: i) }
                if let value = current, previousWasDigit, value == 0 || digitRun >= 3 {
                    // 二零二六: three or more digits in a row read as one; 零五 is 5.
                    current = value * 10 + Double(digit)
                } else if current != nil {
                    break
                } else {
                    current = Double(digit)
                }
                previousWasDigit = true
                previousWasUnit = false
                i += 1
                end = i
                continue
            }
            if let unit = chineseUnit(scalar) {
                if unit >= 10_000 {
                    // 两万亿: a bigger unit may scale what came before it.
                    guard current != nil || section > 0 || (total > 0 && unit > lastBigUnit) else { break }
                    if unit < lastBigUnit {
                        total += (section + (current ?? 0)) * unit
                    } else {
                        total = (total + section + (current ?? 0)) * unit
                    }
                    lastBigUnit = unit
                    section = 0
                } else {
                    // 十 may stand alone (十五); 百 and 千 need a count (百货 is no number).
                    guard current != nil || (unit == 10 && section == 0 && total == 0 && i == start) else { break }
                    section += (current ?? 1) * unit
                }
                current = nil
                lastUnit = unit
                previousWasUnit = true
                previousWasDigit = false
                sawZero = false
                i += 1
                end = i
                continue
            }
            break
        }
        guard end > start else { return nil }
        var value = total + section
        if let tail = current {
            // 一百五 is 150 and 两万五 25000: a lone digit right after 百, 千 or 万 counts tenths of it.
            let directlyAfterUnit = !sawZero && lastUnit >= 100 && (total + section) > 0 && tail < 10
                && end >= 2 && chineseUnit(text[end - 2]) != nil
            value += directlyAfterUnit ? tail * lastUnit / 10 : tail
        }
        if chineseDecimal, end + 1 < text.count, text[end] == "点", chineseDigit(text[end + 1]) != nil {
            var scale = 1.0
            var j = end + 1
            while j < text.count, let digit = chineseDigit(text[j]) ?? digitValue(text[j]) {
                scale /= 10
                value += Double(digit) * scale
                j += 1
            }
            end = j
            // 一点五万 is 15000, as 1.5万 is.
            if end < text.count, let unit = chineseUnit(text[end]), unit >= 10_000 {
                value *= unit
                end += 1
            }
        }
        return (value, end)
    }
}
