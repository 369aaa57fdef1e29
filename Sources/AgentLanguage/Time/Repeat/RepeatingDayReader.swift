/// Reads a day said as a repeat: 每天, 每日, 天天, 每晚, 每早 (every day; `TimeExpression.Repetition.daily`),
/// 工作日, 每个工作日, 每周五, 每周一三五, 每个周末, 每月15号, 每15号 (the day itself repeats), 每周 and 每个礼拜 with no
/// day after (every week, from the day it first comes). A 个 may follow 每
/// (每个晚上, 每个月12号). The first occurrence is what is set. 每隔 and 每小时 count spans of time,
/// which `RecurrenceReader` reads as intervals.
enum RepeatingDayReader {
    /// Whether a repeating day may start with `scalar`.
    static func mayStart(_ scalar: UInt32) -> Bool {
        starts.contains(scalar)
    }

    static func part(in text: Sentence, at i: Int) -> TimePart? {
        if let end = match(dailyWords, in: text, at: i) {
            if text.folded[end - 1] == dailyWordsLastDay, text.has(DayWords.weather, at: end - 1), text[i] == "每" {
                return nil  // 每天气温: 天气 is the weather
            }
            return .everyDay(i, end)
        }
        if let end = match(nightlyWords, in: text, at: i) { return .everyDay(period: .evening, i, end) }
        if let end = match(morningWords, in: text, at: i) { return .everyDay(period: .morning, i, end) }
        if let end = match(workdayWords, in: text, at: i) { return TimePart.day(.weekdays(.workdays), i, end).repeating() }
        guard let prefix = prefixes.first(where: { text.has($0, at: i) }) else { return nil }
        let j = i + prefix.count
        if let end = match(workdayWords, in: text, at: j) { return TimePart.day(.weekdays(.workdays), i, end).repeating() }
        if text[j] == "月" {
            guard var date = CalendarDateReader.monthPrefixed(in: text, at: j, every: true) else { return nil }
            date.start = i
            return date.repeating()
        }
        // 每15号, 每逢十五号: a day of every month, its 月 unsaid; 号 must follow (每三日 counts days).
        if let (day, afterDay) = text.wholeNumber(at: j, in: 1...31), text[afterDay] == "号" {
            return TimePart.day(.dayOfMonth(day, monthsAhead: nil), i, afterDay + 1).repeating()
        }
        guard var weekday = ChineseWeekdayReader.part(in: text, at: j, every: true) else {
            // 每周, 每个礼拜, 每星期 with no day after: every week.
            guard let stem = ChineseWeekdayReader.stems.first(where: { text.has($0, at: j) }) else { return nil }
            return .everyWeek(i, j + stem.count)
        }
        weekday.start = i
        return weekday.repeating()
    }

    /// Where a word of `words` that stands at `i` ends; a word of 每 may have a 个 after it.
    private static func match(_ words: [[Unicode.Scalar]], in text: Sentence, at i: Int) -> Int? {
        for word in words {
            if text.has(word, at: i) { return i + word.count }
            if word.first == "每", text[i] == "每", text[i + 1] == "个", text.has(Array(word.dropFirst()), at: i + 2) {
                return i + 1 + word.count
            }
        }
        return nil
    }

    private static func scalars(_ words: [String]) -> [[Unicode.Scalar]] {
        words.map { Array($0.unicodeScalars) }.sorted { $0.count > $1.count }
    }

    private static let dailyWords = scalars(WordLists.dailyWords)
    private static let dailyWordsLastDay: UInt32 = DayWords.weather[0].value
    private static let nightlyWords = scalars(WordLists.nightlyWords)
    private static let morningWords = scalars(WordLists.everyMorningWords)
    private static let workdayWords = scalars(WordLists.workdayWords)
    /// 每个, 每: before a weekday, a month's day or the working days.
    private static let prefixes = scalars(WordLists.dayRepeatWords)
    /// The first characters of the repeat words.
    static let firsts: [UInt32] = (dailyWords + nightlyWords + morningWords + workdayWords + prefixes).compactMap { $0.first?.value }
    private static let starts = SmallScalarSet(firsts)
}
