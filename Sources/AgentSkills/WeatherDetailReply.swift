import AgentCalendar
import AgentLanguage
import AgentProtocol

/// The clause that says a detail's figures, as a person would: "紫外线指数6（高）", "东北风3级，风速
/// 每小时15公里", "日出06:32，日落18:25", "空气质量良（AQI 72），PM2.5 35微克每立方米"; in English
/// "UV index 6 (high)", "wind from the northeast at 15 km/h (force 3), gusts 28 km/h". Nil when the
/// service gave none of its figures. A figure for a day is the day's (the highest UV, wind and air,
/// the total precipitation, the mean humidity and visibility); for now, the present one.
enum WeatherDetailReply {
    static func clause(_ detail: WeatherDetail, _ report: WeatherReport, chinese: Bool) -> String? {
        func value(_ now: String, _ daily: String) -> Double? { report.detail(now: now, day: daily) }
        let figures = report.details
        switch detail {
        case .ultraviolet:
            guard let uv = value("uv_index", "uv_index_max") else { return nil }
            let level = ultravioletLevel(uv)
            return chinese ? "紫外线指数\(number(uv))（\(level.chinese)）" : "UV index \(number(uv)) (\(level.english))"
        case .wind:
            guard let speed = value("wind_speed_10m", "wind_speed_10m_max") else { return nil }
            let direction = value("wind_direction_10m", "wind_direction_10m_dominant").map(compassPoint)
            let force = beaufort(speed)
            let gusts = value("wind_gusts_10m", "wind_gusts_10m_max")
            if chinese {
                var text = "\(direction.map { $0.chinese } ?? "")风\(force)级，风速每小时\(number(speed))公里"
                if let gusts { text += "，阵风每小时\(number(gusts))公里" }
                return text
            }
            var text = "wind\(direction.map { " from the \($0.english)" } ?? "") at \(number(speed)) km/h (force \(force))"
            if let gusts { text += ", gusts \(number(gusts)) km/h" }
            return text
        case .sun:
            let rise = figures.times["sunrise"].map(timeOfDay)
            let set = figures.times["sunset"].map(timeOfDay)
            guard rise != nil || set != nil else { return nil }
            let parts = chinese
                ? [rise.map { "日出\($0)" }, set.map { "日落\($0)" }]
                : [rise.map { "sunrise \($0)" }, set.map { "sunset \($0)" }]
            return parts.compactMap { $0 }.joined(separator: chinese ? "，" : ", ")
        case .precipitation:
            guard let amount = value("precipitation", "precipitation_sum") else { return nil }
            return chinese ? "降水量\(number(amount))毫米" : "\(number(amount)) mm of precipitation"
        case .humidity:
            guard let humidity = value("relative_humidity_2m", "relative_humidity_2m_mean") else { return nil }
            return chinese ? "相对湿度\(number(humidity.rounded()))%" : "relative humidity \(number(humidity.rounded()))%"
        case .visibility:
            guard let metres = value("visibility", "visibility_mean") else { return nil }
            let kilometres = number((metres / 100).rounded() / 10)
            return chinese ? "能见度\(kilometres)公里" : "visibility \(kilometres) km"
        case .airQuality:
            let aqi = value("us_aqi", "us_aqi_max")
            let pm25 = value("pm2_5", "pm2_5_max")
            let pm10 = value("pm10", "pm10_max")
            guard aqi != nil || pm25 != nil || pm10 != nil else { return nil }
            var parts: [String] = []
            if let aqi {
                let level = airLevel(aqi)
                parts.append(chinese ? "空气质量\(level.chinese)（AQI \(number(aqi.rounded()))）"
                                     : "air quality \(level.english) (US AQI \(number(aqi.rounded())))")
            }
            let unit = chinese ? "微克每立方米" : " µg/m³"
            if let pm25 { parts.append("PM2.5 \(number(pm25.rounded()))\(unit)") }
            if let pm10 { parts.append("PM10 \(number(pm10.rounded()))\(unit)") }
            return parts.joined(separator: chinese ? "，" : ", ")
        }
    }

    /// What the forecast lacks, when the service gave none of a detail's figures.
    static func missing(_ detail: WeatherDetail, chinese: Bool) -> String {
        let names: (String, String) = switch detail {
        case .ultraviolet: ("紫外线", "UV")
        case .wind: ("风力", "wind")
        case .sun: ("日出日落", "sunrise or sunset")
        case .precipitation: ("降水量", "precipitation")
        case .humidity: ("湿度", "humidity")
        case .visibility: ("能见度", "visibility")
        case .airQuality: ("空气质量", "air quality")
        }
        return chinese ? "预报数据里没有\(names.0)。" : "The forecast has no \(names.1) figures."
    }

    /// The WHO's UV index levels: 0–2 low, 3–5 moderate, 6–7 high, 8–10 very high, 11+ extreme.
    static func ultravioletLevel(_ uv: Double) -> (chinese: String, english: String) {
        switch uv {
        case ..<3: return ("低", "low")
        case ..<6: return ("中等", "moderate")
        case ..<8: return ("高", "high")
        case ..<11: return ("很高", "very high")
        default: return ("极高", "extreme")
        }
    }

    /// The US AQI's categories (China's AQI uses the same bounds): 0–50, 51–100, 101–150, 151–200, 201–300, 301+.
    static func airLevel(_ aqi: Double) -> (chinese: String, english: String) {
        switch aqi.rounded() {
        case ...50: return ("优", "good")
        case ...100: return ("良", "moderate")
        case ...150: return ("轻度污染", "unhealthy for sensitive groups")
        case ...200: return ("中度污染", "unhealthy")
        case ...300: return ("重度污染", "very unhealthy")
        default: return ("严重污染", "hazardous")
        }
    }

    /// The Beaufort force of a wind speed in km/h (the upper bounds of forces 0 to 11).
    static func beaufort(_ kmh: Double) -> Int {
        let bounds: [Double] = [1, 6, 12, 20, 29, 39, 50, 62, 75, 89, 103, 118]
        return bounds.firstIndex { kmh < $0 } ?? 12
    }

    /// The eight-point compass direction the wind blows from.
    static func compassPoint(_ degrees: Double) -> (chinese: String, english: String) {
        let points: [(String, String)] = [("北", "north"), ("东北", "northeast"), ("东", "east"), ("东南", "southeast"),
                                          ("南", "south"), ("西南", "southwest"), ("西", "west"), ("西北", "northwest")]
        let sector = Int(((degrees.truncatingRemainder(dividingBy: 360) + 360 + 22.5) / 45).rounded(.down)) % 8
        return points[sector]
    }

    /// "06:32" of "2026-03-11T06:32"; a time without a date as written.
    static func timeOfDay(_ iso: String) -> String {
        guard let t = iso.firstIndex(of: "T") else { return iso }
        return String(iso[iso.index(after: t)...].prefix(5))
    }

    /// A figure to one decimal, as temperatures are said.
    static func number(_ value: Double) -> String { WeatherSkillReply.oneDecimal(value) }
}
