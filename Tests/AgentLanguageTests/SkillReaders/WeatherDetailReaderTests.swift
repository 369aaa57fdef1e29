import AgentLanguage
import Testing

/// `WeatherDetailReader`: the first detail, in order, whose word a weather sentence holds, in any mood.
struct WeatherDetailReaderTests {
    @Test(arguments: [
        ("空气质量怎么样", WeatherDetail.airQuality), ("合肥今天下午的pm2.5", .airQuality), ("雾霾严重吗", .airQuality),
        ("明天污染重不重", .airQuality), ("what's the air quality like", .airQuality), ("is it smoggy in Delhi", .airQuality),
        ("aqi多少", .airQuality),
        ("紫外线强不强", .ultraviolet), ("最近香港的防晒指数怎么样", .ultraviolet), ("uv index tomorrow", .ultraviolet),
        ("石家庄明天有紫外线", .ultraviolet),
        ("明天几点日落", .sun), ("今天太阳什么时间下山", .sun), ("几点天亮", .sun), ("明天的日出时间", .sun),
        ("when is sunset", .sun), ("what time does the sun come up", .sun),
        ("查一下合肥明天的能见度", .visibility), ("what's the visibility", .visibility),
        ("西安今天的降水量", .precipitation), ("明天降雨量多少毫米", .precipitation), ("how much rain will we get", .precipitation),
        ("湿度多少", .humidity), ("回南天了吗", .humidity), ("how humid is it", .humidity),
        ("明天吹什么风", .wind), ("麻烦查一下今天刮的什么风", .wind), ("风力几级", .wind), ("is it windy", .wind),
        ("最近有暴风雨要来吗", .wind),
    ] as [(String, WeatherDetail)])
    func readsTheDetailAsked(text: String, detail: WeatherDetail) {
        #expect(WeatherDetailReader.read(text) == detail)
    }

    @Test(arguments: ["明天天气怎么样", "会下雨吗", "明天多少度", "is it cold", "what's the weather in Paris"])
    func readsNoDetailInAQuestionOfTheWeather(text: String) {
        #expect(WeatherDetailReader.read(text) == nil)
    }
}
