/// Rule: English fractions spelled out are numbers of a calculation: a count ("a", "an", "one" … "nineteen")
/// and a denominator ("half", "quarter", or an ordinal from "third" on, plural or not: "two thirds",
/// "three quarters", "one fifth"); "half" may stand alone ("half of 50"). "Second" is left to time
/// ("one second"), and "first" names no fraction.
extension ArithmeticTokenizer {
    func readEnglishFraction(at start: Int) -> (ArithmeticToken.Kind, Int)? {
        guard TextScan.isASCIILetter(text[start]), start == 0 || !TextScan.isASCIILetter(text[start - 1]) else { return nil }
        let first = word(at: start)
        if let denominator = Self.denominator(first.word), Self.standsAlone(first.word) {
            return (.spelledFraction(1, denominator), first.end)
        }
        guard let count = Self.count(first.word) else { return nil }
        var next = first.end
        while next < text.count, text[next] == " " || text[next] == "-" { next += 1 }
        guard next > first.end, next < text.count else { return nil }
        let second = word(at: next)
        guard let denominator = Self.denominator(second.word) else { return nil }
        return (.spelledFraction(count, denominator), second.end)
    }

    /// The ASCII word at `start` and where it ends.
    private func word(at start: Int) -> (word: String, end: Int) {
        var end = start
        while end < text.count, TextScan.isASCIILetter(text[end]) { end += 1 }
        return (String(String.UnicodeScalarView(text[start..<end])), end)
    }

    private static func count(_ word: String) -> Int64? {
        if WordLists.englishA.contains(word) || WordLists.englishAn.contains(word) { return 1 }
        guard let n = WordLists.englishOnes.firstIndex(of: word), n > 0 else { return nil }
        return Int64(n)
    }

    private static func standsAlone(_ word: String) -> Bool {
        WordLists.englishHalf.contains(word)
    }

    /// 2 for a half, 4 for a quarter, N for the Nth from the third (singular or plural).
    private static func denominator(_ word: String) -> Int64? { EnglishFractionWords.denominators[word] }
}

/// The words that name a fraction's denominator, for the tokenizer and for the calculator's keywords
/// ("two thirds of 60" names no operator: "thirds of" does).
public enum EnglishFractionWords {
    public static let denominators: [String: Int64] = {
        var table: [String: Int64] = [:]
        func name(_ word: String, _ denominator: Int64) {
            table[word] = denominator
            // "thirds", "quarters"; "half" makes "halves".
            table[word.hasSuffix("f") ? word.dropLast() + "ves" : word + "s"] = denominator
        }
        for word in WordLists.englishHalf { name(word, 2) }
        for word in WordLists.englishQuarter { name(word, 4) }
        let ordinals = WordLists.englishOrdinalUnits + WordLists.englishOrdinalTeens
        for (offset, word) in ordinals.enumerated() where offset >= 2 { name(word, Int64(offset + 1)) }
        return table
    }()

    /// "half of", "thirds of", … in a stable order.
    public static let shareKeywords = denominators.keys.sorted().map { $0 + " of" }
}
