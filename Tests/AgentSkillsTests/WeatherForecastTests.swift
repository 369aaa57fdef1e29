import AgentCalendar
import AgentCore
import AgentProtocol
@testable import AgentSkills
import Foundation
import Synchronization
import TestSupport
import Testing

/// `weather.query` for a day: the daily forecast, yes/no answers, the days it reaches, and the
/// cache, against the loopback server (its "today" is 2026-03-10, as the fixtures' now).
struct WeatherForecastTests {
    let server: WeatherServer

    init() throws {
        server = try WeatherServer.shared.get()
    }

    func skill(fault: String? = nil, timeoutMs: Int = 60_000, endpoint: String? = nil,
               cache: WeatherCache = WeatherCache(seconds: 0)) -> WeatherSkill {
        WeatherSkill(endpoint: endpoint ?? server.endpoint(fault: fault), timeoutMs: timeoutMs, defaultCity: "深圳",
                     http: .live, cache: cache)
    }

    @Test(arguments: [
        ("杭州明天天气怎么样", "杭州明天（3月11日，周三）中雨，气温9.1到14.2°C，降水概率90%。",
         forecast("杭州", "2026-03-11", "中雨", 9.1, 14.2, 90)),
        ("北京大后天天气", "北京大后天（3月13日，周五）" , nil),
        ("哈尔滨这个周末天气", "哈尔滨3月14日（周六）晴，气温-13.4到-1.2°C，降水概率5%。",
         forecast("哈尔滨", "2026-03-14", "晴", -13.4, -1.2, 5)),
        ("What's the weather in Beijing on Saturday?",
         "Beijing on Saturday, March 14: clear sky, 1.2 to 13.5°C, 0% chance of precipitation.",
         forecast("北京", "2026-03-14", "clear sky", 1.2, 13.5, 0)),
        ("Hangzhou weather tomorrow",
         "Hangzhou tomorrow (Wednesday, March 11): moderate rain, 9.1 to 14.2°C, 90% chance of precipitation.",
         forecast("杭州", "2026-03-11", "moderate rain", 9.1, 14.2, 90)),
    ] as [(String, String, JSONValue?)])
    func answersADaysForecast(sentence: String, summary: String, data: JSONValue?) async throws {
        let result = try await ask(sentence, skill())
        #expect(result.summary.hasPrefix(summary))
        if let data { #expect(result.data == data) }
        #expect(result.data["temperatureC"] == .null && result.data["date"] != .null)
    }

    /// Today, however said, is the weather now.
    @Test(arguments: ["杭州今天天气怎么样", "杭州今晚冷吗", "杭州现在多少度", "周二杭州天气怎么样",
                      "what's the weather in Hangzhou today", "is it cold in Hangzhou right now"])
    func answersTodayWithTheWeatherNow(sentence: String) async throws {
        let data = try await ask(sentence, skill()).data
        #expect(data["date"] == .null && data["temperatureC"] == .number(11.8) && data["maxC"] == .null)
    }

    @Test(arguments: [
        ("后天杭州会不会下雨", "会，杭州后天（3月12日，周四）小雨，气温8.7到13.6°C，降水概率80%。"),
        ("北京明天会下雨吗", "不会，北京明天（3月11日，周三）晴间多云，气温-1.6到9.8°C，降水概率3%。"),
        ("杭州明天要带伞吗", "要带伞，杭州明天（3月11日，周三）中雨，气温9.1到14.2°C，降水概率90%。"),
        ("北京后天要带伞吗", "不用带伞，北京后天（3月12日，周四）阴，气温0.4到11.2°C，降水概率10%。"),
        ("哈尔滨明天冷不冷", "冷，哈尔滨明天（3月11日，周三）中雪，气温-17.2到-6.3°C，降水概率75%。"),
        ("深圳明天冷不冷", "不冷，深圳明天（3月11日，周三）小雨，气温20.3到26.1°C，降水概率70%。"),
        ("哈尔滨后天会下雪吗", "会，哈尔滨后天（3月12日，周四）小雪，气温-15.8到-4.1°C，降水概率60%。"),
        ("北京明天会下雪吗", "不会，北京明天（3月11日，周三）晴间多云，气温-1.6到9.8°C，降水概率3%。"),
        ("北京明天需要穿羽绒服吗", "要穿羽绒服，北京明天（3月11日，周三）晴间多云，气温-1.6到9.8°C，降水概率3%。"),
        ("深圳后天需要穿羽绒服吗", "不用穿羽绒服，深圳后天（3月12日，周四）阴，气温19.8到25.4°C，降水概率35%。"),
        ("北京周六是晴天吗", "是晴天，北京3月14日（周六）晴，气温1.2到13.5°C，降水概率0%。"),
        ("杭州明天是晴天吗", "不是晴天，杭州明天（3月11日，周三）中雨，气温9.1到14.2°C，降水概率90%。"),
        ("深圳热吗", "不热，深圳现在阴，气温24.6°C。"),
        ("is it going to rain in Hangzhou tomorrow",
         "Yes. Hangzhou tomorrow (Wednesday, March 11): moderate rain, 9.1 to 14.2°C, 90% chance of precipitation."),
        ("will it snow in Beijing tomorrow",
         "No. Beijing tomorrow (Wednesday, March 11): mainly clear, -1.6 to 9.8°C, 3% chance of precipitation."),
        ("do I need an umbrella in Beijing on Thursday",
         "No, you won’t need an umbrella. Beijing on Thursday, March 12: overcast, 0.4 to 11.2°C, 10% chance of precipitation."),
        ("is it cold in Harbin", "Yes. Harbin right now: light snow, -12.4°C."),
        ("should I bring a jacket to Shenzhen tomorrow",
         "No, you won’t need a jacket. Shenzhen tomorrow (Wednesday, March 11): light rain, 20.3 to 26.1°C, 70% chance of precipitation."),
    ])
    func answersAYesNoQuestionFirst(sentence: String, summary: String) async throws {
        #expect(try await ask(sentence, skill()).summary == summary)
    }

    @Test func refusesADayPastTheForecastsReach() async {
        await #expect(throws: SkillError(
            code: "out_of_range", message: "2026-03-30 is out of range: the forecast covers 2026-03-10 to 2026-03-25",
            reply: "3月30日太远了，天气预报只能查今天（3月10日）到3月25日，共16天。")) {
            try await ask("3月30号杭州天气怎么样", skill())
        }
        await #expect(throws: SkillError(
            code: "out_of_range", message: "2026-04-20 is out of range: the forecast covers 2026-03-10 to 2026-03-25",
            reply: "April 20 is too far ahead; the forecast covers today (March 10) to March 25, 16 days.")) {
            try await ask("weather in Beijing on April 20th", skill())
        }
    }

    @Test func reachesTodayPlusFifteenAndNoFurther() async throws {
        #expect(try await ask("3月25号北京天气怎么样", skill()).data["date"] == "2026-03-25")
        await #expect(throws: SkillError.self) { try await ask("3月26号北京天气怎么样", skill()) }
    }

    @Test func refusesADayInThePast() async {
        await #expect(throws: SkillError(
            code: "out_of_range", message: "2026-03-09 is out of range: the forecast covers 2026-03-10 to 2026-03-25",
            reply: "3月9日已经过去了，天气预报只能查今天（3月10日）到3月25日，共16天。")) {
            try await ask("昨天杭州天气怎么样", skill())
        }
        await #expect(throws: SkillError(
            code: "out_of_range", message: "that day has passed: the forecast covers 2026-03-10 to 2026-03-25",
            reply: "That day has passed; the forecast covers today (March 10) to March 25, 16 days.")) {
            try await ask("what was the weather in Beijing last Friday", skill())
        }
    }

    /// A service whose today is earlier than ours (its forecast ends 2026-03-07) refuses the day
    /// with the real API's 400.
    @Test func readsTheServicesOutOfRangeRefusal() async throws {
        let later = try WeatherServer(arguments: ["--today", "2026-02-20"])
        defer { later.stop() }
        await #expect(throws: SkillError(
            code: "out_of_range", message: "2026-03-11 is out of range: the forecast covers 2026-03-10 to 2026-03-25",
            reply: "3月11日太远了，天气预报只能查今天（3月10日）到3月25日，共16天。")) {
            try await ask("杭州明天天气怎么样", skill(endpoint: later.endpoint()))
        }
    }

    /// The server answers a bad start_date as the real API does: 400 with a reason.
    @Test func theServerRefusesABadStartDateAsTheRealAPI() async throws {
        let base = server.endpoint() + "/v1/forecast?latitude=30.27&longitude=120.16&daily=" + OpenMeteoClient.dailyVariables
            + "&timezone=Asia%2FShanghai"
        let deadline = Deadline(afterMilliseconds: 60_000)
        let bad = try await HTTPClient.live.get(base + "&start_date=2026-3-11&end_date=2026-3-11", deadline)
        #expect(bad.status == 400)
        #expect(try JSONParser.parse(bad.body) == .object([
            ("reason", "Invalid date format. Make sure to use 'YYYY-MM-DD'"), ("error", true)]))
        let far = try await HTTPClient.live.get(base + "&start_date=2026-04-01&end_date=2026-04-01", deadline)
        #expect(far.status == 400)
        #expect(try JSONParser.parse(far.body)["reason"]
            == "Parameter 'start_date' is out of allowed range from 2025-12-08 to 2026-03-25")
    }

    @Test func reportsAServerErrorOnTheDailyEndpoint() async {
        await #expect(throws: SkillError(code: "upstream_error", message: "weather service answered http 500",
                                         reply: "天气服务暂时不可用，请稍后再试。")) {
            try await ask("北京明天天气怎么样", skill(fault: "500"))
        }
        await #expect(throws: SkillError(code: "upstream_error", message: "weather service answered http 503",
                                         reply: "The weather service is unavailable right now. Please try again later.")) {
            try await ask("weather in Beijing tomorrow", skill(fault: "503"))
        }
    }

    @Test func reportsADailyAnswerWithoutTheDailyObjectAsInvalid() async {
        await #expect(throws: SkillError(code: "invalid_response",
                                         message: "unexpected answer from the weather service: the forecast has no daily object",
                                         reply: "天气服务返回的数据无法识别，请稍后再试。")) {
            try await ask("北京明天天气怎么样", skill(fault: "empty"))
        }
    }

    @Test func readsEveryFieldOfADailyAnswer() throws {
        let date = try #require(CalendarDate(iso: "2026-03-12"))
        let body = try JSONParser.parse(#"{"daily":{"time":["2026-03-12"],"weather_code":[61],"temperature_2m_max":[13.6],"#
            + #""temperature_2m_min":[8.7],"precipitation_probability_max":[null]}}"#)
        #expect(try OpenMeteoClient.daily(in: body, on: date)
            == OpenMeteoClient.Daily(weatherCode: 61, maxC: 13.6, minC: 8.7, precipitationChance: nil))
        #expect(throws: WeatherError.invalidResponse(#"daily.time is not ["2026-03-13"]"#)) {
            try OpenMeteoClient.daily(in: body, on: date.addingDays(1))
        }
    }

    // MARK: The cache
    // Each test asks about a place no other test of the shared server asks about, and counts its requests.

    @Test func asksOncePerPlaceAndDayWithinTheCachesLifetime() async throws {
        let skill = skill(cache: WeatherCache(seconds: 600))
        for _ in 0..<10 {
            _ = try await ask("太原天气怎么样", skill)
            _ = try await ask("太原明天会下雨吗", skill)
            await #expect(throws: SkillError.self) { try await ask("白水湾天气怎么样", skill) }
        }
        let taiyuan = server.requests(containing: "latitude=37.8706")
        #expect(taiyuan.count == 2)
        #expect(taiyuan.filter { $0.contains("start_date=2026-03-11") }.count == 1)
        #expect(server.requests(containing: "name=" + encoded("白水") + "&").count == 1)  // the guess of 白水湾
    }

    @Test func asksEveryTimeWithTheCacheOff() async throws {
        let skill = skill(cache: WeatherCache(seconds: 0))
        for _ in 0..<3 { _ = try await ask("南昌天气怎么样", skill) }
        #expect(server.requests(containing: "latitude=28.682").count == 3)
    }

    @Test func asksAgainOnceAnAnswerHasExpired() async throws {
        let clock = Locked(ContinuousClock.now)
        let cache = WeatherCache(seconds: 600, now: { clock.withLock { $0 } })
        let skill = skill(cache: cache)
        _ = try await ask("石家庄天气怎么样", skill)
        clock.withLock { $0 += .seconds(599) }
        _ = try await ask("石家庄天气怎么样", skill)
        #expect(server.requests(containing: "latitude=38.0428").count == 1)
        clock.withLock { $0 += .seconds(1) }
        _ = try await ask("石家庄天气怎么样", skill)
        #expect(server.requests(containing: "latitude=38.0428").count == 2)
    }

    @Test func keepsNoFailedAnswer() async throws {
        let cache = WeatherCache(seconds: 600)
        await #expect(throws: SkillError.self) { try await ask("北京天气怎么样", skill(fault: "503", cache: cache)) }
        let url = server.endpoint(fault: "503") + "/v1/forecast?latitude=39.9042&longitude=116.4074&current=temperature_2m,weather_code"
        #expect(cache.answer(for: url) == nil)
    }

    @Test func staysSafeUnderConcurrentQueries() async throws {
        let skill = skill(cache: WeatherCache(seconds: 600))
        let first = try await ask("银川天气怎么样", skill).data
        try await withThrowingTaskGroup(of: JSONValue.self) { group in
            for _ in 0..<20 { group.addTask { try await ask("银川天气怎么样", skill).data } }
            for try await data in group { #expect(data == first) }
        }
        #expect(server.requests(containing: "latitude=38.4872").count == 1)
    }

    /// Answers padded to 128 KiB (valid, only large) about ten places now and tomorrow: what is kept
    /// is what the skill read, a few hundred bytes an answer, not the answers.
    @Test func keepsWhatTheSkillReadsNotTheAnswers() async throws {
        let padded = try WeatherServer(arguments: ["--fault", "padded", "--padding-kib", "128"])
        defer { padded.stop() }
        let cache = WeatherCache(seconds: 600)
        let skill = WeatherSkill(endpoint: padded.endpoint(), timeoutMs: 60_000, defaultCity: "深圳", http: .live, cache: cache)
        for city in ["太原", "南昌", "银川", "石家庄", "西宁", "兰州", "长沙", "贵阳", "福州", "合肥"] {
            #expect(try await ask("\(city)天气怎么样", skill).data["city"] == .string(city))
            #expect(try await ask("\(city)明天会下雨吗", skill).data["date"] == "2026-03-11")
        }
        // A place the geocoder does not know is kept as such: asked once.
        await #expect(throws: SkillError.self) { try await ask("白水湾天气怎么样", skill) }
        await #expect(throws: SkillError.self) { try await ask("白水湾天气怎么样", skill) }
        #expect(padded.requests(containing: "name=").count == 1)
        #expect(cache.count == 21)
        // An entry is its URL, a name and a few numbers: some 350 bytes, where an answer was 128 KiB.
        #expect(cache.bytes <= 21 * 400)
        #expect(cache.bytes <= WeatherCache.capacityBytes)
    }

    /// The figures of a place now, `n` as its temperature.
    static func figures(_ n: Int) -> WeatherCache.Value {
        .current(OpenMeteoClient.Current(temperatureC: Double(n), weatherCode: 1))
    }

    @Test func boundsTheTableOnAnEndlessStreamOfPlaces() {
        let cache = WeatherCache(seconds: 600)
        // URLs of one length, so that each entry costs the same.
        func url(_ n: Int) -> String { "u\(10_000_000 + n)" }
        let fitting = WeatherCache.capacityBytes / WeatherCache.bytes(of: Self.figures(0), for: url(0))
        for n in 0..<(fitting + 10) { cache.keep(Self.figures(n), for: url(n)) }
        #expect(cache.answer(for: url(fitting + 9)) == Self.figures(fitting + 9))
        #expect(cache.answer(for: url(0)) == nil && cache.answer(for: url(9)) == nil && cache.answer(for: url(10)) != nil)
        #expect(cache.count == fitting)
        #expect(cache.bytes <= WeatherCache.capacityBytes)
    }

    @Test func countsAPlacesNameAndDropsExpiredEntriesFirst() {
        let clock = Locked(ContinuousClock.now)
        let cache = WeatherCache(seconds: 600, now: { clock.withLock { $0 } })
        let long = OpenMeteoClient.Place(name: String(repeating: "长", count: 100_000), latitude: 1, longitude: 2)
        cache.keep(.place(long), for: "long")
        #expect(cache.bytes == WeatherCache.bytes(of: .place(long), for: "long"))
        #expect(cache.bytes > 300_000)
        clock.withLock { $0 += .seconds(600) }
        cache.keep(Self.figures(1), for: "next")
        #expect(cache.count == 1 && cache.bytes == WeatherCache.bytes(of: Self.figures(1), for: "next"))
        // A value larger than the whole table is not kept at all.
        let huge = OpenMeteoClient.Place(name: String(repeating: "x", count: WeatherCache.capacityBytes), latitude: 1, longitude: 2)
        cache.keep(.place(huge), for: "huge")
        #expect(cache.answer(for: "huge") == nil && cache.answer(for: "next") == Self.figures(1))
    }

    /// A place name as a query string carries it.
    func encoded(_ name: String) -> String {
        name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? name
    }
}
