@testable import AgentLanguage
import Testing

/// `ScheduleCancelAct`: a negated reminder cue, or a cancel word acting on the items it names.
struct ScheduleCancelActTests {
    private func cue(_ text: String) -> String? {
        let sentence = Sentence(text)
        let items = ScheduleItems.find(in: sentence)
        return ScheduleCancelAct.cue(in: sentence, items: items).map { MoodWords.string(sentence.folded[$0]) }
    }

    @Test(arguments: [
        ("取消周六早上的闹钟", "取消"),
        ("帮我删掉所有的倒计时", "删掉"),
        ("闹钟全都清空吧", "清空"),
        ("吃药的提醒关了吧", "关了"),
        ("那个计时器不要了", "不要了"),
        ("cancel my 6am alarm", "cancel"),
        ("please turn off the timer", "turn off"),
        // Stopping, a ring forbidden, dialect; aborting, scrapping, switching off
        ("把番茄钟停止", "停止"), ("周末的闹钟都别响了", "别响"), ("把提醒给整没了", "整没"),
        ("abort my pasta timer", "abort"), ("scrap all the reminders for today", "scrap"), ("switch off tomorrow's alarm", "switch off"),
        ("can you call off the 5 o'clock reminder", "call off"),
        ("the reminder about rent, delete it", "delete"),
        // Northern 哇 and southwestern 噻 after the cancel word, as 吧 and 嘛.
        ("把明儿那个闹钟取消了哇，不用早起了", "取消"), ("把明儿早上那个闹钟给俺取消喽", "取消"), ("把刚才那个倒计时取消噻", "取消"), ("七点的闹钟关掉哇", "关掉"),
        ("ok timer那个cancel掉lah", "cancel"), ("alarm那个delete掉leh", "delete"),
        // A day with the cancel word, with no time set before it, or more than the day in its clause, cancels.
        ("周末的闹钟，周末不用响", "不用响"), ("七点的闹钟，周末早上也不用响了", "不用响"),
        // A cancel split around the items it acts on.
        ("switch the alarm off", "switch the alarm off"), ("turn all my timers off please", "turn all my timers off"),
        ("take the alarms off", "take the alarms off"),
    ] as [(String, String)])
    func cancels(text: String, word: String) {
        #expect(cue(text) == word)
    }

    @Test(arguments: [
        "定时半小时后关掉空调", "她把闹钟关了", "闹钟坏了", "取消明天的会议", "帮我设个闹钟",
        "set an alarm and stop talking", "turn off the lights", "",
        "停止播放音乐", "闹钟别响得那么大声就好", "abort the mission", "switch off the tv in an hour",
        "turn the kitchen timer light off", "take the alarm clock off the shelf", "set the alarm off by accident",
        // Days left out of an item set at a time in the clause before.
        "工作日早上6:50的闹钟给我整一个，周末不用响", "每天七点给我定个闹钟，周六周日别响", "明早起每天六点叫我起床的闹钟，节假日就不用响了",
    ])
    func cancelsNothing(text: String) {
        #expect(cue(text) == nil)
    }

    @Test(arguments: [
        ("不用提醒我浇花了", "不用提醒"),
        ("别再叫我了", "别再叫我"),
        ("别叫醒我", "别叫醒"),
        ("别喊醒我", "别喊醒"),
        ("不要喊我吃饭", "不要喊我"),
        // In English, the request not to be woken or reminded, as whole words.
        ("do not wake me up tomorrow", "do not wake me"),
        ("Don't wake me on Saturday", "don't wake me"),
        ("there's no need to remind me about the rent anymore", "no need to remind me"),
        ("please dont remind me to water the plants", "dont remind me"),
    ] as [(String, String)])
    func readsANegatedReminderCue(text: String, words: String) {
        let sentence = Sentence(text)
        #expect(ScheduleCancelAct.negatedReminderCue(in: sentence).map { MoodWords.string(sentence.folded[$0]) } == words)
    }

    /// A negated cue before a mishap the request guards against asks not to let it happen: it cancels nothing.
    @Test(arguments: ["甭叫我睡过了", "七点叫我，别叫我迟到", "别叫我睡过头啊", "明早喊我，莫喊我错过火车", "不要提醒我忘了"])
    func aMishapGuardedAgainstCancelsNothing(text: String) {
        #expect(ScheduleCancelAct.negatedReminderCue(in: Sentence(text)) == nil, "\(text)")
    }

    @Test(arguments: ["提醒我浇花", "叫我起床", "别走", "不用了", "wake me up at 7", "remind me to call mom", "don't wakeboard", ""])
    func readsNoNegatedCue(text: String) {
        #expect(ScheduleCancelAct.negatedReminderCue(in: Sentence(text)) == nil)
    }
}
