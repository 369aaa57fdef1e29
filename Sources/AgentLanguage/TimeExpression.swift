/// A clock time and/or a day read from a sentence ("明天早上七点半", "tomorrow at 5:30"),
/// as written: `TimeExpressionReader.resolve` places it relative to the present.
public struct TimeExpression: Sendable, Equatable {
    /// Which day: counted from today, or a day of the week.
    public enum Day: Sendable, Equatable {
        /// 今天 0, 明天/明早/明晚 1, 后天 2, 大后天 3, "in 4 days" 4; 昨天 -1, 前天 -2.
        case offset(Int)
        /// 1 = Monday … 7 = Sunday. `nextWeek` is the following week's (下周五, "next friday");
        /// otherwise this week's, or next week's once it has passed.
        case weekday(Int, nextWeek: Bool)
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
        /// 傍晚, 晚上, 夜里, 今晚, 明晚, 晚, "tonight", "in the evening", "at night"
        case evening
        /// "am", "a.m."; also implied by a 24-hour notation: 5:30, 06:30, 07点.
        case am
        /// "pm", "p.m."; also implied by a 24-hour notation: 12:30, 20:00.
        case pm
    }

    public var day: Day?
    public var period: Period?
    /// The hour as written (七点半 → 7, 下午3点 → 3), 0...24; nil without a clock time.
    public var hour: Int?
    /// 0...59; nil without a clock time.
    public var minute: Int?
    /// Unicode scalar offsets in the original text covering the day, period and clock parts.
    public var start: Int
    public var end: Int
    /// Set when a clock time is written but impossible ("25点 is not a time of day"), or a
    /// date is written that `Day` cannot hold ("3月15日", "上周三"); hour and minute are then nil.
    public var problem: String?

    public init(day: Day? = nil, period: Period? = nil, hour: Int? = nil, minute: Int? = nil,
                start: Int, end: Int, problem: String? = nil) {
        self.day = day
        self.period = period
        self.hour = hour
        self.minute = minute
        self.start = start
        self.end = end
        self.problem = problem
    }
}
