/// One word of a calculation, with its scalar range in the sentence.
struct ArithmeticToken: Sendable {
    enum Kind: Sendable {
        case number(ArithmeticNumber)
        /// + and - as symbols (and "minus") may also sign an operand: "-2^2", "+3";
        /// 加 and 减 only join two.
        case plus(unary: Bool)
        case minus(unary: Bool)
        case times, divide, power
        /// 除: "A除B" is B ÷ A.
        case divideInto
        /// 负, "negative": the sign of the operand right after it (负三的平方 = 9).
        case negative
        case open, close
        /// 的 of 的N次方 and 的N倍.
        case of
        /// 次方, 次幂: closes 的N.
        case powerEnd
        /// 倍: closes 的N as a multiple.
        case timesEnd
        case squared, cubed
        /// "5!": an ASCII ! right after a number or ")"; any other ! is punctuation.
        case factorial
        /// 的平方根, 开方 (after the operand); 根号, √, "square root of" (before it).
        case squareRootAfter, squareRootBefore
        /// % (after); 百分之 (before).
        case percentAfter, percentBefore
        /// 分之: "B分之A" is A ÷ B.
        case fractionOf
        /// 和, 与, 跟, 、, "and", "by", "to": joins operands for a `combine` word.
        case joiner
        /// 加起来, 相乘, 之差, "add", "the product of": what to do with the joined
        /// operands; `before` when the word leads ("add 3 and 4").
        case combine(ArithmeticOperator, before: Bool)
        /// 再, 然后, "then": what came before is done, as if parenthesised (三加四再乘二 = 14).
        case then

        /// 加起来 (with no 和 before it) and 再: the end of one operand of what follows.
        var closesWhatCameBefore: Bool {
            switch self {
            case .combine(_, before: false), .then: return true
            default: return false
            }
        }

        /// Whether this token can begin an operand.
        var startsOperand: Bool {
            switch self {
            case .number, .negative, .open, .squareRootBefore, .percentBefore: return true
            case let .plus(unary), let .minus(unary): return unary
            default: return false
            }
        }
    }

    var kind: Kind
    var start: Int
    var end: Int
}

/// Splits a sentence into `ArithmeticToken`s: numbers in digits (ASCII and
/// full-width, decimals, "1,000"), Chinese numerals (三点一四 is 3.14) and
/// English number words; operators as symbols and words; padding dropped.
/// Anything else is an unknown word.
struct ArithmeticTokenizer {
    /// The sentence folded: ASCII lowercased, full-width forms as ASCII (９ is 9, （ is ().
    let text: [Unicode.Scalar]
    /// The sentence as written, for the words quoted in errors.
    let original: [Unicode.Scalar]
    var tokens: [ArithmeticToken] = []

    init(_ sentence: String) {
        original = Array(sentence.unicodeScalars)
        text = TextScan.fold(sentence)
    }

    mutating func run() throws(ArithmeticError) -> [ArithmeticToken] {
        var i = 0
        while i < text.count {
            if original[i] == "!", i > 0, NumberReader.digitValue(text[i - 1]) != nil || text[i - 1] == ")" {
                guard tokens.count < ArithmeticParser.maximumTokens else { throw .tooLong }
                tokens.append(ArithmeticToken(kind: .factorial, start: i, end: i + 1))
                i += 1
                continue
            }
            if Self.isIgnorable(text[i]), !startsDecimal(at: i) {
                i += 1
                continue
            }
            guard let (kind, end) = read(at: i) else {
                let end = unknownWordEnd(from: i)
                throw .unknownWord(String(String.UnicodeScalarView(original[i..<end])))
            }
            if let kind {
                guard tokens.count < ArithmeticParser.maximumTokens else { throw .tooLong }
                tokens.append(ArithmeticToken(kind: kind, start: i, end: end))
            }
            i = end
        }
        return tokens
    }

    /// The token at `i` (nil kind: padding) and where it ends, or nil for an unknown word.
    private func read(at i: Int) -> (ArithmeticToken.Kind?, Int)? {
        if NumberReader.digitValue(text[i]) != nil || startsDecimal(at: i) {
            let (number, end) = readDigits(at: i)
            return (.number(number), end)
        }
        if let (kind, end) = ArithmeticWords.longestMatch(in: text, at: i) {
            return (kind, end)
        }
        if let (value, end) = NumberReader.read(text, at: i, chineseDecimal: true) {
            return (.number(exact(value, from: i, to: end)), end)
        }
        if let (value, end) = readEnglishNumber(at: i) {
            return (.number(ArithmeticNumber(value)), end)
        }
        return nil
    }

