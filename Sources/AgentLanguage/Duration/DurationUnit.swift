/// A unit of time as written after a number: "分钟", "小时", "minutes", "h".
///
/// Months and years are no units here: their length depends on the calendar,
/// so "三个月" and "5 months" are left to a date reader.
struct DurationUnit: Sendable, Equatable {
    /// How the unit is spelled, which decides what may stand around it.
    enum Script: Sendable, Equatable {
        /// Chinese characters: spaces allowed before, followers checked by `Rule`.
        case chinese
        /// An English word ("minutes", "hr"): no letter may follow.
        case word
        /// One lowercase letter ("h", "m", "s", "d"): only right after digits ("90s", "1h30m").
        case letter
    }

    /// Units whose neighbours need a look before they count.
    enum Rule: Sendable, Equatable {
        case none
        /// 分 without 钟: "十分重要", "三点五分", "考了九十分" are no minutes.
        case bareMinute
        /// 秒: not 秒杀, 秒懂, 秒针.
        case chineseSecond
        /// 小时: not 小时候, "24小时制".
        case hour
        /// 时 as a unit: only after days or weeks (8天20时), never leading (15时 is a clock time).
        case hourMark
        /// 天: not 天气, 天津.
        case day
        /// 周: not 周年, 周岁, 周末.
        case week
        /// 星期, 礼拜: not 星期天, 礼拜日.
        case weekName
        /// 刻钟: not after a clock hour (七点一刻钟).
        case quarterHour
        /// second(s)/sec(s): "a second" is an idiom, not one second.
        case englishSecond
        /// "s": not a decade ("the 90s").
        case letterS
        /// "d": only inside a compound ("2d3h"); a lone "3d" is 3D.
        case letterD
    }

    let word: [Unicode.Scalar]
    let seconds: Double
    let script: Script
    let rule: Rule

    static let minute = 60.0
    static let hour = 3600.0
    static let day = 86_400.0
    static let week = 604_800.0

    /// Every unit, longest spelling first.
    static let all: [DurationUnit] = {
        let chinese: [(String, Double, Rule)] = [
            ("小时", hour, .hour), ("钟头", hour, .none), ("时", hour, .hourMark),
            ("刻钟", 900, .quarterHour),
            ("分钟", minute, .none), ("分", minute, .bareMinute),
            ("秒钟", 1, .none), ("秒", 1, .chineseSecond),
            ("天", day, .day),
            ("星期", week, .weekName), ("礼拜", week, .weekName), ("周", week, .week),
        ]
        let words: [(String, Double, Rule)] = [
            ("hours", hour, .none), ("hour", hour, .none), ("hrs", hour, .none), ("hr", hour, .none),
            ("minutes", minute, .none), ("minute", minute, .none), ("mins", minute, .none), ("min", minute, .none),
            ("seconds", 1, .englishSecond), ("second", 1, .englishSecond), ("secs", 1, .englishSecond),
            ("sec", 1, .englishSecond),
            ("days", day, .none), ("day", day, .none),
            ("weeks", week, .none), ("week", week, .none), ("wks", week, .none), ("wk", week, .none),
        ]
        let letters: [(String, Double, Rule)] = [
            ("h", hour, .none), ("m", minute, .none), ("s", 1, .letterS), ("d", day, .letterD),
        ]
        func units(_ table: [(String, Double, Rule)], _ script: Script) -> [DurationUnit] {
            table.map { DurationUnit(word: Array($0.0.unicodeScalars), seconds: $0.1, script: script, rule: $0.2) }
        }
        return (units(chinese, .chinese) + units(words, .word) + units(letters, .letter))
            .sorted { $0.word.count > $1.word.count }
    }()

    /// The units grouped by their first scalar, longest first, so a lookup
    /// compares against a handful of spellings at most.
    private static let byFirstScalar: [Unicode.Scalar: [DurationUnit]] =
        Dictionary(grouping: all, by: { $0.word[0] })

    private static let firstScalars = SmallScalarSet(byFirstScalar.keys.map(\.value))

    /// The longest unit spelled at `i` in folded `text`; an English spelling
    /// must not run into a following letter ("5 months" holds no "m").
    static func longest(in text: [Unicode.Scalar], at i: Int) -> DurationUnit? {
        // Asked at every character: most start no unit, and are passed over before any hashing.
        guard i < text.count, firstScalars.contains(text[i].value), let candidates = byFirstScalar[text[i]] else { return nil }
        for unit in candidates where TextScan.hasPrefix(text, unit.word, at: i) {
            let after = i + unit.word.count
            if unit.script != .chinese, after < text.count, TextScan.isASCIILetter(text[after]) { continue }
            return unit
        }
        return nil
    }

    /// The unit spelled exactly `word` (folded); a leading 个 is allowed ("个小时").
    static func named(_ word: [Unicode.Scalar]) -> DurationUnit? {
        if word.count > 1, word.first == "个" {
            return all.first { $0.script == .chinese && $0.word[...] == word.dropFirst() }
        }
        return all.first { $0.word == word }
    }
}
