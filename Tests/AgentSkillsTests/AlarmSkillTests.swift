import AgentCalendar
import AgentCore
import AgentLanguage
import AgentProtocol
import AgentSkills
import FoundationEssentials
import Testing

struct ClockTimeParameterTests {
    // Now is Tuesday 2026-03-10 09:00 in Shanghai.
    @Test(arguments: [
        ("明天早上七点半叫我起床", "2026-03-11T07:30:00+08:00"),
        ("下午3点15的闹钟", "2026-03-10T15:15:00+08:00"),
        ("下午三点", "2026-03-10T15:00:00+08:00"),  // a period word keeps it today
        ("早上6点的闹钟", "2026-03-11T06:00:00+08:00"),  // already past today: tomorrow
        ("两点半", "2026-03-10T14:30:00+08:00"),  // 1–6 without a period word is afternoon
        ("七点一刻", "2026-03-11T07:15:00+08:00"),
        ("三点四十五", "2026-03-10T15:45:00+08:00"),
        ("7点05分", "2026-03-11T07:05:00+08:00"),
        ("19:45", "2026-03-10T19:45:00+08:00"),
        ("周五晚上八点", "2026-03-13T20:00:00+08:00"),
        ("下周一早上8点", "2026-03-16T08:00:00+08:00"),
        ("礼拜天早上九点", "2026-03-15T09:00:00+08:00"),
        ("大后天凌晨三点", "2026-03-13T03:00:00+08:00"),
        ("at 6:30 am", "2026-03-11T06:30:00+08:00"),
        ("tomorrow 7pm", "2026-03-11T19:00:00+08:00"),
    ])
    func readsATimeOfDayInTheZoneInForce(text: String, expected: String) {
        #expect(readTime(text) == expected)
    }

    @Test(arguments: ["帮我定一个闹铃", "现在几点钟", "给我点个赞", "三点一四乘二", "wake me up tomorrow"])
    func findsNoTimeOfDayWhereThereIsNone(text: String) {
        #expect(readTime(text) == nil)
    }

    @Test(arguments: [("25点叫我", "25点 is not a time of day / 「25点」不是一个能设置的时间。"),
                      ("7点61分的闹钟", "7点61分 is not a time of day / 「7点61分」不是一个能设置的时间。")])
    func refusesImpossibleTimes(text: String, refusal: String) {
        #expect(readTime(text) == "invalid: \(refusal)")
    }

    @Test func anAnswerTakesTheDayOfTheQuestion() {
        #expect(readTime("7:30", mode: .answer, question: "wake me up tomorrow", language: .english) == "2026-03-11T07:30:00+08:00")
        #expect(readTime("下午三点", mode: .answer, question: "后天提醒我交报告") == "2026-03-12T15:00:00+08:00")
        #expect(readTime("七点半", mode: .answer, question: "帮我定一个闹铃") == "2026-03-11T07:30:00+08:00")
    }
}

struct AlarmSkillTests {
    let alarm = AlarmSkill()

