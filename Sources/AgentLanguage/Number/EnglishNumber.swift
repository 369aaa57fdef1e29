/// English number words: "five", "twenty-five", "a hundred", and "a"/"an" as one where asked;
/// `readNumeral` reads whole numerals ("one thousand two hundred thirty-four", "three point five").
public enum EnglishNumber {
    /// "zero" to "nineteen", each the value of its place in the list.
    static let small: [String: Double] = Dictionary(
        uniqueKeysWithValues: WordLists.englishOnes.enumerated().map { ($0.element, Double($0.offset)) })
    /// "twenty" to "ninety".
    static let tens: [String: Double] = Dictionary(
        uniqueKeysWithValues: WordLists.englishTens.enumerated().map { ($0.element, Double(20 + 10 * $0.offset)) })
    /// "thousand", "million", "billion".
    private static let scales: [String: Double] = {
        var scales: [String: Double] = [:]
        var scale = 1.0
        for word in WordLists.englishScales {
            scale *= 1000
            scales[word] = scale
        }
        return scales
    }()

    /// Rule a number said in words alone: in a sentence with no numeral, its one English number
    /// word or pair ("make it five", "make it twenty five") is its number, as "make it 5" would be:
    /// what a follow-up gives as its new value. "one" and "zero" are pronouns and nothing more
    /// often than numbers ("another one", "no one"), and two number words make none the value.
    static func lone(in sentence: Sentence) -> (value: Double, start: Int, end: Int)? {
        guard sentence.numbers.isEmpty else { return nil }
        let words = sentence.english
        var found: (value: Double, start: Int, end: Int)?
        var k = 0
        while k < words.count {
            let start = words.span(k).lowerBound
            guard let (value, end) = read(sentence.scalars, at: start) else {
                k += 1
                continue
            }
            guard found == nil, value >= 2 else { return nil }
            found = (value, start, end)
            while k < words.count, words.span(k).lowerBound < end { k += 1 }
        }
        return found
    }

    /// A number word (or two: "twenty five") starting at `start`; `article` also reads "a"/"an" as 1.
    public static func read(_ text: [Unicode.Scalar], at start: Int, article: Bool = false) -> (value: Double, end: Int)? {
        guard let (first, afterFirst) = wordKey(text, at: start) else { return nil }
        var value: Double
        var end = afterFirst
        if let n = smallKeys.firstIndex(of: first) {
            value = Double(n)
        } else if let n = tensKeys.firstIndex(of: first) {
            value = Double(20 + 10 * n)
            // "twenty five", "twenty-five"
            var j = afterFirst
            if j < text.count, text[j] == "-" || text[j] == " " { j += 1 }
            if let (second, afterSecond) = wordKey(text, at: j), let unit = smallKeys.firstIndex(of: second), unit < 10, unit > 0 {
                value += Double(unit)
                end = afterSecond
            }
        } else if article, first == Keys.a || first == Keys.an {
            value = 1
        } else {
            return nil
        }
        // "a hundred", "two hundred"
        var j = end
        if j < text.count, text[j] == " " { j += 1 }
        if let (next, afterNext) = wordKey(text, at: j), next == Keys.hundred {
            value *= 100
            end = afterNext
        }
        return (value, end)
    }

