/// Reads dates of the Chinese lunar calendar: 农历八月十五, 阴历三月初三, 正月十五, 腊月二十三,
/// 冬月初八, 闰四月初八, 除夕, 大年三十, 大年初一.
///
/// A lunar month needs its calendar said (农历, 阴历) unless its name is lunar only (正月, 冬月,
/// 腊月); the day is 初一…初十, 十一…二十九, 廿一…廿九 or 三十, perhaps with 日 or 号.
enum LunarDateReader {
    /// Whether a lunar date may start with `scalar`.
    static func mayStart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "农", "阴", "正", "腊", "冬", "闰", "除", "大": return true
        default: return false
        }
    }

    static func date(in text: Sentence, at i: Int) -> TimePart? {
        if text.has(newYearsEve, at: i) { return .day(.lunar(month: 12, day: 30, leap: false), i, i + 2) }
        if text.has(bigYear, at: i) {
            // 大年三十 is New Year's Eve, 大年初一 … the first days of the year.
            if let (day, end) = day(in: text, at: i + 2) {
                if day == 30 { return .day(.lunar(month: 12, day: 30, leap: false), i, end) }
                if day <= 10, text[i + 2] == "初" { return .day(.lunar(month: 1, day: day, leap: false), i, end) }
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

    private static let newYearsEve = Array("除夕".unicodeScalars)
    private static let bigYear = Array("大年".unicodeScalars)
    private static let calendarWords: [[Unicode.Scalar]] = ["农历", "阴历"].map { Array($0.unicodeScalars) }

    /// 正月, 冬月, 腊月 anywhere; 八月, 十二月, 闰四月 after 农历 or 阴历.
    private static func month(in text: Sentence, at j: Int, calendarSaid: Bool) -> (Int, Bool, Int)? {
        guard let first = text[j] else { return nil }
        if text[j + 1] == "月" {
            switch first {
            case "正": return (1, false, j + 2)
            case "冬": return (11, false, j + 2)
            case "腊": return (12, false, j + 2)
            default: break
            }
        }
        var k = j
        let leap = first == "闰"
        if leap { k += 1 }
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
        if let mark = text[end], mark == "日" || mark == "号" { end += 1 }
        return (day, end)
    }
}