    /// ".5": a point starting a number.
    private func startsDecimal(at i: Int) -> Bool {
        text[i] == "." && i + 1 < text.count && NumberReader.digitValue(text[i + 1]) != nil
    }

    /// An unknown word runs to the next space or punctuation, or to where a known word starts;
    /// ASCII words are taken whole.
    private func unknownWordEnd(from start: Int) -> Int {
        var end = start + 1
        if TextScan.isASCIILetter(text[start]) {
            while end < text.count, TextScan.isASCIILetter(text[end]) { end += 1 }
            return end
        }
        while end < text.count, !Self.isIgnorable(text[end]), !TextScan.isASCIILetter(text[end]), read(at: end) == nil {
            end += 1
        }
        return end
    }

    /// Spaces and punctuation, including the = and ? of "9×9=?".
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "\r", "\u{3000}", "?", "!", ",", ".", ";", ":", "=", "~", "\"", "'",
             "。", "，", "；", "：", "～", "…", "“", "”", "‘", "’", "《", "》", "「", "」":
            return true
        default:
            return false
        }
    }

    // MARK: Numbers

    /// Digits with an optional fraction ("3.14", ".5", "3点5"), thousands
    /// grouped by commas ("1,000"), exact as long as they fit in `Int64`.
    /// Digits followed by 十/百/千/万/亿 ("1.5万", "3千") are read by `NumberReader`.
    private func readDigits(at start: Int) -> (ArithmeticNumber, Int) {
        var digits: [UInt8] = []
        var i = start
        func takeDigits() {
            while i < text.count, let d = NumberReader.digitValue(text[i]) {
                digits.append(UInt8(d))
                i += 1
            }
        }
        takeDigits()
        // 1,000,000: a comma followed by exactly three digits.
        while !digits.isEmpty, startsThousandsGroup(at: i) {
            i += 1
            takeDigits()
        }
        var fractionDigits = 0
        if i + 1 < text.count, text[i] == "." || text[i] == "点", NumberReader.digitValue(text[i + 1]) != nil {
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
    private func startsThousandsGroup(at i: Int) -> Bool {
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
    private func exact(_ value: Double, from start: Int, to end: Int) -> ArithmeticNumber {
        var decimals = 0
        if let point = text[start..<end].firstIndex(where: { $0 == "点" || $0 == "." }) {
            var j = point + 1
            while j < end, NumberReader.chineseDigit(text[j]) != nil || NumberReader.digitValue(text[j]) != nil {
                decimals += 1
                j += 1
            }
        }
        guard decimals > 0, decimals <= 15 else { return ArithmeticNumber(value) }
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * Double(scale)).rounded()
        guard abs(scaled) <= ArithmeticNumber.exactDoubleLimit else { return .real(value) }
        return .ratio(Int64(scaled), scale)
    }

    /// English number words: "twelve", "twenty-five", "two hundred and five",
    /// "three thousand four hundred".
    private func readEnglishNumber(at start: Int) -> (Double, Int)? {
        guard var (group, end) = EnglishNumber.read(text, at: start) else { return nil }
        var total = 0.0
        while true {
            var j = skipSpaces(end)
            if group >= 100, group.truncatingRemainder(dividingBy: 100) == 0 {
                // "two hundred and five", "two hundred five"
                var k = j
                if let (word, afterAnd) = EnglishNumber.word(text, at: k), word == "and" { k = skipSpaces(afterAnd) }
                if let (tail, afterTail) = EnglishNumber.read(text, at: k), tail < 100 {
                    group += tail
                    end = afterTail
                    j = skipSpaces(end)
                }
            }
            guard let (word, afterScale) = EnglishNumber.word(text, at: j), let scale = Self.scale(of: word) else { break }
            total += group * scale
            group = 0
            end = afterScale
            // "one thousand two hundred", "one thousand and five"
            var k = skipSpaces(end)
            var afterAnd = false
            if let (word, next) = EnglishNumber.word(text, at: k), word == "and" {
                k = skipSpaces(next)
                afterAnd = true
            }
            guard let (next, afterNext) = EnglishNumber.read(text, at: k), !afterAnd || next < 100 else { break }
            group = next
            end = afterNext
        }
        return (total + group, end)
    }

    private static func scale(of word: String) -> Double? {
        switch word {
        case "thousand": return 1e3
        case "million": return 1e6
        case "billion": return 1e9
        default: return nil
        }
    }

    private func skipSpaces(_ i: Int) -> Int {
        var j = i
        while j < text.count, text[j] == " " { j += 1 }
        return j
    }
}
