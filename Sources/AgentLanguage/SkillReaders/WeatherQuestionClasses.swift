/// Rule what it asks. Advice is asked in any mood, and the first advice class whose word the
/// sentence holds is what it asks: sunscreen, what to wear, washing the car, being out (跑步,
/// 逛街, "a run"), the stars (穿什么 asks as 该穿什么呢 does). Otherwise a yes/no weather question
/// (`WeatherYesNoForm`) asks about the first class, in this order, whose word it holds: a down
/// jacket, a jacket, an umbrella, hail, snow, rain, sunshine, cold, heat; failing those, about
/// the detail it names (`WeatherDetailReader`) when the detail has a yes or no (风大吗, 紫外线强吗,
/// 潮湿吗). Hail comes before snow and snow before rain, so that 雨夹雪 asks about snow; the
/// clothes and the umbrella before the weather they are for. Each class is a list of
/// SkillReaders/words (weather-sunscreen … weather-hot).
enum WeatherQuestionClasses {
    typealias Question = WeatherQuestionReader.Question

    static let advice = WordClasses<Question>([
        (.sunscreen, WordLists.weatherSunscreen), (.clothing, WordLists.weatherClothing),
        (.carWash, WordLists.weatherCarWash), (.outdoors, WordLists.weatherOutdoors), (.stars, WordLists.weatherStars),
    ])

    static let yesOrNo = WordClasses<Question>([
        (.downJacket, WordLists.weatherDownJacket), (.jacket, WordLists.weatherJacket),
        (.umbrella, WordLists.weatherUmbrella), (.hail, WordLists.weatherHail), (.snow, WordLists.weatherSnow),
        (.rain, WordLists.weatherRain), (.sunny, WordLists.weatherSunny), (.cold, WordLists.weatherCold),
        (.hot, WordLists.weatherHot),
    ])

    /// The question a yes/no question about a detail asks, for the details that have one.
    static func yesOrNo(about detail: WeatherDetail) -> Question? {
        switch detail {
        case .wind: return .windy
        case .ultraviolet: return .strongUV
        case .humidity: return .humid
        case .airQuality, .sun, .visibility, .precipitation: return nil
        }
    }
}
