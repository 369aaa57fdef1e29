@testable import AgentLanguage
import Testing

/// `ReportMood`: a clause (the last first) ending in a perfective, or an exclamation with a degree word, or in
/// English a verb in the past after its subject, reports.
struct ReportMoodTests {
    @Test(arguments: [
        ("深圳下暴雨了", "了"),
        ("又降温啦", "啦"),
        ("天晴了啊", "了"),
        ("外面好冷", "好"),
        ("今天真闷啊", "真"),
        ("这么潮湿", "这么"),
        ("屋里特别干", "特别"),
        ("it rained", "rained"),
        // A clause before the last reports, the last says how the speaker takes it.
        ("外面下大雪了 不想出门", "了"),
        ("今天好闷 没胃口", "好"),
        // A 别 inside another word forbids nothing.
        ("今天特别冷了", "了"), ("别人都走了", "了"), ("我们分别了", "了"),
    ] as [(String, String)])
    func readsAReport(text: String, cue: String) {
        #expect(ReportMood.cue(in: Sentence(text))?.word == cue)
    }

    @Test(arguments: [
        "今天出太阳", "好像要下雨", "真的吗", "超市几点关门", "明天去爬山",
        "太热的天气", "it rains a lot", "", "。", "外面下雨 你带伞没",
        // A clause that forbids warns of a mishap.
        "定时二十五分钟，蒸笼里的汤包，可别蒸过了", "十分钟后叫我，千万别睡过了", "莫搞忘了", "甭迟到了",
    ])
    func refusesWhatReportsNothing(text: String) {
        #expect(ReportMood.cue(in: Sentence(text)) == nil)
    }
}

/// `PastNarration`: in English, a verb in the past after its subject tells what happened.
struct PastNarrationTests {
    @Test(arguments: [
        ("my phone alarm went off twice this morning", "went"),
        ("the timer beeped while i was out", "beeped"),
        ("we checked the weather before the hike", "checked"),
        ("I snoozed my alarm three times", "snoozed"),
        ("the kitchen timer broke last week", "broke"),
        ("yesterday it snowed in boston", "snowed"),
        ("my sister woke me at five", "woke"),
    ] as [(String, String)])
    func readsWhatHappened(text: String, verb: String) {
        #expect(PastNarration.cue(in: Sentence(text))?.word == verb)
    }

    /// A past form after a determiner, a preposition, a copula or a number, opening the sentence,
    /// or one that is also the present: no past told.
    @Test(arguments: [
        "set an alarm for the scheduled meeting", "remind me when the bread is baked", "wake me when the rain has stopped",
        "Started a timer", "seven cubed", "twenty divided by four", "oops, i meant 64 divided by 4", "two hundred plus six", "i set it for seven",
        "we need a timer", "my speed is fine", "alarm for the kids at 7", "",
        // A choice that asks: put, not told.
        "tonight got rain or not in KL", "my timer got set or not",
    ])
    func findsNoPastWhereNoneIsTold(text: String) {
        #expect(PastNarration.cue(in: Sentence(text)) == nil)
    }

    /// An operator in the past participle after an amount and what it counts does arithmetic; any
    /// other past after a counted amount, or an operator's participle with no amount before, still tells.
    @Test(arguments: [
        ("600 euros divided by 3", nil), ("twelve eggs multiplied by four", nil), ("45 quid shared between 3", nil),
        ("5 metres squared", nil), ("two cubes cubed", nil), ("90 pounds divided among 4 of us", nil),
        ("1500 shillings raised to the power of 2", nil),
        ("5 people arrived late", "arrived"), ("3 guests divided the cake", "divided"), ("the kids divided by age", "divided"),
        ("we shared between us", "shared"),
    ] as [(String, String?)])
    func readsAnOperatorAfterAnAmountAsArithmetic(text: String, verb: String?) {
        #expect(PastNarration.cue(in: Sentence(text))?.word == verb)
    }
}