    @Test(arguments: [
        (Date(timeIntervalSince1970: 1_773_185_400), "起床", ReplyLanguage.chinese, "好的，已为您设置明天 07:30 的闹钟，到时提醒您起床。"),
        (Date(timeIntervalSince1970: 1_773_126_900), nil, .chinese, "好的，已为您设置今天 15:15 的闹钟。"),
        (Date(timeIntervalSince1970: 1_773_619_200), "开会", .chinese, "好的，已为您设置 3月16日（周一）08:00 的闹钟，到时提醒您开会。"),
        (Date(timeIntervalSince1970: 1_773_185_400), nil, .english, "OK, an alarm is set for tomorrow at 07:30."),
        (Date(timeIntervalSince1970: 1_773_619_200), "stand-up", .english, "OK, an alarm is set for Monday, March 16 at 08:00 to remind you: “stand-up”."),
    ] as [(Date, String?, ReplyLanguage, String)])
    func setsAnAlarm(fireAt: Date, label: String?, language: ReplyLanguage, summary: String) async throws {
        var parameters: [String: ParameterValue] = ["time": .instant(fireAt)]
        if let label { parameters["label"] = .text(label) }
        let result = try await alarm.execute(skillContext(parameters, language: language))
        #expect(result == SkillResult(
            summary: summary,
            data: .object([("fireAt", .string(CivilTime.iso8601(fireAt, in: shanghai))), ("label", JSONValue(label)),
                           ("rrule", nil)]),
            schedule: ScheduledFiring(fireAt: fireAt, detailName: "label", detail: label)))
    }

    @Test func refusesATimeThatHasPassed() async {
        await #expect(throws: SkillError(code: "invalid_input", message: "that time has already passed", reply: "这个时间已经过去了。")) {
            try await alarm.execute(skillContext(["time": .instant(now.addingTimeInterval(-60))]))
        }
    }

    @Test func readsTheLabelWithoutTheTime() {
        let values = LanguageUnderstanding().parameters(of: alarm, in: "明天早上七点半叫我起床",
                                             context: extractionContext())
        #expect(values["label"] == .text("起床"))
        #expect(values["time"] == .instant(Date(timeIntervalSince1970: 1_773_185_400)))
    }

    @Test(arguments: ["现在几点钟", "这个计划不错", "给我点个赞", "明天杭州会下雨吗", "三点一四乘二", "我几点下班来着",
                      "这条视频我点过赞了", "分享一下", "我的计算机老是死机", "几点了现在", "等我一下"])
    func keywordsLeaveOtherSentencesAlone(sentence: String) {
        #expect(!["alarm.set", "timer.set"].contains(matching(sentence).selected))
    }
}

/// A repeating alarm: its rule, and `fireAt` the first occurrence (now is Tuesday 2026-03-10 09:00).
struct RepeatingAlarmTests {
    let alarm = AlarmSkill()

