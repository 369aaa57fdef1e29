extension DurationReader {
    /// Rule: clock times are no durations: minutes after N点, N时 or N: (三点四十五分, 7点05分, 15时30分,
    /// 三点过五分, 五点差五分, 19:45), the seconds after them (三点十五分二十秒), a unit after a Chinese
    /// decimal (三点五分 is 3:05 and 三点一刻钟 a quarter past three, while 三点五分钟 is 3.5 minutes),
    /// and 时 starting a span (15时 is an hour of the clock; 8天20时 is 20 hours).
    func isClockTime(_ unit: DurationUnit, leading: Bool, chineseDecimal: Bool) -> Bool {
        switch unit.rule {
        case .bareMinute, .quarterHour: return chineseDecimal
        case .hourMark: return leading || chineseDecimal
        default: return false
        }
    }

    /// 三点四十五分, 7点05分, 15时30分, 三点过五分, 五点差五分, 19:45: the number at `i` counts minutes of an hour.
    func isClockMinute(before i: Int) -> Bool {
        guard var k = previousNonSpace(before: i) else { return false }
        if text[k] == "过" || text[k] == "差", let before = previousNonSpace(before: k) { k = before }
        guard text[k] == "点" || text[k] == "时" || text[k] == ":", k > 0 else { return false }
        return isNumeral(text[k - 1])
    }

    /// 三点十五分二十秒, 7点05分30秒: the number at `i` counts the seconds of a clock time.
    func isClockSecond(before i: Int) -> Bool {
        guard let k = previousNonSpace(before: i), text[k] == "分" else { return false }
        var m = k
        while m > 0, isNumeral(text[m - 1]) { m -= 1 }
        return m < k && isClockMinute(before: m)
    }
}
