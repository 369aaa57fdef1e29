/// The currencies named by a word after an amount (Number/words/currency-words.txt: dollars, quid,
/// naira), as English words are read: money at a till (`EnglishMoney`), the sums in everyday words
/// (`WordProblem`) and the dotted clock that is a price ("make it 2.50 dollars") all ask them.
enum CurrencyNames {
    static let english = EnglishWordSet(WordLists.currencyWords.filter { !$0.contains(" ") })
}
