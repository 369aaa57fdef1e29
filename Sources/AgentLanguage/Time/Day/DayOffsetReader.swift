/// Reads a count of days from today: 三天后, 3天以后, 五天之后.
enum DayOffsetReader {
    static func part(in text: Sentence, at i: Int) -> TimePart? {
        guard let (number, after) = text.wholeNumber(at: i, in: 0...9999), text[after] == "天", number >= 1,
              let word = afterWords.first(in: text.folded, at: after + 1)
        else { return nil }
        return .day(.offset(number), i, after + 1 + word.count)
    }

    private static let afterWords = PhraseList(WordLists.afterWords.sorted { $0.unicodeScalars.count > $1.unicodeScalars.count })
}
