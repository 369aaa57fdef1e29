/// What a sentence holds by way of a calculation, as `ArithmeticParser.read` finds it:
/// the evidence a matcher weighs for `calc.evaluate`.
public enum ArithmeticReading: Sendable, Equatable {
    /// A calculation that parses, and the part of the sentence it covers in Unicode
    /// scalar offsets (Python string indexes): "帮我算一下十八乘三" holds 18 × 3 at 5..<9.
    /// Evaluating it may still fail (division by zero).
    case expression(ArithmeticExpression, span: Range<Int>)
    /// Numbers and an operator that make no calculation, and what is wrong:
    /// "3个苹果加5个苹果" (unknown word '个苹果'), "三加" (missing a number after '加').
    case invalid(ArithmeticError)
    /// No calculation at all: no number ("帮我做个减法", "他们乘坐高铁去了",
    /// "I'll add it to the list"), or numbers with nothing done to them
    /// ("我有3个苹果", "音量开到百分之三十"). Never an error.
    case none
}

extension ArithmeticParser {
    /// The calculation `sentence` holds, if any; fast enough to call on every sentence.
    ///
    /// The calculation runs from its first word (skipping words before it, such as
    /// "Hey," or 快帮我, and 的, 和, 再 that cannot begin one) as far as it reads;
    /// after it may come words (是多少钱, "equals what") but no other number, so every
    /// number of the sentence is part of it: "二加二不等于五" and "3个苹果加5个苹果" are
    /// `invalid`, not a sum of some of their numbers. It must do something: a bare
    /// number or percent (百分之五十) is `none`, and so is a fraction (三分之二) unless asked for its
    /// value (三分之二等于多少) or taken of something (六十的三分之二).
    public static func read(_ sentence: Sentence) -> ArithmeticReading {
        let whole = read(sentence, from: 0)
        if case .expression = whole { return whole }
        // A span asked in another unit (三小时是多少分钟, "how many minutes in 3 hours").
        if let (expression, span) = SpanConversion.read(sentence) { return .expression(expression, span: span) }
        // Sums said in everyday words (三块五一斤 买两斤半多少钱), which the grammar does not read.
        if let (expression, span) = WordProblem.read(sentence) { return .expression(expression, span: span) }
        // Rule one more item: 再加一个六点的, 也加个十分钟的 ask for one more item at a time or of a
        // span, no sum missing its number (`AnotherItemShield`).
        if case .invalid = whole, AnotherWords.asksForAnItemAtATime(sentence) != nil { return .none }
        // Rule the part asked about: 房租三千二，水电两百八，帮我算一下三千二加二百八 tells its numbers
        // first and asks after a request to calculate, and "quick one, whats 2.4 times 3.6" asks
        // after an aside; what follows the last request or question is the calculation.
        guard case .invalid = whole, let asked = lastRequest(in: sentence) else { return whole }
        let part = read(sentence, from: asked)
        if case .expression = part { return part }
        return whole
    }

    /// Where what follows the last request to calculate (calculation-requests-asked) or question
    /// that opens one (calculation-question-openers) begins, when something stands before it.
    private static func lastRequest(in sentence: Sentence) -> Int? {
        let text = sentence.folded
        var last: Int?
        for i in text.indices {
            if let longest = requests.longestMatch(in: text, at: i) { last = max(last ?? 0, i + longest.length) }
        }
        let words = sentence.english
        for opener in questionOpeners {
            if let span = words.find(opener) { last = max(last ?? 0, span.upperBound) }
        }
        guard let last, last > 0, last < text.count else { return nil }
        return last
    }

    private static let requests = PhraseList(WordLists.calculationRequestsAsked)
    private static let questionOpeners = WordLists.calculationQuestionOpeners.map(EnglishPhrase.init)
    private static let valueQuestions = PhraseList(WordLists.calculationQuestions.filter(WordLists.holdsIdeograph)
        + WordLists.calculationRequestsAsked.filter(WordLists.holdsIdeograph))
    private static let englishValueQuestions = (WordLists.calculationQuestions + WordLists.calculationRequestsAsked)
        .filter { !WordLists.holdsIdeograph($0) }.map(EnglishPhrase.init)

    /// Whether the sentence asks for a value (等于多少, 是几, 算一下, "what is", "calculate").
    private static func asksForAValue(_ sentence: Sentence) -> Bool {
        let words = sentence.english
        return valueQuestions.firstMatch(in: sentence.folded) != nil || englishValueQuestions.contains { words.find($0) != nil }
    }

