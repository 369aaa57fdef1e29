extension EnglishTimeReader {
    /// Rule: next, this or last before a day or period: "next friday", "this friday", "this
    /// morning", "this weekend", "next weekend" (its Saturday), "last friday" (a date that cannot
    /// be placed), "last night".
    static func qualifiedDay(in text: Sentence, at i: Int, word: EnglishTimeWord, end: Int) -> TimePart? {
        guard let (next, _, nextEnd) = text.englishWord(after: end) else { return nil }
        switch (word, next) {
        case (.next, .weekday(let number)): return .day(.weekday(number, weeksAhead: 1), i, nextEnd)
        case (.this, .weekday(let number)): return .day(.weekday(number, weeksAhead: 0), i, nextEnd)
        case (.this, .weekend): return .day(.weekdays(.weekend), i, nextEnd)
        case (.next, .weekend): return .day(.weekday(6, weeksAhead: 1), i, nextEnd)
        case (.last, .weekday): return .unplaceableDay(i, nextEnd)
        case (.this, .period(let period)): return .day(.offset(0), period: period, i, nextEnd)
        case (.last, .night): return .day(.offset(-1), period: .evening, i, nextEnd)
        default: return nil
        }
    }
}
