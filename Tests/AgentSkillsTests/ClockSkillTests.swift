import AgentCalendar
import AgentCore
import AgentLanguage
import AgentProtocol
import AgentSkills
import Foundation
import Testing

struct ClockSkillTests {
    let clock = ClockSkill()

    @Test(arguments: [
        ("现在几点了", ReplyLanguage.chinese, "现在是 2026年3月10日（周二）09:00。"),
        ("what time is it", .english, "It is 09:00 on Tuesday, March 10, 2026."),
    ] as [(String, ReplyLanguage, String)])
    func tellsTheTime(sentence: String, language: ReplyLanguage, summary: String) async throws {
        let result = try await clock.execute(skillContext([:], sentence: sentence, language: language))
        #expect(result == SkillResult(summary: summary, data: .object([("now", .string("2026-03-10T09:00:00+08:00"))])))
    }

    @Test(arguments: [
        // 2026-03-10T09:00:00+08:00 is 01:00 in UTC; 23:59:30 the evening before in New York (-05:00).
        (TimeZoneRules.utc, 0.0, ReplyLanguage.chinese, "现在是 2026年3月10日（周二）01:00。", "2026-03-10T01:00:00+00:00"),
        (.fixed(identifier: "America/New_York", secondsEast: -5 * 3600), -5430, .english,
         "It is 18:29 on Monday, March 9, 2026.", "2026-03-09T18:29:30-05:00"),
        (shanghai, 15 * 3600 + 45 * 60, .chinese, "现在是 2026年3月11日（周三）00:45。", "2026-03-11T00:45:00+08:00"),
        (shanghai, 25 * 86_400, .english, "It is 09:00 on Saturday, April 4, 2026.", "2026-04-04T09:00:00+08:00"),
    ] as [(TimeZoneRules, Double, ReplyLanguage, String, String)])
    func tellsTheTimeInTheZoneInForce(zone: TimeZoneRules, offset: Double, language: ReplyLanguage, summary: String,
                                      iso: String) async throws {
        let at = now.addingTimeInterval(offset)
        let context = SkillContext(run: "r1", sentence: "", parameters: [:], clock: .fixed(at), now: at, timeZone: zone,
                                   language: language)
        let result = try await clock.execute(context)
        #expect(result.summary == summary)
        #expect(JSONWriter.string(result.data) == #"{"now":"\#(iso)"}"#)
    }

    @Test func declaresItselfAsTheDesignSays() {
        #expect(clock.id == "clock.now")
        #expect(clock.displayName == "时间")
        #expect(clock.parameters.map(\.name) == ["asks", "date", "place", "festival"])  // what it asks, which day, where; never required
    }

    /// Questions about the time now reach it; sentences that only mention 几点 or 时间 do not.
    @Test(arguments: [
        ("现在几点了", true), ("现在是几点", true), ("几点啦", true), ("请告诉我时间", true), ("what time is it", true),
        ("could you tell me the time", true), ("我几点下班来着", false), ("我没有时间", false), ("时间过得真快", false),
        // The exact time, and how late it is, ask the clock too.
        ("give me the exact time please", true), ("how late is it in lisbon", true), ("i don't know the exact time he left", false),
        // Learners' word-for-word questions: how much time is now, how much clock, which hour is it.
        ("How much time is now?", true), ("how much clock is it please", true), ("how much o'clock now", true), ("which hour is it in Moscow", true),
        // Danish, Norwegian, Slovak and Croatian: how much is the clock, the hours.
        ("How much is the clock?", true), ("how much is the hours", true), ("what is the clock now in Oslo", true),
        ("how much time did it take", false),
    ])
    func keywordsTellTimeQuestionsFromMentions(sentence: String, isCandidate: Bool) {
        let report = matching(sentence, skills: [clock])
        #expect(report.candidates.contains { $0.skill == "clock.now" && $0.rejected == nil } == isCandidate)
    }

