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
    /// number, percent (百分之五十) or fraction (三分之二) is `none`.
    public static func read(_ sentence: Sentence) -> ArithmeticReading {
        var tokenizer = ArithmeticTokenizer(sentence, lenient: true)
        let tokens: [ArithmeticToken]
        do {
            tokens = try tokenizer.run()
        } catch {
            return tokenizer.tokens.contains(where: \.isNumber) ? .invalid(error) : .none  // past the token limit
        }
        guard tokens.contains(where: \.isNumber) else { return .none }
        var start = 0
        while start < tokens.count, tokens[start].kind.isContext { start += 1 }
        var grammar = ArithmeticGrammar(tokens: tokens, original: tokenizer.original, from: start)
        do throws(ArithmeticError) {
            let expression = try grammar.group()
            let stop = grammar.index
            if stop < tokens.count {
                guard case .unknown = tokens[stop].kind, !tokens[stop...].contains(where: \.isNumber) else {
                    throw grammar.misplaced(at: stop)
                }
            }
            guard (start..<stop).contains(where: { Self.calculates(tokens, at: $0, parsed: true) }) else { return .none }
            return .expression(expression, span: tokens[start].start..<tokens[stop - 1].end)
        } catch {
            return tokens.indices.contains { Self.calculates(tokens, at: $0, parsed: false) } ? .invalid(error) : .none
        }
    }

    public static func read(_ text: String) -> ArithmeticReading {
        read(Sentence(text))
    }

    /// Whether the token at `i` does arithmetic rather than write a number (a sign,
    /// 百分之, 分之) or join words. 的, 倍 and English "of" count only in a calculation
    /// that parsed, where they took part in one (的三倍, 的百分之十, "ten percent of"):
    /// "他的3倍" or "one of 3" is no attempt at arithmetic.
    private static func calculates(_ tokens: [ArithmeticToken], at i: Int, parsed: Bool) -> Bool {
        switch tokens[i].kind {
        case .plus(unary: false), .minus(unary: false), .times, .divide, .divideInto, .power, .powerEnd, .squared,
             .cubed, .factorial, .squareRootAfter, .squareRootBefore, .cubeRootAfter, .cubeRootBefore, .combine:
            return true
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
        if case .number = kind { return true }
        return false
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
}
