/// Reads durations in spoken Chinese and plain English: "五分钟后提醒我取快递" holds 300 s.
///
/// A duration is one or more number–unit groups, each unit smaller than the last ("30分钟5小时"
/// is two durations). What is read, and what is not, is said by `DurationReader`'s rules, one
/// file each, each with a table test and examples in `corpus.jsonl` beside them:
/// - groups of a number and a unit (`DurationGroup`, `UnitAfterNumber`): 30秒, 两个钟头, 俩小时,
///   1.5小时, 一点五小时, 倒计时 75 秒; fractions (`FractionOfAUnit`): 三分之一小时; halves
///   (`Halves`): 半小时, 一个半小时, 三分半, 一天半, 半个月; compound spans (`CompoundSpan`): 1h30m,
///   十分钟零三十秒, 两个小时十五分; English spans (`EnglishSpan`): "an hour and a half", "a quarter
///   of an hour", "a 25-minute timer"; the span of a recurrence (`RecurringSpan`): 每小时, "every
///   hour"; signs (`DurationSign`): 负五分钟, "minus 5 minutes" are negative, for the caller to refuse.
/// - no durations: a number without a unit; clock times (`ClockTimes`): 三点四十五分, 15时30分,
///   三点五分; vague amounts and ranges (`Ranges`, `DurationStart`): 几分钟, 两三分钟, 3-5分钟; months
///   and years; a bare 分 that is a score or "very" (`BareMinute`): 考了九十分, 十分重要; idioms
///   (`DurationIdioms`): 秒杀, 天气, "a second opinion"; one-letter units apart from digits
///   (`OneLetterUnits`): "3 m", "3M", "the 90s", "3d"; the span of an advance (`DurationAdvance`):
///   "X，提前一刻钟提醒我", "10 minutes before the meeting", which `advance(in:)` reads.
/// An answer to "how long?" may be a bare amount (`BareAmount`, `answer(_:unit:)`).
public enum DurationExtractor {
    /// Every duration of the sentence, in order, none overlapping.
    public static func all(in sentence: Sentence) -> [DurationMatch] {
        let reader = DurationReader(sentence)
        var found: [DurationMatch] = []
        var i = 0
        while let match = reader.next(from: i) {
            found.append(match)
            i = match.end
        }
        return found
    }

    public static func all(in text: String) -> [DurationMatch] {
        all(in: Sentence(text))
    }

    /// The first duration of the sentence.
    public static func first(in sentence: Sentence) -> DurationMatch? {
        DurationReader(sentence).next(from: 0)
    }

    public static func first(in text: String) -> DurationMatch? {
        first(in: Sentence(text))
    }

    /// The span after 提前 ("提前一刻钟提醒我": 900 s): how long before a moment to be reminded.
    public static func advance(in sentence: Sentence) -> DurationMatch? {
        DurationReader(sentence).advance()
    }

    public static func advance(in text: String) -> DurationMatch? {
        advance(in: Sentence(text))
    }

    /// A duration answering a question asked in `unit`: a bare amount ("10", "十", "ten",
    /// "1.5", "一个半", "半") counts that unit (minutes when there is none), and a duration
    /// with its own unit ("90秒", "一个半小时") is taken as written.
    public static func answer(_ sentence: Sentence, unit: String?) -> Double? {
        let reader = DurationReader(sentence)
        if let amount = reader.bareAmount() {
            return amount * (unit.flatMap(seconds(ofUnit:)) ?? DurationUnit.minute)
        }
        return reader.next(from: 0)?.seconds
    }

    public static func answer(_ text: String, unit: String?) -> Double? {
        answer(Sentence(text), unit: unit)
    }

    /// Seconds in one `unit` ("分钟" → 60, "个小时" → 3600, "min" → 60), or nil for a word that is no unit.
    public static func seconds(ofUnit unit: String) -> Double? {
        DurationUnit.named(Sentence(unit).scalars)?.seconds  // folded as a sentence is
    }
}
