/// An operation that goes on from a value said before: 再乘以三, 然后除以二, 再加五, "times three",
/// "divided by 4": an operator with nothing before it but words that lead up to it (再, 然后,
/// 那), and what it does the value. A whole calculation (三加五) is none: it starts afresh.
public struct ArithmeticContinuation: Sendable, Equatable {
    /// Where the operation is written in the sentence, in Unicode scalar offsets: 乘以三 in 再乘以三呢.
    public var span: Range<Int>
    /// The operation as written (乘以三), to be said after a value.
    public var operation: String
    /// What is said before the value, where the value is taken from something ("subtract that from 450":
    /// "(450) - "); empty for the rest.
    public var before = ""

    public init(span: Range<Int>, operation: String, before: String = "") {
        (self.span, self.operation, self.before) = (span, operation, before)
    }

    /// The calculation that applies the operation to `value`: 13 and 乘以三 make "13乘以三".
    /// A fraction without a finite decimal is written as one ("(1/3)"), so nothing is lost,
    /// and a negative value in parentheses, so the operation takes the whole value.
    public func calculation(after value: ArithmeticNumber) -> String {
        "\(before)\(Self.literal(value))\(operation)"
    }

    static func literal(_ value: ArithmeticNumber) -> String {
        let written: String
        if case let .ratio(n, d) = value.storage, !Self.hasFiniteDecimal(d) {
            written = "\(n)/\(d)"
        } else {
            written = value.description
        }
        return written.contains("/") || value.doubleValue < 0 ? "(\(written))" : written
    }

    /// Whether 1/d is a finite decimal: d has no prime factor but 2 and 5 (19.5 is 39/2).
    private static func hasFiniteDecimal(_ d: Int64) -> Bool {
        var d = d
        while d % 2 == 0 { d /= 2 }
        while d % 5 == 0 { d /= 5 }
        return d == 1
    }
}

extension ArithmeticParser {
    /// The operation `sentence` applies to a value said before, if it is one: operator first (再乘以三,
    /// "times 3"), verb first ("divide that by 4", `SpokenContinuations`), or an amount paid over it
    /// ("and if I pay with 50?", `ChangeAsked`).
    public static func continuation(in sentence: Sentence) -> ArithmeticContinuation? {
        operatorFirstContinuation(in: sentence) ?? verbFirstContinuation(in: sentence) ?? changeAsked(in: sentence)
    }

    private static func operatorFirstContinuation(in sentence: Sentence) -> ArithmeticContinuation? {
        var tokenizer = ArithmeticTokenizer(sentence, lenient: true)
        guard let tokens = try? tokenizer.run(until: { !$0.leadsUpToOperation }) else { return nil }
        // Words may lead up to the operator (再, 然后, 那); a number may not: 三加五 is a whole one,
        // but 四个人平分 shares what was said before (`sharesAmongACount`).
        guard let first = tokens.firstIndex(where: { !$0.kind.leadsUpToOperation }) else { return nil }
        let countFirst: Bool
        switch tokens[first].kind {
        case let kind where kind.needsValueBefore: countFirst = false
        case .number: countFirst = true
        default: return nil
        }
        let scalars = sentence.written
        // A count said first is kept apart from the value before it (1056 4个人分, not 10564个人分).
        let separator = countFirst ? " " : ""
        var operation = String.UnicodeScalarView()
        operation.append(contentsOf: scalars[tokens[first].start...])
        // Read after a stand-in value, the operation must be all of the calculation that follows.
        let standIn = "1" + separator
        guard case let .expression(read, span) = read(standIn + String(operation)), span.lowerBound == 0,
              !countFirst || Self.sharesAmongACount(read)
        else { return pricedOperand(after: tokens[first], in: sentence) ?? namedFirstOperand(after: tokens[first], in: sentence) }
        let end = tokens[first].start + span.upperBound - standIn.unicodeScalars.count
        // It ends where a word does: 再减去一半 holds no 减去一 (一半 is a half, not one).
        guard !sentence.words.contains(where: { $0.lowerBound < end && end < $0.upperBound }) else { return nil }
        var written = String.UnicodeScalarView()
        if case .divideInto = tokens[first].kind {
            // Rule 除 going on: 再除四 divides the value before by four, as people going on from a value
            // say it; the value said before it is what 除 divides, not its divisor (A除B, B ÷ A, takes both said).
            written.append(contentsOf: "除以".unicodeScalars)
            written.append(contentsOf: scalars[tokens[first].end..<end])
        } else {
            written.append(contentsOf: scalars[tokens[first].start..<end])
        }
        return ArithmeticContinuation(span: tokens[first].start..<end, operation: separator + String(written))
    }