    /// A whole English numeral starting at `start`: "nine hundred ninety-nine",
    /// "one thousand and five", "twelve hundred", "a million", "three point one four",
    /// "point five". `fractionDigits` counts the digits said after "point", so a
    /// caller can keep the value exact (3.14 is 314/100).
    public static func readNumeral(_ text: [Unicode.Scalar], at start: Int)
        -> (value: Double, fractionDigits: Int, end: Int)?
    {
        var total = 0.0
        var group: Double
        var end: Int
        if let (value, afterGroup) = read(text, at: start) {
            (group, end) = (value, afterGroup)
        } else if let (word, afterArticle) = Self.word(text, at: start), word == "a" || word == "an",
                  let (scaleWord, afterScale) = Self.word(text, at: skipSpaces(text, afterArticle)),
                  scaleWord == "hundred" || scale(of: scaleWord) != nil
        {
            // "a hundred", "a thousand": the article counts one only before a scale.
            (group, end) = (scaleWord == "hundred" ? 100 : 1, scaleWord == "hundred" ? afterScale : afterArticle)
        } else if let (word, _) = Self.word(text, at: start), word == "point" {
            (group, end) = (0, start)  // "point five"
        } else {
            return nil
        }
        while true {
            var j = skipSpaces(text, end)
            if group >= 100, group.truncatingRemainder(dividingBy: 100) == 0 {
                // "two hundred and five", "two hundred five"
                var k = j
                if let (word, afterAnd) = Self.word(text, at: k), word == "and" { k = skipSpaces(text, afterAnd) }
                if let (tail, afterTail) = read(text, at: k), tail < 100 {
                    group += tail
                    end = afterTail
                    j = skipSpaces(text, end)
                }
            }
            guard let (word, afterScale) = Self.word(text, at: j), let scale = scale(of: word) else { break }
            total += group * scale
            group = 0
            end = afterScale
            // "one thousand two hundred", "one thousand and five"
            var k = skipSpaces(text, end)
            var afterAnd = false
            if let (word, next) = Self.word(text, at: k), word == "and" {
                k = skipSpaces(text, next)
                afterAnd = true
            }
            guard let (next, afterNext) = read(text, at: k), !afterAnd || next < 100 else { break }
            group = next
            end = afterNext
        }
        var value = total + group
        // "three point one four": one digit word after another.
        var fractionDigits = 0
        if let (word, afterPoint) = Self.word(text, at: end == start ? start : skipSpaces(text, end)), word == "point" {
            var fraction = 0.0
            var scale = 1.0
            var j = skipSpaces(text, afterPoint)
            while let (digitWord, afterDigit) = Self.word(text, at: j), let digit = small[digitWord], digit < 10 {
                fraction = fraction * 10 + digit
                scale *= 10
                fractionDigits += 1
                end = afterDigit
                j = skipSpaces(text, end)
            }
            value += fraction / scale  // one division: "point seven" is 0.7, not 0.7000000000000001
        }
        return end > start ? (value, fractionDigits, end) : nil
    }

    /// The words of `small` and `tens` in their order, packed as `EnglishTimeWord.key` packs a
    /// word: `read`, asked of most English words, compares integers and builds no String.
    private static let smallKeys = WordLists.englishOnes.map { EnglishTimeWord.key($0.unicodeScalars) }
    private static let tensKeys = WordLists.englishTens.map { EnglishTimeWord.key($0.unicodeScalars) }

    private enum Keys {
        static let a = EnglishTimeWord.key("a".unicodeScalars), an = EnglishTimeWord.key("an".unicodeScalars)
        static let hundred = EnglishTimeWord.key("hundred".unicodeScalars)
    }

    /// The word at `start` as its packed key, when a word starts there, and its end.
    private static func wordKey(_ text: [Unicode.Scalar], at start: Int) -> (key: UInt64, end: Int)? {
        guard start < text.count, TextScan.isASCIILetter(text[start]) else { return nil }
        if start > 0, TextScan.isASCIILetter(text[start - 1]) { return nil }
        var end = start
        while end < text.count, TextScan.isASCIILetter(text[end]) { end += 1 }
        return (EnglishTimeWord.key(text[start..<end]), end)
    }

    private static func scale(of word: String) -> Double? {
        scales[word]
    }

    private static func skipSpaces(_ text: [Unicode.Scalar], _ i: Int) -> Int {
        var j = i
        while j < text.count, text[j] == " " { j += 1 }
        return j
    }

    /// The lowercased ASCII word at `start`, when a word starts there.
    static func word(_ text: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        guard start < text.count, TextScan.isASCIILetter(text[start]) else { return nil }
        if start > 0, TextScan.isASCIILetter(text[start - 1]) { return nil }
        var end = start
        while end < text.count, TextScan.isASCIILetter(text[end]) { end += 1 }
        // ASCII letters, lowercased: the word is its bytes (appending scalar by scalar cost more).
        let word = String(unsafeUninitializedCapacity: end - start) { bytes in
            for k in start..<end { bytes[k - start] = UInt8(truncatingIfNeeded: text[k].value | 0x20) }
            return end - start
        }
        return (word, end)
    }
}
