import AgentCalendar
import AgentCore
import AgentLanguage
import AgentProtocol
@testable import AgentSkills
import Foundation
import Synchronization
import TestSupport
import Testing

/// The result data of the weather now, from the loopback server.
func weather(_ city: String, _ condition: String, _ temperature: Double, source: String = "127.0.0.1") -> JSONValue {
    .object([("city", .string(city)), ("date", .null), ("condition", .string(condition)),
             ("temperatureC", .number(temperature)), ("minC", .null), ("maxC", .null), ("precipitationChance", .null),
             ("source", .string(source))])
}

/// The result data of a day's forecast, from the loopback server.
func forecast(_ city: String, _ date: String, _ condition: String, _ minC: Double, _ maxC: Double,
              _ chance: Double?) -> JSONValue {
    .object([("city", .string(city)), ("date", .string(date)), ("condition", .string(condition)),
             ("temperatureC", .null), ("minC", .number(minC)), ("maxC", .number(maxC)),
             ("precipitationChance", chance.map(JSONValue.number) ?? .null), ("source", "127.0.0.1")])
}

/// A stand-in for Open-Meteo that answers every forecast with the same figures (the daily
/// answer for the day asked), and records the URLs asked for.
func cannedHTTP(_ requested: Locked<[String]>) -> HTTPClient {
    HTTPClient { url, _ in
        requested.withLock { $0.append(url) }
        let body: String
        if url.contains("/v1/search") {
            body = #"{"results":[{"id":1,"name":"腾冲","latitude":25.0206,"longitude":98.4922}],"generationtime_ms":0.5}"#
        } else if let start = url.range(of: "start_date=") {
            let day = url[start.upperBound...].prefix(10)
            body = #"{"daily":{"time":["\#(day)"],"weather_code":[80],"temperature_2m_max":[21.0],"#
                + #""temperature_2m_min":[9.3],"precipitation_probability_max":[55]}}"#
        } else {
            body = #"{"current":{"time":"2026-03-10T01:00","interval":900,"temperature_2m":14.5,"weather_code":80}}"#
        }
        return HTTPResponse(status: 200, body: Array(body.utf8))
    }
}

/// `weather.query` against the stand-in server of Tests/Weather (loopback only).
func day(_ iso: String) -> ParameterValue {
    .date(CalendarDate(iso: iso)!)
}

struct WeatherSkillTests {
    let server: WeatherServer

    init() throws {
        server = try WeatherServer.shared.get()
    }

    /// A generous timeout unless a test is about timeouts: a loaded machine must not fail the others.
    // Generous: on a 2-core machine the whole suite runs beside these tests, which check what is
    // asked and answered, not how fast.
    func skill(fault: String? = nil, timeoutMs: Int = 60_000, defaultCity: String = "深圳") -> WeatherSkill {
        WeatherSkill(endpoint: server.endpoint(fault: fault), timeoutMs: timeoutMs, defaultCity: defaultCity)
    }

    /// A temperature set on a device asks no weather (`DeviceSettingShield`); the weather's own do.
    @Test(arguments: [
        ("空调温度调到二十五度", false), ("帮我把热水器温度调低一点", false), ("鱼缸的温度设为二十六度", false),
        ("set the temp to 68 please", false), ("can you turn down the temperature", false),
        ("明天温度多少", true), ("北京气温会降到零下吗", true), ("what's the temperature in Boston", true),
        ("will temperatures drop tomorrow", true),
    ])
    func turnsDownATemperatureSetOnADevice(sentence: String, isCandidate: Bool) {
        let report = matching(sentence, skills: [skill()])
        #expect(report.candidates.contains { $0.skill == "weather.query" && $0.rejected == nil } == isCandidate)
    }

    @Test func answersForACityOfTheGazetteer() async throws {
        let result = try await ask("北京天气怎么样", skill())
        #expect(result == SkillResult(summary: "北京现在晴，气温3.2°C。", data: weather("北京", "晴", 3.2)))
        #expect(JSONWriter.string(result.data) == #"{"city":"北京","date":null,"condition":"晴","temperatureC":3.2,"#
            + #""minC":null,"maxC":null,"precipitationChance":null,"source":"127.0.0.1"}"#)
    }

