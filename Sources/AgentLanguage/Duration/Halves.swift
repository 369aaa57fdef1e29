extension DurationReader {
    /// Rule: half of a Chinese unit: 半小时, 半个钟头, 半分钟, 半秒; 半个月 and 半月 are fifteen days,
    /// though a month has no fixed length. 半分 is "a tiny bit", not half a minute.
    func halfOfAUnit(at p: Int) -> Group? {
        var q = p + 1
        if q < text.count, text[q] == "个" { q += 1 }
        if q < text.count, text[q] == "月" {
            return Group(seconds: 15 * DurationUnit.day, end: q + 1, unit: DurationUnit.chineseDay, fraction: true)
        }
        guard let (unit, end) = unit(after: q, attached: false) ?? hourAfterClassifier(at: q), unit.script == .chinese,
              unit.rule != .bareMinute, followerAllowed(unit, at: end)
        else { return nil }
        return Group(seconds: unit.seconds / 2, end: end, unit: unit, fraction: true)
    }

    /// Rule: 个半 after a number adds a half (一个半小时 is 1.5 hours, not half an hour): the
    /// offset past 半 when it stands at `r`, right after 个.
    func halfAfterClassifier(at r: Int) -> Int? {
        r < text.count && text[r] == "半" ? r + 1 : nil
    }

    /// Rule: 半 after a group adds half its unit (三分半, 一天半, 1分半钟), or is half of a smaller
    /// unit (一天半小时 is a day and half an hour): the seconds and end of the half after `last`,
    /// when one stands at `end`.
    func trailingHalf(after last: Group, at end: Int) -> (seconds: Double, end: Int)? {
        guard last.unit.script == .chinese, !last.fraction, end < text.count, text[end] == "半" else { return nil }
        if let half = group(at: end, leading: false), half.unit.seconds < last.unit.seconds {
            return (half.seconds, half.end)
        }
        var after = end + 1
        if last.unit.rule == .bareMinute, after < text.count, text[after] == "钟" { after += 1 }
        return (last.unit.seconds / 2, after)
    }

    /// Rule: a half that is no span: 大半天, 老半天, 好半天, 多半 (`WordLists.notHalves`), and 半 after
    /// the 个 of a number (一个半小时 is read from 一) — while 定个半小时的闹钟 is half an hour.
    func isNoHalf(at i: Int) -> Bool {
        guard i > 0, text[i] == "半" else { return false }
        if Self.notHalves.first(in: folded, at: i - 1) != nil { return true }
        guard text[i - 1] == "个" else { return false }
        let before = sentence.skipSpacesBack(before: i - 1)
        // Spaces stand only after digits (1 个半小时).
        if before != i - 2, before >= 0, NumberReader.digitValue(text[before]) == nil { return false }
        return before >= 0 && isNumeral(text[before])
    }

    private static let notHalves = PhraseList(WordLists.notHalves)
}
