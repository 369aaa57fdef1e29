import AgentLanguage
import AgentProtocol

/// The figures of the details asked, by the service's variable names ("uv_index_max",
/// "wind_speed_10m", "sunrise", "us_aqi"): numbers, and the times of day of sunrise and sunset
/// as the service wrote them ("2026-03-11T06:32", local to the zone asked). A variable the service
/// left out or answered null is absent.
struct WeatherDetailFigures: Sendable, Equatable {
    var numbers: [String: Double] = [:]
    var times: [String: String] = [:]
    /// The variables in the order they were asked, for the result's data.
    var order: [String] = []

    func number(_ variable: String) -> Double? { numbers[variable] }

    /// `{uvIndexMax: 5.1, sunrise: "2026-03-11T06:32", …}`: each variable in camel case, in order.
    var data: [(String, JSONValue)] {
        order.compactMap { variable in
            if let number = numbers[variable] { return (Self.camelCase(variable), .number(number)) }
            if let time = times[variable] { return (Self.camelCase(variable), .string(time)) }
            return nil
        }
    }

    /// The bytes its strings take, for the cache's estimate.
    var bytes: Int { order.reduce(0) { $0 + $1.utf8.count + 16 } + times.values.reduce(0) { $0 + $1.utf8.count } }

    /// "wind_speed_10m_max" → "windSpeed10mMax"; an underscore between digits is a decimal point
    /// and stays ("pm2_5_max" → "pm2_5Max").
    static func camelCase(_ variable: String) -> String {
        let characters = Array(variable)
        var out = ""
        var upper = false
        for (i, c) in characters.enumerated() {
            if c == "_" {
                let between = i > 0 && i + 1 < characters.count && characters[i - 1].isNumber && characters[i + 1].isNumber
                if between { out.append(c) } else { upper = true }
            } else {
                out += upper ? c.uppercased() : String(c)
                upper = false
            }
        }
        return out
    }

    /// A detail figure the services could give: none is negative or beyond a million (metres of
    /// visibility, µg/m³); anything else is a broken answer.
    static let plausible: ClosedRange<Double> = 0...1_000_000

    /// The air-quality service's variables (`current=` now, `hourly=` for a day).
    static let airQualityVariables = ["us_aqi", "pm2_5", "pm10"]
}

/// Which of the services' variables answer each detail.
extension WeatherDetail {
    /// `current=` variables of the forecast, for the weather now.
    var currentVariables: [String] {
        switch self {
        case .ultraviolet: return ["uv_index"]
        case .wind: return ["wind_speed_10m", "wind_direction_10m", "wind_gusts_10m"]
        case .precipitation: return ["precipitation"]
        case .humidity: return ["relative_humidity_2m"]
        case .visibility: return ["visibility"]
        case .sun, .airQuality: return []
        }
    }

    /// `daily=` variables of the forecast, for a day.
    var dailyVariables: [String] {
        switch self {
        case .ultraviolet: return ["uv_index_max"]
        case .wind: return ["wind_speed_10m_max", "wind_gusts_10m_max", "wind_direction_10m_dominant"]
        case .sun: return ["sunrise", "sunset"]
        case .precipitation: return ["precipitation_sum"]
        case .humidity: return ["relative_humidity_2m_mean"]
        case .visibility: return ["visibility_mean"]
        case .airQuality: return []
        }
    }
}
