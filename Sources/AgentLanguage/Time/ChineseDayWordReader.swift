/// Reads the Chinese words of a day or a part of the day: 今天, 明天, 大后天, 昨天; 今晚, 明早 (a day
/// and a period in one); 早上, 下午, 晚上, 凌晨, 半夜, …, from their lists (`Day/words`, `Clock/words`).
/// A day word bound to the character before it (之后天气) names no day (`BoundCharacterRule`),
/// 早上好 and 晚上好 are greetings, and 早, 晚, 一早 name a period only before a clock time
/// (`ShortPeriodWordRule`).
enum ChineseDayWordReader {
    typealias Day = TimeExpression.Day
    typealias Period = TimeExpression.Period

    /// A day or period word starting at `i`.
    static func part(in text: Sentence, at i: Int) -> TimePart? {
        let first = text.folded[i]
        guard starts.contains(first), let candidates = wordsByFirst[first] else { return nil }
        for word in candidates where word.matches(text.folded, at: i) {
            let end = i + word.count
            if let day = word.day {
                if BoundCharacterRule.isBound(text, at: i) { continue }
                return .day(day, period: word.period, i, end)
            }
            guard let period = word.period else { continue }
            if text[end] == "好" { continue }  // 早上好, 晚上好: a greeting
            if word.isShort, !ShortPeriodWordRule.namesPeriod(in: text, at: i, end: end) { continue }
            return .period(period, i, end)
        }
        return nil
    }

    /// The first characters of the day and period words.
    static let firsts: [UInt32] = words.map(\.first)
    /// The same, as a set that answers the other characters of a sentence without a lookup.
    private static let starts = SmallScalarSet(firsts)
    /// The words by their first scalar, each list in the order of `words`.
    private static let wordsByFirst = Dictionary(grouping: words, by: \.first)

    /// A word of up to three scalars, kept as plain values so that the table is scanned without
    /// reference counting.
    private struct Word {
        let first: UInt32
        let second: UInt32
        let third: UInt32
        let count: Int
        let day: Day?
        let period: Period?
        /// 早, 晚, 一早: a period only right before a clock time.
        let isShort: Bool

        init(_ word: String, _ day: Day?, _ period: Period?) {
            let scalars = word.unicodeScalars.map(\.value)
            (first, count) = (scalars[0], scalars.count)
            second = scalars.count > 1 ? scalars[1] : 0
            third = scalars.count > 2 ? scalars[2] : 0
            (self.day, self.period) = (day, period)
            isShort = WordLists.shortPeriodWords.contains(word)
        }

        func matches(_ text: [UInt32], at i: Int) -> Bool {
            (count < 2 || i + 1 < text.count && text[i + 1] == second) && (count < 3 || i + 2 < text.count && text[i + 2] == third)
        }
    }

    private static let dayLists: [(words: [String], day: Day, period: Period?)] = [
        (WordLists.threeDaysAheadWords, .offset(3), nil), (WordLists.threeDaysAgoWords, .offset(-3), nil),
        (WordLists.todayWords, .offset(0), nil), (WordLists.tomorrowWords, .offset(1), nil),
        (WordLists.dayAfterTomorrowWords, .offset(2), nil), (WordLists.yesterdayWords, .offset(-1), nil),
        (WordLists.dayBeforeYesterdayWords, .offset(-2), nil),
        (WordLists.tonightWords, .offset(0), .evening), (WordLists.thisMorningWords, .offset(0), .morning),
        (WordLists.tomorrowMorningWords, .offset(1), .morning), (WordLists.tomorrowNightWords, .offset(1), .evening),
        (WordLists.lastNightWords, .offset(-1), .evening),
    ]

    private static let periodLists: [(words: [String], period: Period)] = [
        (WordLists.earlyMorningWords, .earlyMorning), (WordLists.lateNightWords, .lateNight),
        (WordLists.morningWords, .morning), (WordLists.noonWords, .noon), (WordLists.afternoonWords, .afternoon),
        (WordLists.eveningWords, .evening), (WordLists.duskWords, .dusk),
    ]

    /// Every day and period word, longest first: 大后天 wins over 后天, 早上 over 早.
    private static let words: [Word] = {
        let days = dayLists.flatMap { list in list.words.map { Word($0, list.day, list.period) } }
        let periods = periodLists.flatMap { list in list.words.map { Word($0, nil, list.period) } }
        return (days + periods).enumerated().sorted { ($0.element.count, -$0.offset) > ($1.element.count, -$1.offset) }
            .map(\.element)
    }()
}
