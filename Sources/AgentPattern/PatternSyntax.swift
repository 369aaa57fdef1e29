/// A parsed pattern. Capturing groups after the first are parsed as plain groups:
/// only the first is reported, so only it costs capture slots.
indirect enum PatternNode {
    case empty
    case scalar(Unicode.Scalar)
    /// `.`: any scalar but a newline.
    case anyButNewline
    case set(ScalarSet)
    case startOfText
    case endOfText
    case concatenation([PatternNode])
    case alternation([PatternNode])
    /// The first capturing group.
    case firstGroup(PatternNode)
    /// `maximum` nil for no upper bound.
    case repetition(PatternNode, minimum: Int, maximum: Int?, isGreedy: Bool)
}

/// What `\d`, `\w` and `\s` stand for; the capital letters (`\D`, `\W`, `\S`) negate.
struct ScalarCategory: Sendable {
    enum Kind: Sendable {
        /// Decimal digits of any script (general category Nd): 0-9, full-width ０-９, Arabic-Indic…
        case digit
        /// Letters, marks, decimal digits and the underscore.
        case word
        case whitespace
    }

    var kind: Kind
    var isNegated: Bool

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        let isMember: Bool
        switch kind {
        case .digit:
            isMember = properties.numericType == .decimal
        case .word:
            isMember = scalar == "_" || properties.isAlphabetic || properties.numericType == .decimal
                || Self.isMark(properties.generalCategory)
        case .whitespace:
            isMember = properties.isWhitespace
        }
        return isMember != isNegated
    }

    /// Combining marks (an accent written as its own scalar) belong to the word they sit on;
    /// `isAlphabetic` covers only some of them.
    private static func isMark(_ category: Unicode.GeneralCategory) -> Bool {
        category == .nonspacingMark || category == .spacingMark || category == .enclosingMark
    }
}

/// The scalars one bracket expression accepts (or one `\d`, `\w`, `\s` outside brackets).
struct ScalarSet: Sendable {
    var ranges: [ClosedRange<Unicode.Scalar>] = []
    var categories: [ScalarCategory] = []
    var isNegated = false

    var isEmpty: Bool { ranges.isEmpty && categories.isEmpty }

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        var isMember = false
        for range in ranges where range.contains(scalar) {
            isMember = true
            break
        }
        if !isMember {
            for category in categories where category.contains(scalar) {
                isMember = true
                break
            }
        }
        return isMember != isNegated
    }
}
