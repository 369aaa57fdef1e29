@testable import AgentPattern
import Testing

/// The matched text and first group's text, read back through the scalar offsets.
private func match(_ pattern: String, _ text: String) throws -> (whole: String, group: String?)? {
    guard let found = try Pattern(pattern).firstMatch(in: text) else { return nil }
    let scalars = Array(text.unicodeScalars)
    func slice(_ range: Range<Int>) -> String {
        var string = ""
        string.unicodeScalars.append(contentsOf: scalars[range])
        return string
    }
    return (slice(found.whole), found.group.map(slice))
}

/// A match's ranges, comparable as a whole.
private struct Found: Equatable {
    var whole: Range<Int>
    var group: Range<Int>?

    init(_ whole: Range<Int>, _ group: Range<Int>? = nil) {
        self.whole = whole
        self.group = group
    }
}

private func find(_ pattern: String, _ text: String) throws -> Found? {
    try Pattern(pattern).firstMatch(in: text).map { Found($0.whole, $0.group) }
}

/// The message `source` is refused with, or nil when it compiles.
private func refusal(_ source: String) -> String? {
    do {
        _ = try Pattern(source)
        return nil
    } catch {
        return error.message
    }
}

struct PatternTests {
    // MARK: The examples

    @Test func findsATrackingNumber() throws {
        let found = try #require(try match("([A-Z]{2}[0-9]{6,})", "帮我查快递 SF12345678"))
        #expect(found.whole == "SF12345678")
        #expect(found.group == "SF12345678")
        #expect(try Pattern("([A-Z]{2}[0-9]{6,})").firstMatch(in: "帮我查快递 SF12345678")?.group == 6..<16)
    }

    @Test func findsAPhoneNumberWithoutAGroup() throws {
        let found = try #require(try Pattern("[0-9]{3}-[0-9]{4}").firstMatch(in: "call 555-1234 now"))
        #expect(found.whole == 5..<13)
        #expect(found.group == nil)
    }

    @Test func findsARoomNumberAfterChineseText() throws {
        let found = try #require(try match("房间(\\d+)", "打扫房间302"))
        #expect(found.whole == "房间302")
        #expect(found.group == "302")
    }

    // MARK: A table written out by hand

    @Test(arguments: [
        // Greedy takes as much as it can, lazy as little.
        ("a+", "aaa", 0..<3, nil),
        ("a+?", "aaa", 0..<1, nil),
        (".*x", "abxcx", 0..<5, nil),
        (".*?x", "abxcx", 0..<3, nil),
        ("a{2,3}?", "aaaa", 0..<2, nil),
        // Leftmost first: the earliest start wins, then the earlier alternative, not the longer one.
        ("ab|a", "ab", 0..<2, nil),
        ("a|ab", "ab", 0..<1, nil),
        ("b|ab", "xab", 1..<3, nil),
        ("(a|ab)(c|bcd)", "abcd", 0..<4, 0..<1),
        ("x*", "ab", 0..<0, nil),
        // Anchors hold at the ends of the whole text only.
        ("^abc", "abcabc", 0..<3, nil),
        ("abc$", "abcabc", 3..<6, nil),
        ("^$", "", 0..<0, nil),
        // Classes.
        ("[^a-c]+", "abcdef", 3..<6, nil),
        ("[\\d.]+", "v1.25b", 1..<5, nil),
        ("[-a]+", "b-a-c", 1..<4, nil),
        ("[a-]+", "b-a-c", 1..<4, nil),
        ("[]a]+", "x]a]y", 1..<4, nil),
        ("[^]]+", "]]ab]", 2..<4, nil),
        ("[\\]\\\\]+", "a]\\b", 1..<3, nil),
        ("[\\s,]+", "a, \tb", 1..<4, nil),
        ("\\S+", "  ab  ", 2..<4, nil),
        ("\\W", "ab_1-c", 4..<5, nil),
        ("\\D+", "12ab3", 2..<4, nil),
        // Counted repetition.
        ("a{2}", "a aa", 2..<4, nil),
        ("a{2,3}", "aaaa", 0..<3, nil),
        ("a{2,}", "aaaaa", 0..<5, nil),
        ("a{,2}b", "aaab", 1..<4, nil),
        ("a{0}b", "ab", 1..<2, nil),
        // Groups: only the first capturing one is reported, and the last iteration is what it holds.
        ("x(a|b)*y", "xababy", 0..<6, 4..<5),
        ("(\\d+)-(\\d+)", "10-20", 0..<5, 0..<2),
        ("(?:ab)+(c)", "ababc", 0..<5, 4..<5),
        ("(?:(a)|b)+", "ab", 0..<2, 0..<1),
        // Escapes and "." (any scalar but a newline).
        ("a.c", "a\nc abc", 4..<7, nil),
        ("\\.\\*\\\\", "x.*\\y", 1..<4, nil),
        ("\\(\\d+\\)", "call (555)", 5..<10, nil),
        ("a\\tb\\n", "a\tb\n", 0..<4, nil),
        // Offsets count Unicode scalars: 👍🏽 is two of them, é written with a combining accent too.
        (".x", "👍🏽x", 1..<3, nil),
        ("\\w+", "cafe\u{301}!", 0..<5, nil),
    ] as [(String, String, Range<Int>, Range<Int>?)])
    func matchesAsWrittenOut(pattern: String, text: String, whole: Range<Int>, group: Range<Int>?) throws {
        let found = try #require(try Pattern(pattern).firstMatch(in: text))
        #expect(found.whole == whole)
        #expect(found.group == group)
    }

