extension DurationReader {
    /// Rule: a minus sign before a span makes it negative, for the caller to refuse: 负五分钟,
    /// -5分钟, "minus 5 minutes", "negative ten seconds" (`WordLists.durationSigns`). A symbol
    /// between two numbers joins a range (3-5分钟), and after a letter a name (t-5): no sign.
    /// Just past the sign at `i`, when one stands there before an amount.
    func signEnd(at i: Int) -> Int? {
        let s = text[i]
        if Self.signs.contains(s.value) {
            guard i + 1 < text.count, startsAmount(text[i + 1]) else { return nil }
            if !TextScan.isIdeograph(s) {
                if i > 0, TextScan.isASCIILetter(text[i - 1]) { return nil }
                if let k = previousNonSpace(before: i), isNumberEnd(at: k) { return nil }
            }
            return i + 1
        }
        guard let afterWord = Self.signWords.lazy.compactMap({ self.word($0, at: i) }).first else { return nil }
        let j = skipSpaces(from: afterWord)
        guard j > afterWord, j < text.count, startsAmount(text[j]) || TextScan.isASCIILetter(text[j]) else { return nil }
        return j
    }

    /// The signs of one character: 负, -, −.
    static let signs = SmallScalarSet(signScalars)
    static let signScalars = WordLists.durationSigns.filter { $0.unicodeScalars.count == 1 }.compactMap { $0.unicodeScalars.first?.value }
    /// The signs that are English words: "minus", "negative".
    private static let signWords = WordLists.durationSigns.filter { $0.unicodeScalars.count > 1 }.map { Array($0.unicodeScalars) }
}
