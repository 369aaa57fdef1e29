/// One piece of a time expression: a day (明天, 周五), a period of the day (下午, pm),
/// a clock time (七点半, 19:45), or a word that names two of them (明晚, tonight).
/// Adjacent parts that name different things join into one expression.
///
/// A plain value with no references, so scanning copies it for free; the text of a
/// problem is written only when the expression is made.
struct TimePart {
    /// Something written that cannot be read as a time, and the scalars that say it.
    struct Problem {
        enum Kind { case impossibleClock, nonexistentDate, unplaceableDay }
        let kind: Kind
        let start: Int
        let end: Int
    }

    var day: TimeExpression.Day?
    var period: TimeExpression.Period?
    var hour: Int?
    var minute: Int?
    var second: Int?
    var problem: Problem?
    var namesDay = false
    var namesPeriod = false
    var namesClock = false
    /// A period the notation implies ("5:30" is on a 24-hour clock); a period word overrides it.
    var impliedPeriod: TimeExpression.Period?
    /// The clock is written with am or pm ("3pm", "7:30 a.m."), on a 12-hour face.
    var saysMeridiem = false
    /// Counts only when joined to another part: "15号" before 早上八点 (but not in 3号线),
    /// "morning" after "tomorrow" (but not in "morning run").
    var isWeak = false
    /// 每天, 每晚, "every day": names the day as any day, so that a weekday set beside it
    /// (周一到周五每天早上七点) still joins.
    var isEveryDay = false
    /// Said with 每, 天天, "every" or "daily" as every day (每天, 每晚): the moment repeats daily.
    var repeatsDaily = false
    /// The day itself names a repeat (每周五, 工作日, 周末, 每月15号, "every monday", "on weekdays").
    var repeatsDay = false
    /// 每周, "every week", "weekly" with no day: the moment repeats weekly from the day it first comes.
    var repeatsWeekly = false
    /// Where its days are said as left out of a repeat, lead and trailer included (`LeftOutDaysRule`):
    /// such a part joins no other.
    var leftOut: Range<Int>?
    /// Where days said as left out of this repeat stand, the days taken off it.
    var tookOff: Range<Int>?
    /// Where a part joined from apart stands, words of the request between (the 明天 of 明天提醒我八点吃药).
    var apart: Range<Int>?
    var start: Int
    var end: Int

    static func day(_ day: TimeExpression.Day, period: TimeExpression.Period? = nil, _ start: Int, _ end: Int,
                    weak: Bool = false) -> TimePart {
        TimePart(day: day, period: period, namesDay: true, namesPeriod: period != nil, isWeak: weak, start: start, end: end)
    }

    static func period(_ period: TimeExpression.Period, _ start: Int, _ end: Int, weak: Bool = false) -> TimePart {
        TimePart(period: period, namesPeriod: true, isWeak: weak, start: start, end: end)
    }

    static func clock(_ hour: Int, _ minute: Int, second: Int? = nil, period: TimeExpression.Period? = nil,
                      _ start: Int, _ end: Int) -> TimePart {
        // Only am and pm name a half of the day on a clock part itself (noon and midnight are words).
        TimePart(period: period, hour: hour, minute: minute, second: second, namesPeriod: period != nil, namesClock: true,
                 saysMeridiem: period == .am || period == .pm, start: start, end: end)
    }

    /// A clock time that is written but impossible (25点, 7:61).
    static func impossibleClock(_ start: Int, _ end: Int, period: TimeExpression.Period? = nil) -> TimePart {
        TimePart(period: period, problem: Problem(kind: .impossibleClock, start: start, end: end),
                 namesPeriod: period != nil, namesClock: true, start: start, end: end)
    }

    /// A day that is past and that `TimeExpression.Day` cannot hold (上周三, "last friday").
    static func unplaceableDay(_ start: Int, _ end: Int, weak: Bool = false) -> TimePart {
        TimePart(problem: Problem(kind: .unplaceableDay, start: start, end: end), namesDay: true, isWeak: weak,
                 start: start, end: end)
    }

    /// A date that no calendar has (2月30日, 4月31号).
    static func nonexistentDate(_ start: Int, _ end: Int) -> TimePart {
        TimePart(problem: Problem(kind: .nonexistentDate, start: start, end: end), namesDay: true, start: start, end: end)
    }

