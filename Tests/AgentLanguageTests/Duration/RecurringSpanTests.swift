@testable import AgentLanguage
import Testing

/// Rule `RecurringSpan`: one unit of an hour or a minute after a word of recurrence is one span of it; days and
/// weeks name days.
struct RecurringSpanTests {
    @Test(arguments: [
        ("每小时提醒我起身", 3600.0), ("每个小时", 3600), ("每隔钟头", 3600), ("每分钟看一次", 60), ("每隔两小时", 7200), ("每半个钟头", 1800),
        ("every hour", 3600), ("every minute", 60), ("every 45 minutes", 2700), ("every hour and a half", 5400),
        ("every two hours", 7200),
    ])
    func readsTheSpanOfARecurrence(text: String, seconds: Double) {
        #expect(DurationExtractor.first(in: Sentence(text))?.seconds == seconds, "\(text)")
    }

    @Test(arguments: [
        "每天", "每周三", "每个星期", "每秒", "every day", "every week", "everyone", "每隔一段时间",
    ])
    func readsNoSpanFromRecurringDays(text: String) {
        let found = DurationExtractor.first(in: Sentence(text))
        #expect(found == nil, "\(text) → \(String(describing: found))")
    }
}
