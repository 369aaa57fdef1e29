import AgentLanguage
import Testing

/// Rule: a clock question asks for the subject whose words it holds; the date answers its month and
/// weekday too; the time with a day, or no subject, asks for everything (nil).
struct ClockQuestionReaderTests {
    @Test(arguments: [
        ("这会儿几点了", ClockQuestionReader.Subject?.some(.time)), ("麻烦报个时", .time), ("现在是上午还是下午", .time),
        ("今儿是几号", .date), ("今天的日期是多少", .date), ("今天是几月几号", .date), ("今天几号星期几", .date),
        ("今天礼拜几啊", .weekday), ("今天是周四吗", .weekday), ("现在是几月份", .month), ("今年是哪年", .year),
        ("现在几点几号", nil), ("告诉我现在的情况", nil),
        ("do you know what time it is", .time), ("what's today's date", .date), ("which day of the week is it", .weekday),
        ("is it friday today", .weekday), ("what month are we in", .month), ("what year is it now", .year),
        ("距离春节还有几天", .days), ("离国庆还剩多少天", .days), ("国庆节是星期几还有几天", .days),
        ("how many days until christmas", .days), ("how long until my birthday", .days),
    ])
    func readsWhatTheQuestionAsks(sentence: String, subject: ClockQuestionReader.Subject?) {
        #expect(ClockQuestionReader.subject(of: sentence) == subject)
    }
}
