/// The signs written before an amount of money (Number/words/currency-signs.txt): the sums in
/// everyday words read the amount after one as money, and the clock readers leave it a number.
enum CurrencySigns {
    static let all = SmallScalarSet(WordLists.currencySigns.flatMap { $0.unicodeScalars.map(\.value) })

    static func contains(_ v: UInt32) -> Bool { all.contains(v) }
}