    @Test(arguments: [
        ("每天晚上九点提醒我吃药", "2026-03-10T21:00:00+08:00", "FREQ=DAILY", "吃药"),
        ("每天早上六点半叫我", "2026-03-11T06:30:00+08:00", "FREQ=DAILY", nil),
        ("每周二下午两点提醒我交周报", "2026-03-10T14:00:00+08:00", "FREQ=WEEKLY;BYDAY=TU", "交周报"),
        ("每周二早上八点叫我", "2026-03-17T08:00:00+08:00", "FREQ=WEEKLY;BYDAY=TU", nil),
        ("工作日早上七点四十叫我", "2026-03-11T07:40:00+08:00", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", nil),
        ("周末早上十点提醒我晨跑", "2026-03-14T10:00:00+08:00", "FREQ=WEEKLY;BYDAY=SA,SU", "晨跑"),
        ("每月9号上午十点提醒我交物业费", "2026-04-09T10:00:00+08:00", "FREQ=MONTHLY;BYMONTHDAY=9", "交物业费"),
        ("从3月20号开始每天晚上八点提醒我复习", "2026-03-20T20:00:00+08:00", "FREQ=DAILY", "复习"),
        ("每周三晚上七点上课，提前半小时提醒我", "2026-03-11T18:30:00+08:00", "FREQ=WEEKLY;BYDAY=WE", "上课"),
        ("every Sunday at 9pm remind me to plan the week", "2026-03-15T21:00:00+08:00", "FREQ=WEEKLY;BYDAY=SU", "plan the week"),
        ("wake me at 6am on weekdays", "2026-03-11T06:00:00+08:00", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", nil),
        // Every week with no day: the weekday it first rings (today at 14:00, tomorrow at 08:00).
        ("每周下午两点提醒我交周报", "2026-03-10T14:00:00+08:00", "FREQ=WEEKLY;BYDAY=TU", "交周报"),
        ("每个礼拜早上八点叫我", "2026-03-11T08:00:00+08:00", "FREQ=WEEKLY;BYDAY=WE", nil),
        ("weekly alarm at 7am", "2026-03-11T07:00:00+08:00", "FREQ=WEEKLY;BYDAY=WE", nil),
    ] as [(String, String, String, String?)])
    func setsTheFirstOccurrenceAndTheRule(sentence: String, fireAt: String, rrule: String, label: String?) async throws {
        let values = LanguageUnderstanding().parameters(of: alarm, in: sentence, context: extractionContext())
        let result = try await alarm.execute(skillContext(values, sentence: sentence))
        #expect(result.data["fireAt"] == .string(fireAt))
        #expect(result.data["rrule"] == .string(rrule))
        #expect(result.data["label"] == JSONValue(label))
        #expect(result.schedule?.recurrence?.rrule == rrule)
    }

    /// Days said as left out of a repeat come off its days (`LeftOutDaysRule`), and their words are none of the label.
    @Test(arguments: [
        ("wake me at 7 every day except weekends", "2026-03-11T07:00:00+08:00", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", nil),
        ("每天早上七点叫我，周末除外", "2026-03-11T07:00:00+08:00", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", nil),
        ("每天七点叫我起床，周末不用", "2026-03-11T07:00:00+08:00", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "起床"),
        ("每天早上七点叫我，周末的话就不用了", "2026-03-11T07:00:00+08:00", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", nil),
        ("除了周日每天早上六点叫我", "2026-03-11T06:00:00+08:00", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA", nil),
        ("every day bar sunday remind me at 8 to take pills", "2026-03-11T08:00:00+08:00", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA", "take pills"),
        ("weekdays except friday wake me at 6", "2026-03-11T06:00:00+08:00", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH", nil),
        ("alarm 6:30 every day but not on saturday", "2026-03-11T06:30:00+08:00", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SU", nil),
        ("每天晚上十点提醒我吃药，礼拜六礼拜天别叫", "2026-03-10T22:00:00+08:00", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "吃药"),
    ] as [(String, String, String, String?)])
    func leavesOutTheDaysSaidSo(sentence: String, fireAt: String, rrule: String, label: String?) async throws {
        try await expectAlarm(sentence, fireAt: fireAt, rrule: rrule, label: label)
    }

    /// A repeat at the clock it is now said at (9:00) has passed today: it starts at its next occurrence.
    @Test(arguments: [
        ("每天早上九点叫我", "2026-03-11T09:00:00+08:00", "FREQ=DAILY", nil),
        ("wake me at 9 every day", "2026-03-11T09:00:00+08:00", "FREQ=DAILY", nil),
        ("remind me to take my pills at 9 every day", "2026-03-11T09:00:00+08:00", "FREQ=DAILY", "take my pills"),
        ("每周二上午九点提醒我开例会", "2026-03-17T09:00:00+08:00", "FREQ=WEEKLY;BYDAY=TU", "开例会"),
        ("weekdays at 9am remind me to stand up", "2026-03-11T09:00:00+08:00", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "stand up"),
    ] as [(String, String, String, String?)])
    func aRepeatAtTheClockOfNowStartsNextTime(sentence: String, fireAt: String, rrule: String, label: String?) async throws {
        try await expectAlarm(sentence, fireAt: fireAt, rrule: rrule, label: label)
    }

    /// A day or a repeat said apart from the clock, the request between them (明天提醒我八点吃药, "every day remind me
    /// at 8"), is the clock's; the words between and after are the label's.
    @Test(arguments: [
        ("明天提醒我八点吃药", "2026-03-11T08:00:00+08:00", nil, "吃药"),
        ("tomorrow remind me at 8 to take pills", "2026-03-11T08:00:00+08:00", nil, "take pills"),
        ("every day remind me at 8 to take pills", "2026-03-11T08:00:00+08:00", "FREQ=DAILY", "take pills"),
        ("remind me at 8 to take pills every day", "2026-03-11T08:00:00+08:00", "FREQ=DAILY", "take pills"),
        ("每天提醒我八点吃药", "2026-03-11T08:00:00+08:00", "FREQ=DAILY", "吃药"),
        ("周五记得叫我六点半起来", "2026-03-13T06:30:00+08:00", nil, "起来"),
        // Scots "seven the morra", as the agent reads it once shorthand is mended: "the" joins the day to the clock.
        ("set an alarm for seven the tomorrow", "2026-03-11T07:00:00+08:00", nil, nil),
        // Tonight in a clause before: today's half of the day is the clock's.
        ("Tonight, remind me at 9 to call Grandma", "2026-03-10T21:00:00+08:00", nil, "call Grandma"),
    ] as [(String, String, String?, String?)])
    func aDaySaidApartFromTheClockIsItsDay(sentence: String, fireAt: String, rrule: String?, label: String?) async throws {
        try await expectAlarm(sentence, fireAt: fireAt, rrule: rrule, label: label)
    }

    /// A repeat said in the clause before the request is the request's (`TimeExpressionReader`, `TimePart.takeDayAndPeriod`).
    @Test(arguments: [
        ("Every day, wake me at half past six", "2026-03-11T06:30:00+08:00", "FREQ=DAILY", nil),
        ("every weekday, remind me at 8 to take pills", "2026-03-11T08:00:00+08:00", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "take pills"),
        ("Every day except the weekend, wake me at half past six", "2026-03-11T06:30:00+08:00", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", nil),
        ("每个礼拜五，早上八点提醒我交周报", "2026-03-13T08:00:00+08:00", "FREQ=WEEKLY;BYDAY=FR", "交周报"),
        ("every morning, get me up at quarter to six", "2026-03-11T05:45:00+08:00", "FREQ=DAILY", nil),
    ] as [(String, String, String, String?)])
    func aRepeatInTheClauseBeforeIsTheRequests(sentence: String, fireAt: String, rrule: String, label: String?) async throws {
        try await expectAlarm(sentence, fireAt: fireAt, rrule: rrule, label: label)
    }

    /// The alarm `sentence` sets: its first occurrence, its rule (nil for a one-off) and its label.
    private func expectAlarm(_ sentence: String, fireAt: String, rrule: String?, label: String?) async throws {
        let values = LanguageUnderstanding().parameters(of: alarm, in: sentence, context: extractionContext())
        let result = try await alarm.execute(skillContext(values, sentence: sentence))
        #expect(result.data["fireAt"] == .string(fireAt), "\(sentence)")
        #expect(result.data["rrule"] == JSONValue(rrule), "\(sentence)")
        #expect(result.data["label"] == JSONValue(label), "\(sentence)")
    }

    @Test func aOneOffHasNoRule() async throws {
        let values = LanguageUnderstanding().parameters(of: alarm, in: "周五早上八点叫我", context: extractionContext())
        let result = try await alarm.execute(skillContext(values))
        #expect(result.data["rrule"] == .null)
        #expect(result.schedule?.recurrence == nil)
    }

    @Test func anAnswerKeepsTheRepeatOfTheQuestion() {
        let question = "每周五提醒我交周报"
        let context = ExtractionContext(now: now, timeZone: shanghai, language: .chinese, question: question)
        let time = LanguageUnderstanding().value(of: alarm.parameters[0], in: "下午四点", mode: .answer, context: context)
        #expect(time == .instant(Date(timeIntervalSince1970: 1_773_388_800)))  // Friday 2026-03-13 16:00
        let values = LanguageUnderstanding().parameters(of: alarm, in: question, context: extractionContext())
        #expect(values["repeat"] == .recurrence(Recurrence(.weekly, weekdays: [.friday])))
    }

    @Test func theSummarySaysTheRepeat() async throws {
        let values = LanguageUnderstanding().parameters(of: alarm, in: "工作日早上八点提醒我打卡", context: extractionContext())
        let result = try await alarm.execute(skillContext(values))
        #expect(result.summary == "好的，已为您设置每个工作日 08:00 的闹钟，从明天开始，到时提醒您打卡。")
    }
}
