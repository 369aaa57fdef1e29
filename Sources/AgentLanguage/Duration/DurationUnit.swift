/// A unit of time as written after a number: "分钟", "小时", "minutes", "h".
///
/// The spellings are data, a list per length of time (`Duration/words/*-units.txt`). Months and
/// years are no units here: their length depends on the calendar, so "三个月" and "5 months" are
/// left to a date reader; nor are 刻 (一刻也不停) and 钟 (个钟 is a clock).
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

    /// Units whose neighbours need a look before they count (words that begin with a unit's
    /// spelling, 秒杀 or 天气, are `DurationIdioms`' for every unit).
    enum Rule: Sendable, Equatable {
        case none
        /// 分 without 钟: "十分重要", "三点五分", "考了九十分" are no minutes (`BareMinute`).
        case bareMinute
        /// 时 as a unit: only after days or weeks (8天20时), never leading (15时 is a clock time).
        case hourMark
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

    /// Every unit, longest spelling first, from the lists of each length of time
    /// (`Duration/words/*-units.txt`); a spelling's script is what it is written in.
    static let all: [DurationUnit] = {
        let lists: [([String], Double, Rule)] = [
            (WordLists.hourUnits, hour, .none), (WordLists.hourMarks, hour, .hourMark),
            (WordLists.quarterHourUnits, 900, .quarterHour),
            (WordLists.minuteUnits, minute, .none), (WordLists.bareMinuteUnits, minute, .bareMinute),
            (WordLists.secondUnits, 1, .none), (WordLists.dayUnits, day, .none), (WordLists.weekUnits, week, .none),
        ]
        var units: [DurationUnit] = []
        for (words, seconds, rule) in lists {
            for spelling in words {
                let word = Array(spelling.unicodeScalars)
                let script: Script = !TextScan.isASCIILetter(word[0]) ? .chinese : word.count == 1 ? .letter : .word
                units.append(DurationUnit(word: word, seconds: seconds, script: script, rule: Self.rule(rule, seconds, script)))
            }
        }
        return units.sorted { $0.word.count > $1.word.count }
    }()

    /// The rule of a spelling: its list's, or what its script and length of time make it.
    private static func rule(_ listed: Rule, _ seconds: Double, _ script: Script) -> Rule {
        switch (script, seconds) {
        case (.word, 1): return .englishSecond
        case (.letter, 1): return .letterS
        case (.letter, day): return .letterD
        default: return listed
        }
    }

    /// The day as a Chinese unit: what 半个月 (fifteen days) is counted in.
    static let chineseDay = all.first { $0.script == .chinese && $0.seconds == day }
        ?? DurationUnit(word: [], seconds: day, script: .chinese, rule: .none)

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
