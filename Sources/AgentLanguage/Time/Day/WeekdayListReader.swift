/// Reads the weekdays that follow a first one: 周一三五 (more numerals), 周二和周四, 周二、周四, 周二周四 (a
/// list), 周一到周五, 周一至五 (a range, which may wrap: 周五到周一). A numeral that starts a clock or a
/// number (周三三点, 周六二十点) is no weekday.
enum WeekdayListReader {
    /// The weekdays from `first`, whose numeral ends at `j`, and where they end.
    static func days(after first: Int, in text: Sentence, at j: Int) -> ([Int], Int) {
        var days = [first]
        var end = j
        while text[end] != "天", let number = ChineseWeekdayReader.weekdayNumber(in: text, at: end) {
            days.append(number)
            end += 1
        }
        if end > j, startsNumber(in: text, at: end) {
            days.removeLast()
            end -= 1
        }
        if end < text.count, rangeJoiners.contains(text.folded[end]), let (last, after) = joinedWeekday(in: text, at: end + 1) {
            var day = days[days.count - 1]
            while day != last {
                day = day % 7 + 1
                days.append(day)
            }
            return (days, after)
        }
        while end < text.count {
            // 周二周四, 星期一星期三: a weekday said with its stem again needs no joiner.
            let joined = listJoiners.contains(text.folded[end])
            guard joined || ChineseWeekdayReader.stems.contains(where: { text.has($0, at: end) }),
                  let (next, after) = joinedWeekday(in: text, at: joined ? end + 1 : end) else { break }
            days.append(next)
            end = after
        }
        return (days, end)
    }

    /// A weekday after 到 or 和: with its stem (周五, 星期五, 每周五), or a bare numeral that starts no
    /// clock (到五).
    private static func joinedWeekday(in text: Sentence, at j: Int) -> (Int, Int)? {
        var k = j
        if text[k] == "每" { k += 1 }
        if let stem = ChineseWeekdayReader.stems.first(where: { text.has($0, at: k) }) {
            k += stem.count
        } else if startsClock(in: text, at: k) {
            return nil
        }
        guard let number = ChineseWeekdayReader.weekdayNumber(in: text, at: k) else { return nil }
        return (number, k + 1)
    }

    /// Whether what stands at `k` makes the numeral before it part of a clock or a number (点, 时,
    /// :, 十, 百, 5).
    private static func startsNumber(in text: Sentence, at k: Int) -> Bool {
        guard let next = text[k] else { return false }
        return hourMarks.contains(next.value) || next == ":" || NumberReader.chineseUnit(next) != nil || text.isDigit(k)
    }

    /// Whether the numeral at `k` is the hour of a clock time (五点) or starts a longer number.
    private static func startsClock(in text: Sentence, at k: Int) -> Bool {
        guard let next = text[k + 1] else { return false }
        return startsNumber(in: text, at: k + 1) || NumberReader.isChineseNumeral(next)
    }

    private static let rangeJoiners = SmallScalarSet(characters: WordLists.weekdayRangeJoiners.joined())
    private static let listJoiners = SmallScalarSet(characters: WordLists.weekdayListJoiners.joined())
    private static let hourMarks = SmallScalarSet(characters: WordLists.clockHourMarks.joined())
}
