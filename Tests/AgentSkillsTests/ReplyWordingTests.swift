import AgentCore
import AgentLanguage
import AgentProtocol
import AgentSkills
import TestSupport
import Testing

/// The replies' wording rules (docs/skills.md, "Replies"), each with sentences of its own, read and
/// answered as the agent does (now is Tuesday 2026-03-10 09:00 in Shanghai).
struct ReplyWordingTests {
    private func alarmReply(_ sentence: String) throws -> String {
        let language = ReplyLanguage(detectingIn: sentence)
        let alarm = AlarmSkill()
        let values = LanguageUnderstanding().parameters(of: alarm, in: sentence, context: extractionContext(language))
        return try alarm.answer(skillContext(values, sentence: sentence, language: language)).summary
    }

    /// Rule: an English alarm is said on a 12-hour face ("3:00 PM") when the sentence wrote am or pm,
    /// on a 24-hour one otherwise; Chinese always on a 24-hour one.
    @Test(arguments: [
        ("remind me at 3pm to call the plumber", "today at 3:00 PM"),
        ("set an alarm for 6:15 a.m.", "tomorrow at 6:15 AM"),
        ("wake me at 11 pm", "today at 11:00 PM"),
        ("alarm for 12 pm", "today at 12:00 PM"),
        ("alarm at 12:30am", "tomorrow at 12:30 AM"),
        ("alarm for 18:45", "today at 18:45"),
        ("alarm at noon tomorrow", "tomorrow at 12:00"),
        ("下午三点提醒我收快递", "今天 15:00"),
        ("3pm的闹钟", "今天 15:00"),
    ])
    func saysTheClockAsTheSentenceDid(sentence: String, clock: String) throws {
        let reply = try alarmReply(sentence)
        #expect(reply.contains(clock), "\(reply)")
    }

    @Test(arguments: [("remind me at 3pm", true), ("alarm for 7:30 a.m.", true), ("alarm for 15:00", false),
                      ("wake me up at seven", false), ("下午3点的闹钟", false), ("alarm at noon", false)])
    func theReaderSaysWhetherAmOrPmWasWritten(sentence: String, twelveHour: Bool) {
        let values = LanguageUnderstanding().parameters(of: AlarmSkill(), in: sentence, context: extractionContext(.english))
        #expect((values["hourCycle"] == .text("h12")) == twelveHour)
    }

    /// Rule: midnight is the end of the night before, with the date it starts beside it.
    @Test(arguments: [
        ("半夜十二点的闹钟", "今晚 24:00（3月11日 00:00）"),
        ("今晚十二点提醒我关窗", "今晚 24:00（3月11日 00:00）"),
        ("凌晨0点的闹钟", "今晚 24:00（3月11日 00:00）"),
        ("明晚十二点的闹钟", "明晚 24:00（3月12日 00:00）"),
        ("周五晚上十二点的闹钟", "设置 3月13日（周五）晚上 24:00（3月14日 00:00）"),
        ("alarm at midnight", "midnight tonight (00:00 on Wednesday, March 11)"),
        ("wake me at 12 am", "midnight tonight (12:00 AM on Wednesday, March 11)"),
        ("alarm tomorrow at midnight", "midnight tomorrow night (00:00 on Thursday, March 12)"),
    ])
    func namesMidnightByTheNightBefore(sentence: String, moment: String) throws {
        let reply = try alarmReply(sentence)
        #expect(reply.contains(moment), "\(reply)")
    }

    /// Rule: a repeat is said in words with its clock and first day, never as its RRULE; a span of
    /// one unit is 每小时 / "every hour".
    @Test(arguments: [
        ("每天早上七点叫我起床", "每天 07:00 的闹钟，从明天开始"),
        ("每周一三五晚上八点提醒我健身", "每周一、三、五 20:00 的闹钟"),
        ("每月15号上午十点提醒我还信用卡", "每月15号 10:00 的闹钟，从 3月15日（周日）开始"),
        ("remind me every monday and friday at 6 pm to jog", "6:00 PM every Monday and Friday, starting Friday, March 13"),
        ("wake me up every day at 7am", "7:00 AM every day, starting tomorrow"),
    ])
    func saysARepeatingAlarmInWords(sentence: String, words: String) throws {
        let reply = try alarmReply(sentence)
        #expect(reply.contains(words) && !reply.contains("FREQ"), "\(reply)")
    }

