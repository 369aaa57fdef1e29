import AgentLanguage
import Testing

struct DurationExtractorTests {
    /// Text, seconds, and the scalar range the duration was read from.
    @Test(arguments: [
        ("30秒", 30.0, 0, 3),
        ("30分钟", 1800, 0, 4),
        ("倒计时30分钟", 1800, 3, 7),
        ("2小时", 7200, 0, 3),
        ("2个小时后提醒我", 7200, 0, 4),
        ("1.5小时", 5400, 0, 5),
        ("1小时30分钟", 5400, 0, 7),
        ("1小时 30分钟", 5400, 0, 8),
        ("倒计时 ３０ 分钟", 1800, 4, 9),
        ("１０分钟后提醒我取快递", 600, 0, 4),
        ("3天", 259_200, 0, 2),
        ("20秒钟", 20, 0, 4),
        ("1h30m", 5400, 0, 5),
        ("90 secs", 90, 0, 7),
        ("in 5 minutes", 300, 3, 12),
        ("IN 5 MINUTES", 300, 3, 12),
        ("set a timer for 1 hour 30 minutes please", 5400, 16, 33),
        ("2 hrs", 7200, 0, 5),
        ("45s", 45, 0, 3),
        ("第2步，等30分钟", 1800, 5, 9),  // a number without a unit is passed over
        ("1h30", 3600, 0, 2),  // a trailing bare number is not part of it
    ])
    func readsTheFirstDuration(text: String, seconds: Double, start: Int, end: Int) throws {
        let match = try #require(DurationExtractor.first(in: text))
        #expect(match.seconds == seconds)
        #expect(match.start == start)
        #expect(match.end == end)
    }

    @Test(arguments: [
        "5 months",  // "m" is minutes only when no letter follows
        "5 mango",
        "倒计时",
        "明天早上",
        "30",
        "",
        "分钟",
        "room 101",
    ])
    func findsNoDurationWhereThereIsNone(text: String) {
        #expect(DurationExtractor.first(in: text) == nil)
    }

    /// An answer to "how long?" asked in a unit: a bare number is in that unit,
    /// a duration with its own unit is taken as written.
    @Test(arguments: [
        ("10", "分钟", 600.0),
        ("10", "秒", 10),
        ("10", "小时", 36_000),
        ("１０", "分钟", 600),
        ("1.5", "小时", 5400),
        (" 10 。", "分钟", 600),
        ("10", "minutes", 600),
        ("30秒", "分钟", 30),
        ("2小时", "分钟", 7200),
        ("in 5 minutes", "秒", 300),
    ] as [(String, String?, Double)])
    func readsAnAnswerInTheQuestionsUnit(text: String, unit: String?, seconds: Double) {
        #expect(DurationExtractor.answer(text, unit: unit) == seconds)
    }

    @Test func aBareAnswerWithoutAUnitIsMinutes() {
        #expect(DurationExtractor.answer("10", unit: nil) == 600)
    }

    @Test(arguments: ["嗯", "", "好的", "5 months"])
    func anAnswerWithNoNumberIsNoDuration(text: String) {
        #expect(DurationExtractor.answer(text, unit: "分钟") == nil)
    }

    @Test(arguments: [
        ("分钟", 60.0), ("分", 60), ("小时", 3600), ("个小时", 3600), ("秒", 1), ("天", 86_400), ("Minutes", 60), ("ｈ", 3600),
    ])
    func unitWordsInSeconds(unit: String, seconds: Double) {
        #expect(DurationExtractor.seconds(ofUnit: unit) == seconds)
    }

    @Test(arguments: ["斤", "", "分钟后", "months"])
    func wordsThatAreNoUnit(unit: String) {
        #expect(DurationExtractor.seconds(ofUnit: unit) == nil)
    }
}
