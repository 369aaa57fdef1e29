import AgentCore
import AgentProtocol
import AgentLanguage

/// `weather.query` — 北京天气怎么样, 明天杭州会下雨吗, 今天冷吗 (the default city), "weather in Beijing".
///
/// Keywords: weather words (天气, 下雨, 气温, 多少度, 冷, 热, 有雾, 带伞, weather, rain, …);
/// it answers requests and questions only, and a keyword inside a longer word (热门, 冷静)
/// does not count. The city is the one `CityGazetteer` finds (a Chinese city, or a major
/// city abroad: 巴黎, "Sydney"; their coordinates are in the table), else the place
/// `PlaceNameGuesser` proposes (峨眉山, 阳朔; looked up with the geocoding service), else
/// the default city. The current weather comes from
/// Open-Meteo, or from `--weather-endpoint`, which replaces both of its services.
/// Result data: `{city, condition, temperatureC, source}`: `city` in Chinese
/// ("weather in Beijing" is 北京; a geocoded place as the service names it),
/// `condition` the WMO code in the sentence's language, `source` "open-meteo",
/// or the endpoint's host when `--weather-endpoint` is given.
/// Errors: network_error, timeout, upstream_error, invalid_response, unknown_city.
public struct WeatherSkill: Skill {
    public let id = "weather.query"
    public let displayName = "天气"
    public let description = "查询城市当前的天气和气温"
    public let keywords = ["天气", "天气预报", "预报", "下雨", "有雨", "雨吗", "雨不", "雨伞", "带伞", "打伞", "伞", "降雨", "降水", "降雨概率", "降水概率", "结冰", "气温", "温度", "几度",
                           "多少度", "度吗", "冷", "热", "暖和", "凉快", "晴", "晴天", "阴天", "多云", "下雪", "雪吗", "有雪", "雪不",
                           "刮风", "风大", "大风", "有风", "雾", "雾霾", "霾", "湿度", "潮湿", "闷热", "沙尘", "沙尘暴", "风沙", "台风",
                           "打雷", "雷阵雨", "暴雨", "降温", "升温", "回南天", "出太阳", "紫外线", "最高温", "最低温", "最高气温", "最低气温", "最高温度", "最低温度", "高温",
                           "低温", "零下", "穿什么", "要穿", "穿羽绒服", "穿短袖", "穿外套", "穿棉袄", "加衣服",
                           "weather", "forecast", "rain", "cold", "hot", "warm", "chilly", "humid", "temperature", "sunny",
                           "snow", "windy", "wind", "fog", "foggy", "umbrella", "jacket", "coat", "the high",
                           "the low", "storm", "how many degrees", "how hot", "how cold", "how warm"]
    public let evidence = SkillEvidence(answersRequestsOnly: true)
    public let parameters = [SkillParameter(name: "city", title: "城市", kind: .city)]
    public let samples = ["北京天气怎么样", "明天杭州会下雨吗", "weather in Beijing"]
    public let negativeSamples = ["热门歌曲", "冷静一下"]

    let client: OpenMeteoClient
    let timeoutMs: Int
    let defaultCity: String
    /// `source` in the result data.
    let source: String

    /// `endpoint` replaces both Open-Meteo services (`--weather-endpoint`); `timeoutMs`
    /// bounds the whole query, geocoding included; `defaultCity` answers a question naming none.
    public init(endpoint: String?, timeoutMs: Int, defaultCity: String) {
        self.init(endpoint: endpoint, timeoutMs: timeoutMs, defaultCity: defaultCity, http: .live)
    }

    /// The same, fetching with `http`.
    public init(endpoint: String?, timeoutMs: Int, defaultCity: String, http: HTTPClient) {
        client = OpenMeteoClient(endpoint: endpoint, timeoutMs: timeoutMs, http: http)
        self.timeoutMs = timeoutMs
        self.defaultCity = defaultCity
        source = endpoint.flatMap { try? HTTPURL($0).host } ?? "open-meteo"
    }

    public func extractParameters(from sentence: String, using extractor: any ParameterExtractor,
                                  context: ExtractionContext) -> [String: ParameterValue] {
        if let match = CityGazetteer.find(in: sentence) { return ["city": .text(match.name)] }
        if let guess = PlaceNameGuesser.guess(in: sentence) { return ["city": .text(guess)] }
        return [:]
    }

    public func execute(_ context: SkillContext) async throws -> SkillResult {
        var asked = defaultCity
        if case let .text(city)? = context.parameters["city"], !city.isEmpty { asked = city }
        do {
            return try await query(asked, language: context.language)
        } catch .cancelled {
            throw CancellationError()
        } catch {
            throw error.skillError(context.language)
        }
    }

    private func query(_ asked: String, language: ReplyLanguage) async throws(WeatherError) -> SkillResult {
        let deadline = Deadline(afterMilliseconds: timeoutMs)
        let name: String
        let englishName: String
        let latitude: Double
        let longitude: Double
        if let city = CityGazetteer.city(named: asked) {
            (name, englishName, latitude, longitude) = (city.name, city.englishName, city.latitude, city.longitude)
        } else {
            let place = try await client.place(named: asked, deadline: deadline)
            // An English sentence names the place as its asker wrote it ("Reykjavik"), when that was English.
            let askedInLatin = !asked.unicodeScalars.contains { $0.value > 0x2FF }
            (name, englishName, latitude, longitude) = (place.name, askedInLatin ? asked : place.name, place.latitude, place.longitude)
        }
        let current = try await client.current(latitude: latitude, longitude: longitude, deadline: deadline)
        let condition = WeatherCode.condition(current.weatherCode, in: language)
        let degrees = Self.degrees(current.temperatureC)
        let summary = language == .chinese
            ? "\(name)现在\(condition)，气温 \(degrees)°C"
            : "\(englishName): \(condition), \(degrees)°C"
        return SkillResult(summary: summary, data: .object([
            ("city", .string(name)),
            ("condition", .string(condition)),
            ("temperatureC", .number(current.temperatureC)),
            ("source", .string(source)),
        ]))
    }

    /// A temperature to one decimal, without a trailing ".0": "3.2", "-5", "0".
    static func degrees(_ celsius: Double) -> String {
        let tenths = Int((celsius * 10).rounded())
        let whole = "\(tenths < 0 ? "-" : "")\(abs(tenths) / 10)"
        return abs(tenths) % 10 == 0 ? whole : "\(whole).\(abs(tenths) % 10)"
    }
}
