/// Where one clause of a sentence ends and the next begins, in its folded text (`Sentence.folded`,
/// full-width marks folded to ASCII): the one definition every reader that asks for "the clause
/// this word is in" uses.
///
/// A clause ends at a mark that parts thoughts: , . ! ? ; : 。 、 … or a line break. Not at the
/// colon or point between two digits (8:30, 1.5), nor at the dots of an abbreviation whose
/// letters stand one apiece between them (a.m., p.m.): those are inside a word.
///
/// Rule a space parts Chinese: between two Chinese characters a space is the comma of one who
/// types without punctuation (明早有雾吗 开车上班怕看不清, 提醒撤了吧 我已经吃了), where between
/// English words it only parts words.
enum Clause {
    /// Whether `v` is a mark that may end a clause, wherever it stands.
    static func isBreakMark(_ v: UInt32) -> Bool {
        switch v {
        case 0x2C, 0x2E, 0x21, 0x3F, 0x3B, 0x3A, 0x3002, 0x3001, 0x2026, 0x0A, 0x0D: return true
        default: return false
        }
    }

    /// Whether the mark at `i` ends a clause.
    static func breaks(_ text: [UInt32], at i: Int) -> Bool {
        let v = text[i]
        if v == 0x20 { return partsChinese(text, at: i) }
        guard isBreakMark(v) else { return false }
        guard v == 0x3A || v == 0x2E else { return true }
        if i > 0, i + 1 < text.count, isDigit(text[i - 1]), isDigit(text[i + 1]) { return false }
        return v == 0x3A || !isAbbreviationDot(text, at: i)
    }

    /// The start of the clause that holds `i`: just after the break before it, or 0.
    static func start(of i: Int, in text: [UInt32]) -> Int {
        var start = i
        while start > 0, !breaks(text, at: start - 1) { start -= 1 }
        return start
    }

    /// The end of the clause from `i` on: the next break, or the end of the text.
    static func end(from i: Int, in text: [UInt32]) -> Int {
        var end = i
        while end < text.count, !breaks(text, at: end) { end += 1 }
        return end
    }

    /// The clause `span` lies in: from the break before it to the break after it.
    static func around(_ span: Range<Int>, in text: [UInt32]) -> Range<Int> {
        start(of: span.lowerBound, in: text)..<end(from: span.upperBound, in: text)
    }

    /// Whether `start..<end` holds a break.
    static func holdsBreak(_ text: [UInt32], from start: Int, to end: Int) -> Bool {
        guard start < end else { return false }
        return (start..<end).contains { breaks(text, at: $0) }
    }

    /// a.m.: the first dot stands between two letters with no letter before the first; the last
    /// dot follows a letter that follows a dot.
    private static func isAbbreviationDot(_ text: [UInt32], at i: Int) -> Bool {
        guard i > 0, isLetter(text[i - 1]) else { return false }
        if i + 1 < text.count, isLetter(text[i + 1]), i < 2 || !isLetter(text[i - 2]) { return true }
        return i >= 2 && text[i - 2] == 0x2E
    }

    /// Whether the spaces around `i` stand between two Chinese characters.
    private static func partsChinese(_ text: [UInt32], at i: Int) -> Bool {
        var (before, after) = (i - 1, i + 1)
        while before >= 0, text[before] == 0x20 { before -= 1 }
        while after < text.count, text[after] == 0x20 { after += 1 }
        return before >= 0 && after < text.count && MoodWords.isIdeograph(text[before]) && MoodWords.isIdeograph(text[after])
    }

    private static func isDigit(_ v: UInt32) -> Bool { v >= 0x30 && v <= 0x39 }
    private static func isLetter(_ v: UInt32) -> Bool { v >= 0x61 && v <= 0x7A }
}