    @Test(arguments: [
        ("\\d", "abc"), ("^b", "ab"), ("a$", "ab"), ("[^a]", "aaa"), ("a{3}", "aa"), ("a.c", "a\nc"),
        ("colou?r", "colr clour"), ("x", ""), ("[a-c]", "xyz"),
    ])
    func findsNothing(pattern: String, text: String) throws {
        #expect(try Pattern(pattern).firstMatch(in: text) == nil)
    }

    // MARK: Details of the syntax

    @Test func aGroupThatDidNotTakePartIsNil() throws {
        let alternative = try #require(try Pattern("(a)|b").firstMatch(in: "b"))
        #expect(alternative.whole == 0..<1)
        #expect(alternative.group == nil)
        #expect(try Pattern("(a)?b").firstMatch(in: "b")?.group == nil)
        #expect(try Pattern("(?:x)b").firstMatch(in: "xb")?.group == nil)  // no capturing group at all
    }

    @Test func onlyTheFirstGroupByItsOpeningParenthesisIsReported() throws {
        #expect(try match("((a)b)c", "abc")?.group == "ab")
        #expect(try match("(?:(a)|(b))+", "ba")?.group == "a")
    }

    @Test func digitsOfEveryScriptAreDigits() throws {
        #expect(try match("\\d", "３")?.whole == "３")
        #expect(try match("\\d+", "room ３０２")?.whole == "３０２")
        #expect(try match("\\d", "٣")?.whole == "٣")  // Arabic-Indic three
        #expect(try match("\\d", "Ⅲ²") == nil)  // numbers, but not decimal digits
        #expect(try match("[^\\d]+", "１2ab")?.whole == "ab")
    }

    @Test func wordAndSpaceClassesAreUnicode() throws {
        #expect(try match("\\w+", "  héllo_1!")?.whole == "héllo_1")
        #expect(try match("\\w+", "打扫房间302。")?.whole == "打扫房间302")
        #expect(try match("\\s+", "a \t\u{3000}b")?.whole == " \t\u{3000}")
    }

    @Test func everyPunctuationEscapeIsItsLiteral() throws {
        for scalar in ".*\\()[]{}|^$+?/-,:#&~'\"<>=!@%".unicodeScalars {
            let literal = String(scalar)
            #expect(try match("\\" + literal, "x" + literal + "y")?.whole == literal, "\\\(literal)")
        }
    }

    @Test func countedRepetitionBounds() throws {
        #expect(try find("a{100}", String(repeating: "a", count: 100)) == Found(0..<100))
        #expect(try Pattern("a{100}").firstMatch(in: String(repeating: "a", count: 99)) == nil)
        #expect(try Pattern("^a{2,4}$").firstMatch(in: "a") == nil)
        #expect(try Pattern("^a{2,4}$").firstMatch(in: "aaaa") != nil)
        #expect(try Pattern("^a{2,4}$").firstMatch(in: "aaaaa") == nil)
        #expect(try Pattern("^(?:ab){0,100}$").firstMatch(in: String(repeating: "ab", count: 100)) != nil)
    }

