@testable import AgentLanguage
import Testing

struct ChineseDayWordReaderTests {
    /// A day or period word is that day or period, longest first; a day word bound to the
    /// character before it, a greeting, and a short period word without a clock read nothing.
    @Test(arguments: [
        ("大后天去", 0, "day 3 to 3"), ("后天下午", 0, "day 2 to 2"), ("明儿个见", 0, "day 1 to 3"), ("昨晚没睡", 0, "day -1 evening to 2"),
        ("今早上跑步", 0, "day 0 morning to 3"), ("下午三点", 0, "afternoon to 2"), ("凌晨两点", 0, "earlyMorning to 2"),
        ("早7点", 0, "morning to 1"), ("深夜里", 0, "lateNight to 2"),
        ("之后天气", 1, nil), ("提前天到", 1, nil), ("晚上好", 0, nil), ("早点睡", 0, nil), ("晚饭", 0, nil), ("天气", 0, nil),
    ] as [(String, Int, String?)])
    func aDayOrPeriodWordIsThatDayOrPeriod(text: String, index: Int, read: String?) {
        #expect(described(ChineseDayWordReader.part(in: Sentence(text), at: index)) == read)
    }
}
