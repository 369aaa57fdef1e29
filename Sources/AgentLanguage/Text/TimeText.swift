import AgentCalendar
import AgentCore
import AgentProtocol

/// A sentence as the time readers see it: folded as the matcher folds it (ASCII lowercased,
/// full-width ASCII folded, so "１９：４５" reads as "19:45"; traditional characters simplified)
/// and as written for quoting.
/// Folding maps scalar to scalar, so offsets in one are offsets in the other.
struct TimeText {
    let scalars: [Unicode.Scalar]
    let original: String

    init(_ text: String) {
        original = text
        scalars = MatchText.unicodeScalars(of: text)
    }

    var count: Int { scalars.count }

    /// The folded scalar at `i`, or nil outside the text.
    subscript(_ i: Int) -> Unicode.Scalar? {
        i >= 0 && i < scalars.count ? scalars[i] : nil
    }

    /// The original text of `start..<end`.
    func quote(_ start: Int, _ end: Int) -> String {
        MatchText.substring(of: original, scalars: start..<end)
    }

    func has(_ word: [Unicode.Scalar], at i: Int) -> Bool {
        i >= 0 && TextScan.hasPrefix(scalars, word, at: i)
    }

    func isSpace(_ i: Int) -> Bool {
        self[i].map(TextScan.isSpace) ?? false
    }

    func isDigit(_ i: Int) -> Bool {
        guard let scalar = self[i] else { return false }
        return scalar.value >= 0x30 && scalar.value <= 0x39
    }

    func isLetter(_ i: Int) -> Bool {
        self[i].map(TextScan.isASCIILetter) ?? false
    }

    /// The first offset at or after `i` that is not a space.
    func skipSpaces(from i: Int) -> Int {
        var j = i
        while isSpace(j) { j += 1 }
        return j
    }

    /// The last offset before `i` that is not a space, or -1.
    func skipSpacesBack(before i: Int) -> Int {
        var j = i - 1
        while j >= 0, isSpace(j) { j -= 1 }
        return j
    }

    /// A run of ASCII digits at `i`: its value (nil when too long to be a time), end and length.
    func digits(at i: Int) -> (value: Int?, end: Int, count: Int)? {
        guard isDigit(i) else { return nil }
        var j = i
        var value = 0
        while isDigit(j) {
            if j - i < 6 { value = value * 10 + Int(scalars[j].value - 0x30) }
            j += 1
        }
        return (j - i <= 6 ? value : nil, j, j - i)
    }

    /// A number at `i` (digits or Chinese numerals) that is a whole one within `range`, as an
    /// `Int`, and where it ends; nil for any other number or none.
    func wholeNumber(at i: Int, in range: ClosedRange<Int>) -> (value: Int, end: Int)? {
        guard let (value, end) = NumberReader.read(scalars, at: i), let whole = Checked.integer(value, in: range) else {
            return nil
        }
        return (whole, end)
    }

    /// Whether `start..<end` holds a mark that ends a clause (。、 and, once folded, ，！？；):
    /// parts on either side of one belong to different thoughts.
    func hasClauseBreak(from start: Int, to end: Int) -> Bool {
        guard start < end else { return false }
        for i in start..<end where Self.clauseBreaks.contains(scalars[i]) { return true }
        return false
    }

    private static let clauseBreaks: Set<Unicode.Scalar> = ["。", "、", ",", "!", "?", ";", ".", "\n", "\r"]
}
