/// Chinese day and period words: 今天 明天 后天 大后天 明早 今晚, 周五 星期五 礼拜天 下周二 这周四,
/// 早上 下午 晚上 凌晨 …, "三天后"; and dates that `TimeExpression.Day` cannot hold
/// (3月15日, 15号, 上周三), which are read so that they are not silently dropped.
enum ChineseTimeWords {
    typealias Day = TimeExpression.Day
    typealias Period = TimeExpression.Period

    /// Whether a Chinese part (a word, a weekday, a numeral, 差) may start with `scalar`: a quick
    /// test that passes over the other characters of a sentence.
    static func mayStartPart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "今", "明", "后", "大", "昨", "前", "凌", "半", "午", "深", "早", "清", "上", "中", "正", "下", "傍", "晚", "夜",
             "这", "本", "星", "礼", "周", "週", "差",
             "零", "〇", "一", "二", "两", "三", "四", "五", "六", "七", "八", "九", "十":
            return true
        default:
            return false
        }
    }

    /// A day, weekday or period word starting at `i`.
    static func part(in text: TimeText, at i: Int) -> TimePart? {
        let first = text.scalars[i]
        if mayStartWeekday(first), let weekday = weekday(in: text, at: i) { return weekday }
        for word in words where word.first == first && word.matches(text, at: i) {
            let end = i + word.count
            if word.bound != .none, let previous = text[i - 1], word.bound.joins(previous) { continue }
            if let day = word.day { return .day(day, period: word.period, i, end) }
            guard let period = word.period else { continue }
            if text[end] == "好" { continue }  // 早上好, 晚上好: a greeting
            if word.count == 1 {
                // 早7点, 晚八点; but not 早点睡, 晚饭, 早一点, 最晚8点.
                if let previous = text[i - 1], "最太很更较越稍偏提推".unicodeScalars.contains(previous) { continue }
                let clock = ChineseClockReader.clock(in: text, at: end, afterPart: true)
                    ?? DigitalClockReader.clock(in: text, at: end)
                guard clock?.namesClock == true else { continue }
            }
            return .period(period, i, end)
        }
        return nil
    }

    /// A date written with numbers at `i`: 3月15日, 十五号, 2026年3月15日 (which `Day` cannot
    /// hold: a problem), or 三天后 / 3天以后 (an offset).
    static func date(in text: TimeText, at i: Int) -> TimePart? {
        guard let (first, afterFirst) = wholeNumber(in: text, at: i) else { return nil }
        var number = first
        var after = afterFirst
        var named = false  // a month or year was written
        if text[after] == "年", let (month, afterMonth) = wholeNumber(in: text, at: after + 1), text[afterMonth] == "月" {
            number = month
            after = afterMonth
        }
        if text[after] == "月" {
            guard (1...12).contains(number), let (day, afterDay) = wholeNumber(in: text, at: after + 1),
                  (1...31).contains(day), let mark = text[afterDay], mark == "日" || mark == "号"
            else { return nil }
            named = true
            after = afterDay
        }
        switch text[after] {
        case "日", "号":
            guard (1...31).contains(number) else { return nil }
            // "15号" alone may be a bus or a room (3号线): it counts only beside a time.
            return .unplaceableDay(i, after + 1, weak: !named)
        case "天" where !named && number >= 1:
            var j = after + 1
            if let link = text[j], link == "以" || link == "之" { j += 1 }
            guard text[j] == "后" else { return nil }
            return .day(.offset(number), i, j + 1)
        default:
            return nil
        }
    }

    private static func wholeNumber(in text: TimeText, at i: Int) -> (Int, Int)? {
        guard let (value, end) = NumberReader.read(text.scalars, at: i), value >= 0, value < 10_000,
              value == value.rounded(.down)
        else { return nil }
        return (Int(value), end)
    }

    // MARK: Weekdays

    private enum Week { case this, next, unplaceable }

    /// 下下个 … 本: longest first, so 下个 is tried before 下.
    private static let weekPrefixes: [([Unicode.Scalar], Week)] = {
        let table: [(String, Week)] = [
            ("下下个", .unplaceable), ("上上个", .unplaceable), ("下下", .unplaceable), ("上上", .unplaceable),
            ("下个", .next), ("上个", .unplaceable), ("这个", .this), ("下", .next), ("上", .unplaceable),
            ("这", .this), ("本", .this), ("", .this),
        ]
        return table.map { (Array($0.0.unicodeScalars), $0.1) }
    }()

    private static let weekStems: [[Unicode.Scalar]] = ["星期", "礼拜", "周", "週"].map { Array($0.unicodeScalars) }

    /// Words ending in 上 that are no "last week": 路上周三, 网上周五.
    private static let endsWithShang: Set<Unicode.Scalar> = Set("路网桌身马早晚楼床墙车会班手头脸面地天台架山海街线世".unicodeScalars)

    private static func weekday(in text: TimeText, at i: Int) -> TimePart? {
        for (prefix, week) in weekPrefixes where text.has(prefix, at: i) {
            let stemAt = i + prefix.count
            guard let stem = weekStems.first(where: { text.has($0, at: stemAt) }) else { continue }
            let dayAt = stemAt + stem.count
            guard let scalar = text[dayAt], let number = weekdayNumber(scalar) else { continue }
            let previous = text[i - 1]
            if prefix.isEmpty {
                // 一周三次, 两个星期一次, 四周一片: a count of weeks, not a weekday.
                if let previous, previous == "个" || NumberReader.chineseDigit(previous) != nil
                    || NumberReader.digitValue(previous) != nil || previous == "十" { continue }
            } else if prefix.first == "下", previous == "一" {
                continue  // 等一下周三再说: the 下 belongs to 一下
            } else if prefix.first == "上", let previous, endsWithShang.contains(previous) {
                continue
            }
            // 本周天气, 下星期天气: the 天 belongs to 天气.
            if scalar == "天", text[dayAt + 1] == "气" { continue }
            switch week {
            case .this: return .day(.weekday(number, nextWeek: false), i, dayAt + 1)
            case .next: return .day(.weekday(number, nextWeek: true), i, dayAt + 1)
            case .unplaceable: return .unplaceableDay(i, dayAt + 1)
            }
        }
        return nil
    }

    private static func weekdayNumber(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar {
        case "一": return 1
        case "二": return 2
        case "三": return 3
        case "四": return 4
        case "五": return 5
        case "六": return 6
        case "日", "天": return 7
        default: return nil
        }
    }

    // MARK: Day and period words

    /// A word of up to three scalars, kept as plain values so that the table is scanned without
    /// reference counting.
    private struct Word {
        let first: Unicode.Scalar
        let second: Unicode.Scalar
        let third: Unicode.Scalar
        let count: Int
        let day: Day?
        let period: Period?
        /// Characters that, just before the word, make it part of another word (之后天气, 提前天).
        let bound: Bound

        init(_ word: String, _ day: Day?, _ period: Period?) {
            let scalars = Array(word.unicodeScalars)
            (first, count) = (scalars[0], scalars.count)
            second = scalars.count > 1 ? scalars[1] : " "
            third = scalars.count > 2 ? scalars[2] : " "
            (self.day, self.period) = (day, period)
            bound = word == "后天" ? .hou : word == "前天" ? .qian : .none
        }

        func matches(_ text: TimeText, at i: Int) -> Bool {
            (count < 2 || text[i + 1] == second) && (count < 3 || text[i + 2] == third)
        }
    }

    private enum Bound {
        case none, hou, qian

        /// Whether `previous` ends a word with this one's first character: 之后 天气, 提前 天.
        func joins(_ previous: Unicode.Scalar) -> Bool {
            switch self {
            case .none: return false
            case .hou: return "之以然最随前过此今背落午饭课事身日往向其稍延推退靠天周年月时钟秒分先".unicodeScalars.contains(previous)
            case .qian: return "提以之向往面眼跟目从空事预当门胸生睡饭课会考年月周天".unicodeScalars.contains(previous)
            }
        }
    }

    private static func mayStartWeekday(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "下", "上", "这", "本", "星", "礼", "周", "週": return true
        default: return false
        }
    }

    /// Longest first, so 大后天 wins over 后天 and 早上 over 早. 早 and 晚 alone name a period
    /// only right before a clock time (早7点, 晚八点).
    private static let words: [Word] = [
        Word("大后天", .offset(3), nil), Word("大前天", .offset(-3), nil),
        Word("今晚上", .offset(0), .evening), Word("明晚上", .offset(1), .evening),
        Word("今早上", .offset(0), .morning), Word("明早上", .offset(1), .morning),
        Word("今天", .offset(0), nil), Word("今日", .offset(0), nil), Word("明天", .offset(1), nil),
        Word("明日", .offset(1), nil), Word("后天", .offset(2), nil), Word("昨天", .offset(-1), nil),
        Word("昨日", .offset(-1), nil), Word("前天", .offset(-2), nil),
        Word("今早", .offset(0), .morning), Word("今晨", .offset(0), .morning), Word("今晚", .offset(0), .evening),
        Word("今夜", .offset(0), .evening), Word("明早", .offset(1), .morning), Word("明晨", .offset(1), .morning),
        Word("明晚", .offset(1), .evening), Word("昨晚", .offset(-1), .evening), Word("昨夜", .offset(-1), .evening),
        Word("凌晨", nil, .earlyMorning), Word("半夜", nil, .lateNight), Word("午夜", nil, .lateNight),
        Word("深夜", nil, .lateNight), Word("早上", nil, .morning), Word("早晨", nil, .morning),
        Word("清晨", nil, .morning), Word("上午", nil, .morning), Word("中午", nil, .noon), Word("正午", nil, .noon),
        Word("下午", nil, .afternoon), Word("午后", nil, .afternoon), Word("傍晚", nil, .evening),
        Word("晚上", nil, .evening), Word("夜里", nil, .evening), Word("夜晚", nil, .evening),
        Word("晚间", nil, .evening), Word("夜间", nil, .evening),
        Word("早", nil, .morning), Word("晚", nil, .evening),
    ]
}