    /// Rule a priced operand: a plus or a minus after a value, then a price for one and a quantity
    /// (再加两斤苹果，一斤六块; "plus 3 coffees at 4.5 each"; `WordProblem.priceTimesQuantity`), or one of a measure at
    /// its price (再加一斤鱼丸三十块; `WordProblem.oneAtItsPrice`), adds or takes off what they come to: the operator
    /// as said, their product in parentheses.
    private static func pricedOperand(after op: ArithmeticToken, in sentence: Sentence) -> ArithmeticContinuation? {
        switch op.kind {
        case .plus, .minus: break
        default: return nil
        }
        let rest = Sentence(String(String.UnicodeScalarView(sentence.written[op.end...])))
        guard let product = WordProblem.priceTimesQuantity(in: rest) ?? WordProblem.oneAtItsPrice(in: rest) else { return nil }
        let written = String(String.UnicodeScalarView(sentence.written[op.start..<op.end]))
        return ArithmeticContinuation(span: op.start..<sentence.count, operation: "\(written)(\(product))")
    }

    /// Rule an amount named first: a plus or a minus after a value, then what the amount is for in two to
    /// four characters of Chinese and the amount (再加运费一百二, 扣掉饲料钱八千, 再减去房租两千): the operator and
    /// the amount, the name left out, as `NamedAmount` leaves out one said after the number.
    private static func namedFirstOperand(after op: ArithmeticToken, in sentence: Sentence) -> ArithmeticContinuation? {
        switch op.kind {
        case .plus, .minus: break
        default: return nil
        }
        let scalars = sentence.written
        guard let number = sentence.numbers.first(where: { $0.start >= op.end }), (2...4).contains(number.start - op.end),
              scalars[op.end..<number.start].allSatisfy(TextScan.isIdeograph) else { return nil }
        let opWritten = String(String.UnicodeScalarView(scalars[op.start..<op.end]))
        let amount = String(String.UnicodeScalarView(scalars[number.start...]))
        let standIn = "1" + opWritten
        // Read after a stand-in, the operator and the amount make one calculation, which holds the whole number.
        guard case let .expression(_, span) = read(standIn + amount), span.lowerBound == 0,
              span.upperBound >= standIn.unicodeScalars.count + number.end - number.start else { return nil }
        let end = number.start + span.upperBound - standIn.unicodeScalars.count
        let operation = opWritten + String(String.UnicodeScalarView(scalars[number.start..<end]))
        return ArithmeticContinuation(span: op.start..<end, operation: operation)
    }

    /// Rule a share among a count: 四个人平分, 三个人AA said after a value shares it among them (the
    /// value ÷ the count), as 1056四个人平分 does: read after a stand-in, the stand-in over the count
    /// (a whole calculation, 三加五, reads otherwise or not at all).
    private static func sharesAmongACount(_ read: ArithmeticExpression) -> Bool {
        guard case .binary(.divide, .number(ArithmeticNumber(1)), .number) = read else { return false }
        return true
    }

    public static func continuation(in text: String) -> ArithmeticContinuation? {
        continuation(in: Sentence(text))
    }
}

extension ArithmeticToken.Kind {
    /// Words before an operation that go on from a value: 再, 然后, "then", and the words
    /// of a follow-up the tokenizer does not know (那, "and").
    fileprivate var leadsUpToOperation: Bool {
        switch self {
        case .then, .unknown, .joiner: return true
        default: return false
        }
    }

    /// An operator that takes a value before it: 乘以, 加, "times", 的平方, 开根号.
    fileprivate var needsValueBefore: Bool {
        switch self {
        case .plus, .minus, .times, .divide, .divideInto, .into, .shareAmong, .power, .squared, .cubed, .squareRootAfter, .cubeRootAfter,
             .percentAfter, .factorial, .of, .reciprocalAfter, .discountLead, .percentOff:
            return true
        default:
            return false
        }
    }
}
