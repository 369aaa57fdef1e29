import AgentLanguage

/// The yes or no of a weather question, decided from the report's figures. The rules (docs/skills.md,
/// weather.query, "Yes/no questions are answered first"):
/// - rain, an umbrella: a rain code (drizzle 51–57, rain 61–67, showers 80–82, thunderstorm
///   95–99), or for a day a chance of precipitation of at least 50 %;
/// - hail: a thunderstorm with hail (96, 99); snow: a snow code (71–77, 85–86);
/// - sunshine, the stars: clear or mainly clear (0, 1);
/// - cold: the high of the day (or the temperature now) below 10 °C; hot: 30 °C or more;
/// - a jacket: the low of the day (or the temperature now) below 15 °C; a down jacket: below 5 °C;
/// - windy: wind of 29 km/h (force 5) or more, or gusts of 50 km/h or more;
/// - strong UV: a UV index of 6 or more (high); sunscreen: 3 or more (moderate);
/// - humid: a relative humidity of 80 % or more;
/// - washing the car: no rain or snow code, and for a day a chance of precipitation under 30 %;
/// - being out (running, a hike): no rain or snow code, a chance under 50 %, the high at most
///   32 °C, the low at least 0 °C, and wind under 39 km/h (force 6).
/// Nil when the figure it is decided from is missing, and for what to wear, which is no yes or no.
enum WeatherSkillAnswer {
    static let rainChance = 50.0
    static let carWashChance = 30.0
    static let coldBelowC = 10.0
    static let hotFromC = 30.0
    static let jacketBelowC = 15.0
    static let downJacketBelowC = 5.0
    static let windyFromKmh = 29.0
    static let windyGustsFromKmh = 50.0
    static let strongUVFrom = 6.0
    static let sunscreenUVFrom = 3.0
    static let humidFromPercent = 80.0
    static let outdoorsHighestC = 32.0
    static let outdoorsLowestC = 0.0
    static let outdoorsWindBelowKmh = 39.0

    static func yes(to question: WeatherQuestionReader.Question, _ report: WeatherReport) -> Bool? {
        let code = report.weatherCode
        let high: Double
        let low: Double
        var chance: Double?
        switch report.figures {
        case let .now(temperature): (high, low) = (temperature, temperature)
        case let .day(_, minC, maxC, precipitation): (high, low, chance) = (maxC, minC, precipitation)
        }
        func figure(_ now: String, _ daily: String) -> Double? { report.detail(now: now, day: daily) }
        let wet = isRain(code) || isSnow(code)
        switch question {
        case .rain, .umbrella: return isRain(code) || (chance ?? 0) >= rainChance
        case .hail: return code == 96 || code == 99
        case .snow: return isSnow(code)
        case .sunny, .stars: return code == 0 || code == 1
        case .cold: return high < coldBelowC
        case .hot: return high >= hotFromC
        case .jacket: return low < jacketBelowC
        case .downJacket: return low < downJacketBelowC
        case .windy:
            let speed = figure("wind_speed_10m", "wind_speed_10m_max")
            let gusts = figure("wind_gusts_10m", "wind_gusts_10m_max")
            guard speed != nil || gusts != nil else { return nil }
            return (speed ?? 0) >= windyFromKmh || (gusts ?? 0) >= windyGustsFromKmh
        case .strongUV: return figure("uv_index", "uv_index_max").map { $0 >= strongUVFrom }
        case .sunscreen: return figure("uv_index", "uv_index_max").map { $0 >= sunscreenUVFrom }
        case .humid: return figure("relative_humidity_2m", "relative_humidity_2m_mean").map { $0 >= humidFromPercent }
        case .carWash: return !wet && (chance ?? 0) < carWashChance
        case .outdoors:
            let wind = figure("wind_speed_10m", "wind_speed_10m_max") ?? 0
            return !wet && (chance ?? 0) < rainChance && high <= outdoorsHighestC && low >= outdoorsLowestC
                && wind < outdoorsWindBelowKmh
        case .clothing: return nil
        }
    }

    /// What to wear at a temperature (the day's mean of its low and high, or now's), by bands:
    /// 28 °C and up, 23, 18, 10, 5, below 5.
    static func clothing(_ report: WeatherReport) -> (chinese: String, english: String) {
        let celsius: Double
        switch report.figures {
        case let .now(temperature): celsius = temperature
        case let .day(_, minC, maxC, _): celsius = (minC + maxC) / 2
        }
        switch celsius {
        case 28...: return ("建议穿短袖", "Short sleeves.")
        case 23...: return ("建议穿短袖或薄长袖", "Short sleeves or a light long-sleeved top.")
        case 18...: return ("建议穿长袖衬衫或薄外套", "A long-sleeved shirt or a light jacket.")
        case 10...: return ("建议穿外套或毛衣", "A jacket or a sweater.")
        case 5...: return ("建议穿厚外套或大衣", "A warm coat.")
        default: return ("建议穿羽绒服", "A down jacket.")
        }
    }

    static func isRain(_ code: Int) -> Bool {
        (51...67).contains(code) || (80...82).contains(code) || (95...99).contains(code)
    }

    static func isSnow(_ code: Int) -> Bool {
        (71...77).contains(code) || (85...86).contains(code)
    }
}
