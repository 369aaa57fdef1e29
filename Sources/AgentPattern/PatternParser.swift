/// Reads a pattern's source into a `PatternNode`, refusing what the engine cannot do
/// rather than reading it as something else: `\1` or `(?=` silently taken as literals would
/// match text the user never meant.
struct PatternParser {
    /// The largest count in `{n,m}`: copies are what counted repetition compiles to.
    static let maximumCount = 100
    /// Parsing and compiling recurse once per group: a bound keeps `((((…` from overflowing the stack.
    static let maximumNesting = 100

    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var nesting = 0
    private var hasFirstGroup = false

    private init(_ source: String) {
        scalars = Array(source.unicodeScalars)
    }

    static func parse(_ source: String) throws(PatternError) -> PatternNode {
        var parser = PatternParser(source)
        let tree = try parser.parseAlternation()
        // parseAlternation stops only at the end or at a ')' that closes nothing.
        if parser.position < parser.scalars.count { throw .unexpectedClosingParenthesis }
        return tree
    }

    private var next: Unicode.Scalar? {
        position < scalars.count ? scalars[position] : nil
    }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        position + offset < scalars.count ? scalars[position + offset] : nil
    }

    private static func isQuantifier(_ scalar: Unicode.Scalar?) -> Bool {
        scalar == "*" || scalar == "+" || scalar == "?" || scalar == "{"
    }

    private mutating func parseAlternation() throws(PatternError) -> PatternNode {
        var branches = [try parseConcatenation()]
        while next == "|" {
            position += 1
            branches.append(try parseConcatenation())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func parseConcatenation() throws(PatternError) -> PatternNode {
        var items: [PatternNode] = []
        while let scalar = next, scalar != "|", scalar != ")" {
            let (atom, isRepeatable) = try parseAtom()
            items.append(try parseQuantifier(on: atom, isRepeatable: isRepeatable))
        }
        switch items.count {
        case 0: return .empty
        case 1: return items[0]
        default: return .concatenation(items)
        }
    }

    /// One item a quantifier can follow; anchors match no text, so repeating them means nothing.
    private mutating func parseAtom() throws(PatternError) -> (PatternNode, isRepeatable: Bool) {
        let scalar = scalars[position]
        switch scalar {
        case "(":
            return (try parseGroup(), true)
        case "[":
            return (.set(try parseClass()), true)
        case "\\":
            switch try parseEscape() {
            case let .scalar(literal): return (.scalar(literal), true)
            case let .category(category): return (.set(ScalarSet(categories: [category])), true)
            }
        case ".":
            position += 1
            return (.anyButNewline, true)
        case "^":
            position += 1
            return (.startOfText, false)
        case "$":
            position += 1
            return (.endOfText, false)
        case "*", "+", "?", "{":
            throw .nothingToRepeat
        case "]":
            throw .unexpectedClosingBracket
        case "}":
            throw .unexpectedClosingBrace
        default:
            position += 1
            return (.scalar(scalar), true)
        }
    }

    private mutating func parseGroup() throws(PatternError) -> PatternNode {
        position += 1  // "("
        var isFirstGroup = false
        if next == "?" {
            try parseGroupKind()
        } else if !hasFirstGroup {
            hasFirstGroup = true
            isFirstGroup = true
        }
        nesting += 1
        if nesting > Self.maximumNesting { throw .nestedTooDeeply }
        let body = try parseAlternation()
        nesting -= 1
        guard next == ")" else { throw .missingClosingParenthesis }
        position += 1
        return isFirstGroup ? .firstGroup(body) : body
    }

    /// After "(?": only "(?:" is a group this engine has; the rest get a message naming what they are.
    private mutating func parseGroupKind() throws(PatternError) {
        position += 1  // "?"
        guard let kind = next else { throw .missingClosingParenthesis }
        switch kind {
        case ":":
            position += 1
        case "=", "!":
            throw .lookaround
        case "<":
            throw peek(1) == "=" || peek(1) == "!" ? .lookaround : .namedGroup
        case "P", "'":
            throw .namedGroup
        case ">":
            throw .atomicGroup
        case "-", "^":
            throw .inlineFlags
        default:
            if kind.properties.isAlphabetic && kind.isASCII { throw .inlineFlags }
            throw .unsupportedGroup(kind)
        }
    }

    private mutating func parseQuantifier(on atom: PatternNode, isRepeatable: Bool) throws(PatternError) -> PatternNode {
        guard let symbol = next, Self.isQuantifier(symbol) else { return atom }
        guard isRepeatable else { throw .nothingToRepeat }
        position += 1
        let minimum: Int
        let maximum: Int?
        switch symbol {
        case "*": (minimum, maximum) = (0, nil)
        case "+": (minimum, maximum) = (1, nil)
        case "?": (minimum, maximum) = (0, 1)
        default: (minimum, maximum) = try parseCountedBounds()
        }
        var isGreedy = true
        if next == "?" {
            position += 1
            isGreedy = false
        } else if next == "+" {
            throw .possessive
        }
        // "a**" or "a{2}{3}": a quantifier on a quantifier.
        if Self.isQuantifier(next) { throw .nothingToRepeat }
        return .repetition(atom, minimum: minimum, maximum: maximum, isGreedy: isGreedy)
    }

    /// The inside of `{n}`, `{n,}`, `{,m}` or `{n,m}`, the "{" already read. A "{" always starts
    /// a count here (Perl would take `a{x}` literally): `\{` matches a brace.
    private mutating func parseCountedBounds() throws(PatternError) -> (Int, Int?) {
        let minimum = try parseCount()
        var maximum = minimum
        if next == "," {
            position += 1
            maximum = try parseCount()
            if minimum == nil && maximum == nil { throw .malformedRepetition }  // "{,}"
        } else if minimum == nil {
            throw next == nil ? .missingClosingBrace : .malformedRepetition  // "{}", "{x}"
        }
        guard let closing = next else { throw .missingClosingBrace }
        guard closing == "}" else { throw .malformedRepetition }
        position += 1
        let lower = minimum ?? 0
        if let upper = maximum, upper < lower { throw .repetitionOutOfOrder }
        return (lower, maximum)
    }

    /// Decimal digits, or nil when there are none. Stops counting past the limit, so no
    /// number of digits can overflow.
    private mutating func parseCount() throws(PatternError) -> Int? {
        var count: Int?
        while let digit = next, let value = digit.asciiDigitValue {
            count = min((count ?? 0) * 10 + value, Self.maximumCount + 1)
            position += 1
        }
        if let count, count > Self.maximumCount { throw .repetitionTooLarge }
        return count
    }

    /// `[...]`: "^" first negates; "]" first (after any "^") and "-" first or last are literal.
    private mutating func parseClass() throws(PatternError) -> ScalarSet {
        position += 1  // "["
        var set = ScalarSet()
        if next == "^" {
            position += 1
            set.isNegated = true
        }
        let firstItem = position
        while true {
            guard let scalar = next else {
                // "[]" and "[^]" read the "]" as a literal and never close: say what was meant.
                throw position == firstItem + 1 && scalars[firstItem] == "]" ? .emptyClass : .missingClosingBracket
            }
            if scalar == "]" && position != firstItem {
                position += 1
                break
            }
            if (scalar == "-" && peek(1) == "-") || (scalar == "&" && peek(1) == "&") {
                throw .classSetOperation  // Swift Regex's [a-z--x] and [a-z&&[^x]]
            }
            let lower = try parseClassItem()
            // "a-z" is a range; a "-" right before "]" is a literal.
            if next == "-", let after = peek(1), after != "]" {
                guard case let .scalar(low) = lower else { throw .invalidClassRange }
                position += 1
                guard case let .scalar(high) = try parseClassItem() else { throw .invalidClassRange }
                guard low <= high else { throw .classRangeOutOfOrder }
                set.ranges.append(low...high)
            } else {
                switch lower {
                case let .scalar(literal): set.ranges.append(literal...literal)
                case let .category(category): set.categories.append(category)
                }
            }
        }
        return set
    }

    private mutating func parseClassItem() throws(PatternError) -> Escape {
        let scalar = scalars[position]
        switch scalar {
        case "\\":
            return try parseEscape()
        case "[":
            // Swift Regex reads "[a[bc]]" as a nested class and "[[:alpha:]]" as POSIX: refuse
            // rather than read "[" as a literal and match something else.
            throw .nestedClass
        default:
            position += 1
            return .scalar(scalar)
        }
    }

    enum Escape {
        case scalar(Unicode.Scalar)
        case category(ScalarCategory)
    }

    /// After a backslash, inside a class or out. Any letter or digit without a meaning here is
    /// refused (it has one in some other engine: `\b`, `\p`, `\x`); punctuation is always literal.
    private mutating func parseEscape() throws(PatternError) -> Escape {
        position += 1  // "\"
        guard let scalar = next else { throw .trailingBackslash }
        position += 1
        switch scalar {
        case "n": return .scalar("\n")
        case "t": return .scalar("\t")
        case "r": return .scalar("\r")
        case "d": return .category(ScalarCategory(kind: .digit, isNegated: false))
        case "D": return .category(ScalarCategory(kind: .digit, isNegated: true))
        case "w": return .category(ScalarCategory(kind: .word, isNegated: false))
        case "W": return .category(ScalarCategory(kind: .word, isNegated: true))
        case "s": return .category(ScalarCategory(kind: .whitespace, isNegated: false))
        case "S": return .category(ScalarCategory(kind: .whitespace, isNegated: true))
        case "1"..."9", "k", "g": throw .backreference
        default:
            if scalar.isASCII && (scalar.properties.isAlphabetic || scalar.asciiDigitValue != nil) {
                throw .unknownEscape(scalar)
            }
            return .scalar(scalar)
        }
    }
}

extension Unicode.Scalar {
    fileprivate var asciiDigitValue: Int? {
        ("0"..."9").contains(self) ? Int(value - 48) : nil
    }
}