    /// 每天, 每晚, "every day", "daily": any day, the first to come.
    static func everyDay(period: TimeExpression.Period? = nil, _ start: Int, _ end: Int) -> TimePart {
        TimePart(period: period, namesDay: true, namesPeriod: period != nil, isEveryDay: true, repeatsDaily: true,
                 start: start, end: end)
    }

    /// 每周, 每个礼拜, "every week", "weekly": any day, the first to come, then every week.
    static func everyWeek(_ start: Int, _ end: Int) -> TimePart {
        TimePart(namesDay: true, isEveryDay: true, repeatsWeekly: true, start: start, end: end)
    }

    /// The part with its day marked as repeating (每周五, 工作日, "every monday").
    func repeating() -> TimePart {
        var part = self
        part.repeatsDay = true
        return part
    }

    /// Whether `other` names nothing this part already names, and neither leaves its days out.
    func canJoin(_ other: TimePart) -> Bool {
        guard leftOut == nil, other.leftOut == nil else { return false }
        let days = namesDay && other.namesDay && !isEveryDay && !other.isEveryDay
        return !days && !(namesPeriod && other.namesPeriod) && !(namesClock && other.namesClock)
    }

    /// Joins what `other` names; the span reaches over both unless `spanning` is false (a day said apart from its clock,
    /// 明天提醒我八点吃药: the words between are none of the time's).
    mutating func join(_ other: TimePart, spanning: Bool = true) {
        day = day ?? other.day
        period = period ?? other.period
        hour = hour ?? other.hour
        minute = minute ?? other.minute
        second = second ?? other.second
        problem = problem ?? other.problem
        // Still any day when every part that names a day says so: 每天 joined to 早上七点 can
        // take the day it starts on (从3月15号开始每天早上七点).
        isEveryDay = (isEveryDay || !namesDay) && (other.isEveryDay || !other.namesDay)
        repeatsDaily = repeatsDaily || other.repeatsDaily
        repeatsDay = repeatsDay || other.repeatsDay
        repeatsWeekly = repeatsWeekly || other.repeatsWeekly
        namesDay = namesDay || other.namesDay
        namesPeriod = namesPeriod || other.namesPeriod
        namesClock = namesClock || other.namesClock
        impliedPeriod = impliedPeriod ?? other.impliedPeriod
        saysMeridiem = saysMeridiem || other.saysMeridiem
        isWeak = isWeak && other.isWeak
        if spanning {
            start = min(start, other.start)
            end = max(end, other.end)
        } else {
            apart = apart ?? other.start..<other.end
        }
    }

    /// The day and the half of the day of `other`, where this part names none, its span its own: a clock asked for
    /// in one clause on the day another clause names, its repeat with it ("every day, wake me at 6:30").
    mutating func takeDayAndPeriod(of other: TimePart) {
        if !namesDay, other.namesDay {
            day = other.day
            namesDay = true
            repeatsDaily = other.repeatsDaily
            repeatsDay = other.repeatsDay
            repeatsWeekly = other.repeatsWeekly
            isEveryDay = other.isEveryDay
        }
        if !namesPeriod, other.namesPeriod || other.period != nil {
            period = other.period
            namesPeriod = true
        }
    }

    func expression(in text: Sentence) -> TimeExpression {
        guard let problem else {
            var expression = TimeExpression(day: day, period: period ?? impliedPeriod, hour: hour, minute: minute,
                                            second: second, start: start, end: end)
            expression.repetition = repeatsDay ? .ofDay : repeatsWeekly ? .weekly : repeatsDaily ? .daily : nil
            expression.twelveHour = saysMeridiem
            expression.leftOut = leftOut ?? tookOff
            if leftOut != nil { expression.leftOutDays = LeftOutDaysRule.days(of: self) }
            expression.apart = apart
            return expression
        }
        let quoted = text.quote(problem.start, problem.end)
        let message: String
        let kind: TimeExpression.ProblemKind
        switch problem.kind {
        case .impossibleClock: (message, kind) = ("\(quoted) is not a time of day", .impossibleClock)
        case .nonexistentDate: (message, kind) = ("\(quoted) is not a date that exists", .nonexistentDate)
        case .unplaceableDay: (message, kind) = ("\(quoted) is a date that cannot be placed", .unplaceableDay)
        }
        var expression = TimeExpression(day: problem.kind == .nonexistentDate ? nil : day, period: period ?? impliedPeriod,
                                        start: start, end: end, problem: message, problemKind: kind)
        expression.problemRange = problem.start..<problem.end
        return expression
    }
}
