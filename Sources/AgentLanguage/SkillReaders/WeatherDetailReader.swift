/// A figure of the weather beyond its condition and temperature, named after the service's
/// variables it is read from (`WeatherDetail.currentVariables`, `dailyVariables` in AgentSkills).
public enum WeatherDetail: String, Sendable, Equatable, CaseIterable {
    case airQuality, ultraviolet, sun, visibility, precipitation, humidity, wind
}

/// Rule which detail: a weather sentence asks for the first detail, in this order, whose word it
/// holds, in any mood (明天吹什么风, 西安今天的降水量, 空气质量怎么样, 几点日落, "uv index today"):
/// the air, ultraviolet, the sun, visibility, precipitation, humidity, the wind. The air and
/// ultraviolet come first as the most particular (紫外线 before 太阳下山's sun), the wind last, as 风
/// stands in many weather words (暴风雨 still asks about the wind, which its figures answer).
/// Each is a list of SkillReaders/words (weather-air-quality … weather-wind).
public enum WeatherDetailReader {
    public static func read(_ sentence: Sentence) -> WeatherDetail? {
        classes.first(in: sentence)
    }

    public static func read(_ text: String) -> WeatherDetail? {
        read(Sentence(text))
    }

    static let classes = WordClasses<WeatherDetail>([
        (.airQuality, WordLists.weatherAirQuality), (.ultraviolet, WordLists.weatherUltraviolet),
        (.sun, WordLists.weatherSun), (.visibility, WordLists.weatherVisibility),
        (.precipitation, WordLists.weatherPrecipitation), (.humidity, WordLists.weatherHumidity),
        (.wind, WordLists.weatherWind),
    ])
}
