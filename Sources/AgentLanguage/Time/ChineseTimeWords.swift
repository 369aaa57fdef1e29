/// Chinese day and period words: 今天 明天 后天 大后天 明早 今晚 明儿, 周五 星期五 礼拜天 下周二 这周四
/// 下下周日, 工作日 周末 周一到周五 周一三五 周二和周四, 每天 每晚 每周五 每个工作日 每月15号,
/// 早上 下午 晚上 凌晨 …, 三天后: which reader reads a part starting at a character. Days that are
/// past (上周三) are read as problems, so that they are not silently dropped.
enum ChineseTimeWords {
    /// Whether a Chinese part (a word, a weekday, a numeral, 差) may start with `scalar`: a quick
    /// test that passes over the other characters of a sentence.
    static func mayStartPart(_ scalar: Unicode.Scalar) -> Bool {
        starts.contains(scalar.value)
    }

    /// The first characters of every reader's words, and of a clock's numerals.
    private static let starts = SmallScalarSet(RepeatingDayReader.firsts + LunarDateReader.firsts + CalendarDateReader.wordFirsts
        + ChineseWeekdayReader.firsts + ChineseDayWordReader.firsts + ChineseClockReader.firsts + FestivalReader.firsts)

    /// A day, weekday or period word starting at `i`: a repeat (`RepeatingDayReader`), a lunar date,
    /// a date of a named year or month (`CalendarDateReader`), a weekday (`ChineseWeekdayReader`), a
    /// day or period word (`ChineseDayWordReader`).
    static func part(in text: Sentence, at i: Int) -> TimePart? {
        let first = text.folded[i]
        if RepeatingDayReader.mayStart(first) {
            if let repeating = RepeatingDayReader.part(in: text, at: i) { return repeating }
            if text.folded[i] == every { return nil }  // 每隔, 每小时: spans, which durations read
        }
        let scalar = text.scalars[i]
        if LunarDateReader.mayStart(scalar), let lunar = LunarDateReader.date(in: text, at: i) { return lunar }
        if text[i + 1] == "年", let date = CalendarDateReader.yearPrefixed(in: text, at: i) { return date }
        if ChineseWeekdayReader.mayStart(first), let weekday = ChineseWeekdayReader.part(in: text, at: i) { return weekday }
        if CalendarDateReader.mayStartMonthPrefixed(first), let date = CalendarDateReader.monthPrefixed(in: text, at: i) { return date }
        return ChineseDayWordReader.part(in: text, at: i)
    }

    /// A date written with numbers at `i` (see `CalendarDateReader`), or 三天后 / 3天以后 (`DayOffsetReader`).
    static func date(in text: Sentence, at i: Int) -> TimePart? {
        CalendarDateReader.date(in: text, at: i) ?? DayOffsetReader.part(in: text, at: i)
    }

    private static let every = ("每" as Unicode.Scalar).value
}