    /// Another day's date or weekday: the day, how far it is, and the data's `date` and `days`.
    @Test(arguments: [
        ("下周三是几号", "那天是 2026年3月18日（周三），8天后。", "2026-03-18", 8),
        ("明天是几号", "明天是 2026年3月11日（周三）。", "2026-03-11", 1),
        ("三天后星期几", "大后天是周五（3月13日），3天后。", "2026-03-13", 3),
        ("昨天几号来着", "昨天是 2026年3月9日（周一）。", "2026-03-09", -1),
        ("下个月一号是礼拜几", "那天是周三（4月1日），22天后。", "2026-04-01", 22),
        ("what is the date in 5 days", "That day is Sunday, March 15, 2026, 5 days from today.", "2026-03-15", 5),
        ("what day will it be in 3 days", "That day is Friday, March 13, 3 days from today.", "2026-03-13", 3),
        ("what was the date yesterday", "Yesterday was Monday, March 9, 2026.", "2026-03-09", -1),
        ("what's the date next friday", "That day is Friday, March 20, 2026, 10 days from today.", "2026-03-20", 10),
        // Festivals, and how many days until a day.
        ("距离春节还有几天", "春节是 2027年2月6日（周六），还有333天。", "2027-02-06", 333),
        ("离国庆还有多少天", "国庆是 2026年10月1日（周四），还有205天。", "2026-10-01", 205),
        ("国庆节是星期几", "国庆节是周四（10月1日），205天后。", "2026-10-01", 205),
        ("母亲节是几号", "母亲节是 2026年5月10日（周日），61天后。", "2026-05-10", 61),
        ("距离5月1日还有几天", "那天是 2026年5月1日（周五），还有52天。", "2026-05-01", 52),
        ("how many days until Christmas", "Christmas is Friday, December 25, 2026: 290 days from today.", "2026-12-25", 290),
        ("what day is thanksgiving", "Thanksgiving is Thursday, November 26, 261 days from today.", "2026-11-26", 261),
        ("how many days till march 20", "That day is Friday, March 20, 2026: 10 days from today.", "2026-03-20", 10),
        // A month's last day, by its name.
        ("这个月最后一天是几号", "这个月最后一天是 2026年3月31日（周二），21天后。", "2026-03-31", 21),
        ("下个月底是星期几", "下个月底是周四（4月30日），51天后。", "2026-04-30", 51),
        ("what is the last day of this month", "The last day of this month is Tuesday, March 31, 2026, 21 days from today.", "2026-03-31", 21),
    ] as [(String, String, String, Int)])
    func tellsAnotherDaysDate(sentence: String, summary: String, date: String, days: Int) async throws {
        let result = try await ask(sentence, clock)
        #expect(result.summary == summary)
        #expect(result.data["date"] == .string(date) && result.data["days"] == .number(Double(days)))
    }

    /// Today, and a question for the time with a day (明天几点), are the clock now.
    @Test(arguments: ["今天几号", "今天是星期几", "what's the date today", "明天这个时候几点"])
    func tellsNowForTodayOrATime(sentence: String) async throws {
        #expect(try await ask(sentence, clock).data["date"] == nil)
    }

