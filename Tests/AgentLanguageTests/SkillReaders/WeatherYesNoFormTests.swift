@testable import AgentLanguage
import Testing

/// `WeatherYesNoForm`: a weather question that asks yes or no, in Chinese or in English.
struct WeatherYesNoFormTests {
    @Test(arguments: [
        "明天会下雪吗", "明天會下雨嗎", "晚上凉不凉", "周末下雨不", "雨停了没有", "今天要带伞么",
        "降温了没", "有没有雾", "ＩＳ ＩＴ ＲＡＩＮＩＮＧ", "is it windy", "tomorrow, will it rain",
        "should I bring a coat", "tell me whether it snows", "let me know if it rains",
    ])
    func asksYesOrNo(text: String) {
        #expect(WeatherYesNoForm.asksYesOrNo(Sentence(text)))
    }

    @Test(arguments: [
        "明天多少度", "天气如何", "怎么这么热", "什么时候下雨", "今天好闷", "how cold is it",
        "rain is expected", "the pm2.5 is high", "what is the humidity", "",
    ])
    func asksForAFigureOrNothing(text: String) {
        #expect(!WeatherYesNoForm.asksYesOrNo(Sentence(text)))
    }
}
