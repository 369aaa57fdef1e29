import AgentCore
import AgentLanguage
import AgentProtocol
@testable import AgentSkills
import TestSupport
import Testing

/// `weather.query`'s details and advice against the loopback server: the variables each detail
/// asks of the forecast or the air-quality service, the figures in the data by those names, the
/// clause that says them, and answers that follow the rules of docs/skills.md from the same figures.
struct WeatherDetailsTests {
    let server: WeatherServer

    init() throws {
        server = try WeatherServer.shared.get()
    }

    func skill(fault: String? = nil) -> WeatherSkill {
        WeatherSkill(endpoint: server.endpoint(fault: fault), timeoutMs: 60_000, defaultCity: "深圳", http: .live)
    }

    /// Each detail, now and for a day: the data holds its variables in camel case, the reply says them.
    @Test(arguments: [
        ("烟台现在紫外线多少", ["uvIndex"], "紫外线指数"),
        ("烟台明天紫外线指数", ["uvIndexMax"], "紫外线指数"),
        ("威海明天吹什么风", ["windSpeed10mMax", "windGusts10mMax", "windDirection10mDominant"], "级，风速每小时"),
        ("威海现在风力几级", ["windSpeed10m", "windDirection10m", "windGusts10m"], "级，风速每小时"),
        ("温州明天几点日落", ["sunrise", "sunset"], "日落"),
        ("温州今天太阳什么时候下山", ["sunrise", "sunset"], "日出"),
        ("绍兴今天的降水量", ["precipitation"], "降水量"),
        ("绍兴后天降雨量多少", ["precipitationSum"], "降水量"),
        ("无锡湿度多少", ["relativeHumidity2m"], "相对湿度"),
        ("无锡明天的能见度", ["visibilityMean"], "能见度"),
        ("常州空气质量怎么样", ["usAqi", "pm2_5", "pm10"], "空气质量"),
        ("常州明天的pm2.5", ["usAqiMax", "pm2_5Max", "pm10Max"], "PM2.5"),
        ("what's the UV index in Yantai tomorrow", ["uvIndexMax"], "UV index"),
        ("when is sunset in Wenzhou", ["sunrise", "sunset"], "sunset"),
        ("how is the air quality in Changzhou", ["usAqi", "pm2_5", "pm10"], "US AQI"),
    ] as [(String, [String], String)])
    func answersTheDetailAsked(sentence: String, keys: [String], says: String) async throws {
        let result = try await ask(sentence, skill())
        let data = try #require(result.data.objectValue)
        let names = data.map(\.0)
        #expect(Array(names.prefix(8)) == ["city", "date", "condition", "temperatureC", "minC", "maxC", "precipitationChance", "source"])
        #expect(Array(names.dropFirst(8)) == keys)
        #expect(result.summary.contains(says))
    }

    /// A question about sunrise or sunset is about a day: today's, when it names no other.
    @Test func theSunIsTodaysWhenNoDayIsNamed() async throws {
        let data = try await ask("温州几点天黑", skill()).data
        #expect(data["date"] == .string("2026-03-10") && data["temperatureC"] == .null)
    }

    /// The detail's variables are asked of the forecast; the air of the air-quality service, now or
    /// by the hour of the day asked; a plain question asks as before.
    @Test func asksTheServicesForTheDetailsVariables() async throws {
        _ = try await ask("扬州明天风大吗", skill())
        _ = try await ask("扬州空气质量怎么样", skill())
        _ = try await ask("扬州后天空气好吗", skill())
        _ = try await ask("扬州天气怎么样", skill())
        let asked = server.requests(containing: "latitude=32.3942")
        #expect(asked.contains { $0.contains("daily=weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max,wind_speed_10m_max,wind_gusts_10m_max,wind_direction_10m_dominant&") })
        #expect(asked.contains { $0.hasPrefix("/v1/air-quality?") && $0.contains("&current=us_aqi,pm2_5,pm10") })
        #expect(asked.contains { $0.hasPrefix("/v1/air-quality?") && $0.contains("&hourly=us_aqi,pm2_5,pm10&timezone=") && $0.contains("start_date=2026-03-12") })
        #expect(asked.contains { $0.hasSuffix("&current=temperature_2m,weather_code") })
    }

    /// The answer first, by the rules of docs/skills.md, from the figures the data reports.
    @Test(arguments: [
        ("威海明天风大吗", "风大", "风不大"),
        ("烟台今天紫外线强不强", "紫外线强", "紫外线不强"),
        ("烟台明天要涂防晒吗", "要涂防晒", "不用涂防晒"),
        ("无锡现在潮湿吗", "潮湿", "不潮湿"),
        ("威海明天适合跑步吗", "适合户外活动", "不太适合户外活动"),
        ("威海后天能洗车吗", "适合洗车", "不适合洗车"),
        ("温州今晚能看到星星吗", "天气晴朗，能看到星星", "云多，不一定看得到星星"),
    ])
    func answersByTheRules(sentence: String, yes: String, no: String) async throws {
        let result = try await ask(sentence, skill())
        let question = try #require(WeatherQuestionReader.read(sentence))
        let data = result.data
        func figure(_ name: String) -> Double? { data[name]?.numberValue }
        let code: Int
        switch data["condition"]?.stringValue {
        case "晴"?: code = 0
        case "晴间多云"?: code = 1
        default: code = 99  // any other condition: its code decides no yes below but stars and sunshine
        }
        let decided: Bool
        switch question {
        case .windy: decided = (figure("windSpeed10mMax") ?? 0) >= 29 || (figure("windGusts10mMax") ?? 0) >= 50
        case .strongUV: decided = try #require(figure("uvIndex")) >= 6
        case .sunscreen: decided = try #require(figure("uvIndexMax")) >= 3
        case .humid: decided = try #require(figure("relativeHumidity2m")) >= 80
        case .stars: decided = code <= 1
        default:
            // Being out and washing the car depend on the code too: check the answer is one of the two.
            #expect(result.summary.hasPrefix(yes + "，") || result.summary.hasPrefix(no + "，"))
            return
        }
        #expect(result.summary.hasPrefix((decided ? yes : no) + "，"))
    }

    @Test func advisesWhatToWearFromTheTemperature() async throws {
        let result = try await ask("北京今天穿什么", skill())
        #expect(result.summary.hasPrefix("建议穿羽绒服，北京现在晴，气温3.2°C"))  // 3.2 °C is below 5
    }

    /// A day the air-quality forecast does not reach is refused as out of range.
    @Test func refusesTheAirPastItsReach() async {
        await #expect(throws: SkillError.self) { try await ask("扬州3月18号空气质量怎么样", skill()) }
    }

    /// A figure no service could give is a broken answer, not one to repeat.
    @Test(arguments: [JSONValue.number(-1), .number(2_000_000), .string("high")])
    func refusesAnImplausibleFigure(value: JSONValue) {
        #expect(throws: WeatherError.self) {
            try OpenMeteoClient.figures(["uv_index"], of: "current") { _ in value }
        }
    }

    @Test func namesEachVariableInCamelCase() {
        #expect(WeatherDetailFigures.camelCase("wind_speed_10m_max") == "windSpeed10mMax")
        #expect(WeatherDetailFigures.camelCase("pm2_5") == "pm2_5")
        #expect(WeatherDetailFigures.camelCase("relative_humidity_2m_mean") == "relativeHumidity2mMean")
        #expect(WeatherDetailFigures.camelCase("us_aqi_max") == "usAqiMax")
    }
}
