import AgentLanguage
import Testing

/// Rules `CorrectionWords` and `AnotherWords`: a sentence that corrects the last request, and one
/// that asks for one more of what was just set.
struct CorrectionAndAnotherWordsTests {
    @Test(arguments: [
        ("不对，是八点", true), ("不是杭州，是苏州", true), ("我是说上海", true), ("说错了，是十分钟", true), ("哦不，五分钟", true),
        ("no, I said Shanghai", true), ("sorry, I meant 15 minutes", true), ("oops, 64 divided by 4", true), ("actually make it 8", true),
        ("八点叫我", false), ("明天北京天气", false), ("set a timer for 15 minutes", false), ("nobody told me", false),
    ])
    func readsACorrection(text: String, corrects: Bool) {
        #expect(CorrectionWords.holds(Sentence(text)) == corrects, "\(text)")
    }

    @Test(arguments: [
        ("再来一个二十五分钟的", true), ("再设一个一小时的", true), ("也定一个晚上七点的", true), ("再定个两小时的", true),
        ("and one for 45 minutes", true), ("another for 10 tonight", true), ("one more at 9", true), ("and a 2 hour one", true),
        ("改成二十五分钟", false), ("再乘以三", false), ("make it 25", false), ("one minute timer", false),
    ])
    func readsOneMore(text: String, adds: Bool) {
        #expect(AnotherWords.holds(Sentence(text)) == adds, "\(text)")
    }

    /// Rule 再 or 也, a verb that makes one, whom it is for or not, and a counter: one more, whichever verb says it.
    @Test(arguments: [
        ("再开一个三分钟的", true), ("再开个五分钟的，炸鱼糕", true), ("也给我定个七点的", true), ("再帮我设一只八点的", true),
        ("再给我来个二十分钟的计时", true), ("周五晚上七点也加一个", true), ("再搞个半小时的", true), ("也订一个明早的", true),
        ("再添一个十分钟的", true), ("再整一只六点半的", true),
        // English verbs in Chinese speech.
        ("明早七点也set一个", true), ("再set个十分钟的", true), ("再add一个alarm", true), ("我也set了", false), ("再set十分钟", false),
        // Cantonese 都 for 也, before whom it is for; 都 alone is all.
        ("礼拜六朝早八点半都帮我定一个", true), ("听日七点都同我整个", true), ("都定一个", false), ("闹钟都定好了", false),
        // No counter after the verb, or no verb between 再 and it: a change, or something else.
        ("再开十分钟", false), ("再加五分钟", false), ("也开会", false), ("再来", false), ("我也定了", false), ("再说一个笑话", false),
    ])
    func readsOneMoreWhicheverVerbSaysIt(text: String, adds: Bool) {
        #expect(AnotherWords.holds(Sentence(text)) == adds, "\(text)")
        #expect(FollowUpWords.mayHold(Sentence(text)) || !adds, "\(text)")
    }

    /// Rule 也 after a day: a day, then 也 (是) and the clock or a verb that sets, asks for one more on that day.
    @Test(arguments: [
        ("后天也是六点", true), ("周四也五点", true), ("大后天的也定上", true), ("礼拜六也是七点半", true), ("明天也设上", true),
        ("明天也开会", false), ("我也定了", false), ("也是六点", false), ("后天我也不知道", false), ("明天天气也是晴", false),
    ])
    func readsOneMoreOnADaySaidWithAlso(text: String, adds: Bool) {
        #expect(AnotherWords.holds(Sentence(text)) == adds, "\(text)")
        #expect(FollowUpWords.mayHold(Sentence(text)) || !adds, "\(text)")
    }
}