    /// The time of an event is no question for the clock (`EventTimeShield`).
    @Test(arguments: [
        ("商场几点开门", false), ("电影什么时间开始", false), ("几号发工资", false), ("银行星期几休息", false),
        ("遵义会议是哪一年开的", false), ("长城是哪年修的", false), ("今年是哪一年", true), ("现在是哪年了", true),
        ("What year did the Titanic sink?", false), ("what year was my grandma born", false), ("what year is it", true), ("what month is it now", true), ("what year are we in", true),
        ("what day are we leaving", false),
        ("what time does the store open", false), ("what day is my water bill due", false), ("what time is my flight", false),
        ("what day do i get paid", false),
        // Put inside a sentence without an auxiliary, or the time of someone's thing.
        ("what day am i off work", false), ("can you tell me what time my train leaves", false),
        ("i want to know what day we fly out", false), ("what was the date of my last haircut", false),
        ("tell me the date of our next team meeting", false),
        ("tell me what time it is", true), ("can you tell me what day it is", true), ("what's the date of easter", true),
        ("what hour is it now", true),
        ("现在几点钟啊", true), ("今天几号星期几", true), ("几点了现在", true), ("what time is it", true),
        ("what day is today", true), ("what date will it be in 5 days", true), ("what time do you have", true),
        ("what day is christmas on", true),
        // A place where the subject would stand: the clock there.
        ("what time is in tokyo right now", true), ("what time is over there in berlin", true),
        ("what time is the meeting in room 4", false),
        // The sun's times are the weather's, an item's the schedule's.
        ("what time does the sun set in rome", false), ("太阳几点出来", false), ("what time is my alarm going off", false),
        ("计时器几点结束", false),
        // A word for now before the question, then an event: when it happens these days; before a particle, the clock.
        ("超市现在几点关门", false), ("现在几点上班", false), ("而家几点开门", false), ("宜家几点关门", false), ("几点都好", false),
        ("莫斯科现在几点拉", true), ("现在几点钟哉", true), ("宜家几点啊", true),
        // The subject straight after the question, no auxiliary (Caribbean and learners' English).
        ("wuh time the shop closing today?", false), ("what time the bank opens", false), ("what time your train leave", false),
        ("what time it is", true), ("what time now in London", true),
    ])
    func turnsDownTheTimeOfAnEvent(sentence: String, isCandidate: Bool) {
        let report = matching(sentence, skills: [clock])
        #expect(report.candidates.contains { $0.skill == "clock.now" && $0.rejected == nil } == isCandidate)
    }

    /// The time zones of Tests/Data/slim-tzif, as the CLI reads $TZDIR.
    static let slimZones: @Sendable (String) -> TimeZoneRules? = { name in
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let path = directory.appendingPathComponent("Data/slim-tzif/" + name).path
        return FileManager.default.contents(atPath: path).flatMap { TimeZoneRules.parseTZif(Array($0), identifier: name) }
    }

    /// Another city's time or date, in its zone: New York is on daylight time from March 8, 2026.
    @Test(arguments: [
        ("纽约现在几点", "纽约现在是 2026年3月9日（周一）21:00。", "2026-03-09T21:00:00-04:00", "纽约", "America/New_York"),
        ("what time is it in New York", "In New York City, it is 21:00 on Monday, March 9, 2026.",
         "2026-03-09T21:00:00-04:00", "纽约", "America/New_York"),
        ("悉尼现在几点了", "悉尼现在是 12:00。", "2026-03-10T12:00:00+11:00", "悉尼", "Australia/Sydney"),
        ("what's the date in Berlin", "In Berlin, today is Tuesday, March 10, 2026.", "2026-03-10T02:00:00+01:00", "柏林",
         "Europe/Berlin"),
        ("time in Jerusalem", "In Jerusalem, it is 03:00 on Tuesday, March 10, 2026.", "2026-03-10T03:00:00+02:00", "耶路撒冷", "Asia/Jerusalem"),
    ] as [(String, String, String, String, String)])
    func tellsTheTimeInAnotherCity(sentence: String, summary: String, iso: String, place: String, zone: String) async throws {
        let result = try await ask(sentence, ClockSkill(zones: Self.slimZones))
        #expect(result.summary == summary)
        #expect(result.data == .object([("now", .string(iso)), ("place", .string(place)), ("zone", .string(zone))]))
    }

