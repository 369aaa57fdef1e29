import AgentCore
import AgentLanguage
import AgentProtocol
import AgentSkills
import FoundationEssentials
import Testing

struct DatedAlarmTimeTests {
    /// Rule: a clock time on a date is that moment; dates roll over once passed.
    @Test(arguments: [
        ("4月2号上午十点提醒我交材料", "2026-04-02T10:00:00+08:00"), ("3月9号早上八点的闹钟", "2027-03-09T08:00:00+08:00"),
        ("二十号下午两点叫我", "2026-03-20T14:00:00+08:00"), ("8号晚上七点提醒我", "2026-04-08T19:00:00+08:00"),
        ("下个月3号早上九点", "2026-04-03T09:00:00+08:00"), ("这个月28号下午四点", "2026-03-28T16:00:00+08:00"),
        ("下下周日上午十点", "2026-03-29T10:00:00+08:00"), ("下个星期五晚上七点", "2026-03-20T19:00:00+08:00"),
        ("这周六早上八点", "2026-03-14T08:00:00+08:00"), ("2026-05-01 08:30", "2026-05-01T08:30:00+08:00"),
        ("12/1早上八点", "2026-12-01T08:00:00+08:00"), ("正月十五晚上七点", "2027-02-20T19:00:00+08:00"),
        ("除夕晚上十点", "2027-02-05T22:00:00+08:00"), ("禮拜一早上八點", "2026-03-16T08:00:00+08:00"),
        ("今天下午4点5分6秒", "2026-03-10T16:05:06+08:00"), ("remind me on April 9th at 9am to call the bank", "2026-04-09T09:00:00+08:00"),
        ("on the 22nd at 6pm", "2026-03-22T18:00:00+08:00"), ("11:30:10 pm", "2026-03-10T23:30:10+08:00"),
    ])
    func readsTheMoment(text: String, expected: String) {
        #expect(readTime(text) == expected)
    }

    /// Parts of the day in regional words, read as meant (Min 下昏, Wu and Cantonese 上半日 and 下半日, Wu
    /// 明朝 before 下半日, 一记 for 一下, 半点钟 for half an hour), through the agent that reads them so.
    @Test(arguments: [
        ("帮我设一个闹钟,今日下昏七点", "2026-03-10T19:00:00+08:00"), ("礼拜四上半日八点钟帮我闹一记", "2026-03-12T08:00:00+08:00"),
        ("明朝下半日三点叫我", "2026-03-11T15:00:00+08:00"), ("今朝下半日四点提醒我", "2026-03-10T16:00:00+08:00"),
    ])
    func readsRegionalPartsOfTheDay(text: String, expected: String) {
        let conversation = FollowUpTests.conversation(text)
        #expect(conversation.invocation?.parameters["time"]?.json(in: shanghai) == .string(expected), "\(text)")
    }

    @Test func readsWuHalfAnHour() {
        let conversation = FollowUpTests.conversation("半点钟后共我讲一下,饭煮好了")
        #expect(conversation.invocation?.parameters["duration"] == .duration(seconds: 1800))
    }

    /// Rule: the first occurrence of a recurrence is the moment to set.
    @Test(arguments: [
        ("每天早上六点半叫我", "2026-03-11T06:30:00+08:00"), ("工作日早上八点提醒我打卡", "2026-03-11T08:00:00+08:00"),
        ("周一到周五每天早上七点叫我", "2026-03-11T07:00:00+08:00"), ("每个周末上午九点", "2026-03-14T09:00:00+08:00"),
        ("每月20号上午十点", "2026-03-20T10:00:00+08:00"), ("每个月5号上午十点", "2026-04-05T10:00:00+08:00"),
        ("set an alarm for 6am on weekdays", "2026-03-11T06:00:00+08:00"), ("every weekend at 9am", "2026-03-14T09:00:00+08:00"),
    ])
    func readsTheFirstOccurrence(text: String, expected: String) {
        #expect(readTime(text) == expected)
    }

    /// Rule: "X，提前N提醒我" fires N before X.
    @Test(arguments: [
        ("后天上午九点面试，提前二十分钟叫我", "2026-03-12T08:40:00+08:00"), ("周四晚上七点聚餐，提前一个钟头提醒我", "2026-03-12T18:00:00+08:00"),
        ("明天下午三点开会，提前一刻钟提醒我一下", "2026-03-11T14:45:00+08:00"), ("下午两点的会提前半小时叫我", "2026-03-10T13:30:00+08:00"),
        ("remind me 20 minutes before the 5pm meeting", "2026-03-10T16:40:00+08:00"),
    ])
    func firesTheAdvanceEarlier(text: String, expected: String) {
        #expect(readTime(text) == expected)
    }

    /// Rule: a date with no time of day gives no time, so the alarm asks.
    @Test(arguments: ["12号的闹钟", "明天提醒我交电费", "下周一提醒我交周报", "4月1号提醒我续费", "正月十五提醒我", "remind me on March 30th"])
    func readsNoTimeFromADateAlone(text: String) {
        #expect(readTime(text) == nil)
    }

    /// Rule: an answer keeps the day of the question: a date, a weekday, a lunar date, and its advance.
    @Test(arguments: [
        ("上午9点", "18号提醒我交水费", "2026-03-18T09:00:00+08:00"), ("下午三点", "下周四提醒我", "2026-03-19T15:00:00+08:00"),
        ("早上八点", "正月十五提醒我", "2027-02-20T08:00:00+08:00"), ("十点", "明天开会，提前半小时提醒我", "2026-03-11T09:30:00+08:00"),
        ("晚上七点", "5月1号的闹钟", "2026-05-01T19:00:00+08:00"), ("3月20号下午两点", "明天提醒我", "2026-03-20T14:00:00+08:00"),
    ])
    func anAnswerKeepsTheDayOfTheQuestion(answer: String, question: String, expected: String) {
        #expect(readTime(answer, mode: .answer, question: question) == expected)
    }

