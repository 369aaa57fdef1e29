/// A `pattern` of `schemas/`, read and matched as JSON Schema asks (an ECMA-262
/// regular expression, found anywhere in the string), for the part of the syntax
/// those patterns use.
///
/// Supported: literals; the escapes `\t \n \v \f \r \0 \xHH \uXXXX` and escaped
/// syntax characters (`\.`, `\-`, …); `.`; classes `[a-z_]` and `[^…]` of those;
/// groups `( )` and `(?: )`; `|`; the quantifiers `* + ? {n} {n,} {n,m}`, greedy or
/// lazy (a yes-or-no match does not care which); `^` and `$` at the start and end of
/// the whole string (ECMA without the multiline flag: `$` does not match before a
/// final newline). Anything else — `\d \w \s \b`, backreferences, lookaround, named
/// groups — is refused when the schema is loaded, so a schema that starts using it
/// fails loudly instead of being matched wrongly.
///
/// Text is matched scalar by scalar, as Python's `re` does for the jsonschema check;
/// ECMA counts UTF-16 code units, which differs only when `.` or a negated class
/// meets a scalar beyond U+FFFF (one scalar here, two code units there).
///
/// Matching computes the set of positions each part of the pattern can end at from a
/// set of start positions, so it never backtracks: time O(text × pattern).
public struct SchemaPattern: Sendable {
    public let source: String
    private let root: Node

    public init(_ source: String) throws(SyntaxError) {
        self.source = source
        var parser = Parser(scalars: Array(source.unicodeScalars))
        root = try parser.parseWhole()
    }

    /// Whether the pattern matches somewhere in `text`.
    public func matches(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        let everywhere = [Bool](repeating: true, count: scalars.count + 1)
        return Self.ends(of: root, from: everywhere, in: scalars).contains(true)
    }

    /// Why a pattern cannot be read: `unsupported escape '\d' at 3`.
    public struct SyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    // MARK: The tree

    private indirect enum Node: Sendable {
        case scalar(ScalarClass)
        case start
        case end
        case sequence([Node])
        case alternation([Node])
        case repetition(Node, minimum: Int, maximum: Int?)
    }

    private struct ScalarClass: Sendable {
        var ranges: [ClosedRange<UInt32>]
        var negated = false

        func contains(_ scalar: Unicode.Scalar) -> Bool {
            ranges.contains(where: { $0.contains(scalar.value) }) != negated
        }

        /// `.`: anything but an ECMA line terminator.
        static let dot = ScalarClass(ranges: [0x0A...0x0A, 0x0D...0x0D, 0x2028...0x2029], negated: true)
    }

    // MARK: Matching

    /// The positions `node` can end at, started at every position set in `starts`.
    private static func ends(of node: Node, from starts: [Bool], in text: [Unicode.Scalar]) -> [Bool] {
        var reached = [Bool](repeating: false, count: starts.count)
        switch node {
        case let .scalar(set):
            for i in text.indices where starts[i] && set.contains(text[i]) { reached[i + 1] = true }
        case .start:
            reached[0] = starts[0]
        case .end:
            reached[text.count] = starts[text.count]
        case let .sequence(parts):
            reached = parts.reduce(starts) { ends(of: $1, from: $0, in: text) }
        case let .alternation(choices):
            for choice in choices {
                for (i, end) in ends(of: choice, from: starts, in: text).enumerated() where end { reached[i] = true }
            }
        case let .repetition(body, minimum, maximum):
            var current = starts
            for _ in 0..<minimum { current = ends(of: body, from: current, in: text) }
            reached = current
            var count = minimum
            // Only positions reached for the first time can lead anywhere new (one reached
            // earlier had at least as many repetitions left), so this stops.
            while maximum.map({ count < $0 }) ?? true {
                let next = ends(of: body, from: current, in: text)
                current = zip(next, reached).map { $0 && !$1 }
                guard current.contains(true) else { break }
                for (i, new) in current.enumerated() where new { reached[i] = true }
                count += 1
            }
        }
        return reached
    }

    // MARK: Reading

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0

        mutating func parseWhole() throws(SyntaxError) -> Node {
            let node = try parseAlternation()
            guard index == scalars.count else { throw failure("unbalanced ')'") }
            return node
        }

        private func failure(_ message: String) -> SyntaxError {
            SyntaxError(message: "\(message) at \(index)")
        }

