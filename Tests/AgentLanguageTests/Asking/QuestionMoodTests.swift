@testable import AgentLanguage
import Testing

/// `QuestionMood`: a question mark or particle ending a clause, a question word, A-not-A, an English opener.
struct QuestionMoodTests {
    @Test(arguments: [
        ("后天有雾吗", "吗"),
        ("南京热不热呀", "热不热"),
        ("南京热不呀", "不"),
        ("闹钟设好了没", "没"),
        ("那广州呢", "呢"),
        ("杭州现在多少度", "多少"),
        ("下班是几点", "几点"),
        ("明天会不会刮风", "会不会"),
        ("外面冷不冷", "冷不冷"),
        ("明天下雨？", "?"),
        ("明天會下雨嗎", "吗"),
        ("what's the time in Tokyo", "what's"),
        ("hey, is it snowing", "is"),
        ("ＩＳ ＩＴ ＲＡＩＮＩＮＧ", "is"),
        ("Will it be windy tomorrow", "will"),
    ] as [(String, String)])
    func readsAQuestion(text: String, cue: String) {
        #expect(QuestionMood.cue(in: Sentence(text))?.word == cue)
    }

    @Test(arguments: [
        "这几天一直下雨", "我好几次都迟到了", "被子还没晒呢", "帮我设个闹钟",
        "it is raining", "set a timer", "I wonder", "",
    ])
    func refusesStatements(text: String) {
        #expect(QuestionMood.cue(in: Sentence(text)) == nil)
    }
}