    @Test(arguments: [
        ("weather in Beijing", "Beijing right now: clear sky, 3.2°C.", weather("北京", "clear sky", 3.2)),
        ("what's the weather in Hangzhou", "Hangzhou right now: light rain, 11.8°C.", weather("杭州", "light rain", 11.8)),
        ("is it cold in Harbin today", "Yes. Harbin right now: light snow, -12.4°C.", weather("哈尔滨", "light snow", -12.4)),
    ] as [(String, String, JSONValue)])
    func answersEnglishWithTheChineseCityName(sentence: String, summary: String, data: JSONValue) async throws {
        #expect(try await ask(sentence, skill()) == SkillResult(summary: summary, data: data))
    }

    @Test(arguments: [
        ("今天冷吗", "不冷，深圳现在阴，气温24.6°C。"),
        ("出门要带雨伞吗", "不用带伞，深圳现在阴，气温24.6°C。"),
        ("这边热不热", "不热，深圳现在阴，气温24.6°C。"),
        ("后天天气好不好", "深圳后天（3月12日，周四）阴，气温19.8到25.4°C，降水概率35%。"),
    ])
    func usesTheDefaultCityWhenTheSentenceNamesNoneAndSaysSo(sentence: String, answer: String) async throws {
        let result = try await ask(sentence, skill())
        #expect(result.summary == answer + "（没有说城市，查的是默认城市深圳；可用 --default-city 更改。）")
        #expect(result.data["city"] == "深圳")
    }

