import AgentCore

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
        /// "into" between two operands: how many times the first goes into the second where it goes
        /// exactly ("3 into 12" is 4, as British speech says it), else their product ("36 into 14" is
        /// 504, as Indian English says it).
        case into
        /// 个人分, 人平分: an amount shared among a count of people, the amount ÷ the count, whichever
        /// is said first (三个人分48块, 48块钱三个人分).
        case shareAmong
        /// 负, "negative": the sign of the operand right after it (负三的平方 = 9).
        case negative
        case open, close
        /// 括号里: a parenthesis that may stay open to the end (括号里十二减四，再除以二).
        case openToEnd
        /// 括号 said alone: the tokenizer makes it `open` or `close` by what came before it.
        case spokenParenthesis
        /// 的 of 的N次方 and 的N倍.
        case of
        /// 次方, 次幂: closes 的N.
        case powerEnd
        /// 倍: closes 的N as a multiple.
        case timesEnd
        case squared, cubed
        /// "5!": an ASCII ! right after a number or ")"; any other ! is punctuation.
        case factorial
        /// 的平方根, 开方, 开根号 (after the operand); 根号, √, "square root of" (before it).
        case squareRootAfter, squareRootBefore
        /// 的立方根, 开立方 (after the operand); ∛, "cube root of" (before it).
        case cubeRootAfter, cubeRootBefore
        /// % (after); 百分之 (before).
        case percentAfter, percentBefore
        /// English "of" after a percent: "thirty percent of ninety" is 30% × 90.
        case percentOf
        /// 被 of "A被B除", which is A ÷ B.
        case passive
        /// 分之: "B分之A" is A ÷ B.
        case fractionOf
        /// An English fraction spelled out, count and denominator: "two thirds" (`EnglishFractions`).
        case spelledFraction(Int64, Int64)
        /// 的倒数 (after the operand); "reciprocal of" (before it): 1 ÷ the operand.
        case reciprocalAfter, reciprocalBefore
        /// 的平均数 (after joined operands), "the average of" (before them): their sum ÷ their count.
        case average(before: Bool)
        /// 打 … 折: a discount, 打八折 × 0.8.
        case discountLead, discountEnd
        /// "off" after a percent: "20% off 80" is 80 × (1 − 20%).
        case percentOff
        /// with, at, after between an amount and a percent taken off it: "240 with 25% off" is
        /// 240 × (1 − 25%).
        case discountJoiner
        /// discount after such a percent ("after a 15% discount"): closes it, as "off" does.
        case discountWord
        /// 和, 与, 跟, 、, "and", "by", "to" (and a comma after a leading `combine` word): joins operands for
        /// a `combine` word. "by" with no such word multiplies (`SpokenJoiners`).
        case joiner
        /// 加起来, 相乘, 之差, "add", "the product of": what to do with the joined
        /// operands; `before` when the word leads ("add 3 and 4").
        case combine(ArithmeticOperator, before: Bool)
        /// 再, 然后, "then": what came before is done, as if parenthesised (三加四再乘二 = 14).
        case then
        /// A word that is none of these: kept (one for a run of them) only when reading leniently.
        /// Also words that merely hold an operator's character (加班, 乘客, 平方米).
        case unknown

        /// 加起来 (with no 和 before it) and 再: the end of one operand of what follows.
        var closesWhatCameBefore: Bool {
            switch self {
            case .combine(_, before: false), .average(before: false), .then: return true
            default: return false
            }
        }

        /// Whether an operand can end with this token (a spoken 括号 after it closes).
        var endsOperand: Bool {
            switch self {
            case .number, .spelledFraction, .close, .squared, .cubed, .factorial, .squareRootAfter, .cubeRootAfter, .percentAfter,
                 .powerEnd, .timesEnd, .combine(_, before: false), .reciprocalAfter, .average(before: false), .discountEnd:
                return true
            default:
                return false
            }
        }

        /// Whether this token can begin an operand.
        var startsOperand: Bool {
            switch self {
            case .number, .spelledFraction, .negative, .open, .openToEnd, .squareRootBefore, .cubeRootBefore, .percentBefore, .reciprocalBefore: return true
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
/// Anything else is an unknown word: an error, or when reading leniently one
/// `unknown` token for each run of such words. Its rules: the numbers (`CalculationNumbers`),
/// dates and hyphenated words that subtract nothing (`DatesAndHyphenatedWords`); its words
/// are `ArithmeticWordTable`'s.
struct ArithmeticTokenizer {
    /// The sentence folded: ASCII lowercased, full-width forms as ASCII (９ is 9, （ is ().
    let text: [Unicode.Scalar]
    /// The same, as scalar values (what `ChineseMoney` reads).
    let folded: [UInt32]
    /// The sentence as written, for the words quoted in errors.
    let original: [Unicode.Scalar]
    /// Whether unknown words become `unknown` tokens rather than an error.
    let lenient: Bool
    var tokens: [ArithmeticToken] = []
    /// Parentheses opened and not yet closed, for a spoken 括号.
    private var openParentheses = 0

    init(_ sentence: Sentence, lenient: Bool = false) {
        original = sentence.written
        text = sentence.scalars
        folded = sentence.folded
        self.lenient = lenient
    }

    init(_ text: String, lenient: Bool = false) {
        self.init(Sentence(text), lenient: lenient)
    }

    /// The tokens of the sentence; with `stop`, only as far as the first token it holds for
    /// (a continuation needs its first operator, not the rest of the sentence).
    mutating func run(until stop: ((ArithmeticToken.Kind) -> Bool)? = nil) throws(ArithmeticError) -> [ArithmeticToken] {
        var i = 0
        while i < text.count {
            if let stop, let last = tokens.last, stop(last.kind) { break }
            if original[i] == "!", i > 0, NumberReader.digitValue(text[i - 1]) != nil || text[i - 1] == ")" {
                try append(.factorial, from: i, to: i + 1)
                i += 1
                continue
            }
            if commaJoins(at: i) {
                try append(.joiner, from: i, to: i + 1)
                i += 1
                continue
            }
            if (Self.isIgnorable(text[i]) && !startsDecimal(at: i)) || joinsWordToNumber(at: i) {
                i += 1
                continue
            }
            guard let (kind, end) = read(at: i) else {
                let end = unknownWordEnd(from: i)
                try append(.unknown, from: i, to: end)
                i = end
                continue
            }
            if let kind { try append(kind, from: i, to: end) }
            i = end
        }
        return tokens
    }

    private mutating func append(_ kind: ArithmeticToken.Kind, from start: Int, to end: Int) throws(ArithmeticError) {
        var kind = kind
        switch kind {
        case .unknown:
            guard lenient else { throw .unknownWord(String(String.UnicodeScalarView(original[start..<end]))) }
            if case .unknown? = tokens.last?.kind { return }  // a run of them is one token: the first word
            tokens.append(ArithmeticToken(kind: kind, start: start, end: end))
            return
        case .joiner:
            kind = joiner(text[start..<end])
        case .spokenParenthesis:
            // 括号 closes what it can close right after an operand, and opens anywhere else.
            let closes = openParentheses > 0 && tokens.last?.kind.endsOperand == true
            kind = closes ? .close : .open
        default:
            break
        }
        switch kind {
        case .open, .openToEnd: openParentheses += 1
        case .close: openParentheses = max(0, openParentheses - 1)
        default: break
        }
        guard tokens.count < ArithmeticParser.maximumTokens else { throw .tooLong }
        tokens.append(ArithmeticToken(kind: kind, start: start, end: end))
    }

    /// The token at `i` (nil kind: padding) and where it ends, or nil for an unknown word.
    private func read(at i: Int) -> (ArithmeticToken.Kind?, Int)? {
        if NumberReader.digitValue(text[i]) != nil || startsDecimal(at: i) {
            if let end = dateEnd(at: i) ?? rangeEnd(at: i) { return (.unknown, end) }
            let (number, end) = readDigits(at: i)
            return numberAndWordsAfter(number, end: end)
        }
        if let end = ChineseTenths.percentEnd(in: folded, at: i) {
            return (.percentAfter, end)
        }
        if let (kind, end) = readEnglishFraction(at: i) {
            return (kind, end)
        }
        if let (kind, end) = ArithmeticWordTable.longestMatch(in: text, at: i) {
            return (kind, end)
        }
        if let (value, end) = NumberReader.read(text, at: i, chineseDecimal: true) {
            return numberAndWordsAfter(exact(value, from: i, to: end), end: end)
        }
        if let (number, end) = readEnglishNumber(at: i) {
            return numberAndWordsAfter(number, end: end)  // "two pounds fifty"
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

    /// Spaces and punctuation, including the = and ? of "9×9=?" (`WordLists.calculationPunctuation`).
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        punctuation.contains(scalar.value)
    }

    private static let punctuation = SmallScalarSet(WordLists.calculationPunctuation.compactMap { $0.unicodeScalars.first?.value })
}
