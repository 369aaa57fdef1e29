/// Reads numbers: digits (ASCII or full-width, "30", "３０", "1.5"), Chinese
/// numerals ("三十五", "两", "一百零五", "一百五" = 150, "1万2千"), and on request
/// Chinese decimals ("一点五"; off by default, since "三点" is a time of day).
///
/// Words that only look like numbers are not read: 几, and 一 in 一下, 一些,
/// 一点儿, 一会儿 and the like.
public enum NumberReader {
    /// A number starting at `start`, and the offset just past it.
    public static func read(_ text: [Unicode.Scalar], at start: Int, chineseDecimal: Bool = false)
        -> (value: Double, end: Int)?
    {
        guard start < text.count else { return nil }
        if digitValue(text[start]) != nil {
            let (integer, afterDigits) = readDigits(text, at: start)
            if afterDigits < text.count, chineseUnit(text[afterDigits]) != nil {
                return readChinese(text, at: start, chineseDecimal: chineseDecimal)
            }
            let (value, end) = readDecimalTail(text, integer: integer, at: afterDigits)
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
        let scalars = Array(text.unicodeScalars)
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
        nonNumberWords.contains { TextScan.hasPrefix(text, $0, at: start) }
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

/// English number words: "five", "twenty-five", "a hundred", and "a"/"an" as one where asked;
/// `readNumeral` reads whole numerals ("one thousand two hundred thirty-four", "three point five").
public enum EnglishNumber {
    static let small: [String: Double] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
        "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    ]
    static let tens: [String: Double] = [
        "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
    ]

    /// A number word (or two: "twenty five") starting at `start`; `article` also reads "a"/"an" as 1.
    public static func read(_ text: [Unicode.Scalar], at start: Int, article: Bool = false) -> (value: Double, end: Int)? {
        guard let (first, afterFirst) = word(text, at: start) else { return nil }
        var value: Double
        var end = afterFirst
        if let n = small[first] {
            value = n
        } else if let n = tens[first] {
            value = n
            // "twenty five", "twenty-five"
            var j = afterFirst
            if j < text.count, text[j] == "-" || text[j] == " " { j += 1 }
            if let (second, afterSecond) = word(text, at: j), let unit = small[second], unit < 10, unit > 0 {
                value += unit
                end = afterSecond
            }
        } else if article, first == "a" || first == "an" {
            value = 1
        } else {
            return nil
        }
        // "a hundred", "two hundred"
        var j = end
        if j < text.count, text[j] == " " { j += 1 }
        if let (next, afterNext) = word(text, at: j), next == "hundred" {
            value *= 100
            end = afterNext
        }
        return (value, end)
    }

    /// A whole English numeral starting at `start`: "nine hundred ninety-nine",
    /// "one thousand and five", "twelve hundred", "a million", "three point one four",
    /// "point five". `fractionDigits` counts the digits said after "point", so a
    /// caller can keep the value exact (3.14 is 314/100).
    public static func readNumeral(_ text: [Unicode.Scalar], at start: Int)
        -> (value: Double, fractionDigits: Int, end: Int)?
    {
        var total = 0.0
        var group: Double
        var end: Int
        if let (value, afterGroup) = read(text, at: start) {
            (group, end) = (value, afterGroup)
        } else if let (word, afterArticle) = Self.word(text, at: start), word == "a" || word == "an",
                  let (scaleWord, afterScale) = Self.word(text, at: skipSpaces(text, afterArticle)),
                  scaleWord == "hundred" || scale(of: scaleWord) != nil
        {
            // "a hundred", "a thousand": the article counts one only before a scale.
            (group, end) = (scaleWord == "hundred" ? 100 : 1, scaleWord == "hundred" ? afterScale : afterArticle)
        } else if let (word, _) = Self.word(text, at: start), word == "point" {
            (group, end) = (0, start)  // "point five"
        } else {
            return nil
        }
        while true {
            var j = skipSpaces(text, end)
            if group >= 100, group.truncatingRemainder(dividingBy: 100) == 0 {
                // "two hundred and five", "two hundred five"
                var k = j
                if let (word, afterAnd) = Self.word(text, at: k), word == "and" { k = skipSpaces(text, afterAnd) }
                if let (tail, afterTail) = read(text, at: k), tail < 100 {
                    group += tail
                    end = afterTail
                    j = skipSpaces(text, end)
                }
            }
            guard let (word, afterScale) = Self.word(text, at: j), let scale = scale(of: word) else { break }
            total += group * scale
            group = 0
            end = afterScale
            // "one thousand two hundred", "one thousand and five"
            var k = skipSpaces(text, end)
            var afterAnd = false
            if let (word, next) = Self.word(text, at: k), word == "and" {
                k = skipSpaces(text, next)
                afterAnd = true
            }
            guard let (next, afterNext) = read(text, at: k), !afterAnd || next < 100 else { break }
            group = next
            end = afterNext
        }
        var value = total + group
        // "three point one four": one digit word after another.
        var fractionDigits = 0
        if let (word, afterPoint) = Self.word(text, at: end == start ? start : skipSpaces(text, end)), word == "point" {
            var fraction = 0.0
            var scale = 1.0
            var j = skipSpaces(text, afterPoint)
            while let (digitWord, afterDigit) = Self.word(text, at: j), let digit = small[digitWord], digit < 10 {
                fraction = fraction * 10 + digit
                scale *= 10
                fractionDigits += 1
                end = afterDigit
                j = skipSpaces(text, end)
            }
            value += fraction / scale  // one division: "point seven" is 0.7, not 0.7000000000000001
        }
        return end > start ? (value, fractionDigits, end) : nil
    }

    private static func scale(of word: String) -> Double? {
        switch word {
        case "thousand": return 1e3
        case "million": return 1e6
        case "billion": return 1e9
        default: return nil
        }
    }

    private static func skipSpaces(_ text: [Unicode.Scalar], _ i: Int) -> Int {
        var j = i
        while j < text.count, text[j] == " " { j += 1 }
        return j
    }

    /// The lowercased ASCII word at `start`, when a word starts there.
    static func word(_ text: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        guard start < text.count, TextScan.isASCIILetter(text[start]) else { return nil }
        if start > 0, TextScan.isASCIILetter(text[start - 1]) { return nil }
        var i = start
        var word = ""
        while i < text.count, TextScan.isASCIILetter(text[i]) {
            word.unicodeScalars.append(Unicode.Scalar(text[i].value | 0x20)!)
            i += 1
        }
        return (word, i)
    }
}