    @Test(arguments: [
        ("每隔一小时提醒我喝水", "好的，每小时提醒您喝水。"),
        ("每隔一个半小时提醒我活动", "好的，每隔 1 小时 30 分钟提醒您活动。"),
        ("remind me hourly to stretch", "OK, I’ll remind you every hour: “stretch”."),
        ("remind me every 45 minutes to blink", "OK, I’ll remind you every 45 minutes: “blink”."),
    ])
    func saysARepeatingTimerInWords(sentence: String, summary: String) async throws {
        let language = ReplyLanguage(detectingIn: sentence)
        let timer = TimerSkill()
        let values = LanguageUnderstanding().parameters(of: timer, in: sentence, context: extractionContext(language))
        #expect(try await timer.execute(skillContext(values, sentence: sentence, language: language)).summary == summary)
    }

    /// Rule: the clock answers what was asked: the time, the date, the weekday, the month or the year.
    @Test(arguments: [
        ("这会儿几点了", "现在是 09:00。"), ("今儿是几号", "今天是 2026年3月10日（周二）。"), ("今天礼拜几啊", "今天是周二（3月10日）。"),
        ("现在是几月份", "现在是 2026年3月。"), ("今年是哪年", "今年是 2026 年。"), ("现在几点几号", "现在是 2026年3月10日（周二）09:00。"),
        ("do you know what time it is", "It is 09:00."), ("what's today's date", "Today is Tuesday, March 10, 2026."),
        ("which day of the week is it", "Today is Tuesday, March 10."), ("what month are we in", "It is March 2026."),
        ("what year is it now", "It is 2026."),
    ])
    func tellsWhatWasAsked(sentence: String, summary: String) async throws {
        let language = ReplyLanguage(detectingIn: sentence)
        let clock = ClockSkill()
        let values = LanguageUnderstanding().parameters(of: clock, in: sentence, context: extractionContext(language))
        #expect(try await clock.execute(skillContext(values, sentence: sentence, language: language)).summary == summary)
    }

    /// Rule: maths is written as mathematicians write it, in both languages: × ÷ −, powers raised,
    /// roots with √, ≈ before a rounded value, powers of ten for big ones.
    @Test(arguments: [
        ("九的平方", "9² = 81"), ("2的负一次方", "2⁻¹ = 0.5"), ("根号八十一", "√81 = 9"), ("十二乘以三", "12 × 3 = 36"),
        ("十五除以四", "15 ÷ 4 = 3.75"), ("一除以三", "1 ÷ 3 ≈ 0.333333333333333"), ("五减八", "5 − 8 = −3"),
        ("十的三十次方", "10³⁰ = 1 × 10³⁰"), ("9 squared", "9² = 81"), ("15 divided by 4", "15 ÷ 4 = 3.75"),
        ("1 divided by 3", "1 ÷ 3 ≈ 0.333333333333333"), ("5 minus 8", "5 − 8 = −3"),
        ("2 to the power of 64", "2⁶⁴ ≈ 1.84467440737096 × 10¹⁹"),
    ])
    func writesMathsAsMathematiciansDo(sentence: String, summary: String) async throws {
        let language = ReplyLanguage(detectingIn: sentence)
        let result = try await CalcSkill().execute(skillContext([:], sentence: sentence, language: language))
        #expect(result.summary == summary)
        #expect(ReplyStyle.violations(of: result.summary, in: language).isEmpty)
    }

    /// Rule: an English reminder is quoted once, however "remind me to" stands in the sentence.
    @Test(arguments: ["remind me to stretch in 25 minutes", "in 25 minutes remind me to stretch",
                      "remind me in 25 minutes to stretch", "set a 25 minute timer to remind me to stretch"])
    func quotesTheReminderOnce(sentence: String) async throws {
        let timer = TimerSkill()
        let values = LanguageUnderstanding().parameters(of: timer, in: sentence, context: extractionContext(.english))
        let result = try await timer.execute(skillContext(values, sentence: sentence, language: .english))
        #expect(result.summary == "OK, a timer is set for 25 minutes to remind you: “stretch”.")
    }

    /// Rule: a sentence in a reply ends with its language's full stop.
    @Test(arguments: [("倒计时12分钟", true), ("每隔四十分钟提醒我活动一下", true), ("明天早上八点的闹钟", false),
                      ("每天晚上十点提醒我吃药", false), ("timer for 12 minutes", true), ("remind me every 40 minutes to move", true),
                      ("alarm at 8 am tomorrow", false), ("remind me every day at 10 pm to take my medicine", false)])
    func aSentenceEndsWithAFullStop(sentence: String, timer: Bool) async throws {
        let language = ReplyLanguage(detectingIn: sentence)
        let skill: any ImmediateSkill = timer ? TimerSkill() : AlarmSkill()
        let values = LanguageUnderstanding().parameters(of: skill, in: sentence, context: extractionContext(language))
        let summary = try await skill.execute(skillContext(values, sentence: sentence, language: language)).summary
        #expect(summary.hasSuffix(language == .chinese ? "。" : "."), "\(summary)")
        #expect(ReplyStyle.violations(of: summary, in: language).isEmpty, "\(summary)")
    }
}
