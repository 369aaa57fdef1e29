/// Reads calendar dates written with numbers: 3月15号, 4月1日, 2026年5月1日, 三月十八号, 一月二十三,
/// 15号; 明年3月1号; 这个月29号, 本月22号, 下个月3号, 每月15号; 2026-05-01, 2026/5/1, 12/1 (month/day).
///
/// A date no calendar has (2月30日, 4月31号, 2026年2月29日) is read as a problem, so that it is
/// refused rather than passed over. A day of the month alone (15号) may be a bus or a room
/// (3号线, 5号楼): it counts only beside a time, after 每月 or 这个月, or before a word that asks for
/// something on that day (15号提醒我, 12号的闹钟). So does 12/1, which may be a fraction.
enum CalendarDateReader {
    typealias Day = TimeExpression.Day

    /// A date whose first number starts at `i`.
    static func date(in text: Sentence, at i: Int) -> TimePart? {
        if text.isDigit(i), let numeric = numeric(in: text, at: i) { return numeric }
        guard let (first, afterFirst) = text.wholeNumber(at: i, in: 0...Int.max) else { return nil }
        var year: Int?
        var number = first
        var after = afterFirst
        if text[after] == "年" {
            guard first >= 1000, let (month, afterMonth) = text.wholeNumber(at: after + 1, in: 0...9999),
                  text[afterMonth] == "月"
            else { return nil }
            year = first
            number = month
            after = afterMonth
        } else if first > 9999 {
            return nil
        }
        if text[after] == "月" {
            guard (1...99).contains(number), let (day, afterDay) = text.wholeNumber(at: after + 1, in: 0...9999),
                  (1...99).contains(day)
            else { return nil }
            var end = afterDay
            if DayWords.isDayMark(text[afterDay]) {
                end += 1
            } else if !bareDayMayEnd(in: text, at: afterDay) || number > 12 || day > 31 {
                return nil  // 3月5个人, 三月十五万
            }
            // 3月32号, 十三月五号, 99999年1月1日: written as a date, but no calendar here has it.
            if number > 12 || day > 31 || year.map({ $0 > 9999 }) == true { return .nonexistentDate(i, end) }
            return checked(year: year, month: number, day: day, i, end)
        }
        guard DayWords.isDayMark(text[after]), (1...31).contains(number) else { return nil }
        let end = after + 1
        return .day(.dayOfMonth(number, monthsAhead: nil), i, end, weak: !asksOnThatDay(text, at: end))
    }

    /// A date of a year counted from this one, starting at the year word: 今年12月25号, 明年3月1号,
    /// 后年五月一日; 去年 has passed.
    static func yearPrefixed(in text: Sentence, at i: Int) -> TimePart? {
        guard let (word, yearsAhead) = yearWords.first(where: { text.has($0.0, at: i) }) else { return nil }
        let monthAt = i + word.count
        guard let (month, afterMonth) = text.wholeNumber(at: monthAt, in: 0...9999), text[afterMonth] == "月", (1...12).contains(month),
              let (day, afterDay) = text.wholeNumber(at: afterMonth + 1, in: 0...9999), (1...31).contains(day)
        else { return nil }
        var end = afterDay
        if DayWords.isDayMark(text[afterDay]) {
            end += 1
        } else if !bareDayMayEnd(in: text, at: afterDay) {
            return nil
        }
        guard DayResolver.canExist(month: month, day: day) else { return .nonexistentDate(i, end) }
        if yearsAhead < 0 { return .unplaceableDay(i, end) }
        return .day(.dateInYear(yearsAhead: yearsAhead, month: month, day: day), i, end)
    }

    /// A day of a named month, starting at the month word: 这个月29号, 本月22号, 下个月3号, 每月15号
    /// (`every`: 每 or 每个 was read before `i`).
    static func monthPrefixed(in text: Sentence, at i: Int, every: Bool = false) -> TimePart? {
        var monthsAhead: Int?
        var j = i
        if every {
            guard text[j] == "月" else { return nil }
        } else {
            guard let (prefix, ahead) = monthPrefixes.first(where: { text.has($0.0, at: i) }) else { return nil }
            j += prefix.count
            monthsAhead = ahead
        }
        guard text[j] == "月", let (day, afterDay) = text.wholeNumber(at: j + 1, in: 0...Int.max) else { return nil }
        // 每月32号, 这个月99号: a day that no month has, and said as one.
        if day > 31 || day == 0, DayWords.isDayMark(text[afterDay]) {
            let start = every ? (text[i - 1] == "个" ? i - 2 : i - 1) : i  // quoted from 每
            return .nonexistentDate(start, afterDay + 1)
        }
        guard (1...31).contains(day) else { return nil }
        var end = afterDay
        if DayWords.isDayMark(text[afterDay]) {
            end += 1
        } else if !bareDayMayEnd(in: text, at: afterDay) {
            return nil
        }
        if monthsAhead == -1 { return .unplaceableDay(i, end) }
        return .day(.dayOfMonth(day, monthsAhead: monthsAhead), i, end)
    }

