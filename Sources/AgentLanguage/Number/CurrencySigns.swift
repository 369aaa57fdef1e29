/// The signs written before an amount of money (Number/words/currency-signs.txt: $, ¥, €, ₹), and the
/// letters written so (currency-prefixes.txt: RM, Rs, S$): the sums in everyday words read the amount
/// after one as money, and the clock readers leave it a number.
enum CurrencySigns {
    static let all = SmallScalarSet(WordLists.currencySigns.flatMap { $0.unicodeScalars.map(\.value) })

    static func contains(_ v: UInt32) -> Bool { all.contains(v) }

    /// Whether a sign stands right before `start` in folded text ($12), or a prefix of letters with
    /// nothing or a space between (RM2.80, Rs 500) that no other letter opens (the "rs" of "hours 5" is none).
    static func endsBefore(_ start: Int, in text: [UInt32]) -> Bool {
        self.start(before: start, in: text) != nil
    }

    /// Where the sign or prefix that ends right before `start` begins, if one does.
    static func start(before start: Int, in text: [UInt32]) -> Int? {
        guard start > 0 else { return nil }
        if contains(text[start - 1]) { return start - 1 }
        let end = text[start - 1] == 0x20 ? start - 1 : start
        for prefix in prefixes {
            let from = end - prefix.count
            if from >= 0, text[from..<end].elementsEqual(prefix), from == 0 || !EnglishWords.isLetter(text[from - 1]) { return from }
        }
        return nil
    }

    private static let prefixes = WordLists.currencyPrefixes.map { $0.unicodeScalars.map(\.value) }
}