    /// A zone named instead of a city, or a region that keeps one zone (Place/words/time-zone-names),
    /// is told as a city's: the longest name wins (eastern standard time over est), and one whose
    /// Chinese name is a city of China (德州 is Dezhou) is named otherwise (得州, Texas).
    @Test(arguments: [
        ("美国东部时间现在几点", "东部时间现在是 2026年3月9日（周一）21:00。", "2026-03-09T21:00:00-04:00", "东部时间", "America/New_York"),
        ("what time is it on eastern standard time", "In Eastern Time, it is 21:00 on Monday, March 9, 2026.",
         "2026-03-09T21:00:00-04:00", "东部时间", "America/New_York"),
        ("EST time right now", "In Eastern Time, it is 21:00 on Monday, March 9, 2026.", "2026-03-09T21:00:00-04:00", "东部时间",
         "America/New_York"),
        ("what time is it in germany", "In Germany, it is 02:00.", "2026-03-10T02:00:00+01:00", "德国", "Europe/Berlin"),
        ("CET time please", "In Central European Time, it is 02:00 on Tuesday, March 10, 2026.", "2026-03-10T02:00:00+01:00", "欧洲中部时间", "Europe/Berlin"),
        ("以色列现在几点", "以色列现在是 03:00。", "2026-03-10T03:00:00+02:00", "以色列", "Asia/Jerusalem"),
        ("current time in ireland", "In Ireland, it is 01:00 on Tuesday, March 10, 2026.", "2026-03-10T01:00:00+00:00", "爱尔兰", "Europe/Dublin"),
        ("what's the time in aest", "In Australian Eastern Time, it is 12:00.", "2026-03-10T12:00:00+11:00", "澳大利亚东部时间",
         "Australia/Sydney"),
    ] as [(String, String, String, String, String)])
    func tellsTheTimeInANamedZone(sentence: String, summary: String, iso: String, place: String, zone: String) async throws {
        let result = try await ask(sentence, ClockSkill(zones: Self.slimZones))
        #expect(result.summary == summary)
        #expect(result.data == .object([("now", .string(iso)), ("place", .string(place)), ("zone", .string(zone))]))
    }

    /// Which zone a sentence names, among cities' names and the clock's own words.
    @Test(arguments: [
        ("what time is it in pacific standard time", "America/Los_Angeles"), ("time in the hawaii time zone", "Pacific/Honolulu"),
        ("what time is it in gmt", "Etc/GMT"), ("utc time now", "UTC"), ("现在太平洋时间几点", "America/Los_Angeles"),
        ("格林尼治时间现在几点", "Etc/GMT"), ("what time is it in north korea", "Asia/Pyongyang"),
        ("what time is it in south korea", "Asia/Seoul"), ("得州现在几点", "America/Chicago"), ("加州几点了", "America/Los_Angeles"),
        ("what time is it in the mountain time zone", "America/Denver"),
    ] as [(String, String)])
    func readsTheZoneNamed(sentence: String, zone: String) {
        #expect(TimeZoneNames.find(in: Sentence(sentence))?.city.zone == zone)
    }

    @Test(arguments: ["现在几点", "what time is it", "德州现在几点", "what time is it in the office", "the pacific ocean is huge"])
    func readsNoZoneWhereNoneIsNamed(sentence: String) {
        #expect(TimeZoneNames.find(in: Sentence(sentence)) == nil)
    }

    /// A city in the zone in force is the clock now; one whose zone has no data fails the run, saying so.
    @Test func tellsNowAtHomeAndFailsWithoutZoneData() async throws {
        #expect(try await ask("北京现在几点", ClockSkill(zones: Self.slimZones)).data == .object([("now", .string("2026-03-10T09:00:00+08:00"))]))
        await #expect(throws: SkillError.self) { try await ask("东京现在几点", ClockSkill(zones: Self.slimZones)) }
        do {
            _ = try await ask("东京现在几点", ClockSkill(zones: Self.slimZones))
        } catch let error as SkillError {
            #expect(error.code == .unknownCity && error.reply == "没有东京所在时区（Asia/Tokyo）的数据。")
        }
    }
}
