import AgentLanguage
import Testing

typealias Question = WeatherQuestionReader.Question

struct WeatherQuestionReaderTests {
    /// Each class, reworded, Chinese first.
    @Test(arguments: [
        ("礼拜六会不会下雨啊", Question.rain), ("明早下雨不", .rain), ("有雨吗", .rain), ("下午有没有阵雨", .rain),
        ("会有雷阵雨么", .rain),
        ("出门用不用带伞", .umbrella), ("要拿雨伞吗", .umbrella), ("伞要带吗", .umbrella),
        ("山上会不会下雪", .snow), ("有雪吗", .snow), ("明天雨夹雪吗", .snow),
        ("冷不冷啊", .cold), ("早上会冷吗", .cold), ("晚上寒不寒", .cold),
        ("中午热吗", .hot), ("会不会很热", .hot), ("闷热不", .hot),
        ("要不要穿羽绒服", .downJacket), ("得穿棉袄吗", .downJacket),
        ("需要带件外套吗", .jacket), ("要不要加衣服", .jacket),
        ("是不是晴天", .sunny), ("会出太阳吗", .sunny), ("天晴吗", .sunny),
        ("风大不大", .windy), ("会刮大风吗", .windy), ("外面风大么", .windy),
        ("湿度高吗", .humid), ("会不会很潮湿", .humid), ("紫外线强不强", .strongUV), ("今天紫外线厉害吗", .strongUV),
        ("请问明天有没有冰雹", .hail), ("会下冰雹吗", .hail),
        ("is it gonna rain this afternoon", .rain), ("will there be showers", .rain), ("Tomorrow, will it rain?", .rain),
        ("tell me if it will be raining", .rain),
        ("should I take an umbrella", .umbrella), ("will I need my umbrella", .umbrella),
        ("is it going to snow", .snow), ("will it be snowy in the mountains", .snow),
        ("is it chilly out", .cold), ("will it be freezing tonight", .cold),
        ("is it hot in Dubai", .hot),
        ("do I need a down jacket", .downJacket), ("should I wear a parka", .downJacket),
        ("do I need a coat", .jacket), ("should I bring a sweater", .jacket),
        ("is it sunny", .sunny), ("will the sun be out", .sunny),
        ("is it windy", .windy), ("is it humid", .humid), ("will it hail tomorrow", .hail),
        ("is the uv strong today", .strongUV),
    ])
    func readsWhatAYesNoQuestionAsks(text: String, question: Question) {
        #expect(WeatherQuestionReader.read(text) == question)
    }

    /// Advice, in any mood: sunscreen, what to wear, washing the car, being out, the stars.
    @Test(arguments: [
        ("要涂防晒霜吗", Question.sunscreen), ("出门需要做好防晒吗", .sunscreen), ("今天的防晒指数", .sunscreen),
        ("do I need sunscreen today", .sunscreen),
        ("冷的话穿什么", .clothing), ("明天该怎么穿", .clothing), ("今日穿衣指数", .clothing), ("穿几件合适", .clothing),
        ("what should I wear tomorrow", .clothing), ("what to wear in Paris", .clothing),
        ("能洗车吗", .carWash), ("洗车指数", .carWash), ("should I wash my car this weekend", .carWash),
        ("适合跑步吗", .outdoors), ("明早能去晨练不", .outdoors), ("周末适合爬山吗", .outdoors), ("查一下旅游指数", .outdoors),
        ("is it a good day for a run", .outdoors), ("can we go hiking tomorrow", .outdoors),
        ("今晚能看到星星吗", .stars), ("适合看星空吗", .stars), ("can I see the stars tonight", .stars),
    ] as [(String, Question)])
    func readsTheAdviceAskedInAnyMood(text: String, question: Question) {
        #expect(WeatherQuestionReader.read(text) == question)
    }

    /// Questions for a figure, or for the weather in general, ask no yes or no.
    @Test(arguments: ["明天多少度", "北京天气怎么样", "降水概率是多少", "天气如何", "最高温度几度", "后天什么天气",
                      "明天吹什么风", "空气质量怎么样", "雾霾严重吗", "几点日落", "how cold is it", "what's the weather like in Paris", "what is the chance of rain",
                      "how hot will it get", "forecast for Sydney"])
    func readsNoYesNoInAQuestionForFigures(text: String) {
        #expect(WeatherQuestionReader.read(text) == nil)
    }

    /// The `asks` parameter holds a question by its name; every name reads back, no other does.
    @Test func aQuestionReadsBackFromItsName() {
        for question in Question.allCases { #expect(Question(rawValue: question.rawValue) == question) }
        #expect(Question(rawValue: "wind") == nil)
    }
}