    /// A loop whose body matched nothing stops there, so `(a*)*` ends. Which iteration a group
    /// reports then follows RE2 rather than Perl (Perl's last, empty iteration would give 2..<2).
    @Test func emptyLoopsEnd() throws {
        #expect(try find("(a*)*", "b") == Found(0..<0, 0..<0))
        #expect(try find("(a*)*", "aa") == Found(0..<2, 0..<2))
        #expect(try find("(|a)*", "aaa") == Found(0..<0, 0..<0))
        #expect(try find("(?:a*|b*)*c", "abba c") == Found(5..<6))
        #expect(try find("(?:^|$)*x", "x") == Found(0..<1))
    }

    // MARK: What is refused

    @Test(arguments: [
        ("(a)\\1", "backreferences are not supported"),
        ("\\9", "backreferences are not supported"),
        ("(?<n>a)\\k<n>", "named groups are not supported"),
        ("\\k<n>", "backreferences are not supported"),
        ("a(?=b)", "lookaround is not supported"),
        ("a(?!b)", "lookaround is not supported"),
        ("(?<=a)b", "lookaround is not supported"),
        ("(?<!a)b", "lookaround is not supported"),
        ("(?<year>\\d{4})", "named groups are not supported"),
        ("(?P<year>\\d{4})", "named groups are not supported"),
        ("(?i)abc", "inline flags are not supported"),
        ("(?i:abc)", "inline flags are not supported"),
        ("(?-i)abc", "inline flags are not supported"),
        ("(?>a+)b", "atomic groups are not supported"),
        ("(?#note)", "unsupported group '(?#'"),
        ("a*+", "possessive quantifiers are not supported"),
        ("a++", "possessive quantifiers are not supported"),
        ("a?+", "possessive quantifiers are not supported"),
        ("a{2,3}+", "possessive quantifiers are not supported"),
        ("*a", "quantifier has nothing to repeat"),
        ("+", "quantifier has nothing to repeat"),
        ("a|?b", "quantifier has nothing to repeat"),
        ("(*a)", "quantifier has nothing to repeat"),
        ("{2}", "quantifier has nothing to repeat"),
        ("a**", "quantifier has nothing to repeat"),
        ("a{2}{3}", "quantifier has nothing to repeat"),
        ("a*??", "quantifier has nothing to repeat"),
        ("^*", "quantifier has nothing to repeat"),
        ("$+", "quantifier has nothing to repeat"),
        ("a{3,2}", "counted repetition has its maximum below its minimum"),
        ("a{101}", "counted repetition is limited to 100"),
        ("a{1,101}", "counted repetition is limited to 100"),
        ("a{99999999999999999999999}", "counted repetition is limited to 100"),
        ("a{x}", "malformed counted repetition"),
        ("a{}", "malformed counted repetition"),
        ("a{,}", "malformed counted repetition"),
        ("a{1,x}", "malformed counted repetition"),
        ("a{", "unbalanced brace: missing '}'"),
        ("a{2", "unbalanced brace: missing '}'"),
        ("a{2,", "unbalanced brace: missing '}'"),
        ("a}", "unbalanced brace: '}' without '{'"),
        ("(a", "unbalanced parenthesis: missing ')'"),
        ("((a)", "unbalanced parenthesis: missing ')'"),
        ("(?:a", "unbalanced parenthesis: missing ')'"),
        ("(?", "unbalanced parenthesis: missing ')'"),
        ("a)", "unbalanced parenthesis: ')' without '('"),
        ("(a))", "unbalanced parenthesis: ')' without '('"),
        ("[a", "unbalanced bracket: missing ']'"),
        ("[a-z", "unbalanced bracket: missing ']'"),
        ("[", "unbalanced bracket: missing ']'"),
        ("[^", "unbalanced bracket: missing ']'"),
        ("a]", "unbalanced bracket: ']' without '['"),
        ("a\\", "trailing backslash"),
        ("[a\\", "trailing backslash"),
        ("\\q", "unknown escape '\\q'"),
        ("[\\q]", "unknown escape '\\q'"),
        ("\\b", "unknown escape '\\b'"),
        ("\\x41", "unknown escape '\\x'"),
        ("\\p{L}", "unknown escape '\\p'"),
        ("\\0", "unknown escape '\\0'"),
        ("[]", "empty character class"),
        ("[^]", "empty character class"),
        ("[z-a]", "character class range out of order"),
        ("[a-\\d]", "character class range needs a single character at each end"),
        ("[\\w-z]", "character class range needs a single character at each end"),
        ("[[:alpha:]]", "nested character classes are not supported"),
        ("[a[bc]]", "nested character classes are not supported"),
        ("[a-z&&[^x]]", "character class set operations are not supported"),
        ("[a-z--x]", "character class set operations are not supported"),
    ])
    func refuses(pattern: String, message: String) {
        #expect(refusal(pattern) == message)
    }