        private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            guard current == scalar else { return false }
            index += 1
            return true
        }

        private mutating func parseAlternation() throws(SyntaxError) -> Node {
            var choices = [try parseSequence()]
            while take("|") { choices.append(try parseSequence()) }
            return choices.count == 1 ? choices[0] : .alternation(choices)
        }

        private mutating func parseSequence() throws(SyntaxError) -> Node {
            var parts: [Node] = []
            while let scalar = current, scalar != "|", scalar != ")" {
                let atom = try parseAtom()
                parts.append(try parseQuantifier(of: atom))
            }
            return parts.count == 1 ? parts[0] : .sequence(parts)
        }

        private mutating func parseAtom() throws(SyntaxError) -> Node {
            guard let scalar = current else { throw failure("unexpected end") }
            index += 1
            switch scalar {
            case "(":
                if take("?") {
                    guard take(":") else { throw failure("unsupported group '(?'") }
                }
                let inner = try parseAlternation()
                guard take(")") else { throw failure("missing ')'") }
                return inner
            case "[": return .scalar(try parseClass())
            case ".": return .scalar(.dot)
            case "^": return .start
            case "$": return .end
            case "\\":
                let escaped = try parseEscape().value
                return .scalar(ScalarClass(ranges: [escaped...escaped]))
            case "*", "+", "?", "{": throw failure("nothing to repeat")
            case "]", "}": throw failure("unescaped '\(scalar)'")
            default: return .scalar(ScalarClass(ranges: [scalar.value...scalar.value]))
            }
        }

        private mutating func parseQuantifier(of atom: Node) throws(SyntaxError) -> Node {
            let minimum: Int
            let maximum: Int?
            switch current {
            case "*": (minimum, maximum) = (0, nil); index += 1
            case "+": (minimum, maximum) = (1, nil); index += 1
            case "?": (minimum, maximum) = (0, 1); index += 1
            case "{":
                index += 1
                guard let low = parseCount() else { throw failure("malformed '{'") }
                if take(",") {
                    maximum = parseCount()
                } else {
                    maximum = low
                }
                guard take("}") else { throw failure("malformed '{'") }
                minimum = low
                if let maximum, maximum < minimum { throw failure("'{\(minimum),\(maximum)}' out of order") }
            default:
                return atom
            }
            if case .start = atom { throw failure("an anchor cannot repeat") }
            if case .end = atom { throw failure("an anchor cannot repeat") }
            _ = take("?")  // lazy: the same yes or no
            return .repetition(atom, minimum: minimum, maximum: maximum)
        }

        /// Digits, up to 1000 (more than any schema here needs).
        private mutating func parseCount() -> Int? {
            var value: Int?
            while let scalar = current, ("0"..."9").contains(scalar) {
                let next = (value ?? 0) * 10 + Int(scalar.value - 0x30)
                guard next <= 1000 else { return nil }
                value = next
                index += 1
            }
            return value
        }

        private mutating func parseClass() throws(SyntaxError) -> ScalarClass {
            var set = ScalarClass(ranges: [], negated: take("^"))
            while current != "]" {
                let low = try parseClassScalar()
                if current == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
                    index += 1
                    let high = try parseClassScalar()
                    guard low <= high else { throw failure("class range out of order") }
                    set.ranges.append(low...high)
                } else {
                    set.ranges.append(low...low)
                }
            }
            index += 1  // ']'
            return set
        }

        private mutating func parseClassScalar() throws(SyntaxError) -> UInt32 {
            guard let scalar = current else { throw failure("missing ']'") }
            index += 1
            if scalar == "\\" { return try parseEscape().value }
            if scalar == "[" { throw failure("'[' inside a class") }
            return scalar.value
        }

        /// After a backslash: the one scalar it stands for.
        private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
            guard let scalar = current else { throw failure("trailing backslash") }
            index += 1
            let result: Unicode.Scalar
            switch scalar {
            case "t": result = "\t"
            case "n": result = "\n"
            case "v": result = "\u{0B}"
            case "f": result = "\u{0C}"
            case "r": result = "\r"
            case "0":
                if let next = current, ("0"..."9").contains(next) { throw failure("unsupported escape '\\0\(next)'") }
                result = "\0"
            case "x": result = try parseHex(digits: 2)
            case "u": result = try parseHex(digits: 4)
            case "^", "$", "\\", ".", "*", "+", "?", "(", ")", "[", "]", "{", "}", "|", "/", "-":
                result = scalar
            default:
                index -= 1
                throw failure("unsupported escape '\\\(scalar)'")
            }
            return result
        }

        private mutating func parseHex(digits: Int) throws(SyntaxError) -> Unicode.Scalar {
            let hex = scalars[index..<min(index + digits, scalars.count)]
            guard hex.count == digits, hex.allSatisfy({ $0.isASCII && Character($0).isHexDigit }),
                let value = UInt32(String(String.UnicodeScalarView(hex)), radix: 16)
            else { throw failure("malformed hexadecimal escape") }
            guard let scalar = Unicode.Scalar(value) else { throw failure("a surrogate escape") }
            index += digits
            return scalar
        }
    }
}
