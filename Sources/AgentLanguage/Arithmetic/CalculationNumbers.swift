/// Rule: the numbers of a calculation, exact where they are written so: digits with a fraction (3.14, .5, 3点5)
/// and thousands grouped by commas (1,000), a decimal comma before one or two digits (3,5), digits before 十/百/千/万/亿 (1.5万), Chinese numerals (三点一四)
/// and English ones ("two hundred and five", "three point five"); sums of money in 块, 毛 and 分 (`ChineseMoney`) or in
/// a currency and its hundredths (`EnglishMoney`), and tenths in 成 (`ChineseTenths`).
extension ArithmeticTokenizer {
    /// Digits with an optional fraction ("3.14", ".5", "3点5"), thousands
    /// grouped by commas ("1,000"), exact as long as they fit in `Int64`.
    /// Digits followed by 十/百/千/万/亿 ("1.5万", "3千") are read by `NumberReader`.
    func readDigits(at start: Int) -> (ArithmeticNumber, Int) {
        var digits: [UInt8] = []
        var i = start
        func takeDigits() {
            while i < text.count, let d = NumberReader.digitValue(text[i]) {
                digits.append(UInt8(d))
                i += 1
            }
        }
        takeDigits()
        let whole = i
        // 1,000,000: a comma followed by exactly three digits.
        while !digits.isEmpty, startsThousandsGroup(at: i) {
            i += 1
            takeDigits()
        }
        var fractionDigits = 0
        if i + 1 < text.count, text[i] == "." || text[i] == "点" || (i == whole && NumberReader.DecimalTail.startsDecimalComma(text, at: i, number: start)),
           NumberReader.digitValue(text[i + 1]) != nil {
            i += 1
            let before = digits.count
            takeDigits()
            fractionDigits = digits.count - before
        }
        if i < text.count, NumberReader.chineseUnit(text[i]) != nil,
           let (value, end) = NumberReader.read(text, at: start, chineseDecimal: true), end > i
        {
            return (exact(value, from: start, to: end), end)
        }
        return (Self.number(digits: digits, fractionDigits: fractionDigits), i)
    }

    /// ",000" and not ",0000" or ",00".
    func startsThousandsGroup(at i: Int) -> Bool {
        guard i + 3 < text.count, text[i] == "," else { return false }
        for k in 1...3 where NumberReader.digitValue(text[i + k]) == nil { return false }
        return i + 4 == text.count || NumberReader.digitValue(text[i + 4]) == nil
    }

    static func number(digits: [UInt8], fractionDigits: Int) -> ArithmeticNumber {
        var numerator: Int64 = 0
        var denominator: Int64 = 1
        var overflow = false
        for digit in digits where !overflow {
            let (shifted, o1) = numerator.multipliedReportingOverflow(by: 10)
            let (sum, o2) = shifted.addingReportingOverflow(Int64(digit))
            numerator = sum
            overflow = o1 || o2
        }
        for _ in 0..<fractionDigits where !overflow {
            let (scaled, o) = denominator.multipliedReportingOverflow(by: 10)
            denominator = scaled
            overflow = o
        }
        if !overflow { return .ratio(numerator, denominator) }
        var written = String(String.UnicodeScalarView(digits.map { Unicode.Scalar(0x30 + $0) }))
        if fractionDigits > 0 {
            written.insert(".", at: written.index(written.endIndex, offsetBy: -fractionDigits))
        }
        return .real(Double(written) ?? .infinity)
    }

    /// A `NumberReader` value made exact: as many decimals as the text writes after 点 or '.'.
    func exact(_ value: Double, from start: Int, to end: Int) -> ArithmeticNumber {
        var decimals = 0
        if let point = text[start..<end].firstIndex(where: { $0 == "点" || $0 == "." }) {
            var j = point + 1
            while j < end, NumberReader.chineseDigit(text[j]) != nil || NumberReader.digitValue(text[j]) != nil {
                decimals += 1
                j += 1
            }
        }
        return Self.exact(value, decimals: decimals)
    }

    /// `value` as the fraction its `decimals` written digits make (3.14 is 314/100).
    static func exact(_ value: Double, decimals: Int) -> ArithmeticNumber {
        guard decimals > 0, decimals <= 15 else { return ArithmeticNumber(value) }
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * Double(scale)).rounded()
        guard abs(scaled) <= ArithmeticNumber.exactDoubleLimit else { return .real(value) }
        return .ratio(Int64(scaled), scale)
    }

    /// A number and the words after it that change it: a scale word ("2 million", "3 lakh": `ScaleWords`), a fraction after "and" ("3 and a half": `mixedNumber`), money (三块五 is 3.5, 五毛 0.5: `ChineseMoney`; "1 dollar 20"
    /// 1.2: `EnglishMoney`;
    /// 块 or 块钱 alone is padding, left for the word table), or 成, which makes it a percent (三成 is 30,
    /// its 成 read as %: `ChineseTenths`).
    func numberAndWordsAfter(_ number: ArithmeticNumber, end: Int) -> (ArithmeticToken.Kind, Int) {
        if let percent = ChineseTenths.percent(number.doubleValue, in: folded, at: end) {
            return (.number(Self.exact(percent, decimals: 1)), end)
        }
        if let (scaled, scaleEnd) = ScaleWords.read(number.doubleValue, in: folded, at: end) {
            return (.number(ArithmeticNumber(scaled)), scaleEnd)  // "2 million", "3 lakh"
        }
        if let (mixed, mixedEnd) = mixedNumber(number.doubleValue, after: end) {
            return (.number(mixed), mixedEnd)  // "3 and a half"
        }
        guard let (amount, moneyEnd) = ChineseMoney.read(number.doubleValue, in: folded, at: end)
                ?? EnglishMoney.read(number.doubleValue, in: folded, at: end),
              amount != number.doubleValue
        else { return (.number(number), end) }
        return (.number(Self.exact(amount, decimals: 2)), moneyEnd)
    }

    /// English numerals ("twelve", "two hundred and five", "three point five"), exact.
    func readEnglishNumber(at start: Int) -> (ArithmeticNumber, Int)? {
        guard let (value, fractionDigits, end) = EnglishNumber.readNumeral(text, at: start) else { return nil }
        return (Self.exact(value, decimals: fractionDigits), end)
    }
}
