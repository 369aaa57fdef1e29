import AgentCore

/// Reads durations in spoken Chinese and plain English: "五分钟后提醒我取快递" holds 300 s.
///
/// A duration is one or more number–unit groups, each unit smaller than the last,
/// joined by nothing, spaces, 零, 又 or "and" ("30分钟5小时" is two durations):
/// - Chinese: 30秒, 九十秒, 十分钟零三十秒, 两个小时十五分, 两个钟头, 一小时十分钟, 2天3小时,
///   一刻钟, 三刻钟, 两周, 一个星期, 俩小时, 仨钟头; halves: 半小时, 半个小时, 半分钟, 一个半小时,
///   三分半, 1分半钟, 一天半; decimals and fractions: 1.5小时, 一点五小时, 三分之一小时;
///   full-width digits and spaces: ３０分钟, 倒计时 75 秒.
/// - English: 5 minutes, 5 mins, 90 secs, 2 hrs, an hour, a minute, half an hour, a half hour,
///   an hour and a half, one and a half hours, a quarter of an hour, 2 hours and 15 minutes,
///   1 hour 30 minutes, a 25-minute timer; compact: 1h30m, 1h 30m, 90s, 5m, 2d3h.
/// - Negative: 负五分钟, -5分钟, minus 5 minutes give negative seconds, for the caller to refuse.
/// - One unit after a word of recurrence: 每小时, 每个小时, "every hour", "every minute", "every hour and
///   a half" (each is one span; 每天 and "every day" name days, which the time readers read).
/// - 时 as the hour after days or weeks (8天20时); 半个月 and 半月 are 15 days.
///
/// Not durations in a sentence: the span after 提前 ("X，提前一刻钟提醒我") or before "before" or
/// "early" ("10 minutes before the 3pm meeting"), which says how early to remind, not how long
/// to wait; `advance(in:)` reads it.
///
/// Not durations, by decision (the caller can then ask "how long?"):
/// - A number without a unit: 三十, and "1h30" ends after 1h.
/// - Clock times: minutes after N点, N时 or N: (三点四十五分, 7点05分, 15时30分, 三点过五分,
///   五点差五分, 七点一刻, 19:45), and 三点五分 (a Chinese decimal before a bare 分 is 3:05,
///   while 三点五分钟 is 3.5 minutes and 一点五小时 1.5 hours).
/// - Vague amounts: 几分钟, 几十分钟, 十多分钟, 一个多小时, 二十来分钟, 个把小时, and ranges
///   (两三分钟, 十五六分钟, 3-5分钟, 3到5分钟, "two or three minutes"); 大半天, 一点儿, 一会儿.
/// - Months and years (三个月, "5 months"): their length depends on the calendar.
/// - 分 without 钟 where it means something else: 十分重要 (very), 五分之一 (a fraction),
///   一百分, 考了九十分 (scores: a bare 分 counts fewer than 60 minutes), 分享, 分手, 一分钱;
///   likewise 秒杀, 天气, 周年, 周岁, 星期天, 小时候, 24小时制.
/// - Ordinals and weekdays: 第三天, 周三天气.
/// - Idioms: "a second" / "a sec" (an article before second is "a second opinion");
///   一刻 without 钟 ("一刻也不停"); 个钟 (a clock, not the Cantonese hour).
/// - One-letter units only stuck to digits and lowercase: "5m" is five minutes (as `sleep 5m`
///   reads it) and "1h30m" is 5400 s, but "3 m", "3M", "3 meters" and "5 months" hold no minutes;
///   "90s" after "the" is a decade; a lone "3d" is 3D, so "d" counts only in a compound ("2d3h").
/// - Digits glued to letters or thousands separators: "mp3s", "1,000 seconds".
public enum DurationExtractor {
    /// The first duration in `text`.
    public static func first(in text: String) -> DurationMatch? {
        DurationReader(Sentence(text)).next(from: 0)
    }

    /// The span after 提前 ("提前一刻钟提醒我": 900 s): how long before a moment to be reminded.
    public static func advance(in sentence: Sentence) -> DurationMatch? {
        DurationReader(sentence).advance()
    }

    public static func advance(in text: String) -> DurationMatch? {
        advance(in: Sentence(text))
    }

    /// Every duration in `text`, in order, none overlapping.
    public static func all(in text: String) -> [DurationMatch] {
        all(in: Sentence(text))
    }

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

    /// A duration answering a question asked in `unit`: a bare amount ("10", "十", "ten",
    /// "1.5", "一个半", "半") counts that unit (minutes when there is none), and a duration
    /// with its own unit ("90秒", "一个半小时") is taken as written.
    public static func answer(_ text: String, unit: String?) -> Double? {
        let reader = DurationReader(Sentence(text))
        if let amount = reader.bareAmount() {
            return amount * (unit.flatMap(seconds(ofUnit:)) ?? DurationUnit.minute)
        }
        return reader.next(from: 0)?.seconds
    }

    /// Seconds in one `unit` ("分钟" → 60, "个小时" → 3600, "min" → 60), or nil for a word that is no unit.
    public static func seconds(ofUnit unit: String) -> Double? {
        DurationUnit.named(MatchText.unicodeScalars(of: unit))?.seconds
    }
}
