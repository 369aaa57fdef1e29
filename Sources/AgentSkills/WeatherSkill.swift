import AgentCalendar
import AgentCore
import AgentProtocol
import AgentLanguage

/// `weather.query` — 北京天气怎么样, 后天杭州会不会下雨, 西宁明天冷不冷, 今天冷吗 (the default city),
/// "weather in Beijing", "will it rain in Shanghai on Saturday"; the details: 明天吹什么风, 几点日落,
/// 空气质量怎么样, 紫外线强不强; advice: 适合跑步吗, 能洗车吗, 穿衣指数.
///
/// Keywords: weather words (天气, 下雨, 气温, 多少度, 冷, 热, 有雾, 带伞, weather, rain, …);
/// it answers requests and questions only, and a keyword inside a longer word (热门, 冷静)
/// does not count. The city is the one `CityGazetteer` finds (a Chinese city, or a major
/// city abroad: 巴黎, "Sydney"; their coordinates are in the table), else the place
/// `PlaceNameGuesser` proposes (峨眉山, 阳朔; looked up with the geocoding service), else
/// the default city, which the reply names as the default. The day is the one
/// `AskedDayReader` finds (明天, 周六, 这个周末, 3月15号, "next Monday"): today, or no day, asks
/// for the weather now; another day, up to today + 15, for that day's forecast. A yes/no
/// question or advice (`WeatherQuestionReader`) is answered first (`WeatherSkillAnswer` holds the
/// rules); a detail asked (`WeatherDetailReader`, or the one an answer is decided from) adds its
/// figures, asked of the forecast by their variables, and the air of the air-quality service.
/// Weather comes from Open-Meteo, or from `--weather-endpoint`, which replaces both of its
/// services; answers are kept for `--weather-cache` seconds (`WeatherCache`).
/// Result data: `{city, date, condition, temperatureC, minC, maxC, precipitationChance, source}`:
/// `city` in Chinese ("weather in Beijing" is 北京; a geocoded place as the service names it),
/// `date` the forecast's day (YYYY-MM-DD) or null for the weather now, `condition` the WMO code
/// in the sentence's language, `temperatureC` now (null for a day), `minC`, `maxC` and
/// `precipitationChance` (percent) of the day (null now), `source` "open-meteo" or the
/// endpoint's host when `--weather-endpoint` is given; then the details' figures, each named
/// after its variable in camel case (`uvIndexMax`, `windSpeed10m`, `sunrise`, `usAqi`, `pm2_5`).
/// Errors: network_error, timeout, upstream_error, invalid_response, unknown_city, out_of_range.
public struct WeatherSkill: SentenceReadingSkill {
    /// Taught ahead from the labelled sentences (see `SampleLearning`); its few samples are for `selftest`.
    public let learning = SampleLearning.taughtAhead
    public let id = "weather.query"
    public let displayName = "天气"
    public let description = "查询城市现在的天气或未来某天的天气预报"
    public let keywords = ["天气", "天气预报", "预报", "下雨", "有雨", "雨吗", "雨不", "雨伞", "带伞", "打伞", "伞", "降雨", "降水", "降雨概率", "降水概率", "结冰", "气温", "温度", "几度",
                           "多少度", "度吗", "冷", "热", "暖和", "凉快", "晴", "晴天", "阴天", "多云", "下雪", "雪吗", "有雪", "雪不",
                           "刮风", "风大", "大风", "有风",
                           // Wind asked of with 会: 风会不会很大.
                           "风会",
                           // 有 before a phenomenon asks whether it comes, as 有雨 does: 明天有雾, 石家庄明天有紫外线.
                           "有雾", "有霾", "有雾霾", "有台风", "有冰雹", "有沙尘", "有沙尘暴", "有大风", "有暴雨", "有雷阵雨", "有紫外线", "雾", "雾霾", "霾", "湿度", "潮湿", "闷热", "沙尘", "沙尘暴", "浮尘", "扬沙", "有浮尘", "有扬沙", "风沙", "台风",
                           // Ice and cold spells as the regions name them: 凌冻 and 凝冻 (Guizhou's freezing rain), 倒春寒.
                           "冻雨", "凌冻", "凝冻", "霜冻", "有霜", "下霜", "雨夹雪", "寒潮", "冷空气", "倒春寒",
                           "打雷", "雷阵雨", "暴雨", "降温", "升温", "回南天", "出太阳", "紫外线", "最高温", "最低温", "最高气温", "最低气温", "最高温度", "最低温度", "高温",
                           "低温", "零下", "穿什么", "要穿", "穿多厚", "穿多少衣服", "穿多少件", "穿几件", "穿厚", "穿羽绒服", "穿短袖", "穿外套", "带外套", "带件外套", "穿棉袄", "加衣服",
                           "weather", "forecast", "rain",
                           "wether", "wheather", "weahter",  // misspelt as people type them
                           "cold", "hot", "warm", "chilly", "humid", "temperature", "sunny",
                           "snow", "windy", "wind", "fog", "foggy", "umbrella", "brolly", "jacket", "coat", "the high",
                           "the low", "storm", "how many degrees", "how hot", "how cold", "how warm",
                           // Kinds of weather and what to bring against it, as people name them.
                           "storms", "stormy", "thunder", "thunderstorm", "thunderstorms", "drizzle", "sleet", "hailstorm", "overcast",
                           "cloudy", "rainy", "snowy", "misty", "icy", "heatwave", "heat wave", "sunglasses", "sunblock", "sun cream",
                           "raincoat", "raincoats", "rain coat", "rain jacket", "coats", "jackets", "umbrellas", "wellies", "gumboots",
                           "rain boots", "jumper", "sweater", "hoodie", "parka", "gloves", "scarf", "toque", "beanie",
                           "frost", "frosty", "freezing", "baltic", "mackintosh", "stinker",
                           // The details (WeatherDetailReader) and the life indices that ask them.
                           "温差", "温度差", "日出", "日落", "太阳什么时候", "太阳几点", "太阳什么时间", "太阳下山", "太阳落山",
                           "太阳升起", "太阳晒", "几点天黑", "几点天亮", "风力", "风向", "风速", "几级风", "什么风", "降水量",
                           "降雨量", "雨量", "能见度", "空气质量", "空气怎么样", "空气好", "pm2.5", "pm10", "aqi", "污染指数",
                           "冰雹", "暴风雨", "防晒", "防晒霜", "涂防晒", "穿衣", "日落时间", "日出时间", "穿衣指数", "感冒指数", "旅游指数", "运动指数", "洗车指数", "晨练指数",
                           "紫外线指数", "防晒指数", "带伞指数", "舒适度指数", "晾晒指数", "钓鱼指数", "生活指数", "气象指数",
                           "中暑指数", "过敏指数", "看星星",
                           "sunrise", "sunset", "sundown", "sunup", "sun come up", "sun comes up", "sun go down", "sun goes down", "sun rise",
                           "sun rises", "sun sets", "sun set", "get dark", "gets dark",
                           "uv index", "uv", "air quality", "visibility", "humidity",
                           "sunscreen", "what to wear", "should i wear", "good day for", "good day to", "good weather for", "nice day for", "see the stars", "stargazing",
                           "wash my car", "wash the car", "temp", "high and low", "meteorological", "atmospheric conditions", "tornado",
                           "tornadoes", "hurricane",
                           // Weather as people say it: "is it gonna pour", "a scorcher", "is the air polluted", 加件外套.
                           "pour", "pouring", "scorcher", "polluted", "pollution", "加件外套", "加个外套", "加外套",
                           // Heavy rain as Britain, Ireland and Australia say it: "is it gonna chuck it down", "pissing down".
                           "piss down", "pissing down", "chuck it down", "chucking it down", "bucket down", "bucketing down",
                           "tip down", "tipping down", "teeming",
                           // Rain as Britain says it by its effect: "is it gan to be wet", "a wet weekend".
                           "be wet", "wet out", "wet day", "a wet", "wet weekend",
                           // Wind as people say it: "gonna be blowy on friday".
                           "blowy", "breezy", "gusty",
                           // Weather "made", as Portuguese, Spanish and French speakers say it (will make sun on saturday?).
                           "make sun", "makes sun", "make rain", "makes rain"]
        + ActivityShield.keywords
    public let evidence = SkillEvidence(answersRequestsOnly: true)
    public let parameters = [SkillParameter(name: "city", title: "城市", kind: .city), Self.date,
                             SkillParameter(name: "asks", title: "问的是", kind: .text),
                             SkillParameter(name: "detail", title: "细项", kind: .text)]
    /// The day asked about; none, or today, is the weather now.
    static let date = SkillParameter(name: "date", title: "日期", kind: .date)
    public let samples = ["北京天气怎么样", "明天杭州会下雨吗", "weather in Beijing"]
    public let negativeSamples = ["热门歌曲", "冷静一下"]

