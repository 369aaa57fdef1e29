import AgentCalendar
import AgentLanguage
import AgentProtocol
import Testing

/// Rule `ChoiceReader`: which of the choices offered an answer (or a request) names.
struct ChoiceReaderTests {
    static let alarms = [
        ParameterChoice(value: "r1", label: "明天 07:00 的闹钟（起床）"),
        ParameterChoice(value: "r2", label: "明天 08:00 的闹钟（出门）"),
        ParameterChoice(value: "r3", label: "今天 19:30 的倒计时（关火）"),
    ]
    static let english = [
        ParameterChoice(value: "r1", label: "an alarm tomorrow at 7:00 AM: “get up”"),
        ParameterChoice(value: "r2", label: "an alarm tomorrow at 8:00 AM: “gym”"),
        ParameterChoice(value: "r3", label: "a timer today at 09:20"),
    ]

    /// 清早 and 大清早, the early morning as the north says it, choose the morning's item.
    @Test(arguments: [("清早那个", ["r1"]), ("大清早的那个", ["r1"])])
    func choosesTheEarlyMorningAsTheNorthSaysIt(text: String, chosen: [String]) {
        let daily = [ParameterChoice(value: "r1", label: "每天 05:30 的闹钟"), ParameterChoice(value: "r2", label: "每天 14:00 的闹钟（我睡个晌午觉）")]
        #expect(ChoiceReader.choose(daily, in: Sentence(text), asAnswer: true) == chosen, "\(text)")
    }

    @Test(arguments: [
        // by time
        ("七点那个", ["r1"]), ("八点的", ["r2"]), ("晚上七点半那个", ["r3"]), ("早上8点", ["r2"]), ("晚上那个", ["r3"]),
        // by what it is for, or its kind
        ("起床那个", ["r1"]), ("出门的那个闹钟", ["r2"]), ("倒计时", ["r3"]), ("关火那个吧", ["r3"]),
        // by position
        ("第一个", ["r1"]), ("第2个", ["r2"]), ("第三个", ["r3"]), ("最后一个", ["r3"]), ("2", ["r2"]),
        // all
        ("都取消", ["r1", "r2", "r3"]), ("全部", ["r1", "r2", "r3"]),
    ])
    func choosesInChinese(text: String, chosen: [String]) {
        #expect(ChoiceReader.choose(Self.alarms, in: Sentence(text), asAnswer: true) == chosen, "\(text)")
    }

    @Test(arguments: [
        ("the 7 am one", ["r1"]), ("the one at 8", ["r2"]), ("the morning one", nil), ("the evening one", nil), ("the get up one", ["r1"]), ("gym", ["r2"]),
        ("the timer", ["r3"]), ("the first one", ["r1"]), ("the second", ["r2"]), ("the last one", ["r3"]),
        ("both", ["r1", "r2", "r3"]), ("all of them", ["r1", "r2", "r3"]), ("3", ["r3"]), ("the lot", ["r1", "r2", "r3"]),
    ] as [(String, [String]?)])
    func choosesInEnglish(text: String, chosen: [String]?) {
        #expect(ChoiceReader.choose(Self.english, in: Sentence(text), asAnswer: true) == chosen, "\(text)")
    }

    /// A duration names the timer that rings that long from now (within a minute); filler says nothing.
    @Test(arguments: [
        ("十分钟那个", ["t1"]), ("二十五分钟的", ["t2"]), ("一个小时那个", ["t3"]), ("the 10 minute one", ["t1"]),
        ("哦那就十分钟的", ["t1"]), ("oh, the 25 minute one", ["t2"]),
    ])
    func choosesATimerByItsLength(text: String, chosen: [String]) throws {
        let zone = TimeZoneRules.fixed(identifier: "Asia/Shanghai", secondsEast: 8 * 3600)
        let now = try #require(CivilTime.parseISO8601("2026-03-10T09:00:00+08:00", defaultZone: zone))
        let timers = [ParameterChoice(value: "t1", label: "今天 09:10 的倒计时"), ParameterChoice(value: "t2", label: "a timer today at 09:25"),
                      ParameterChoice(value: "t3", label: "今天 10:00 的倒计时（关火）")]
        #expect(ChoiceReader.choose(timers, in: Sentence(text), asAnswer: true, now: now, zone: zone) == chosen, "\(text)")
    }