    /// The calculation of the sentence from scalar `from` on.
    private static func read(_ sentence: Sentence, from: Int) -> ArithmeticReading {
        var tokenizer = ArithmeticTokenizer(sentence, lenient: true)
        let tokens: [ArithmeticToken]
        do {
            tokens = try tokenizer.run()
        } catch {
            return tokenizer.tokens.contains(where: \.isNumber) ? .invalid(error) : .none  // past the token limit
        }
        guard tokens.contains(where: \.isNumber) else { return .none }
        var start = tokens.firstIndex { $0.start >= from } ?? tokens.count
        guard start < tokens.count else { return .none }
        while start < tokens.count, tokens[start].kind.isContext { start += 1 }
        var grammar = ArithmeticGrammar(tokens: tokens, original: tokenizer.original, from: start)
        do throws(ArithmeticError) {
            let expression = try grammar.group()
            let stop = grammar.index
            if stop < tokens.count {
                // 15%的税是多少: the 的 that ends a percent before a word is said with the words after it;
                // "90 split 4 ways, like?": so is a comma or "and" before words that only tag the question.
                let words = (tokens[stop].kind.isOf || tokens[stop].kind.isJoiner) && stop + 1 < tokens.count ? stop + 1 : stop
                guard case .unknown = tokens[words].kind, !tokens[stop...].contains(where: \.isNumber) else {
                    throw grammar.misplaced(at: stop)
                }
            }
            let asksValue = asksForAValue(sentence)
            guard (start..<stop).contains(where: { Self.calculates(tokens, at: $0, parsed: true, asksValue: asksValue) })
            else { return .none }
            // RM2.40 x 5: a currency written before the first amount is the calculation's own.
            let first = CurrencySigns.start(before: tokens[start].start, in: sentence.folded) ?? tokens[start].start
            return .expression(expression, span: first..<tokens[stop - 1].end)
        } catch {
            return tokens.indices.contains { Self.calculates(tokens, at: $0, parsed: false, asksValue: false) } ? .invalid(error) : .none
        }
    }

    public static func read(_ text: String) -> ArithmeticReading {
        read(Sentence(text))
    }

    /// Whether the token at `i` does arithmetic rather than write a number (a sign,
    /// 百分之, 分之) or join words. 的, 倍 and English "of" count only in a calculation
    /// that parsed, where they took part in one (的三倍, 的百分之十, "ten percent of"):
    /// "他的3倍" or "one of 3" is no attempt at arithmetic.
    private static func calculates(_ tokens: [ArithmeticToken], at i: Int, parsed: Bool, asksValue: Bool) -> Bool {
        switch tokens[i].kind {
        case .plus(unary: false), .minus(unary: false), .times, .divide, .divideInto, .into, .shareAmong, .power, .powerEnd, .squared,
             .cubed, .factorial, .squareRootAfter, .squareRootBefore, .cubeRootAfter, .cubeRootBefore, .combine,
             .reciprocalAfter, .reciprocalBefore, .average, .discountEnd, .percentOff, .discountWord:
            return true
        case .discountJoiner:
            // "240 with 25% off" takes a share off; "and with 20 percent?" has no amount before it to take it off.
            return i > 0 && tokens[i - 1].kind.endsOperand
        case .fractionOf:
            // 三分之二 asked for its value (三分之二等于多少, 六十的三分之二是多少) is a division; said as
            // a share (三分之一的人) it only writes a number.
            guard parsed else { return false }
            if asksValue { return true }
            if i >= 2, case .of = tokens[i - 2].kind { return true }  // 的 · 三 · 分之
            return false
        case .spelledFraction:
            // "two thirds" asked for its value; "a third of 90" counts by its "of".
            return parsed && asksValue
        case .plus(unary: true), .minus(unary: true):
            return i > 0 && tokens[i - 1].kind.endsOperand  // "3-2" subtracts, "-5" is a number
        case .of, .timesEnd, .percentOf:
            return parsed
        default:
            return false
        }
    }
}

extension ArithmeticToken {
    var isNumber: Bool {
        switch kind {
        case .number, .spelledFraction: return true
        default: return false
        }
    }
}

extension ArithmeticToken.Kind {
    /// Words before a calculation that cannot begin one: skipped by `read`.
    var isContext: Bool {
        switch self {
        case .unknown, .of, .joiner, .then, .percentOf, .passive: return true
        default: return false
        }
    }

    /// 和, a comma or "and": what joins operands, or ends them before words.
    var isJoiner: Bool {
        if case .joiner = self { return true }
        return false
    }

    /// 的 or "of": what takes a share, or of what.
    var isOf: Bool {
        switch self {
        case .of, .percentOf: return true
        default: return false
        }
    }
}
