/// A clock time and/or a day read from a sentence ("明天早上七点半", "tomorrow at 5:30",
/// "3月15号上午十点", "正月十五"), as written: `TimeExpressionReader.resolve` places it
/// relative to the present.
public struct TimeExpression: Sendable, Equatable {
    /// Which day: counted from today, a day of the week, a date of the calendar.
    public enum Day: Sendable, Equatable {
        /// 今天 0, 明天/明早/明晚 1, 后天 2, 大后天 3, "in 4 days" 4; 昨天 -1, 前天 -2.
        case offset(Int)
        /// 1 = Monday … 7 = Sunday. `weeksAhead` 0 is this week's, or next week's once it has
        /// passed (周五, 这周五, 每周五, "friday"); 1 the following week's (下周五, "next friday");
        /// 2 the week after (下下周五).
        case weekday(Int, weeksAhead: Int)
        /// Whichever of these weekdays comes first: 工作日 and "on weekdays" 1–5, 周末 and "every
        /// weekend" 6 and 7, 每周一三五 1, 3, 5.
        case weekdays(Weekdays)
        /// A day of the month, 1...31. `monthsAhead` nil is this month's, or the next month's
        /// that has it once passed (15号, 每月15号, "on the 25th"); 0 this month's (这个月29号);
        /// 1 next month's (下个月3号).
        case dayOfMonth(Int, monthsAhead: Int?)
        /// A date of the Gregorian calendar (3月15号, 2026年5月1日, 2026-05-01, 12/1, "March 20th").
        /// Without a year: this year's, or the next year's that has it once passed.
        case date(year: Int?, month: Int, day: Int)
        /// A date in a year counted from this one: 今年12月25号 (0), 明年3月1号 (1), 后年 (2).
        case dateInYear(yearsAhead: Int, month: Int, day: Int)
        /// A date of the Chinese lunar calendar (正月十五, 腊月二十三, 农历八月十五): the next one to
        /// come. Day 30 of the twelfth month is New Year's Eve (除夕, 大年三十), the 29th in a year
        /// whose twelfth month is short. `leap` names the leap month of that number (闰四月).
        case lunar(month: Int, day: Int, leap: Bool)
        /// The `nth` `weekday` (1 = Monday … 7 = Sunday) of `month`, the next one to come:
        /// 母亲节 the second Sunday of May, "Thanksgiving" the fourth Thursday of November; `nth` -1
        /// is the last ("Memorial Day", the last Monday of May).
        case nthWeekday(month: Int, weekday: Int, nth: Int)
        /// The last day of the month `monthsAhead` from this one: 这个月最后一天 (0), 下个月底 (1).
        case lastDayOfMonth(monthsAhead: Int)
        /// `daysAfter` Easter Sunday of the Gregorian calendar (复活节 0, "Good Friday" -2, "Easter
        /// Monday" 1), the next one to come.
        case easter(daysAfter: Int)
        /// 清明 (Qingming, the day the sun reaches 15° of longitude), April 4 or 5 in this century:
        /// the next one to come.
        case qingming
    }

    /// A set of weekdays, 1 = Monday … 7 = Sunday, kept as bits: a plain value, so that time
    /// parts stay free to copy while a sentence is scanned.
    public struct Weekdays: Sendable, Equatable, ExpressibleByArrayLiteral {
        public var bits: UInt8

        public init(_ weekdays: some Sequence<Int>) {
            bits = 0
            for weekday in weekdays where (1...7).contains(weekday) { bits |= 1 << (weekday - 1) }
        }

        public init(arrayLiteral weekdays: Int...) {
            self.init(weekdays)
        }

        public static let workdays: Weekdays = [1, 2, 3, 4, 5]
        public static let weekend: Weekdays = [6, 7]

        public func contains(_ weekday: Int) -> Bool {
            (1...7).contains(weekday) && bits & (1 << (weekday - 1)) != 0
        }

        /// The weekdays in order, Monday first.
        public var days: [Int] { (1...7).filter(contains) }
    }

    /// The part of the day a period word names; it fixes the half of the day of a clock time.
    public enum Period: Sendable, Equatable {
        /// 凌晨
        case earlyMorning
        /// 半夜, 午夜, 深夜, "midnight"
        case lateNight
        /// 早上, 早晨, 清晨, 上午, 早, 明早, "in the morning"
        case morning
        /// 中午, 正午, "noon"
        case noon
        /// 下午, 午后, "in the afternoon"
        case afternoon
        /// 晚上, 夜里, 今晚, 明晚, 晚, "tonight", "at night": the evening and the night after it
        case evening
        /// 傍晚, "evening", "this evening": the evening proper, which an afternoon hour may start
        /// ("4 this evening", 傍晚四点), where the night's words take 1 to 4 for the small hours
        case dusk
        /// "am", "a.m."; also implied by a 24-hour notation: 5:30, 06:30, 07点.
        case am
        /// "pm", "p.m."; also implied by a 24-hour notation: 12:30, 20:00.
        case pm

