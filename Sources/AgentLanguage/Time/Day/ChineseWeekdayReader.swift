/// Reads a Chinese weekday with the week it falls in: 周五, 星期五, 礼拜天, 下周二, 这周四, 下下周日;
/// a list or range of them (周一三五, 周二和周四, 周一到周五, `WeekdayListReader`); the weekend (周末,
/// 这个周末, 下周末). A week that has passed (上周三) is read as a day that cannot be placed, so that
/// it is not silently dropped.
enum ChineseWeekdayReader {
    /// Whether a weekday may start with `scalar` (a week's prefix or a weekday's stem).
    static func mayStart(_ scalar: UInt32) -> Bool {
        starts.contains(scalar)
    }

    /// A weekday, a list or range of them, or the weekend, starting at `i`. `every`: 每 was read
    /// before `i`, so no week prefix may follow.
    static func part(in text: Sentence, at i: Int, every: Bool = false) -> TimePart? {
        for (prefix, week) in prefixes where text.has(prefix, at: i) {
            if every, !prefix.isEmpty { continue }
            let stemAt = i + prefix.count
            guard let stem = stems.first(where: { text.has($0, at: stemAt) }) else { continue }
            let dayAt = stemAt + stem.count
            if prefix.isEmpty {
                // 一周三次, 两个星期一次, 四周一片: a count of weeks, not a weekday.
                if !every, countsWeeks(text, before: i, dayAt: dayAt) { continue }
            } else if BoundCharacterRule.isBound(text, at: i) {
                continue  // 路上周三, 等一下周三: the 上 or 下 ends another word
            }
            if stem.count == 1, text[dayAt] == "末" {
                // 周末, 这个周末: Saturday or Sunday, whichever comes first; 下周末: next week's Saturday.
                guard let week else { return .unplaceableDay(i, dayAt + 1) }
                // A bare 周末 repeats (周末上午十点提醒我健身); 这个周末 is this one.
                if week == 0, prefix.isEmpty { return TimePart.day(.weekdays(.weekend), i, dayAt + 1).repeating() }
                return week == 0 ? .day(.weekdays(.weekend), i, dayAt + 1) : .day(.weekday(6, weeksAhead: week), i, dayAt + 1)
            }
            guard let number = weekdayNumber(in: text, at: dayAt) else { continue }
            guard let week else { return .unplaceableDay(i, dayAt + 1) }
            var (days, end) = WeekdayListReader.days(after: number, in: text, at: dayAt + 1)
            if week != 0 { (days, end) = ([number], dayAt + 1) }  // lists are of this week's days only
            if days.count == 1 { return .day(.weekday(number, weeksAhead: week), i, end) }
            // A set of weekdays without 这/本 repeats: 周一到周五, 周一三五.
            let set = TimePart.day(.weekdays(TimeExpression.Weekdays(days)), i, end)
            return prefix.isEmpty ? set.repeating() : set
        }
        return nil
    }

    /// The weekday a numeral after a stem names at `k` (一 Monday … 日, 天 Sunday), unless its 天
    /// starts 天气 (本周天气).
    static func weekdayNumber(in text: Sentence, at k: Int) -> Int? {
        guard k >= 0, k < text.count else { return nil }
        let scalar = text.folded[k]
        if let index = numerals.firstIndex(of: scalar) { return index + 1 }
        guard sundays.contains(scalar), !text.has(DayWords.weather, at: k) else { return nil }
        return 7
    }

    /// 一周三次, 两个星期一次: a number or 个 before the stem counts weeks, when a count follows the
    /// numeral after it (次, 片) or none does; 再来一个周五早上八点的 names a Friday.
    private static func countsWeeks(_ text: Sentence, before i: Int, dayAt: Int) -> Bool {
        guard let previous = text[i - 1],
              previous == "个" || NumberReader.isChineseNumeral(previous) || NumberReader.digitValue(previous) != nil
        else { return false }
        // 一个周末的时间 counts a weekend, whatever follows.
        guard weekdayNumber(in: text, at: dayAt) != nil, let after = text[dayAt + 1] else { return true }
        return !dayWordsAfter.contains(after.value) && NumberReader.digitValue(after) == nil
    }

    /// What follows a weekday's numeral when it names a day (周五早上, 周五的, 周五8点): a period of the
    /// day, 的 (weekday-day-followers), or a digit of the clock (not a numeral: 一周三四次 counts).
    private static let dayWordsAfter = MoodWords.characters(WordLists.weekdayDayFollowers)

    /// Weeks ahead of this one; nil for a week that has passed.
    private typealias Week = Int?

    /// The week prefixes, longest first (下个 before 下), then none (周五: this week's).
    private static let prefixes: [([Unicode.Scalar], Week)] = {
        let lists: [([String], Week)] = [
            (WordLists.weekAfterNextPrefixes, 2), (WordLists.nextWeekPrefixes, 1), (WordLists.thisWeekPrefixes, 0),
            (WordLists.lastWeekPrefixes, nil),
        ]
        let prefixes = lists.flatMap { list in list.0.map { (Array($0.unicodeScalars), list.1) } }
        return prefixes.sorted { $0.0.count > $1.0.count } + [([], 0)]
    }()

    static let stems: [[Unicode.Scalar]] = WordLists.weekdayStems.map { Array($0.unicodeScalars) }
    private static let numerals: [UInt32] = WordLists.weekdayNumerals.compactMap { $0.unicodeScalars.first?.value }
    private static let sundays = SmallScalarSet(characters: WordLists.sundayNumerals.joined())
    /// The first characters of the week prefixes and weekday stems.
    static let firsts: [UInt32] = (prefixes.map(\.0) + stems).compactMap { $0.first?.value }
    private static let starts = SmallScalarSet(firsts)
}
