@testable import AgentLanguage
import Testing

/// `TopicShield`: after a topic marker, or a verb of another task, the clause is the topic of another task.
struct TopicShieldTests {
    @Test(arguments: [
        ("关于闹钟的笑话你知道吗", ["关于闹钟的笑话你知道吗"]),
        ("讲一个关于闹钟的笑话", ["关于闹钟的笑话", "讲一个关于闹钟的笑话"]),
        ("帮我写一首下雪的诗，谢谢", ["写一首下雪的诗"]),
        ("推荐几部讲时间旅行的电影", ["推荐几部讲时间旅行的电影"]),
        ("我想买一个闹钟", ["买一个闹钟"]),
        ("叫一辆车去机场", ["叫一辆车去机场"]),
        ("tell me a story about the weather", ["about the weather"]),
        ("can you write a poem on rain", ["write a poem on rain"]),
        // A verb that may bring an item of the schedule, before something else, or a verb that may not.
        ("can you play a song for my alarm", ["play a song for my alarm"]),
        ("can you order me a new alarm clock", ["order me a new alarm clock"]),
        ("帮我买一个计时器", ["买一个计时器"]),
    ] as [(String, [String])])
    func shieldsTheTopic(text: String, shielded: [String]) {
        let sentence = Sentence(text)
        #expect(TopicShield.spans(in: sentence, withTaskVerbs: true).map { MoodWords.string(sentence.folded[$0]) } == shielded)
    }

    @Test(arguments: [
        "写完作业提醒我", "叫我起床", "叫醒我", "明天北京下雨吗", "about time to go",
        "what about tomorrow", "how about Shanghai", "set a timer", "",
        // Asked to be told of it (asking-about).
        "tell me about the weather today", "what can you tell me about miami weather", "tell us about tomorrow's forecast",
        "could you tell me more about the rain tomorrow",
        // A verb that says how an item of the schedule comes (item-delivery-verbs, item-leads).
        "can you play an alarm at 7 tomorrow", "please text me a reminder at noon to eat", "could you send us a timer for 5 minutes",
        "帮我发一条提醒给我", "请给我播个闹钟",
    ])
    func shieldsNothing(text: String) {
        #expect(TopicShield.spans(in: Sentence(text), withTaskVerbs: true).isEmpty)
    }

    @Test func leavesTaskVerbsAsideWhenAsked() {
        let sentence = Sentence("帮我写一首下雪的诗")
        #expect(TopicShield.spans(in: sentence, withTaskVerbs: false).isEmpty)
    }
}