    /// Rule: a date that does not exist is refused, and the reply says so.
    @Test(arguments: [
        ("2月30日早上八点叫我", ReplyLanguage.chinese, "invalid: 2月30日 is not a date that exists / 「2月30日」这个日期不存在。"),
        ("4月31号提醒我交房租", .chinese, "invalid: 4月31号 is not a date that exists / 「4月31号」这个日期不存在。"),
        ("alarm for february 30th at 7am", .english,
         "invalid: february 30th is not a date that exists / There is no such date as “february 30th”."),
        ("下个月31号早上八点", .chinese, "invalid: that date does not exist / 这个日期不存在。"),
    ])
    func refusesADateThatDoesNotExist(text: String, language: ReplyLanguage, expected: String) {
        #expect(readTime(text, language: language) == expected)
    }

    /// What worked keeps working: the reading rules of the design.
    @Test(arguments: [
        ("三点叫我", "2026-03-10T15:00:00+08:00"), ("早上八点叫我", "2026-03-11T08:00:00+08:00"),
        ("晚上十二点提醒我", "2026-03-11T00:00:00+08:00"), ("下午三点", "2026-03-10T15:00:00+08:00"),
    ])
    func keepsTheReadingRules(text: String, expected: String) {
        #expect(readTime(text) == expected)
    }
}

struct AlarmLabelTests {
    let alarm = AlarmSkill()

    /// Rule: the label is what the person asks for, without its times, tie words and softeners.
    @Test(arguments: [
        ("下午五点半取包裹，提前十分钟提醒我", "取包裹"), ("后天上午九点面试，提前二十分钟叫我一下", "面试"),
        ("能不能晚上八点提醒我收衣服呀", "收衣服"), ("明早七点叫我一声", nil), ("十二号上午十点提醒我交电费", "交电费"),
        ("remind me at 5:45pm to feed the fish", "feed the fish"), ("remind me on Saturday at 11am to clean the garage", "clean the garage"),
        ("could you remind me to text Lily at 6:15pm", "text Lily"), ("remind me at 7 a.m. to stretch", "stretch"),
        ("every Monday at 9am remind me about the team call", "the team call"),
        ("remind me to water the roses every Friday at 6pm", "water the roses"),
        ("remind me on the 3rd of next month at noon to renew the lease", "renew the lease"),
        ("remind me 20 minutes before the 5pm meeting", "the meeting"),
    ] as [(String, String?)])
    func readsTheLabel(sentence: String, label: String?) {
        let values = LanguageUnderstanding().parameters(of: alarm, in: sentence, context: extractionContext())
        #expect(values["label"] == label.map(ParameterValue.text))
    }
}

struct TimerDurationTests {
    let timer = TimerSkill()

    /// Rule: a recurrence of spans sets its first span; 提前 names no span to wait.
    @Test(arguments: [
        ("每个小时提醒我伸个懒腰", 3600.0, "伸个懒腰"), ("每隔两个钟头提醒我喝水", 7200, "喝水"), ("每半小时提醒我看一眼", 1800, "看一眼"),
        ("every 40 minutes remind me to rest my eyes", 2400, "rest my eyes"), ("every hour and a half, remind me to walk", 5400, "walk"),
        ("remind me in 25 minutes to check the rice", 1500, "check the rice"), ("定个半小时的计时器", 1800, nil),
        ("8天20时后提醒我", 763_200, nil), ("半个月后提醒我复查", 1_296_000, "复查"), ("一个礼拜后提醒我", 604_800, nil),
    ] as [(String, Double, String?)])
    func readsTheDuration(sentence: String, seconds: Double, reminder: String?) {
        let values = LanguageUnderstanding().parameters(of: timer, in: sentence, context: extractionContext())
        #expect(values["duration"] == .duration(seconds: seconds))
        #expect(values["reminder"] == reminder.map(ParameterValue.text))
    }

    @Test(arguments: ["周五下午三点开会，提前十分钟提醒我", "明早八点出发，提前一个小时叫我", "每天早上七点叫我", "every day at 7am"])
    func readsNoDurationWhereThereIsNone(sentence: String) {
        let values = LanguageUnderstanding().parameters(of: timer, in: sentence, context: extractionContext())
        #expect(values["duration"] == nil)
    }
}

struct AlarmMomentReplyTests {
    /// Rule: the reply says seconds when there are some, and the year when it is not this one.
    @Test(arguments: [
        ("今天下午4点5分6秒的闹钟", ReplyLanguage.chinese, "好的，已为您设置今天 16:05:06 的闹钟。"),
        ("正月十五晚上七点的闹钟", .chinese, "好的，已为您设置 2027年2月20日（周六）19:00 的闹钟。"),
        ("alarm for 11:30:10 pm", .english, "OK, an alarm is set for today at 11:30:10 PM."),
        ("alarm for march 9th at 8am", .english, "OK, an alarm is set for Tuesday, March 9, 2027 at 8:00 AM."),
    ])
    func saysTheMoment(sentence: String, language: ReplyLanguage, summary: String) throws {
        let alarm = AlarmSkill()
        let values = LanguageUnderstanding().parameters(of: alarm, in: sentence, context: extractionContext(language))
        let result = try alarm.answer(skillContext(values, sentence: sentence, language: language))
        #expect(result.summary == summary)
    }
}
