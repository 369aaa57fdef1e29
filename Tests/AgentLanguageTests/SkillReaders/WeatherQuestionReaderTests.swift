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
        ("风大不大", .notInForecast(.wind)), ("会刮大风吗", .notInForecast(.wind)),
        ("湿度高吗", .notInForecast(.humidity)), ("紫外线强不强", .notInForecast(.ultraviolet)),
        ("雾霾严重吗", .notInForecast(.airQuality)),
        ("is it gonna rain this afternoon", .rain), ("will there be showers", .rain), ("Tomorrow, will it rain?", .rain),
        ("tell me if it will be raining", .rain),
        ("should I take an umbrella", .umbrella), ("will I need my umbrella", .umbrella),
        ("is it going to snow", .snow), ("will it be snowy in the mountains", .snow),
        ("is it chilly out", .cold), ("will it be freezing tonight", .cold),
        ("is it hot in Dubai", .hot),
        ("do I need a down jacket", .downJacket), ("should I wear a parka", .downJacket),
        ("do I need a coat", .jacket), ("should I bring a sweater", .jacket),
        ("is it sunny", .sunny), ("will the sun be out", .sunny),
        ("is it windy", .notInForecast(.wind)), ("is it humid", .notInForecast(.humidity)),
    ])
    func readsWhatAYesNoQuestionAsks(text: String, question: Question) {
        #expect(WeatherQuestionReader.read(text) == question)
    }

    /// Questions for a figure, or for the weather in general, ask no yes or no.
    @Test(arguments: ["明天多少度", "北京天气怎么样", "降水概率是多少", "天气如何", "最高温度几度", "后天什么天气",
                      "冷的话穿什么", "how cold is it", "what's the weather like in Paris", "what is the chance of rain",
                      "how hot will it get", "forecast for Sydney"])
    func readsNoYesNoInAQuestionForFigures(text: String) {
        #expect(WeatherQuestionReader.read(text) == nil)
    }

    /// The `asks` parameter holds a question by its name; every name reads back, no other does.
    @Test func aQuestionReadsBackFromItsName() {
        let all: [Question] = [.downJacket, .jacket, .umbrella, .snow, .rain, .sunny, .cold, .hot]
            + WeatherQuestionReader.Topic.allCases.map { .notInForecast($0) }
        for question in all { #expect(Question(name: question.name) == question) }
        #expect(Set(all.map(\.name)).count == all.count)
        #expect(Question(name: "hail") == nil)
    }
}
