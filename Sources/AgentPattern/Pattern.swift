/// A regular expression in a restricted syntax, matched by a Pike VM (a
/// simulation of all NFA threads at once): time O(text × pattern), never backtracking.
///
/// Made for patterns a user writes: no pattern can make a match take more than
/// linear time in the text, so none can hang the program the way `(a+)+$` hangs a
/// backtracking engine. The price is the syntax: no backreferences, lookaround,
/// named groups or inline flags (they would need backtracking, or more than this
/// small engine is worth), and counts in `{n,m}` of at most 100.
///
/// Supported: literals, `.` (any scalar but a newline), escaped punctuation, `\n \t \r`,
/// `\d \D \w \W \s \S`, classes `[a-z0-9_]` `[^…]`, groups `( )` and `(?: )`, `|`,
/// `* + ? {n} {n,} {,m} {n,m}` and their lazy forms with a trailing `?`, and the anchors
/// `^` `$` (start and end of the whole text). Everything works on Unicode scalars.
public struct Pattern: Sendable {
    private let program: [PatternInstruction]

    public init(_ source: String) throws(PatternError) {
        let tree = try PatternParser.parse(source)
        program = try PatternCompiler.compile(tree)
    }

    /// A match: `whole` is the matched range and `group` the range of the first capturing group
    /// when the pattern has one and it took part; offsets are Unicode scalar offsets into the text.
    public typealias Match = (whole: Range<Int>, group: Range<Int>?)

    /// What a search with a step limit found, and the work it took.
    public struct Search {
        public var match: Match?
        /// Instructions the search was at, at each position of the text: its work, which is at
        /// most about twice the pattern's program size for each scalar of the text.
        public var steps: Int
        /// False when the search reached its step limit before it knew the match (`match` is nil).
        public var isComplete: Bool
    }

    /// The number of instructions the pattern was compiled to (at most 10,000).
    public var size: Int { program.count }

    /// The leftmost match, preferring (like Perl/Swift Regex) the greedy alternative at each choice.
    public func firstMatch(in text: String) -> Match? {
        firstMatch(in: Array(text.unicodeScalars), stepLimit: .max).match
    }

    /// The leftmost match in `text`, searched until it is found or more than `stepLimit` steps
    /// have been taken (the search may go past by one position's work, at most twice `size`).
    public func firstMatch(in text: [Unicode.Scalar], stepLimit: Int) -> Search {
        let search = PikeVM(program: program).firstMatch(in: text, stepLimit: stepLimit)
        var match: Match?
        if let captures = search.captures {
            var group: Range<Int>?
            if let start = captures.groupStart, let end = captures.groupEnd {
                group = start..<end
            }
            match = (captures.wholeStart..<captures.wholeEnd, group)
        }
        return Search(match: match, steps: search.steps, isComplete: search.isComplete)
    }
}

/// Why a pattern was refused; `message` is short and lowercase ("unbalanced parenthesis: missing ')'").
public struct PatternError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    init(_ message: String) {
        self.message = message
    }

    public var description: String { message }

    static let missingClosingParenthesis = PatternError("unbalanced parenthesis: missing ')'")
    static let unexpectedClosingParenthesis = PatternError("unbalanced parenthesis: ')' without '('")
    static let missingClosingBracket = PatternError("unbalanced bracket: missing ']'")
    static let unexpectedClosingBracket = PatternError("unbalanced bracket: ']' without '['")
    static let missingClosingBrace = PatternError("unbalanced brace: missing '}'")
    static let unexpectedClosingBrace = PatternError("unbalanced brace: '}' without '{'")
    static let trailingBackslash = PatternError("trailing backslash")
    static let backreference = PatternError("backreferences are not supported")
    static let lookaround = PatternError("lookaround is not supported")
    static let namedGroup = PatternError("named groups are not supported")
    static let inlineFlags = PatternError("inline flags are not supported")
    static let atomicGroup = PatternError("atomic groups are not supported")
    static let possessive = PatternError("possessive quantifiers are not supported")
    static let nothingToRepeat = PatternError("quantifier has nothing to repeat")
    static let malformedRepetition = PatternError("malformed counted repetition")
    static let repetitionTooLarge = PatternError("counted repetition is limited to \(PatternParser.maximumCount)")
    static let repetitionOutOfOrder = PatternError("counted repetition has its maximum below its minimum")
    static let emptyClass = PatternError("empty character class")
    static let classRangeOutOfOrder = PatternError("character class range out of order")
    static let invalidClassRange = PatternError("character class range needs a single character at each end")
    static let nestedClass = PatternError("nested character classes are not supported")
    static let classSetOperation = PatternError("character class set operations are not supported")
    static let nestedTooDeeply = PatternError("parentheses are nested too deeply")
    static let tooLarge = PatternError("pattern is too large")

    static func unknownEscape(_ scalar: Unicode.Scalar) -> PatternError {
        PatternError("unknown escape '\\\(scalar)'")
    }

    static func unsupportedGroup(_ scalar: Unicode.Scalar) -> PatternError {
        PatternError("unsupported group '(?\(scalar)'")
    }
}
