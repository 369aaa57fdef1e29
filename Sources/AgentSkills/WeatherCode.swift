import AgentCore
import AgentProtocol

/// The WMO weather interpretation codes Open-Meteo reports as `weather_code`, in words.
enum WeatherCode {
    /// The condition for `code` in `language`; codes outside Open-Meteo's table are named by number.
    static func condition(_ code: Int, in language: ReplyLanguage) -> String {
        guard let names = table[code] else {
            return language == .chinese ? "天气代码 \(code)" : "weather code \(code)"
        }
        return language == .chinese ? names.chinese : names.english
    }

    private static let table: [Int: (chinese: String, english: String)] = [
        0: ("晴", "clear sky"),
        1: ("晴间多云", "mainly clear"),
        2: ("多云", "partly cloudy"),
        3: ("阴", "overcast"),
        45: ("雾", "fog"),
        48: ("雾凇", "depositing rime fog"),
        51: ("小毛毛雨", "light drizzle"),
        53: ("毛毛雨", "moderate drizzle"),
        55: ("大毛毛雨", "dense drizzle"),
        56: ("小冻毛毛雨", "light freezing drizzle"),
        57: ("大冻毛毛雨", "dense freezing drizzle"),
        61: ("小雨", "light rain"),
        63: ("中雨", "moderate rain"),
        65: ("大雨", "heavy rain"),
        66: ("小冻雨", "light freezing rain"),
        67: ("大冻雨", "heavy freezing rain"),
        71: ("小雪", "light snow"),
        73: ("中雪", "moderate snow"),
        75: ("大雪", "heavy snow"),
        77: ("米雪", "snow grains"),
        80: ("小阵雨", "light rain showers"),
        81: ("中阵雨", "moderate rain showers"),
        82: ("强阵雨", "violent rain showers"),
        85: ("小阵雪", "light snow showers"),
        86: ("大阵雪", "heavy snow showers"),
        95: ("雷暴", "thunderstorm"),
        96: ("雷暴伴小冰雹", "thunderstorm with slight hail"),
        99: ("雷暴伴大冰雹", "thunderstorm with heavy hail"),
    ]

    /// Every code of the table, for tests.
    static var codes: [Int] { table.keys.sorted() }
}