    let client: OpenMeteoClient
    let timeoutMs: Int
    let defaultCity: String
    /// `source` in the result data.
    let source: String

    /// `endpoint` replaces both Open-Meteo services (`--weather-endpoint`); `timeoutMs`
    /// bounds the whole query, geocoding included; `defaultCity` answers a question naming none;
    /// `cacheSeconds` is how long an answer is kept (`--weather-cache`, 0 keeps none).
    public init(endpoint: String?, timeoutMs: Int, defaultCity: String, cacheSeconds: Int = 0) {
        self.init(endpoint: endpoint, timeoutMs: timeoutMs, defaultCity: defaultCity, http: .live,
                  cache: WeatherCache(seconds: cacheSeconds))
    }

    /// The same, fetching with `http` and keeping answers in `cache`.
    public init(endpoint: String?, timeoutMs: Int, defaultCity: String, http: HTTPClient,
                cache: WeatherCache = WeatherCache(seconds: 0)) {
        client = OpenMeteoClient(endpoint: endpoint, timeoutMs: timeoutMs, http: http, cache: cache)
        self.timeoutMs = timeoutMs
        self.defaultCity = defaultCity
        source = endpoint.flatMap { try? HTTPURL($0).host } ?? "open-meteo"
    }

    /// The city, the day and what a yes/no question asks (`asks`: "rain", "cold", …, so that a
    /// follow-up inherits it); a day that is past and has no date (上周五) is refused as the
    /// forecast's `out_of_range`, saying which days it reaches.
    /// A correction names the city it meant last: 不是杭州，是苏州, "not Hangzhou, I said Suzhou".
    public func followUpParameters(in sentence: Sentence, last: [String: ParameterValue],
                                   context: ExtractionContext) -> [String: ParameterValue] {
        var values = parameters(in: sentence, context: context)
        let cities = CityGazetteer.all(in: sentence)
        if cities.count > 1, CorrectionWords.holds(sentence), let meant = cities.last { values["city"] = .text(meant.name) }
        // "and the day after?", 第二天呢: the day after the one asked about (today when none was).
        if let following = FollowingDay.date(in: sentence, values: values, last: last["date"], context: context) {
            values["date"] = following
        }
        return values
    }

