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
        ("外面冷不冷", "冷不冷"), ("今日热唔热啊", "热唔热"), ("听日你去唔去", "去唔去"),
        ("明天下雨？", "?"),
        ("明天會下雨嗎", "吗"),
        ("what's the time in Tokyo", "what's"),
        ("hey, is it snowing", "is"),
        ("ＩＳ ＩＴ ＲＡＩＮＩＮＧ", "is"),
        ("Will it be windy tomorrow", "will"),
        ("saturday picnic weather good or not", "or not"),
        ("my timer still going or nah", "or nah"),
        // A place after the choice, in or at and up to three words.
        ("later evening got rain or not in KL", "or not"), ("tmr hot or not at Sentosa", "or not"),
        ("we owe 84 between the 4 of us, how much each", "how"),
        ("if it snows on friday, what should i wear", "what"),
        // Run on in chat right after a number.
        ("if I got 3 dozen eggs and sell 14 how many I got left", "how"), ("we paid 120 how much each", "how"),
        // A question mark ending an earlier clause of two words or more.
        ("snow in Oslo on friday? flying in at 7am", "?"),
        ("明天青岛刮风？我要出海", "?"),
        // 啥时候 asks when, a word of its own (question-words).
        ("你啥时候回来", "啥时候"), ("那个快递啥时候到", "啥时候"),
        // Min 无 and Chaoshan 毋 end a yes-or-no question as 吗 does.
        ("礼拜六福州会落雨无", "无"), ("你今旦有定闹钟无", "无"), ("明日会落雨毋", "毋"), ("厦门明天会冷无？", "?"),
    ] as [(String, String)])
    func readsAQuestion(text: String, cue: String) {
        #expect(QuestionMood.cue(in: Sentence(text))?.word == cue)
    }

    /// Rule afterthought: a question's particle that only asks may come before the time it asks
    /// about or what the speaker calls the listener, and still end the question.
    @Test(arguments: [
        ("有雾吗后天", "吗"),
        ("会下雪吗明天早上", "吗"),
        ("热吗今天中午呀", "吗"),
        ("还下雨嘛 明天", "嘛"),
        ("温度高么下午", "么"),
        ("吃了吗你", "吗"),
        ("睡了吗您", "吗"),
        ("冷吗亲", "吗"),
        ("要带伞吗老铁", "吗"),
        ("刮风吗你个笨蛋", "吗"),
        ("下雨了吗你这个懒虫", "吗"),
        ("闹钟响了吗兄弟", "吗"),
    ] as [(String, String)])
    func readsAQuestionBeforeAnAfterthought(text: String, cue: String) {
        #expect(QuestionMood.cue(in: Sentence(text))?.word == cue)
    }

    /// What follows a particle and is no afterthought makes the clause no question; nor does an
    /// afterthought after a particle that also negates (没, 不), nor one with no particle before it.
    @Test(arguments: [
        "下雨了吗我不知道", "这事没你", "这件事多亏了你", "明天", "你个笨蛋", "今天下雨你个笨蛋",
        "他问下雨吗我说明天再看", "有雾吗后天北京", "really? it went off at 5am",  // one word before a ? asks nothing
        "I woke at 6 when the alarm went", "we left at 9 which was late",  // a question word after a number in a telling clause
    ])
    func refusesWhatIsNoAfterthought(text: String) {
        #expect(QuestionMood.cue(in: Sentence(text)) == nil)
    }

    /// "X的Y是": 是 left for the listener to finish.
    @Test(arguments: ["北京明天的气温是", "上海那边现在的时间是。", "这道题的答案是", "后天杭州的天气是？"])
    func readsAQuestionLeftOpenAtIs(text: String) {
        #expect(QuestionMood.cue(in: Sentence(text))?.word == (text.hasSuffix("？") ? "?" : "是"))
    }

    @Test(arguments: ["他是", "最好吃的还是", "我最喜欢的就是", "天气是", "是不是的"])
    func refusesAnIsThatLeavesNothingOpen(text: String) {
        #expect(QuestionMood.cue(in: Sentence(text))?.word != "是")
    }

    @Test(arguments: [
        "这几天一直下雨", "我好几次都迟到了", "被子还没晒呢", "帮我设个闹钟",
        "it is raining", "set a timer", "I wonder", "",
    ])
    func refusesStatements(text: String) {
        #expect(QuestionMood.cue(in: Sentence(text)) == nil)
    }

    /// A choice that concedes, in a clause before another, asks nothing: the statement declines to
    /// depend on it, however like a skill's questions its words are (`QuestionMood.concededChoice`).
    @Test(arguments: [
        ("snow or not, I'm going skiing tomorrow", "or not"),
        ("cold or not, we're having the barbecue at 6", "or not"),
        ("whether it's windy or not, the ferry leaves at noon", "or not"),
    ] as [(String, String)])
    func aConcededChoiceDeclines(text: String, cue: String) {
        let sentence = Sentence(text)
        #expect(QuestionMood.concededChoice(in: sentence) == cue)
        #expect(SentenceMoodReader.read(sentence).mood == .statement(declined: cue))
    }

    @Test(arguments: ["need an umbrella or not, heading out at 5", "is the alarm on or not", "snow tomorrow or not", "I'm going out later"])
    func aChoiceThatAsksConcedesNothing(text: String) {
        #expect(QuestionMood.concededChoice(in: Sentence(text)) == nil)
    }
}

