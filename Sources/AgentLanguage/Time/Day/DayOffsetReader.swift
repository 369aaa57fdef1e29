/// Reads a count of days or weeks from today: 三天后, 3天以后, 五天之后, 两周后, 三个星期以后 (seven days a week).
enum DayOffsetReader {
    static func part(in text: Sentence, at i: Int) -> TimePart? {
        guard let (number, after) = text.wholeNumber(at: i, in: 0...9999), number >= 1 else { return nil }
        let (days, unitEnd): (Int, Int)
        if text[after] == "天" {
            (days, unitEnd) = (number, after + 1)
        } else if let week = weekUnits.longestMatch(in: text.folded, at: after) {
            (days, unitEnd) = (number * 7, after + week.length)
        } else {
            return nil
        }
        guard let word = afterWords.first(in: text.folded, at: unitEnd) else { return nil }
        return .day(.offset(days), i, unitEnd + word.count)
    }

    /// 后, 以后, 之后, longest first (also what makes 三个字 a span, `ClassifiedHour`).
    static let afterWords = PhraseList(WordLists.afterWords.sorted { $0.unicodeScalars.count > $1.unicodeScalars.count })
    private static let weekUnits = PhraseList(WordLists.weekOffsetUnits)
}
