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
    ])
    func shieldsNothing(text: String) {
        #expect(TopicShield.spans(in: Sentence(text), withTaskVerbs: true).isEmpty)
    }

    @Test func leavesTaskVerbsAsideWhenAsked() {
        let sentence = Sentence("帮我写一首下雪的诗")
        #expect(TopicShield.spans(in: sentence, withTaskVerbs: false).isEmpty)
    }
}
