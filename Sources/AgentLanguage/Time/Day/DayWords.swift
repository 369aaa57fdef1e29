/// Words the day readers share, from their lists (`Day/words`), made into the searches they need.
enum DayWords {
    /// 天气: its 天 is no day (本周天气, 每天气温).
    static let weather: [Unicode.Scalar] = Array(WordLists.weatherWords[0].unicodeScalars)

    /// 号 and 日 after the number of a day of the month.
    static func isDayMark(_ scalar: Unicode.Scalar?) -> Bool {
        scalar.map { dayMarks.contains($0.value) } ?? false
    }

    /// The first characters of what asks for something on a day (提醒, 叫, 闹钟, 那天).
    static func startsDayCue(_ scalar: Unicode.Scalar) -> Bool {
        dayCueStarts.contains(scalar.value)
    }

    /// The first characters of what a day written without 日 or 号 (一月二十三) may stand before:
    /// a period word (早上, 下午) or what asks for something (提醒, 要).
    static func endsBareDay(_ scalar: Unicode.Scalar) -> Bool {
        bareDayEnds.contains(scalar.value)
    }

    private static let bareDayEnds = SmallScalarSet(characters: WordLists.bareDayEnds.joined())
    private static let dayMarks = SmallScalarSet(characters: WordLists.dayOfMonthMarks.joined())
    private static let dayCueStarts = SmallScalarSet(characters: WordLists.dayCueStarts.joined())
}
