/// Reads dates of the Chinese lunar calendar: 农历八月十五, 阴历三月初三, 正月十五, 腊月二十三,
/// 冬月初八, 闰四月初八, 除夕, 大年三十, 大年初一.
///
/// A lunar month needs its calendar said (农历, 阴历) unless its name is lunar only (正月, 冬月,
/// 腊月); the day is 初一…初十, 十一…二十九, 廿一…廿九 or 三十, perhaps with 日 or 号.
enum LunarDateReader {
    /// Whether a lunar date may start with `scalar`.
    static func mayStart(_ scalar: Unicode.Scalar) -> Bool {
        starts.contains(scalar.value)
    }

    static func date(in text: Sentence, at i: Int) -> TimePart? {
        if let eve = newYearsEve.first(where: { text.has($0, at: i) }) {
            return .day(.lunar(month: 12, day: 30, leap: false), i, i + eve.count)
        }
        if let turn = yearTurn.first(where: { text.has($0, at: i) }) {
            // 大年三十 is New Year's Eve, 大年初一 … the first days of the year.
            let dayAt = i + turn.count
            if let (day, end) = day(in: text, at: dayAt) {
                if day == 30 { return .day(.lunar(month: 12, day: 30, leap: false), i, end) }
                if day <= 10, text[dayAt] == "初" { return .day(.lunar(month: 1, day: day, leap: false), i, end) }
            }
            return nil
        }
        var j = i
        var calendarSaid = false
        if let word = calendarWords.first(where: { text.has($0, at: i) }) {
            j += word.count
            calendarSaid = true
        }
        guard let (month, leap, afterMonth) = month(in: text, at: j, calendarSaid: calendarSaid),
              let (day, end) = day(in: text, at: afterMonth)
        else { return nil }
        return .day(.lunar(month: month, day: day, leap: leap), i, end)
    }

    /// 正月, 冬月, 腊月 anywhere; 八月, 十二月, 闰四月 after 农历 or 阴历.
    private static func month(in text: Sentence, at j: Int, calendarSaid: Bool) -> (Int, Bool, Int)? {
        guard j < text.count else { return nil }
        if let (name, month) = namedMonths.first(where: { text.has($0.0, at: j) }) { return (month, false, j + name.count) }
        var k = j
        let leapWord = leapWords.first { text.has($0, at: j) }
        let leap = leapWord != nil
        k += leapWord?.count ?? 0
        guard calendarSaid || leap, let (month, end) = text.wholeNumber(at: k, in: 1...12), text[end] == "月" else { return nil }
        return (month, leap, end + 1)
    }

    /// 初一 … 初十, 十一 … 三十, 廿一 … 廿九, with 日 or 号 perhaps.
    private static func day(in text: Sentence, at j: Int) -> (Int, Int)? {
        var day: Int
        var end: Int
        if text[j] == "初" {
            guard let (value, after) = text.wholeNumber(at: j + 1, in: 1...10) else { return nil }
            (day, end) = (value, after)
        } else if text[j] == "廿" {
            guard let next = text[j + 1], let digit = NumberReader.chineseDigit(next), digit > 0 else {
                return (20, j + 1)
            }
            (day, end) = (20 + digit, j + 2)
        } else {
            guard let (value, after) = text.wholeNumber(at: j, in: 1...30), value > 10 || after > j + 1 else { return nil }
            (day, end) = (value, after)
        }
        guard (1...30).contains(day) else { return nil }
        if DayWords.isDayMark(text[end]) { end += 1 }
        return (day, end)
    }

    private static func scalars(_ words: [String]) -> [[Unicode.Scalar]] {
        words.map { Array($0.unicodeScalars) }
    }

    private static let newYearsEve = scalars(WordLists.newYearsEveWords)
    private static let yearTurn = scalars(WordLists.lunarNewYearWords)
    private static let calendarWords = scalars(WordLists.lunarCalendarWords)
    private static let leapWords = scalars(WordLists.leapMonthWords)
    /// The months called by a name of their own, with their numbers.
    private static let namedMonths: [([Unicode.Scalar], Int)] = [
        (WordLists.firstLunarMonthWords, 1), (WordLists.eleventhLunarMonthWords, 11), (WordLists.twelfthLunarMonthWords, 12),
    ].flatMap { list in scalars(list.0).map { ($0, list.1) } }
    /// The first characters of the lunar words.
    static let firsts: [UInt32] = (newYearsEve + yearTurn + calendarWords + leapWords + namedMonths.map(\.0)).compactMap { $0.first?.value }
    private static let starts = SmallScalarSet(firsts)
}