    /// Rule order in time: an answer that says only which rings first or last, besides words every label
    /// holds, takes the choice whose label's time comes first or last; a label with no time, or two at one
    /// time, leave it unsaid.
    @Test(arguments: [
        ("早的那个", "zh", ["a1"]), ("早一点的", "zh", ["a1"]), ("晚一点的那个闹钟", "zh", ["a3"]), ("最晚的那个删了", "zh", ["a3"]),
        ("先响的那个", "zh", ["a1"]), ("晚点那个", "zh", ["a3"]),
        ("the earlier one", "en", ["t1"]), ("the later one", "en", ["t3"]), ("the short one", "en", ["t1"]),
        ("the longer timer", "en", ["t3"]), ("oh the latest one please", "en", ["t3"]), ("Cancel the short one", "en", ["t1"]),
        ("the sooner one", "en", ["t1"]),
        // Words of order beside other words that no label holds, or no order at all.
        ("the early gym one", "en", nil), ("早的那个不要动", "zh", nil), ("the loud one", "en", nil),
    ] as [(String, String, [String]?)])
    func choosesByOrderInTime(text: String, language: String, chosen: [String]?) throws {
        let zone = TimeZoneRules.fixed(identifier: "Asia/Shanghai", secondsEast: 8 * 3600)
        let now = try #require(CivilTime.parseISO8601("2026-03-10T09:00:00+08:00", defaultZone: zone))
        let alarms = [ParameterChoice(value: "a1", label: "今天 21:00 的闹钟"), ParameterChoice(value: "a2", label: "明天 07:00 的闹钟"),
                      ParameterChoice(value: "a3", label: "明天 08:30 的闹钟")]
        let timers = [ParameterChoice(value: "t1", label: "a timer today at 09:03"), ParameterChoice(value: "t2", label: "a timer today at 09:30"),
                      ParameterChoice(value: "t3", label: "a timer today at 10:00")]
        let choices = language == "zh" ? alarms : timers
        #expect(ChoiceReader.choose(choices, in: Sentence(text), asAnswer: true, now: now, zone: zone) == chosen, "\(text)")
    }

    @Test func anOrderNeedsEveryLabelToHoldATime() throws {
        let zone = TimeZoneRules.fixed(identifier: "Asia/Shanghai", secondsEast: 8 * 3600)
        let now = try #require(CivilTime.parseISO8601("2026-03-10T09:00:00+08:00", defaultZone: zone))
        let sizes = [ParameterChoice(value: "s", label: "small"), ParameterChoice(value: "l", label: "large")]
        #expect(ChoiceReader.choose(sizes, in: Sentence("the later one"), asAnswer: true, now: now, zone: zone) == nil)
        let twins = [ParameterChoice(value: "x", label: "明天 07:00 的闹钟"), ParameterChoice(value: "y", label: "明天 07:00 的闹钟（跑步）")]
        #expect(ChoiceReader.choose(twins, in: Sentence("早的那个"), asAnswer: true, now: now, zone: zone) == nil)
        #expect(ChoiceReader.isAnswer(Sentence("the later one")) && ChoiceReader.isAnswer(Sentence("早的那个")))
    }

