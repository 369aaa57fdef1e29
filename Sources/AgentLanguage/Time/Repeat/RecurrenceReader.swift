import AgentCalendar
import AgentProtocol

/// Reads how a timer or alarm repeats, in short spoken Chinese and plain English, as the
/// RFC 5545 rule of `Recurrence`:
/// - A span after a word of recurrence repeats every that span: 每隔两小时, 每过一刻钟, 每四十分钟,
///   每半小时, 每个小时, 隔三小时, "every 45 minutes", "every hour and a half", "each 30 minutes", "hourly"
///   (`FREQ=HOURLY;INTERVAL=2`, `FREQ=MINUTELY;INTERVAL=90`: the largest unit that divides it).
/// - A day said as a repeat (see `TimeExpression.Repetition`): 每天, 每晚, 天天, "every day", "daily"
///   (`FREQ=DAILY`); 每周, 每个礼拜, "every week", "weekly" (`FREQ=WEEKLY`, from the day it first comes);
///   每周五, 每星期一, "every monday", "on mondays" (`FREQ=WEEKLY;BYDAY=MO`); 工作日,
///   周一到周五, "every weekday" (`BYDAY=MO,TU,WE,TH,FR`); 周末, 每个周末, "on weekends" (`BYDAY=SA,SU`);
///   周一三五, 每周二和周四; 每月15号, "the 15th of every month" (`FREQ=MONTHLY;BYMONTHDAY=15`).
///
/// Not repeats: a day said once (周五, 这个周末, 下周一, "this weekend", "on friday"), counts of times
/// (一周三次, 每次), and a vague span (每隔一段时间), which has no interval to repeat.
public enum RecurrenceReader {
    /// A span said as the interval of a repeat, with the range of the span (not of 每 or "every"):
    /// a duration read where a repeat word stands before it.
    public typealias Interval = DurationMatch

    /// The repeat `text` says: the interval of a span after a word of recurrence, else the
    /// rule of a repeating day of its time expression; nil for a one-off.
    public static func read(_ text: String) -> Recurrence? {
        Sentence(text).recurrence
    }

    /// The first span of `text` that stands after a word of recurrence (每隔两小时, "every 2 hours"),
    /// or "hourly".
    public static func interval(in text: String) -> Interval? {
        interval(in: Sentence(text))
    }

    /// The first span of the sentence's durations that stands after a word of recurrence
    /// (`RepeatWordRule`), or "hourly".
    static func interval(in sentence: Sentence) -> Interval? {
        let durations = sentence.durations
        // Every sentence analysed asks: without a span to repeat or the first letter of "hourly" there is none.
        guard durations.contains(where: { $0.seconds > 0 }) || sentence.folded.contains(where: hourlyStarts.contains) else {
            return nil
        }
        for match in durations where match.seconds > 0 && RepeatWordRule.isBefore(sentence, at: match.start) {
            return Interval(seconds: match.seconds, start: match.start, end: match.end)
        }
        for hourly in hourlyWords {
            if let start = wholeWord(hourly, in: sentence) {
                return Interval(seconds: 3600, start: start, end: start + hourly.count)
            }
        }
        return nil
    }

    /// The rule of a time expression whose day repeats, nil for a one-off. A daily repeat on
    /// a set of weekdays (周一到周五每天) is weekly on those days.
    public static func rule(of expression: TimeExpression) -> Recurrence? {
        // "skip weekends": days left out are none to repeat on.
        if expression.leftOutDays != nil { return nil }
        switch expression.repetition {
        case nil:
            return nil
        case .daily?:
            if case let .weekdays(set)? = expression.day { return Recurrence(.weekly, weekdays: weekdays(set.days)) }
            return Recurrence(.daily)
        case .weekly?:
            if case let .weekdays(set)? = expression.day { return Recurrence(.weekly, weekdays: weekdays(set.days)) }
            return Recurrence(.weekly)
        case .ofDay?:
            switch expression.day {
            case let .weekday(day, weeksAhead: 0)?: return Recurrence(.weekly, weekdays: weekdays([day]))
            case let .weekdays(set)?: return Recurrence(.weekly, weekdays: weekdays(set.days))
            case let .dayOfMonth(day, monthsAhead: nil)?: return Recurrence(.monthly, monthDays: [day])
            default: return expression.day == nil ? Recurrence(.daily) : nil
            }
        }
    }

    /// `rule` without `days`: a daily rule becomes weekly on the other days, a weekly one on days keeps the others
    /// (每天七点, then 周末不用: Monday to Friday). nil when no day would be left, or the rule repeats on no days of
    /// the week (monthly, every N hours, weekly from its first day).
    public static func rule(_ rule: Recurrence, leaving days: TimeExpression.Weekdays) -> Recurrence? {
        let repeated: TimeExpression.Weekdays
        switch rule.frequency {
        case .daily where rule.interval == 1: repeated = .all
        case .weekly where rule.interval == 1 && !rule.weekdays.isEmpty: repeated = TimeExpression.Weekdays(rule.weekdays.map(\.rawValue))
        default: return nil
        }
        guard let kept = repeated.subtracting(days), kept != repeated else { return nil }
        return Recurrence(.weekly, weekdays: weekdays(kept.days))
    }

    private static func weekdays(_ days: [Int]) -> [Recurrence.Weekday] {
        days.compactMap(Recurrence.Weekday.init(rawValue:))
    }

    // MARK: Words of recurrence

    /// "hourly": a repeat every hour, with no span said.
    private static let hourlyWords = WordLists.englishHourlyWords.map { Array($0.unicodeScalars) }
    private static let hourlyStarts = SmallScalarSet(hourlyWords.compactMap { $0.first?.value })

    /// Where `word` stands as a whole English word in the sentence.
    private static func wholeWord(_ word: [Unicode.Scalar], in text: Sentence) -> Int? {
        var i = 0
        while i + word.count <= text.count {
            if text.has(word, at: i), !text.isLetter(i - 1), !text.isLetter(i + word.count) { return i }
            i += 1
        }
        return nil
    }
}

extension DurationMatch {
    /// The rule of the span as an interval; nil for a span that is not a whole number of seconds.
    public var recurrence: Recurrence? {
        guard let whole = Checked.integer(seconds, in: 1...366 * 86_400) else { return nil }
        return Recurrence.every(seconds: whole)
    }
}