    @Test func readsTheDefaultCityInEnglishOrWithShi() async throws {
        #expect(try await ask("will it rain", skill(defaultCity: "Shenzhen")).summary
            == "No. Shenzhen right now: overcast, 24.6°C. "
            + "(No city was named, so this is the default city, Shenzhen; change it with --default-city.)")
        #expect(try await ask("今天冷吗", skill(defaultCity: " 北京市 ")).data == weather("北京", "晴", 3.2))
    }

    @Test func geocodesADefaultCityTheGazetteerLacks() async throws {
        #expect(try await ask("今天冷吗", skill(defaultCity: "腾冲")).data == weather("腾冲", "小阵雨", 14.5))
    }

    @Test func geocodesACityTheGazetteerLacks() async throws {
        let skill = skill()
        #expect(try await ask("腾冲明天天气怎么样", skill) == SkillResult(
            summary: "腾冲明天（3月11日，周三）多云，气温7.9到22.4°C，降水概率20%。",
            data: forecast("腾冲", "2026-03-11", "多云", 7.9, 22.4, 20)))
        #expect(try await ask("weather in Reykjavik", skill) == SkillResult(
            summary: "Reykjavik right now: moderate snow, -1.5°C.", data: weather("雷克雅未克", "moderate snow", -1.5)))
    }

    /// With --geocode-any the server finds every name: what the agent asks about is what it reports.
    @Test(arguments: [("峨眉山后天山上冷吗", "峨眉山"), ("阳朔这周六天气", "阳朔"), ("稻城明天会下雪吗", "稻城"),
                      ("请问九寨沟现在多少度", "九寨沟")])
    func asksTheGeocoderForThePlaceTheSentenceNames(sentence: String, place: String) async throws {
        let server = try WeatherServer(arguments: ["--geocode-any"])
        defer { server.stop() }
        let skill = WeatherSkill(endpoint: server.endpoint(), timeoutMs: 60_000, defaultCity: "深圳")
        #expect(try await ask(sentence, skill).data["city"] == .string(place))
    }

    @Test(arguments: [("巴黎这周末天气", "巴黎"), ("weather in Paris", "巴黎"), ("Sydney weather on Sunday", "悉尼"),
                      ("Is it muggy in Singapore?", "新加坡"), ("首尔明天冷吗", "首尔")])
    func answersForACityAbroadWithoutGeocoding(sentence: String, city: String) async throws {
        let requested = Locked<[String]>([])
        let skill = WeatherSkill(endpoint: nil, timeoutMs: 1000, defaultCity: "深圳", http: cannedHTTP(requested))
        #expect(try await ask(sentence, skill).data["city"] == .string(city))
        #expect(requested.withLock { $0.count == 1 && $0[0].contains("/v1/forecast") })
    }

    @Test func refusesAPlaceTheGeocoderDoesNotKnow() async {
        await #expect(throws: SkillError(code: "unknown_city", message: "unknown city '火星城'", reply: "没有找到「火星城」这个地方。")) {
            try await ask("火星城明天天气怎么样", skill())
        }
        await #expect(throws: SkillError(code: "unknown_city", message: "unknown city 'Atlantis'",
                                         reply: "I couldn’t find a place called “Atlantis”.")) {
            try await ask("weather in Atlantis", skill())
        }
    }

    @Test func reportsAServerErrorAsUpstream() async {
        await #expect(throws: SkillError(code: "upstream_error", message: "weather service answered http 503",
                                         reply: "天气服务暂时不可用，请稍后再试。")) {
            try await ask("北京天气怎么样", skill(fault: "503"))
        }
        await #expect(throws: SkillError(code: "upstream_error", message: "weather service answered http 302",
                                         reply: "天气服务暂时不可用，请稍后再试。")) {
            try await ask("北京天气怎么样", skill(fault: "redirect"))
        }
    }

    @Test(arguments: [
        ("garbage", "unexpected answer from the weather service: the body is not json"),
        ("truncated", "unexpected answer from the weather service: the body is not json"),
        ("empty", "unexpected answer from the weather service: the forecast has no current object"),
        ("huge", "unexpected answer from the weather service: response larger than 1 mib"),
        ("nothttp", "unexpected answer from the weather service: the answer is not http"),
    ])
    func reportsABodyItCannotReadAsInvalid(fault: String, message: String) async {
        await #expect(throws: SkillError(code: "invalid_response", message: message,
                                         reply: "The weather service sent an answer I can’t read.")) {
            try await ask("weather in Beijing", skill(fault: fault))
        }
    }

    @Test func reportsAGeocodingAnswerWithoutCoordinatesAsInvalid() async {
        await #expect(throws: SkillError(
            code: "invalid_response",
            message: "unexpected answer from the weather service: results[0] lacks a name, latitude or longitude",
            reply: "天气服务返回的数据无法识别，请稍后再试。")) {
            try await ask("腾冲天气", skill(fault: "empty"))
        }
    }

    /// The weather now and a day's forecast (the daily endpoint) alike.
    @Test(arguments: ["北京天气怎么样", "北京明天天气怎么样"])
    func givesUpAtItsTimeoutOnASlowServer(sentence: String) async {
        let started = ContinuousClock.now
        await #expect(throws: SkillError(code: "timeout", message: "the weather service did not answer within 300 ms",
                                         reply: "天气服务响应超时，请稍后再试。")) {
            try await ask(sentence, skill(fault: "slow", timeoutMs: 300))
        }
        // The server sleeps 30 s: ending well before that shows the 300 ms timeout worked, even on a loaded machine.
        #expect(ContinuousClock.now - started < HangBound.duration)
    }

    @Test func reportsNothingListeningAsANetworkError() async throws {
        let port = try Self.unusedPort()
        let endpoint = "http://127.0.0.1:\(port)"
        let message = "cannot reach the weather service: cannot connect to 127.0.0.1:\(port): connection refused"
        await #expect(throws: SkillError(code: "network_error", message: message, reply: "暂时连不上天气服务，请稍后再试。")) {
            try await ask("北京天气怎么样", WeatherSkill(endpoint: endpoint, timeoutMs: 2000, defaultCity: "深圳"))
        }
    }

    @Test(arguments: [
        ("close", "cannot reach the weather service: the connection closed without an answer"),
        ("partial", "cannot reach the weather service: the connection closed in the middle of the body"),
    ])
    func reportsAConnectionThatEndsEarlyAsANetworkError(fault: String, message: String) async {
        await #expect(throws: SkillError(code: "network_error", message: message,
                                         reply: "I can’t reach the weather service right now. Please try again later.")) {
            try await ask("weather in Beijing", skill(fault: fault))
        }
    }

    @Test func readsAChunkedResponse() async throws {
        #expect(try await ask("北京天气怎么样", skill(fault: "chunked")).data == weather("北京", "晴", 3.2))
        #expect(try await ask("腾冲天气", skill(fault: "chunked")).data == weather("腾冲", "小阵雨", 14.5))
    }

    @Test func stopsReadingAtContentLengthOnAConnectionKeptOpen() async throws {
        let started = ContinuousClock.now
        #expect(try await ask("北京天气怎么样", skill(fault: "keepalive")).data == weather("北京", "晴", 3.2))
        #expect(ContinuousClock.now - started < HangBound.duration)
    }

    @Test func appliesAFaultGivenOnTheServersCommandLine() async throws {
        let faulty = try WeatherServer(arguments: ["--fault", "500"])
        defer { faulty.stop() }
        let skill = WeatherSkill(endpoint: faulty.endpoint(), timeoutMs: 60_000, defaultCity: "深圳")
        await #expect(throws: SkillError(code: "upstream_error", message: "weather service answered http 500",
                                         reply: "天气服务暂时不可用，请稍后再试。")) {
            try await ask("北京天气怎么样", skill)
        }
    }

    @Test func requestsTheURLsOfOpenMeteosAPIs() async throws {
        let requested = Locked<[String]>([])
        let skill = WeatherSkill(endpoint: nil, timeoutMs: 1000, defaultCity: "深圳", http: cannedHTTP(requested))
        let result = try await ask("腾冲天气怎么样", skill)
        #expect(result.data == weather("腾冲", "小阵雨", 14.5, source: "open-meteo"))
        #expect(requested.withLock { $0 } == [
            "https://geocoding-api.open-meteo.com/v1/search?name=%E8%85%BE%E5%86%B2&count=1&language=zh&format=json",
            "https://api.open-meteo.com/v1/forecast?latitude=25.0206&longitude=98.4922&current=temperature_2m,weather_code",
        ])
        _ = try await ask("腾冲后天天气怎么样", skill)
        #expect(requested.withLock { $0.last } == "https://api.open-meteo.com/v1/forecast?latitude=25.0206&longitude=98.4922"
            + "&daily=weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max"
            + "&timezone=Asia%2FShanghai&start_date=2026-03-12&end_date=2026-03-12")
        _ = try await ask("weather in Beijing", skill)
        #expect(requested.withLock { $0.last }
            == "https://api.open-meteo.com/v1/forecast?latitude=39.9042&longitude=116.4074&current=temperature_2m,weather_code")
    }

    @Test func namesTheSourceByTheEndpointsHostOrOpenMeteo() {
        #expect(WeatherSkill(endpoint: "http://127.0.0.1:8080/base", timeoutMs: 1, defaultCity: "深圳").source == "127.0.0.1")
        #expect(WeatherSkill(endpoint: nil, timeoutMs: 1, defaultCity: "深圳").source == "open-meteo")
        let client = WeatherSkill(endpoint: nil, timeoutMs: 1, defaultCity: "深圳").client
        #expect(client.forecastBase == "https://api.open-meteo.com")
        #expect(client.geocodingBase == "https://geocoding-api.open-meteo.com")
        let local = WeatherSkill(endpoint: "http://127.0.0.1:8080/", timeoutMs: 1, defaultCity: "深圳").client
        #expect(local.forecastBase == "http://127.0.0.1:8080" && local.geocodingBase == "http://127.0.0.1:8080")
    }

    @Test(arguments: [
        ("北京天气怎么样", ["city": ParameterValue.text("北京")]),
        ("weather in Beijing", ["city": .text("北京")]),
        ("腾冲明天天气怎么样", ["city": .text("腾冲"), "date": day("2026-03-11")]),
        ("weather in Reykjavik", ["city": .text("Reykjavik")]),
        ("巴黎这周末天气", ["city": .text("巴黎"), "date": day("2026-03-14")]),
        ("峨眉山后天山上冷吗", ["city": .text("峨眉山"), "date": day("2026-03-12"), "asks": .text("cold")]),
        ("这瓶酱油还没开封，天气热会坏吗", ["asks": .text("hot")]),
        ("今天冷吗", ["date": day("2026-03-10"), "asks": .text("cold")]),
        ("will it rain tomorrow", ["date": day("2026-03-11"), "asks": .text("rain")]),
        ("要带伞吗", ["asks": .text("umbrella")]),
        ("is it windy in Beijing", ["city": .text("北京"), "asks": .text("windy"), "detail": .text("wind")]),
        ("明天吹什么风", ["date": day("2026-03-11"), "detail": .text("wind")]),
        ("明天呢", ["date": day("2026-03-11")]),
        ("what about next Monday?", ["date": day("2026-03-16")]),
        ("那上海后天呢", ["city": .text("上海"), "date": day("2026-03-12")]),
    ] as [(String, [String: ParameterValue])])
    func extractsTheCityOrTheGuessedPlaceAndTheDay(sentence: String, parameters: [String: ParameterValue]) {
        let language = ReplyLanguage(detectingIn: sentence)
        #expect(LanguageUnderstanding().parameters(of: skill(), in: sentence, context: extractionContext(language)) == parameters)
    }

    @Test(arguments: [
        ("北京天气怎么样", ParameterReader.Mode.sentence, "北京" as String?),
        ("weather in Beijing", .sentence, "北京"),
        ("腾冲明天天气怎么样", .sentence, "腾冲"),
        ("今天冷吗", .sentence, nil),
        (" 腾冲 ", .answer, "腾冲"),
        ("深圳市", .answer, "深圳"),
    ])
    func readsCityParametersOfAnySkill(text: String, mode: ParameterReader.Mode, city: String?) {
        let parameter = SkillParameter(name: "city", title: "城市", kind: .city, required: true)
        #expect(LanguageUnderstanding().value(of: parameter, in: text, mode: mode, context: extractionContext())
            == city.map(ParameterValue.text))
    }

    @Test func refusesADayPastWithNoDateAsOutOfRange() {
        let values = LanguageUnderstanding().parameters(of: skill(), in: "上周五杭州天气怎么样",
                                               context: extractionContext())
        #expect(values["date"]?.invalidity == SkillError(
            code: "out_of_range", message: "that day has passed: the forecast covers 2026-03-10 to 2026-03-25",
            reply: "那一天已经过去了，天气预报只能查今天（3月10日）到3月25日，共16天。"))
    }

    @Test func cancellationEndsTheRunAtOnce() async {
        let skill = skill(fault: "slow", timeoutMs: 10_000)
        let started = ContinuousClock.now
        let task = Task { try await ask("北京天气怎么样", skill) }
        try? await Task.sleep(for: .milliseconds(200))
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(ContinuousClock.now - started < HangBound.duration)
    }

    @Test func describesEveryWMOCodeInBothLanguages() {
        #expect(WeatherCode.codes == [0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77,
                                      80, 81, 82, 85, 86, 95, 96, 99])
        #expect(WeatherCode.condition(0, in: .chinese) == "晴" && WeatherCode.condition(0, in: .english) == "clear sky")
        #expect(WeatherCode.condition(2, in: .english) == "partly cloudy" && WeatherCode.condition(61, in: .chinese) == "小雨")
        #expect(WeatherCode.condition(95, in: .english) == "thunderstorm")
        #expect(WeatherCode.condition(42, in: .chinese) == "天气代码 42")
    }

    @Test(arguments: [(3.2, "3.2"), (-12.4, "-12.4"), (20.0, "20"), (-0.04, "0"), (-0.5, "-0.5"), (9.96, "10")])
    func saysTemperaturesToOneDecimal(celsius: Double, text: String) {
        #expect(WeatherSkillReply.degrees(celsius) == text)
    }

    /// A loopback port nothing listens on: bound and released at once.
    static func unusedPort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(fd, pointer, length) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        try #require(bound)
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
