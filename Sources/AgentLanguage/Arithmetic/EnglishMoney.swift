/// Rule: money said in English in two parts is one amount, as at a till: "1 dollar 20" is 1.20, "two
/// pounds fifty" 2.50, "5 quid 30 p" 5.30: a whole number of a currency (currency-words), then a number
/// under a hundred that counts its hundredths, "cents" or "pence" after it or not. A number that counts
/// people or things ("5 dollars 3 people", "10 euros 2 tickets") is a number of its own.
/// Read by calculations (`ArithmeticTokenizer`) and word problems (`WordProblem`) alike, as `ChineseMoney` is.
enum EnglishMoney {
    /// The amount that `value`, a whole number ending at `p` in folded `text`, and the money words after
    /// it make, and where they end; nil when no currency and hundredths follow it.
    static func read(_ value: Double, in text: [UInt32], at p: Int) -> (value: Double, end: Int)? {
        guard value == value.rounded(), value >= 0 else { return nil }
        var i = skipSpaces(text, from: p)
        let word = letters(text, from: i)
        guard !word.isEmpty, CurrencyNames.english.contains(EnglishWordKey.of(text[word])) else { return nil }
        i = word.upperBound
        let start = skipSpaces(text, from: i)
        guard start > i, let (cents, end) = hundredths(text, at: start) else { return nil }
        var stop = end
        let after = letters(text, from: skipSpaces(text, from: end))
        if !after.isEmpty, centWords.contains(EnglishWordKey.of(text[after])) {
            stop = after.upperBound
        } else if !after.isEmpty, countsSomething(text[after]) {
            return nil  // "5 dollars 3 people"
        }
        return (value + cents / 100, stop)
    }

    /// A number from 1 to 99 at `i`: one or two digits, or English number words ("fifty", "twenty five").
    private static func hundredths(_ text: [UInt32], at i: Int) -> (Double, Int)? {
        guard i < text.count else { return nil }
        func isDigit(_ v: UInt32) -> Bool { v >= 0x30 && v <= 0x39 }
        if isDigit(text[i]) {
            var end = i
            while end < text.count, end - i < 3, isDigit(text[end]) { end += 1 }
            guard end - i <= 2, end == text.count || text[end] != 0x2E && text[end] != 0x3A else { return nil }  // 1.5, 7:30
            let value = text[i..<end].reduce(0) { $0 * 10 + Int($1 - 0x30) }
            return value > 0 ? (Double(value), end) : nil
        }
        guard EnglishWords.isLetter(text[i]) else { return nil }
        let scalars = text.compactMap(Unicode.Scalar.init)
        guard scalars.count == text.count, let (value, decimals, end) = EnglishNumber.readNumeral(scalars, at: i),
              decimals == 0, value >= 1, value < 100, value == value.rounded() else { return nil }
        return (value, end)
    }

    /// Whether the word after the hundredths says what a number counts: people, or things in the plural.
    private static func countsSomething(_ word: ArraySlice<UInt32>) -> Bool {
        let key = EnglishWordKey.of(word)
        if people.contains(key) { return true }
        return word.count >= 3 && word.last == 0x73 && !notCounts.contains(key)  // -s
    }

    private static func skipSpaces(_ text: [UInt32], from i: Int) -> Int {
        var i = i
        while i < text.count, text[i] == 0x20 { i += 1 }
        return i
    }

    private static func letters(_ text: [UInt32], from i: Int) -> Range<Int> {
        var end = i
        while end < text.count, EnglishWords.isLetter(text[end]) { end += 1 }
        return i..<end
    }

    private static let centWords = EnglishWordSet(["cents", "cent", "pence", "p", "c"])
    private static let people = EnglishWordSet(WordLists.wordProblemPeople.filter { !WordLists.holdsIdeograph($0) && !$0.contains(" ") })
    private static let notCounts = EnglishWordSet(WordLists.wordProblemNotCounts + ["cents", "pence"])
}
