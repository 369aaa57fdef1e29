/// Chinese day and period words: 今天 明天 后天 大后天 明早 今晚 明儿, 周五 星期五 礼拜天 下周二 这周四
/// 下下周日, 工作日 周末 周一到周五 周一三五 周二和周四, 每天 每晚 每周五 每个工作日 每月15号,
/// 早上 下午 晚上 凌晨 …, 三天后; with `CalendarDateReader` and `LunarDateReader` for dates. Days
/// that are past (上周三) are read as problems, so that they are not silently dropped.
enum ChineseTimeWords {
    typealias Day = TimeExpression.Day
    typealias Period = TimeExpression.Period

    /// Whether a Chinese part (a word, a weekday, a numeral, 差) may start with `scalar`: a quick
    /// test that passes over the other characters of a sentence.
    static func mayStartPart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "今", "明", "后", "大", "昨", "前", "凌", "半", "午", "深", "早", "清", "上", "中", "正", "下", "傍", "晚", "夜",
             "这", "本", "星", "礼", "周", "差", "每", "天", "工", "农", "阴", "腊", "冬", "闰", "除", "去",
             "零", "〇", "一", "二", "两", "三", "四", "五", "六", "七", "八", "九", "十":
            return true
        default:
            return false
        }
    }

    /// A day, weekday or period word starting at `i`.
    static func part(in text: Sentence, at i: Int) -> TimePart? {
        let first = text.scalars[i]
        if first == "每" { return every(in: text, at: i) }
        if first == "天", text[i + 1] == "天" { return .everyDay(i, i + 2) }  // 天天
        if first == "工", text.has(workday, at: i) { return TimePart.day(.weekdays(.workdays), i, i + workday.count).repeating() }
        if LunarDateReader.mayStart(first), let lunar = LunarDateReader.date(in: text, at: i) { return lunar }
        if text[i + 1] == "年", let date = CalendarDateReader.yearPrefixed(in: text, at: i) { return date }
        if mayStartWeekday(first), let weekday = weekday(in: text, at: i) { return weekday }
        if mayStartWeekday(first), let date = CalendarDateReader.monthPrefixed(in: text, at: i) { return date }
        for word in words where word.first == first && word.matches(text, at: i) {
            let end = i + word.count
            if word.bound != .none, let previous = text[i - 1], word.bound.joins(previous) { continue }
            if let day = word.day { return .day(day, period: word.period, i, end) }
            guard let period = word.period else { continue }
            if text[end] == "好" { continue }  // 早上好, 晚上好: a greeting
            if word.count == 1 || word.first == "一" {
                // 早7点, 晚八点, 一早五点; but not 早点睡, 晚饭, 早一点, 最晚8点, 一早就到了.
                if let previous = text[i - 1], "最太很更较越稍偏提推".unicodeScalars.contains(previous) { continue }
                let clock = ChineseClockReader.clock(in: text, at: end, afterPart: true)
                    ?? DigitalClockReader.clock(in: text, at: end)
                guard clock?.namesClock == true else { continue }
            }
            return .period(period, i, end)
        }
        return nil
    }

    /// A date written with numbers at `i` (see `CalendarDateReader`), or 三天后 / 3天以后 (an offset).
    static func date(in text: Sentence, at i: Int) -> TimePart? {
        if let date = CalendarDateReader.date(in: text, at: i) { return date }
        guard let (number, after) = text.wholeNumber(at: i, in: 0...9999), text[after] == "天", number >= 1 else { return nil }
        var j = after + 1
        if let link = text[j], link == "以" || link == "之" { j += 1 }
        guard text[j] == "后" else { return nil }
        return .day(.offset(number), i, j + 1)
    }

    // MARK: Recurrences

    private static let workday = Array("工作日".unicodeScalars)

    /// 每天, 每晚, 每周五, 每周一三五, 每个工作日, 每个周末, 每月15号, starting at 每: the first
    /// occurrence is what is set. 每隔 and 每小时 count spans of time, which durations read.
    private static func every(in text: Sentence, at i: Int) -> TimePart? {
        var j = i + 1
        if text[j] == "个" { j += 1 }
        guard let next = text[j] else { return nil }
        switch next {
        case "天", "日":
            if next == "天", text[j + 1] == "气" { return nil }
            return .everyDay(i, j + 1)
        case "晚", "夜":
            return .everyDay(period: .evening, i, j + 1)
        case "早":
            return .everyDay(period: .morning, i, j + 1)
        case "工":
            guard text.has(workday, at: j) else { return nil }
            return TimePart.day(.weekdays(.workdays), i, j + workday.count).repeating()
        case "月":
            guard var date = CalendarDateReader.monthPrefixed(in: text, at: j, every: true) else { return nil }
            date.start = i
            return date.repeating()
        default:
            guard var weekday = weekday(in: text, at: j, every: true) else { return nil }
            weekday.start = i
            return weekday.repeating()
        }
    }


    // MARK: Weekdays

    /// Weeks ahead of this one; nil for a week that has passed.
    private typealias Week = Int?

    /// 下下个 … 本: longest first, so 下个 is tried before 下.
    private static let weekPrefixes: [([Unicode.Scalar], Week)] = {
        let table: [(String, Week)] = [
            ("下下个", 2), ("上上个", nil), ("下下", 2), ("上上", nil), ("下个", 1), ("上个", nil), ("这个", 0), ("下", 1),
            ("上", nil), ("这", 0), ("本", 0), ("", 0),
        ]
        return table.map { (Array($0.0.unicodeScalars), $0.1) }
    }()

    private static let weekStems: [[Unicode.Scalar]] = ["星期", "礼拜", "周"].map { Array($0.unicodeScalars) }

    /// Words ending in 上 that are no "last week": 路上周三, 网上周五.
    private static let endsWithShang: Set<Unicode.Scalar> = Set("路网桌身马早晚楼床墙车会班手头脸面地天台架山海街线世".unicodeScalars)

    /// A weekday, a list or range of them (周一三五, 周二和周四, 周一到周五), or the weekend (周末),
    /// with the week it falls in. `every`: 每 was read before `i`, so no week prefix may follow.
    private static func weekday(in text: Sentence, at i: Int, every: Bool = false) -> TimePart? {
        for (prefix, week) in weekPrefixes where text.has(prefix, at: i) {
            if every, !prefix.isEmpty { continue }
            let stemAt = i + prefix.count
            guard let stem = weekStems.first(where: { text.has($0, at: stemAt) }) else { continue }
            let dayAt = stemAt + stem.count
            let previous = text[i - 1]
            if prefix.isEmpty, !every {
                // 一周三次, 两个星期一次, 四周一片: a count of weeks, not a weekday.
                if let previous, previous == "个" || NumberReader.chineseDigit(previous) != nil
                    || NumberReader.digitValue(previous) != nil || previous == "十" { continue }
            } else if prefix.first == "下", previous == "一" {
                continue  // 等一下周三再说: the 下 belongs to 一下
            } else if prefix.first == "上", let previous, endsWithShang.contains(previous) {
                continue
            }
            if stem.count == 1, stem[0] == "周", text[dayAt] == "末" {
                // 周末, 这个周末: Saturday or Sunday, whichever comes first; 下周末: next week's Saturday.
                guard let week else { return .unplaceableDay(i, dayAt + 1) }
                // A bare 周末 repeats (周末上午十点提醒我健身); 这个周末 is this one.
                if week == 0, prefix.isEmpty { return TimePart.day(.weekdays(.weekend), i, dayAt + 1).repeating() }
                return week == 0 ? .day(.weekdays(.weekend), i, dayAt + 1) : .day(.weekday(6, weeksAhead: week), i, dayAt + 1)
            }
            guard let scalar = text[dayAt], let number = weekdayNumber(scalar) else { continue }
            // 本周天气, 下星期天气: the 天 belongs to 天气.
            if scalar == "天", text[dayAt + 1] == "气" { continue }
            guard let week else { return .unplaceableDay(i, dayAt + 1) }
            var (days, end) = more(after: number, in: text, at: dayAt + 1)
            if week != 0 { (days, end) = ([number], dayAt + 1) }  // lists are of this week's days only
            if days.count == 1 { return .day(.weekday(number, weeksAhead: week), i, end) }
            // A set of weekdays without 这/本 repeats: 周一到周五, 周一三五.
            let set = TimePart.day(.weekdays(TimeExpression.Weekdays(days)), i, end)
            return prefix.isEmpty ? set.repeating() : set
        }
        return nil
    }

    /// The weekdays that follow a first one at `j`: 周一三五 (more digits), 周二和周四, 周二、周四
    /// (a list), 周一到周五, 周一至五 (a range, which may wrap: 周五到周一).
    private static func more(after first: Int, in text: Sentence, at j: Int) -> ([Int], Int) {
        var days = [first]
        var end = j
        // 周一三五; but in 周三三点 and 周六二十点 the last digit starts a clock time.
        while let scalar = text[end], scalar != "天", let number = weekdayNumber(scalar) {
            days.append(number)
            end += 1
        }
        if end > j, startsNumber(in: text, at: end) {
            days.removeLast()
            end -= 1
        }
        if let joiner = text[end], "到至-~～".unicodeScalars.contains(joiner),
           let (last, after) = joinedWeekday(in: text, at: end + 1)
        {
            var day = days[days.count - 1]
            while day != last {
                day = day % 7 + 1
                days.append(day)
            }
            return (days, after)
        }
        while let joiner = text[end], "和、跟与及".unicodeScalars.contains(joiner),
              let (next, after) = joinedWeekday(in: text, at: end + 1)
        {
            days.append(next)
            end = after
        }
        return (days, end)
    }

    /// A weekday after 到 or 和: with its stem (周五, 星期五, 每周五), or a bare digit that starts no clock (到五).
    private static func joinedWeekday(in text: Sentence, at j: Int) -> (Int, Int)? {
        var k = j
        if text[k] == "每" { k += 1 }
        if let stem = weekStems.first(where: { text.has($0, at: k) }) {
            k += stem.count
        } else if startsClock(in: text, at: k) {
            return nil
        }
        guard let scalar = text[k], let number = weekdayNumber(scalar), !(scalar == "天" && text[k + 1] == "气") else {
            return nil
        }
        return (number, k + 1)
    }

    /// Whether what stands at `k` makes the digit before it part of a number or clock (点, 时, 十, 5).
    private static func startsNumber(in text: Sentence, at k: Int) -> Bool {
        guard let next = text[k] else { return false }
        return "点时:十百千".unicodeScalars.contains(next) || text.isDigit(k)
    }

    /// Whether the digit at `k` is the hour of a clock time (五点) or starts a longer number.
    private static func startsClock(in text: Sentence, at k: Int) -> Bool {
        guard let next = text[k + 1] else { return false }
        return startsNumber(in: text, at: k + 1) || NumberReader.isChineseNumeral(next)
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

        func matches(_ text: Sentence, at i: Int) -> Bool {
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
        case "下", "上", "这", "本", "星", "礼", "周": return true
        default: return false
        }
    }

    /// Longest first, so 大后天 wins over 后天 and 早上 over 早. 早, 晚 and 一早 name a period
    /// only right before a clock time (早7点, 晚八点).
    private static let words: [Word] = [
        Word("大后天", .offset(3), nil), Word("大前天", .offset(-3), nil),
        Word("今晚上", .offset(0), .evening), Word("明晚上", .offset(1), .evening),
        Word("今早上", .offset(0), .morning), Word("明早上", .offset(1), .morning),
        Word("今儿个", .offset(0), nil), Word("明儿个", .offset(1), nil),
        Word("今天", .offset(0), nil), Word("今日", .offset(0), nil), Word("明天", .offset(1), nil),
        Word("今儿", .offset(0), nil), Word("明儿", .offset(1), nil), Word("后儿", .offset(2), nil),
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
        Word("一早", nil, .morning), Word("早", nil, .morning), Word("晚", nil, .evening),
    ]
}