    public func parameters(in sentence: Sentence, context: ExtractionContext) -> [String: ParameterValue] {
        var values: [String: ParameterValue] = [:]
        if let city = ParameterReader.value(of: parameters[0], in: sentence, mode: .sentence, context: context) { values["city"] = city }
        let today = CivilTime(context.now, in: context.timeZone)
        if case .past? = AskedDayReader.read(sentence, now: LocalMoment(today)) {
            values["date"] = .invalid(WeatherError.outOfRange(asked: nil, today: CalendarDate(today)).skillError(context.language))
        } else if let date = ParameterReader.value(of: Self.date, in: sentence, mode: .sentence, context: context) {
            values["date"] = date
        }
        if let question = WeatherQuestionReader.read(sentence) { values["asks"] = .text(question.rawValue) }
        if let detail = WeatherDetailReader.read(sentence) { values["detail"] = .text(detail.rawValue) }
        return values
    }

    public func execute(_ context: SkillContext) async throws -> SkillResult {
        var asked = defaultCity
        var named = false
        if case let .text(city)? = context.parameters["city"], !city.isEmpty { (asked, named) = (city, true) }
        var date: CalendarDate?
        if case let .date(day)? = context.parameters["date"] { date = day }
        do {
            return try await query(asked, isDefaultCity: !named, date: date, context: context)
        } catch .cancelled {
            throw CancellationError()
        } catch {
            throw error.skillError(context.language)
        }
    }

