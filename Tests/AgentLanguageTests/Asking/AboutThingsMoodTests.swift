@testable import AgentLanguage
import Testing

/// `AboutThingsMood`: a sentence that asks how things are in general, or the listener's taste,
/// asks for knowledge or an opinion, not for a task.
struct AboutThingsMoodTests {
    @Test(arguments: [
        ("为什么夏天白天比较长", "为什么"),
        ("下雪前为啥会特别安静", "为啥"),
        ("雾和霾有什么区别", "有什么区别"),
        ("阴天和多云的区别是啥", "的区别"),
        ("听说燕子低飞要下雨 是真的吗", "是真的吗"),
        ("闹钟的原理是什么", "的原理"),
        ("台风是怎么形成的", "怎么形成"),
        ("温度计是谁发明的", "谁发明"),
        ("你的时间是从哪查的", "从哪查"),
        ("你喜欢下雪天吗", "你喜欢"),
        ("why do we have leap years", "why"),
        ("hey why is the sky blue", "why"),
        ("whats the difference between sleet and hail", "difference between"),
        ("is it true that lightning never strikes twice", "is it true that"),
        ("how accurate is a sundial", "how accurate"),
        ("how do hurricanes form", "how … form"),
        ("how does an egg timer work", "how … work"),
        ("how are weather balloons used in general", "in general"),
        ("do you like thunderstorms", "do you like"),
        ("what's your favourite season", "your favourite"),
        // A judgement asked of a situation told: accurate, normal, enough to count, kept up, of use.
        ("手机上的天气预报准不准", "准不准"),
        ("孩子每天十点才睡 正常吗", "正常吗"),
        ("七点五十五到公司算迟到吗", "算迟到"),
        ("要是每天六点跑步 能坚持下来吗", "能坚持"),
        ("睡前定三个闹钟有用吗", "有用吗"),
        ("how do meteorologists predict snowfall", "how … predict"),
        ("how much does a smart alarm clock cost", "how … cost"),
        // What to do about a trouble told.
        ("我定闹钟老是定了也不起，咋整", "咋整"), ("闹钟响了我也听不见 怎么办", "怎么办"), ("早上老是起不来咋办", "咋办"),
    ] as [(String, String)])
    func asksAboutThings(text: String, cue: String) {
        #expect(AboutThingsMood.cue(in: Sentence(text))?.word == cue)
    }

    @Test(arguments: [
        "明天会下雨吗", "帮我定个七点的闹钟", "北京和上海哪个更冷", "why don't you set a timer for ten minutes", "why not remind me at five",
        "how's the weather in leeds", "how long until my alarm", "how much is 12 times 7", "how do i look for tomorrow's forecast",
        "what's the difference between 81 and 47", "帮我整个七点的闹钟", "这个怎么用",  // 整 setting, no trouble asked
        "明天深圳下雨不 要不要带伞 咋整",  // what to do after a question of its own
        "what time is it", "",
    ])
    func leavesOtherSentencesAlone(text: String) {
        #expect(AboutThingsMood.cue(in: Sentence(text)) == nil)
    }
}
