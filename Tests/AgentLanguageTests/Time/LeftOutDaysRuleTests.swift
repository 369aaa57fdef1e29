import AgentLanguage
import Testing

/// Days said as left out of a repeat (`LeftOutDaysRule`).
struct LeftOutDaysRuleTests {
    /// A repeat beside them loses them, whichever side they stand on and however they are said.
    @Test(arguments: [
        ("wake me at 7 every day except weekends", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        ("every day at 6:45 apart from sundays", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA"),
        ("remind me at 8 every day other than saturday to feed the fish", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SU"),
        ("weekdays but not fridays wake me at 6", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH"),
        ("daily alarm at 5:30, skip the weekends", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        ("每天早上七点叫我，周末除外", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        ("除开礼拜天，每天早上六点半喊我", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA"),
        ("工作日七点叫我，礼拜五不用", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH"),
        ("每日朝早七点叫我，星期六日唔使", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        ("每天晚上九点提醒我吃药，周末也不要了", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
    ])
    func daysLeftOutComeOffTheRepeat(text: String, rule: String) {
        #expect(RecurrenceReader.read(text)?.rrule == rule, "\(text)")
    }

    /// Said with no repeat, they stay the days they name, none to repeat on: what a follow-up takes off the last repeat.
    @Test(arguments: [
        ("not on weekends though", [6, 7]),
        ("skip saturdays", [6]),
        ("but never on sunday", [7]),
        ("周末不用", [6, 7]),
        ("周末的话就不用了", [6, 7]),
        ("礼拜天别叫我", [7]),
        ("星期六唔使叫", [6]),
    ])
    func daysLeftOutOfNoRepeatAreNoneToRepeatOn(text: String, days: [Int]) throws {
        let time = try #require(TimeExpressionReader.read(text))
        #expect(time.leftOutDays?.days == days, "\(text)")
        #expect(RecurrenceReader.read(text) == nil, "\(text)")
    }

    /// Look-alikes: a day that something else is not done on, a day of its own, a lead before no day.
    @Test(arguments: [
        "周末不用上班，明天八点叫我",
        "周末我不用早起",
        "每周五晚上七点提醒我，不用太早",
        "everyone except me works on saturday",
        "wake me at 7 on saturday",
        "周六早上八点叫我",
    ])
    func wordsBesideADayThatLeaveNothingOut(text: String) {
        #expect(TimeExpressionReader.read(text)?.leftOutDays == nil, "\(text)")
        #expect(TimeExpressionReader.read(text)?.leftOut == nil, "\(text)")
    }
}
