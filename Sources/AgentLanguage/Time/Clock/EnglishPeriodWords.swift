extension EnglishTimeReader {
    /// Rule: a period word alone ("morning", "night") names a period weakly; not after "good" or
    /// "last" ("good night", "last night" is a day of its own).
    static func periodWord(_ word: EnglishTimeWord, in text: Sentence, at i: Int, end: Int) -> TimePart? {
        if let previous = text.englishWord(before: i), previous == .good || previous == .last { return nil }
        let period: Period
        if case .period(let named) = word { period = named } else { period = .evening }  // night
        return .period(period, i, end, weak: true)
    }

    /// Rule: "at night" is the evening.
    static func atNight(in text: Sentence, at i: Int, end: Int) -> TimePart? {
        guard let (next, _, nextEnd) = text.englishWord(after: end), next == .night else { return nil }
        return .period(.evening, i, nextEnd)
    }

    /// Rule: "in the morning", "in the evening": a period, after "in" at `i`; and "in morning", "at 6 in evening",
    /// the article left out as learners whose languages have none say it.
    static func periodAfterIn(in text: Sentence, at i: Int, end: Int) -> TimePart? {
        let start = text.skipSpaces(from: end)
        guard start > end, let next = text.englishWord(at: start) else { return nil }
        if case .period(let period) = next.word { return .period(period, i, next.end) }
        guard next.word == .the, let (noun, _, nounEnd) = text.englishWord(after: next.end), case .period(let period) = noun
        else { return nil }
        return .period(period, i, nounEnd)
    }
}