    /// Whether a month's prefix (这个, 本, 下个, 上) may start with `scalar`.
    static func mayStartMonthPrefixed(_ scalar: UInt32) -> Bool {
        monthPrefixStarts.contains(scalar)
    }

    /// 下下个月 … 上个月: longest first. -1 is a month that has passed.
    private static let monthPrefixes: [([Unicode.Scalar], Int)] = {
        let lists: [([String], Int)] = [
            (WordLists.monthAfterNextPrefixes, 2), (WordLists.nextMonthPrefixes, 1), (WordLists.thisMonthPrefixes, 0),
            (WordLists.lastMonthPrefixes, -1),
        ]
        return lists.flatMap { list in list.0.map { (Array($0.unicodeScalars), list.1) } }.sorted { $0.0.count > $1.0.count }
    }()

    private static let monthPrefixStarts = SmallScalarSet(monthPrefixes.compactMap { $0.0.first?.value })

    /// The first characters of the words of a named year or month (今年, 下个月).
    static let wordFirsts: [UInt32] = (yearWords + monthPrefixes).compactMap { $0.0.first?.value }

    /// 今年 … 去年: years from this one, -1 for one that has passed.
    private static let yearWords: [([Unicode.Scalar], Int)] = {
        let lists: [([String], Int)] = [
            (WordLists.thisYearWords, 0), (WordLists.nextYearWords, 1), (WordLists.yearAfterNextWords, 2), (WordLists.lastYearWords, -1),
        ]
        return lists.flatMap { list in list.0.map { (Array($0.unicodeScalars), list.1) } }
    }()

    /// 2026-05-01, 2026/5/1, 2026.5.1, and 12/1 (month/day, weak: it may be a fraction).
    private static func numeric(in text: Sentence, at i: Int) -> TimePart? {
        guard !text.isDigit(i - 1), text[i - 1] != "/", text[i - 1] != "-", text[i - 1] != ".",
              let (first, afterFirst, firstCount) = text.digits(at: i), let first,
              let separator = text[afterFirst], separator == "-" || separator == "/" || separator == "."
        else { return nil }
        guard let (second, afterSecond, secondCount) = text.digits(at: afterFirst + 1), let second, secondCount <= 2
        else { return nil }
        if firstCount == 4 {
            guard text[afterSecond] == separator, let (third, afterThird, thirdCount) = text.digits(at: afterSecond + 1),
                  let third, thirdCount <= 2, !text.isDigit(afterThird), text[afterThird] != separator
            else { return nil }
            guard (1...12).contains(second), (1...31).contains(third) else { return nil }
            return checked(year: first, month: second, day: third, i, afterThird)
        }
        // Month/day: only with a slash, and nothing after it that makes it arithmetic or a version.
        guard separator == "/", firstCount <= 2, (1...12).contains(first), (1...31).contains(second),
              DayResolver.canExist(month: first, day: second), text[afterSecond] != "/", text[afterSecond] != ".",
              !text.isLetter(afterSecond)
        else { return nil }
        let strong = text.englishWord(before: i) == .on
        return .day(.date(year: nil, month: first, day: second), i, afterSecond, weak: !strong)
    }

    /// A date, or the problem of one that no calendar has.
    private static func checked(year: Int?, month: Int, day: Int, _ start: Int, _ end: Int) -> TimePart {
        let exists = year.map { DayResolver.exists(year: $0, month: month, day: day) }
            ?? DayResolver.canExist(month: month, day: day)
        return exists ? .day(.date(year: year, month: month, day: day), start, end) : .nonexistentDate(start, end)
    }

    /// Whether a day written after 月 without 日 or 号 (一月二十三) ends there: at the end, before
    /// a space, punctuation, 的, a period word, or a word that asks for something.
    static func bareDayMayEnd(in text: Sentence, at end: Int) -> Bool {
        guard let next = text[end] else { return true }
        if text.isSpace(end) || TextScan.isEndPunctuation(next) || next == "的" { return true }
        return DayWords.endsBareDay(next)
    }

    /// Words after a day of the month that make it the day something is asked for: 15号提醒我,
    /// 12号的闹钟, 20号那天.
    private static func asksOnThatDay(_ text: Sentence, at end: Int) -> Bool {
        var k = text.skipSpaces(from: end)
        if text[k] == "的" { k += 1 }
        guard let next = text[k] else { return false }
        return DayWords.startsDayCue(next)
    }
}