    /// Rule said shorter: a Chinese word whose characters stand in a label in order names it (爬山 of 去爬鱼峰山).
    @Test(arguments: [
        ("爬山那个", ["a"]), ("聚会的", ["b"]), ("同学那个", ["b"]), ("取消爬山的", ["a"]), ("鱼峰山那个", ["a"]),
        ("爬楼那个", nil), ("同事聚会", nil),
    ] as [(String, [String]?)])
    func choosesByAWordSaidShorter(text: String, chosen: [String]?) {
        let choices = [ParameterChoice(value: "a", label: "3月14日（周六）08:00 的闹钟（去爬鱼峰山）"),
                       ParameterChoice(value: "b", label: "3月13日（周五）19:00 的闹钟（同学聚会）")]
        #expect(ChoiceReader.choose(choices, in: Sentence(text), asAnswer: true) == chosen, "\(text)")
    }

    @Test(arguments: [("去爬鱼峰山", "爬山", true), ("喝口水", "喝水", true), ("蒸莜面栲栳栳", "莜面", true), ("山上爬", "爬山", false), ("关火", "关灯", false)])
    func saysAWordShorter(text: String, word: String, holds: Bool) {
        #expect(SaidShorter.holds(text.unicodeScalars.map(\.value), word.unicodeScalars.map(\.value)) == holds, "\(text) \(word)")
    }

    /// Rule a reason after the answer: a later clause that no label holds says why; the first clause says which.
    @Test(arguments: [
        ("the gym one, I'm not going", ["r2"]), ("get up one, she's done", ["r1"]), ("the timer, it's done now", ["r3"]),
        ("起床那个，今天放假", ["r1"]), ("关火的，已经熟了", ["r3"]),
        // Every clause's words held by one label still choose by them all; a first clause that fits none chooses nothing.
        ("the 7 am one, get up", ["r1"]), ("游泳那个，不去了", nil), ("the swim one, i'm tired", nil),
    ] as [(String, [String]?)])
    func choosesByTheFirstClauseWhenALaterOneSaysWhy(text: String, chosen: [String]?) {
        let choices = isEnglish(text) ? Self.english : Self.alarms
        #expect(ChoiceReader.choose(choices, in: Sentence(text), asAnswer: true) == chosen, "\(text)")
    }

    /// An answer that fits several (闹钟 fits two), none (九点, 第五个, 游泳), or says nothing chooses nothing.
    @Test(arguments: ["闹钟那个", "九点那个", "第五个", "游泳那个", "随便", "嗯", "the alarm", "the 10 pm one"])
    func choosesNothingUnclear(text: String) {
        let choices = isEnglish(text) ? Self.english : Self.alarms
        #expect(ChoiceReader.choose(choices, in: Sentence(text), asAnswer: true) == nil, "\(text)")
    }

    /// Put as an answer though it may fit nothing (asked again, never a new request), or not.
    @Test(arguments: [
        ("九点那个", true), ("第五个", true), ("那个", true), ("都", true), ("the 10 pm one", true), ("the last one", true),
        ("七点", true), ("十分钟那个", true), ("哦那就八点的", true), ("算了，五分钟后提醒我关火", false), ("北京天气怎么样", false), ("set a timer for 5 minutes", false),
        ("游泳那个", false),
    ])
    func tellsAnAnswerFromARequest(text: String, answers: Bool) {
        #expect(ChoiceReader.isAnswer(Sentence(text)) == answers, "\(text)")
    }

    /// In a request, a choice is named by its whole label standing as words of the sentence.
    @Test(arguments: [
        ("来一杯大杯拿铁", ["大杯"]), ("中杯美式", ["中杯"]), ("a large latte please", ["large"]),
        ("来一杯超大杯", nil), ("来杯拿铁", nil), ("a largely fine day", nil),
    ] as [(String, [String]?)])
    func readsAChoiceNamedInARequest(text: String, chosen: [String]?) {
        let sizes = ["大杯", "中杯", "小杯", "large", "medium", "small"].map { ParameterChoice(value: $0, label: $0) }
        #expect(ChoiceReader.choose(sizes, in: Sentence(text), asAnswer: false) == chosen, "\(text)")
    }
}

private func isEnglish(_ text: String) -> Bool {
    !text.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF }
}