        /// The half of the day an hour of the 24-hour clock falls in, for a bare hour said as another was.
        public static func half(of hour: Int) -> Period { hour >= 12 ? .pm : .am }
    }

    /// How a repeat is said: `RecurrenceReader.rule(of:)` turns it into a rule.
    public enum Repetition: Sendable, Equatable {
        /// 每天, 每晚, 天天, "every day", "daily": every day, from `day` when one is also said
        /// (从3月15号开始每天), on the days of a weekday set beside it (周一到周五每天).
        case daily
        /// The day itself repeats: 每周五 and "every friday" (weekly), 工作日, 周末, 周一三五 and
        /// "on weekdays" (weekly on those days), 每月15号 and "the 15th of every month" (monthly).
        case ofDay
        /// 每周, 每个礼拜, "every week", "weekly", with no day: every week from the day it first comes
        /// (RFC 5545's weekly rule without BYDAY, the weekday of its start).
        case weekly
    }

    /// What makes a written time unusable.
    public enum ProblemKind: Sendable, Equatable {
        /// 25点, 7点61分, 24:30
        case impossibleClock
        /// 2月30日, 4月31号, 2026年2月29日: no calendar has that day.
        case nonexistentDate
        /// 上周三, "last friday": a day that is past and that `Day` cannot hold.
        case unplaceableDay
    }

    public var day: Day?
    public var period: Period?
    /// The hour as written (七点半 → 7, 下午3点 → 3), 0...24; nil without a clock time.
    public var hour: Int?
    /// 0...59; nil without a clock time.
    public var minute: Int?
    /// 0...59 when written (16时40分50秒, 11:30:10 pm), else nil: on the minute.
    public var second: Int?
    /// How long before the moment it is asked for ("X，提前一刻钟提醒我": 900): the moment
    /// to set is that much earlier. nil when no 提前 is said.
    public var leadSeconds: Double?
    /// The clock is written with am or pm ("3pm", "7:30 a.m."), so a reply can say it back on a
    /// 12-hour face; false for 24-hour notation (15:00), Chinese clocks (下午三点) and "noon".
    public var twelveHour = false
    /// Set when the day is said as a repeat (每天, 工作日, 每周五, "every monday"); nil for a one-off.
    public var repetition: Repetition?
    /// Where days said as left out of the repeat stand, lead and trailer included (周末除外, "except
    /// weekends"): words of the time, none of a reminder's.
    public var leftOut: Range<Int>?
    /// Days said as left out that no repeat of the sentence took them off (周末不用, "not on weekends"): the day names
    /// them, none to repeat on; a follow-up takes them off the last repeat (`RecurrenceReader.rule(_:leaving:)`).
    public var leftOutDays: Weekdays?
    /// Where a day or a repeat said apart from the clock stands, the request between them (the 明天 of 明天提醒我八点吃药,
    /// the "every day" of "remind me at 8 to take pills every day"): words of the time outside `start..<end`.
    public var apart: Range<Int>?
    /// Where the time is said, from its first word to its last, a part said apart included (`apart`).
    public var extent: Range<Int> {
        guard let apart else { return start..<end }
        return min(start, apart.lowerBound)..<max(end, apart.upperBound)
    }
    /// Unicode scalar offsets in the original text covering the day, period and clock parts.
    public var start: Int
    public var end: Int
    /// Set when a clock time is written but impossible ("25点 is not a time of day"), a date
    /// does not exist ("2月30日 is not a date"), or a day cannot be placed ("上周三 is a date
    /// that cannot be placed"); hour and minute are then nil.
    public var problem: String?
    /// The kind of `problem`, when there is one.
    public var problemKind: ProblemKind?
    /// The scalars that say what cannot be used (the 2月30日 of 2月30日早上八点).
    public var problemRange: Range<Int>?

    public init(day: Day? = nil, period: Period? = nil, hour: Int? = nil, minute: Int? = nil, second: Int? = nil,
                start: Int, end: Int, problem: String? = nil, problemKind: ProblemKind? = nil) {
        self.day = day
        self.period = period
        self.hour = hour
        self.minute = minute
        self.second = second
        self.start = start
        self.end = end
        self.problem = problem
        self.problemKind = problemKind ?? (problem == nil ? nil : .impossibleClock)
    }
}

extension TimeExpression.Period {
    /// Whether a local hour (0–23) lies in the part of the day this names: 早上 4–11, 中午 11–13,
    /// 下午 12–18, 晚上 17–1, 傍晚 15–1, 半夜 22–3, 凌晨 0–5, am 0–11, pm 12–23.
    public func contains(hour: Int) -> Bool {
        switch self {
        case .earlyMorning: return hour < 6
        case .morning, .am: return hour >= 4 && hour < 12
        case .noon: return hour >= 11 && hour < 14
        case .afternoon: return hour >= 12 && hour < 19
        case .evening: return hour >= 17 || hour < 2
        case .dusk: return hour >= 15 || hour < 2
        case .lateNight: return hour >= 22 || hour < 4
        case .pm: return hour >= 12
        }
    }
}
