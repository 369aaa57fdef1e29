/// Rule: English fractions spelled out are numbers of a calculation: a count ("a", "an", "one" … "nineteen")
/// and a denominator ("half", "quarter", or an ordinal from "third" on, plural or not: "two thirds",
/// "three quarters", "one fifth"); "half" may stand alone ("half of 50"). "Second" is left to time
/// ("one second"), and "first" names no fraction.
extension ArithmeticTokenizer {
    /// Asked at every word of every sentence read for a calculation: words are looked up by their
    /// first letter among a few, with no string made.
    func readEnglishFraction(at start: Int) -> (ArithmeticToken.Kind, Int)? {
        guard start == 0 || !TextScan.isASCIILetter(text[start - 1]),
              let (first, firstEnd) = EnglishFractionWords.counts.match(text, at: start)
              ?? EnglishFractionWords.alone.match(text, at: start)
        else { return nil }
        if first < 0 { return (.spelledFraction(1, -first), firstEnd) }  // "half" alone
        var next = firstEnd
        while next < text.count, text[next] == " " || text[next] == "-" { next += 1 }
        guard next > firstEnd, let (denominator, end) = EnglishFractionWords.denominators.match(text, at: next) else { return nil }
        return (.spelledFraction(first, denominator), end)
    }
}

/// The words of a spelled fraction, for the tokenizer and for the calculator's keywords
/// ("two thirds of 60" names no operator: "thirds of" does).
public enum EnglishFractionWords {
    /// The count before a denominator: 1 for "a", "an", "one", up to 19.
    static let counts = LetterWords(
        (WordLists.englishA + WordLists.englishAn).map { ($0, 1) }
            + WordLists.englishOnes.enumerated().dropFirst().map { ($0.element, Int64($0.offset)) })

    /// 2 for a half, 4 for a quarter, N for the Nth from the third; singular or plural.
    static let denominators = LetterWords(denominatorNames.map { ($0.key, $0.value) })

    /// What stands without a count, its denominator negated: "half of 50".
    static let alone = LetterWords(WordLists.englishHalf.map { ($0, -2) })

    private static let denominatorNames: [String: Int64] = {
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
    public static let shareKeywords = denominatorNames.keys.sorted().map { $0 + " of" }
}

/// Lowercase ASCII words with a value each, found by their first letter.
struct LetterWords: Sendable {
    private var buckets: [[(word: [Unicode.Scalar], value: Int64)]] = Array(repeating: [], count: 26)

    init(_ words: [(String, Int64)]) {
        for (word, value) in words {
            let scalars = Array(word.unicodeScalars)
            buckets[Int(scalars[0].value &- 97)].append((scalars, value))
        }
    }

    /// The value of the whole word at `i` in folded `text`, and where it ends.
    func match(_ text: [Unicode.Scalar], at i: Int) -> (Int64, Int)? {
        // "a " ending the sentence: the spaces after the count run to its end.
        guard i < text.count else { return nil }
        let letter = Int(text[i].value &- 97)
        guard letter >= 0, letter < 26 else { return nil }
        for entry in buckets[letter] where TextScan.hasPrefix(text, entry.word, at: i) {
            let end = i + entry.word.count
            if end < text.count, TextScan.isASCIILetter(text[end]) { continue }
            return (entry.value, end)
        }
        return nil
    }
}
