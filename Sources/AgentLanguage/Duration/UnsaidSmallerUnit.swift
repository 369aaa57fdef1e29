extension DurationReader {
    /// Rule: an English span of hours or minutes followed by a bare count under 60 that ends the
    /// clause counts that many of the next smaller unit, as a clock's face says it: "2 minutes 30"
    /// is two and a half minutes, "an hour 20", "1 hr 15" are 80 and 75 minutes. The count must end
    /// the sentence or stand before a mark that ends a clause: "5 minutes 2 times" counts times,
    /// "10 minutes 3 people" people, and "20 minutes 1.5" is no clock's face; "the 40 minute one" is a
    /// pronoun.
    func unsaidSmallerUnit(after last: Group, at j: Int) -> (seconds: Double, end: Int)? {
        guard last.unit.script != .chinese, !last.fraction, last.unit.seconds == DurationUnit.hour || last.unit.seconds == DurationUnit.minute,
              j > last.end, j < text.count
        else { return nil }
        var read: (value: Double, end: Int)?
        if let digit = NumberReader.digitValue(text[j]) {
            var (value, k) = (digit, j + 1)
            while k < text.count, k - j < 3, let next = NumberReader.digitValue(text[k]) { (value, k) = (value * 10 + next, k + 1) }
            read = (Double(value), k)
        } else if let (value, end) = EnglishNumber.read(text, at: j), value >= 2 {
            read = (value, end)  // "one" after a unit is a pronoun: "the 40 minute one"
        }
        guard let (value, end) = read, value >= 1, value < 60, value == value.rounded(), endsClause(at: skipSpaces(from: end), after: end)
        else { return nil }
        return (value * last.unit.seconds / 60, end)
    }

    /// Whether the clause ends at `i` (the first non-space after `end`): the sentence ends, or a
    /// mark that ends a clause stands there, not a decimal point or a colon going on; a word that only
    /// softens the request may come first ("1 hour 45 please": reminder-trailing).
    private func endsClause(at i: Int, after end: Int, softened: Bool = false) -> Bool {
        guard i < text.count else { return true }
        if i == end, TextScan.isASCIILetter(text[i]) || NumberReader.digitValue(text[i]) != nil { return false }
        if !softened, let soft = Self.softeners.first(where: { TextScan.hasPrefix(text, $0, at: i) }) {
            let after = i + soft.count
            if after == text.count || !TextScan.isASCIILetter(text[after]) { return endsClause(at: skipSpaces(from: after), after: after, softened: true) }
        }
        return TextScan.isEndPunctuation(text[i]) && text[i] != ":" && !(i + 1 < text.count && NumberReader.digitValue(text[i + 1]) != nil)
    }

    private static let softeners = (WordLists.sameTimeWords + WordLists.reminderTrailing).filter(WordLists.isEnglish).map { Array($0.unicodeScalars) }
}
