import AgentProtocol

/// The day a question is about ("后天杭州会不会下雨", "西宁明天冷不冷", "周六天气", "what's the
/// weather like next Monday"), read with `TimeExpressionReader` and placed with `DayResolver`.
///
/// A day asked about counts until it ends: 周二 said on a Tuesday is today, not next week, and so
/// is 15号 said on the 15th (an alarm, by contrast, rolls over once its moment has passed). 这个周末
/// and "this weekend" are the coming Saturday (today, on a Saturday or Sunday). A clock time is
/// passed over: 明天早上八点 is tomorrow. A bare day of the month counts (15号天气, 15号呢), which an
/// alarm takes only before a request word.
public enum AskedDayReader {
    public enum Reading: Sendable, Equatable {
        /// Days from today: 0 today (今天, 今晚, "today"), 1 明天, negative for a day past (昨天).
        case daysAhead(Int)
        /// A day that is past and has no date of its own (上周五, "last friday").
        case past
        /// A date no calendar has (2月30日) or one that month lacks (下个月31号).
        case nonexistent
    }

    /// The day `text` names, relative to `now`; nil when it names none.
    public static func read(_ text: String, now: LocalMoment) -> Reading? {
        read(Sentence(text), now: now)
    }

    /// The day the sentence names (`Sentence.timeAskedAbout`), relative to `now`; nil when it names none.
    public static func read(_ sentence: Sentence, now: LocalMoment) -> Reading? {
        guard let expression = sentence.timeAskedAbout else { return nil }
        switch expression.problemKind {
        case .unplaceableDay?: return .past
        case .nonexistentDate?: return .nonexistent
        case .impossibleClock?, nil: break
        }
        guard let day = expression.day else { return nil }
        // A time of day of 24:00 never passes today, so the whole of today still counts.
        guard let days = DayResolver.daysAhead(of: day, at: 86_400, now: now) else { return .nonexistent }
        return .daysAhead(days)
    }
}
