@testable import AgentLanguage
import Testing

/// `AboutWordsMood`: a sentence that asks what a word means or how it is said asks about words.
struct AboutWordsMoodTests {
    @Test(arguments: [
        ("“闹铃”用日语怎么说", "用日语"),
        ("雾凇是什么意思", "是什么意思"),
        ("秒表这个词怎么念", "这个词"),
        ("秒表怎么念", "怎么念"),
        ("帮我翻译一下提醒事项", "翻译"),
        ("“打卡”英文里叫什么", "英文里"),
        ("how do you say alarm clock in Japanese", "how do you say"),
        ("translate countdown for me", "translate"),
        ("what is the meaning of drizzle", "meaning of"),
        ("what does overcast mean", "what does … mean"),
        ("Hey, what does 'hail' mean?", "what does … mean"),
        ("how would you write sleet in spanish", "in spanish"),
        ("what is thunderstorm in German", "in german"),
        ("timer in english please", "in english"),
    ] as [(String, String)])
    func asksAboutWords(text: String, cue: String) {
        #expect(AboutWordsMood.cue(in: Sentence(text))?.word == cue)
    }

    @Test(arguments: [
        "明天广州下雨吗", "帮我设一个八点的闹钟", "这道题怎么算", "意思意思就行",
        "what does the forecast say", "mean temperature tomorrow", "weather in japan this week", "is it raining in spain", "does it mean rain", "set a timer for five minutes", "",
    ])
    func leavesOtherSentencesAlone(text: String) {
        #expect(AboutWordsMood.cue(in: Sentence(text)) == nil)
    }
}