    @Test func refusesAProgramOfMoreThanTenThousandInstructions() {
        #expect(refusal("(a{100}){100}") == "pattern is too large")
        #expect(refusal("((a{100}){100}){100}") == "pattern is too large")  // refused without writing out a million
        #expect(refusal(String(repeating: "x", count: 10_001)) == "pattern is too large")
        #expect(refusal("(?:a{100}){99}") == nil)  // 9,900 instructions and the frame around them
    }

    @Test func refusesParenthesesNestedTooDeeply() {
        #expect(refusal(String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000))
            == "parentheses are nested too deeply")
        #expect(refusal(String(repeating: "(", count: 100) + "a" + String(repeating: ")", count: 100)) == nil)
    }

    @Test func acceptsWhatLooksCloseToRefusedSyntax() {
        for source in ["a{2}?", "a{2,}?", "a??", "[{}]", "\\{2\\}", "a|", "|a", "()", "(?:)", "", "[a\\-z]", "\\/"] {
            #expect(refusal(source) == nil, "\(source)")
        }
    }

    @Test func errorsDescribeThemselvesByTheirMessage() {
        #expect(PatternError.trailingBackslash.description == "trailing backslash")
        #expect(PatternError("x") == PatternError("x"))
    }

    // MARK: Patterns that hang a backtracking engine

    /// Each of these takes exponential time in a backtracking engine on a text this long;
    /// here each is one pass over the text. No timing is asserted: that the calls return is the test.
    @Test func nestedRepetitionOverALongTextReturns() throws {
        let as5000 = String(repeating: "a", count: 5_000)
        let digits5000 = String(repeating: "1234567890", count: 500)
        #expect(try Pattern("(a+)+$").firstMatch(in: as5000 + "!") == nil)
        #expect(try Pattern("(a|aa)*c").firstMatch(in: as5000) == nil)
        #expect(try Pattern("(\\d*)*x").firstMatch(in: digits5000) == nil)
        #expect(try Pattern("(a*)*b").firstMatch(in: as5000) == nil)
        #expect(try Pattern("^(\\w+\\s?)*$").firstMatch(in: as5000 + "!") == nil)
        #expect(try Pattern("(?:a{1,10}){1,10}b").firstMatch(in: as5000) == nil)
        #expect(try find("(a+)+$", as5000) == Found(0..<5_000, 0..<5_000))
    }

    /// The work of a search, counted in steps: at most twice the program's size for each scalar
    /// of the text, and twice the text, twice the work (the patterns above, and a wide window).
    @Test(arguments: ["(a+)+$", "(a|aa)*c", "(?:a{1,10}){1,10}b", ".{0,100}z"])
    func aSearchTakesStepsInProportionToTheText(source: String) throws {
        let pattern = try Pattern(source)
        let short = pattern.firstMatch(in: Array(String(repeating: "a", count: 1_000).unicodeScalars), stepLimit: .max)
        let long = pattern.firstMatch(in: Array(String(repeating: "a", count: 2_000).unicodeScalars), stepLimit: .max)
        #expect(short.isComplete && long.isComplete)
        #expect(short.steps <= 2 * pattern.size * 1_001 && long.steps <= 2 * pattern.size * 2_001)
        #expect(Double(long.steps) <= 2.1 * Double(short.steps))
    }

    /// A search with a step limit stops soon after it: by one position's work at most.
    @Test func aSearchStopsAtItsStepLimit() throws {
        let pattern = try Pattern("(.{0,100}){0,40}z")
        let text = Array(String(repeating: "啊", count: 1_000).unicodeScalars)
        let whole = pattern.firstMatch(in: text, stepLimit: .max)
        #expect(whole.isComplete && whole.match == nil && whole.steps > 1_000_000)
        let stopped = pattern.firstMatch(in: text, stepLimit: 100_000)
        #expect(!stopped.isComplete && stopped.match == nil)
        #expect(stopped.steps > 100_000 && stopped.steps <= 100_000 + 2 * pattern.size)
        // With room enough, the limit changes nothing.
        let found = try Pattern("房间(\\d+)").firstMatch(in: Array("打扫房间302".unicodeScalars), stepLimit: 1_000)
        #expect(found.isComplete && found.match?.group == 4..<7)
    }
}
