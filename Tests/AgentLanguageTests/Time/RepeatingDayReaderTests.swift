@testable import AgentLanguage
import Testing

struct RepeatingDayReaderTests {
    /// A day said as a repeat (每天, 每晚, 工作日, 每周五, 每月15号) is every such day, the first
    /// to come; 天气 after 每天, and spans (每隔, 每小时), are no repeating day.
    @Test(arguments: [
        ("每天早上", "every day to 2"), ("每个晚上", "evening every day to 3"), ("天天跑步", "every day to 2"),
        ("每早七点", "morning every day to 2"), ("工作日八点", "weekdays 12345 repeats to 3"),
        ("每个工作日", "weekdays 12345 repeats to 5"), ("每周五", "weekday 5 repeats to 3"),
        ("每周一三五", "weekdays 135 repeats to 5"), ("每月15号", "day-of-month 15 repeats to 5"),
        ("每周", "every week to 2"), ("每个礼拜都要响", "every week to 4"), ("每星期", "every week to 3"),
        // 每逢 and 逢 (Cantonese) before a day; a month's day with its 月 unsaid, when 号 follows.
        ("每逢周六", "weekday 6 repeats to 4"), ("逢星期三", "weekday 3 repeats to 4"), ("每逢15号", "day-of-month 15 repeats to 5"),
        ("每个十五号", "day-of-month 15 repeats to 5"), ("每5号", "day-of-month 5 repeats to 3"), ("逢年过节", nil), ("每三日", nil),
        ("每天气温", nil), ("每隔三天", nil), ("每小时", nil), ("每月", nil), ("每个人", nil),
    ] as [(String, String?)])
    func aRepeatedDayIsEverySuchDay(text: String, read: String?) {
        #expect(described(RepeatingDayReader.part(in: Sentence(text), at: 0)) == read)
    }
}