    private func query(_ asked: String, isDefaultCity: Bool, date: CalendarDate?,
                       context: SkillContext) async throws(WeatherError) -> SkillResult {
        let language = context.language
        let today = CalendarDate(CivilTime(context.now, in: context.timeZone))
        var question: WeatherQuestionReader.Question?
        if case let .text(name)? = context.parameters["asks"] { question = .init(rawValue: name) }
        var details: [WeatherDetail] = []
        if case let .text(name)? = context.parameters["detail"], let detail = WeatherDetail(rawValue: name) { details.append(detail) }
        if let implied = question?.detail, !details.contains(implied) { details.append(implied) }
        // Today is the weather now; another day must be one the forecast reaches. Sunrise and
        // sunset belong to a day: today's, when no other is asked.
        var day: WeatherReport.CalendarDay?
        if details.contains(.sun), date == nil || date == today {
            day = WeatherReport.CalendarDay(date: today, daysAhead: 0)
        } else if let date, date != today {
            let ahead = today.days(to: date)
            guard (1..<WeatherError.forecastDays).contains(ahead) else { throw .outOfRange(asked: date, today: today) }
            day = WeatherReport.CalendarDay(date: date, daysAhead: ahead)
        }
        let deadline = Deadline(afterMilliseconds: timeoutMs)
        let place: WeatherSkillReply.Place
        let latitude: Double
        let longitude: Double
        if let city = CityGazetteer.city(named: asked) {
            place = .init(name: city.name, englishName: city.englishName)
            (latitude, longitude) = (city.latitude, city.longitude)
        } else {
            let found = try await client.place(named: asked, deadline: deadline)
            // An English sentence names the place as its asker wrote it ("Reykjavik"), when that was English.
            let askedInLatin = !asked.unicodeScalars.contains { $0.value > 0x2FF }
            place = .init(name: found.name, englishName: askedInLatin ? asked : found.name)
            (latitude, longitude) = (found.latitude, found.longitude)
        }
        let zone = Self.serviceZone(context.timeZone)
        var report: WeatherReport
        if let day {
            let daily: OpenMeteoClient.Daily
            do {
                daily = try await client.daily(latitude: latitude, longitude: longitude, date: day.date, timeZone: zone,
                                               details: details.flatMap(\.dailyVariables), deadline: deadline)
            } catch .serviceOutOfRange {
                throw .outOfRange(asked: day.date, today: today)
            }
            report = WeatherReport(weatherCode: daily.weatherCode, figures: .day(
                day, minC: daily.minC, maxC: daily.maxC, precipitationChance: daily.precipitationChance), details: daily.details)
        } else {
            let current = try await client.current(latitude: latitude, longitude: longitude,
                                                   details: details.flatMap(\.currentVariables), deadline: deadline)
            report = WeatherReport(weatherCode: current.weatherCode, figures: .now(temperatureC: current.temperatureC),
                                   details: current.details)
        }
        if details.contains(.airQuality) {
            let air = try await client.airQuality(latitude: latitude, longitude: longitude,
                                                  date: day.flatMap { $0.daysAhead > 0 ? $0.date : nil },
                                                  timeZone: zone, deadline: deadline)
            report.details = report.details.merging(air)
        }
        let summary = WeatherSkillReply.summary(report, at: place, question: question, details: details,
                                                isDefaultCity: isDefaultCity, language: language)
        return SkillResult(summary: summary, data: Self.data(report, city: place.name, language: language, source: source))
    }

    /// The zone's IANA name for the service; a zone read from /etc/localtime or a fixed offset has
    /// none, and the service then uses the place's own zone (`auto`).
    static func serviceZone(_ zone: TimeZoneRules) -> String {
        let name = zone.identifier
        return name.contains("/") || name == "UTC" || name == "GMT" ? name : "auto"
    }

    /// `{city, date, condition, temperatureC, minC, maxC, precipitationChance, source}`, every key
    /// present, then the figures of the details asked, by their variables in camel case (`uvIndexMax`).
    static func data(_ report: WeatherReport, city: String, language: ReplyLanguage, source: String) -> JSONValue {
        var date = JSONValue.null
        var temperature = JSONValue.null
        var (low, high, chance) = (JSONValue.null, JSONValue.null, JSONValue.null)
        switch report.figures {
        case let .now(temperatureC):
            temperature = .number(temperatureC)
        case let .day(day, minC, maxC, precipitation):
            date = .string(day.date.iso)
            (low, high) = (.number(minC), .number(maxC))
            chance = precipitation.map(JSONValue.number) ?? .null
        }
        return .object([
            ("city", .string(city)),
            ("date", date),
            ("condition", .string(WeatherCode.condition(report.weatherCode, in: language))),
            ("temperatureC", temperature),
            ("minC", low),
            ("maxC", high),
            ("precipitationChance", chance),
            ("source", .string(source)),
        ] + report.details.data)
    }
}
