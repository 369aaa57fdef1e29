import AgentLanguage

/// The yes or no of a weather question, decided from the report's numbers. The rules (README,
/// "Yes/no questions"):
/// - rain, an umbrella: a rain code (drizzle 51–57, rain 61–67, showers 80–82, thunderstorm
///   95–99), or for a day a chance of precipitation of at least 50 %;
/// - snow: a snow code (71–77, 85–86);
/// - sunshine: clear or mainly clear (0, 1);
/// - cold: the high of the day (or the temperature now) below 10 °C; hot: 30 °C or more;
/// - a jacket: the low of the day (or the temperature now) below 15 °C; a down jacket: below 5 °C.
/// A question about what the forecast holds no figure for (wind, humidity) has no answer: nil.
enum WeatherSkillAnswer {
    static let rainChance = 50.0
    static let coldBelowC = 10.0
    static let hotFromC = 30.0
    static let jacketBelowC = 15.0
    static let downJacketBelowC = 5.0

    static func yes(to question: WeatherQuestionReader.Question, _ report: WeatherReport) -> Bool? {
        let code = report.weatherCode
        let high: Double
        let low: Double
        var chance: Double?
        switch report.figures {
        case let .now(temperature): (high, low) = (temperature, temperature)
        case let .day(_, minC, maxC, precipitation): (high, low, chance) = (maxC, minC, precipitation)
        }
        switch question {
        case .rain, .umbrella: return isRain(code) || (chance ?? 0) >= rainChance
        case .snow: return isSnow(code)
        case .sunny: return code == 0 || code == 1
        case .cold: return high < coldBelowC
        case .hot: return high >= hotFromC
        case .jacket: return low < jacketBelowC
        case .downJacket: return low < downJacketBelowC
        case .notInForecast: return nil
        }
    }

    static func isRain(_ code: Int) -> Bool {
        (51...67).contains(code) || (80...82).contains(code) || (95...99).contains(code)
    }

    static func isSnow(_ code: Int) -> Bool {
        (71...77).contains(code) || (85...86).contains(code)
    }
}
