@testable import AgentLanguage
import Testing

/// `WeatherQuestionClasses`: the first class, in order, whose word the question holds.
struct WeatherQuestionClassesTests {
    @Test(arguments: [
        ("要不要穿羽绒服", WeatherQuestionReader.Question.downJacket),
        ("得带件外套吗", .jacket),
        ("晚上出去要拿伞吗", .umbrella),
        ("会下雨夹雪吗", .snow),
        ("下午有阵雨吗", .rain),
        ("周末是晴天吗", .sunny),
        ("晚上冷吗", .cold),
        ("中午热不热", .hot),
        ("风大吗", .notInForecast(.wind)),
        ("紫外线强吗", .notInForecast(.ultraviolet)),
        ("pm2.5高吗", .notInForecast(.airQuality)),
        ("do I need an umbrella if it rains", .umbrella),
        ("will it rain", .rain),
        ("is it snowing", .snow),
        ("ＩＳ ＩＴ ＲＡＩＮＩＮＧ", .rain),
    ] as [(String, WeatherQuestionReader.Question)])
    func readsTheClass(text: String, question: WeatherQuestionReader.Question) {
        #expect(WeatherQuestionClasses.question(in: Sentence(text)) == question)
    }

    @Test(arguments: ["明天天气怎么样", "几点了", "look at the rainbow", "is it nice out", ""])
    func readsNoClass(text: String) {
        #expect(WeatherQuestionClasses.question(in: Sentence(text)) == nil)
    }
}
