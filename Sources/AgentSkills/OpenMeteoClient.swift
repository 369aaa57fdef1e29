import AgentCalendar
import AgentCore
import AgentProtocol

/// Asks Open-Meteo-shaped services for a place's coordinates, its current weather, a day's
/// forecast and the air:
/// `GET {geocoding}/v1/search?name=…&count=1&language=zh&format=json`,
/// `GET {forecast}/v1/forecast?latitude=…&longitude=…&current=temperature_2m,weather_code[,DETAILS]`,
/// `GET {forecast}/v1/forecast?latitude=…&longitude=…&daily=weather_code,temperature_2m_max,
/// temperature_2m_min,precipitation_probability_max[,DETAILS]&timezone=ZONE&start_date=D&end_date=D`, and
/// `GET {air-quality}/v1/air-quality?latitude=…&longitude=…&current=us_aqi,pm2_5,pm10` (now) or
/// `…&hourly=us_aqi,pm2_5,pm10&timezone=ZONE&start_date=D&end_date=D` (a day). DETAILS are the
/// variables of the details asked (`WeatherDetail`); a question that asks none asks as before.
/// What the skill reads of an answer comes from `cache` while it holds it.
struct OpenMeteoClient: Sendable {
    struct Place: Sendable, Equatable {
        var name: String
        var latitude: Double
        var longitude: Double
    }

    struct Current: Sendable, Equatable {
        var temperatureC: Double
        var weatherCode: Int
        var details = WeatherDetailFigures()
    }

    /// One day of the daily forecast.
    struct Daily: Sendable, Equatable {
        var weatherCode: Int
        var maxC: Double
        var minC: Double
        /// The highest chance of precipitation in the day, percent; nil when the service has none.
        var precipitationChance: Double?
        var details = WeatherDetailFigures()
    }

    /// The daily variables asked for, in the order the API lists them.
    static let dailyVariables = "weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max"

    static let publicForecast = "https://api.open-meteo.com"
    static let publicGeocoding = "https://geocoding-api.open-meteo.com"
    static let publicAirQuality = "https://air-quality-api.open-meteo.com"

    var forecastBase: String
    var geocodingBase: String
    var airQualityBase: String
    var http: HTTPClient
    /// The skill's whole budget, named in timeout messages.
    var timeoutMs: Int
    var cache: WeatherCache

    /// `endpoint` replaces the three public services (a trailing "/" is dropped).
    init(endpoint: String?, timeoutMs: Int, http: HTTPClient = .live, cache: WeatherCache = WeatherCache(seconds: 0)) {
        let base = endpoint.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        forecastBase = base ?? Self.publicForecast
        geocodingBase = base ?? Self.publicGeocoding
        airQualityBase = base ?? Self.publicAirQuality
        self.http = http
        self.timeoutMs = timeoutMs
        self.cache = cache
    }

    /// The first place the geocoding service finds for `name`; `unknownCity` when it finds none.
    func place(named name: String, deadline: Deadline) async throws(WeatherError) -> Place {
        let query = URLQuery.encode([("name", name), ("count", "1"), ("language", "zh"), ("format", "json")])
        let url = "\(geocodingBase)/v1/search?\(query)"
        let found: Place?
        if case let .place(kept)? = cache.answer(for: url) {
            found = kept
        } else {
            found = try Self.firstPlace(in: try await fetch(url, deadline: deadline))
            cache.keep(.place(found), for: url)
        }
        guard let found else { throw .unknownCity(name) }
        return found
    }

    /// The current temperature and weather code at a place, and the `details` variables.
    func current(latitude: Double, longitude: Double, details: [String] = [], deadline: Deadline) async throws(WeatherError) -> Current {
        let query = "latitude=\(Self.coordinate(latitude))&longitude=\(Self.coordinate(longitude))"
            + "&current=" + (["temperature_2m", "weather_code"] + details).joined(separator: ",")
        let url = "\(forecastBase)/v1/forecast?\(query)"
        if case let .current(kept)? = cache.answer(for: url) { return kept }
        let current = try Self.current(in: try await fetch(url, deadline: deadline), details: details)
        cache.keep(.current(current), for: url)
        return current
    }

    /// The forecast for `date` at a place, the day as it runs in the zone named `timeZone` (IANA),
    /// and the `details` variables.
    func daily(latitude: Double, longitude: Double, date: CalendarDate, timeZone: String, details: [String] = [],
               deadline: Deadline) async throws(WeatherError) -> Daily {
        let query = "latitude=\(Self.coordinate(latitude))&longitude=\(Self.coordinate(longitude))"
            + "&daily=" + ([Self.dailyVariables] + details).joined(separator: ",") + "&"
            + URLQuery.encode([("timezone", timeZone)]) + "&start_date=\(date.iso)&end_date=\(date.iso)"
        let url = "\(forecastBase)/v1/forecast?\(query)"
        if case let .daily(kept)? = cache.answer(for: url) { return kept }
        let daily = try Self.daily(in: try await fetch(url, deadline: deadline), on: date, details: details)
        cache.keep(.daily(daily), for: url)
        return daily
    }

    /// The air at a place: now (`date` nil), or the worst hour of `date` as it runs in `timeZone`
    /// (its figures named `us_aqi_max`, `pm2_5_max`, `pm10_max`).
    func airQuality(latitude: Double, longitude: Double, date: CalendarDate?, timeZone: String,
                    deadline: Deadline) async throws(WeatherError) -> WeatherDetailFigures {
        let variables = WeatherDetailFigures.airQualityVariables.joined(separator: ",")
        var query = "latitude=\(Self.coordinate(latitude))&longitude=\(Self.coordinate(longitude))"
        if let date {
            query += "&hourly=\(variables)&" + URLQuery.encode([("timezone", timeZone)])
                + "&start_date=\(date.iso)&end_date=\(date.iso)"
        } else {
            query += "&current=\(variables)"
        }
        let url = "\(airQualityBase)/v1/air-quality?\(query)"
        if case let .airQuality(kept)? = cache.answer(for: url) { return kept }
        let figures = try Self.airQuality(in: try await fetch(url, deadline: deadline), hourly: date != nil)
        cache.keep(.airQuality(figures), for: url)
        return figures
    }

    /// The body of a 2xx answer to `url`, read as JSON.
    private func fetch(_ url: String, deadline: Deadline) async throws(WeatherError) -> JSONValue {
        let response: HTTPResponse
        do {
            response = try await http.get(url, deadline)
        } catch {
            throw WeatherError(error, timeoutMs: timeoutMs)
        }
        guard (200...299).contains(response.status) else {
            // The forecast refuses a day it does not reach with 400 and a reason saying so.
            if response.status == 400, let reason = (try? JSONParser.parse(response.body))?["reason"]?.stringValue,
               reason.contains("out of allowed range") {
                throw .serviceOutOfRange(reason)
            }
            throw .upstream(status: response.status)
        }
        do {
            return try JSONParser.parse(response.body)
        } catch {
            throw .invalidResponse("the body is not json")
        }
    }

    /// `results[0]` of a geocoding answer; nil when `results` is missing or empty.
    static func firstPlace(in json: JSONValue) throws(WeatherError) -> Place? {
        guard json.objectValue != nil else { throw .invalidResponse("the geocoding answer is not an object") }
        guard let results = json["results"], results != .null else { return nil }
        guard let list = results.arrayValue else { throw .invalidResponse("results is not an array") }
        guard let first = list.first else { return nil }
        guard let name = first["name"]?.stringValue, let latitude = first["latitude"]?.numberValue,
            let longitude = first["longitude"]?.numberValue, (-90...90).contains(latitude), (-180...180).contains(longitude)
        else { throw .invalidResponse("results[0] lacks a name, latitude or longitude") }
        return Place(name: name, latitude: latitude, longitude: longitude)
    }

    /// `current.temperature_2m` and `current.weather_code` of a forecast answer, and the `details` variables.
    static func current(in json: JSONValue, details: [String] = []) throws(WeatherError) -> Current {
        guard let current = json["current"], current.objectValue != nil else {
            throw .invalidResponse("the forecast has no current object")
        }
        guard let temperature = current["temperature_2m"]?.numberValue, plausibleCelsius.contains(temperature) else {
            throw .invalidResponse("current.temperature_2m is not a temperature from -100 to 100 °C")
        }
        guard let code = current["weather_code"]?.numberValue.flatMap({ Checked.integer($0, in: 0...99) }) else {
            throw .invalidResponse("current.weather_code is not a wmo code")
        }
        let figures = try Self.figures(details, of: "current") { current[$0] }
        return Current(temperatureC: temperature, weatherCode: code, details: figures)
    }

    /// The first day of a daily forecast answer, which must be `date`, and the `details` variables.
    static func daily(in json: JSONValue, on date: CalendarDate, details: [String] = []) throws(WeatherError) -> Daily {
        guard let daily = json["daily"], daily.objectValue != nil else {
            throw .invalidResponse("the forecast has no daily object")
        }
        func first(_ name: String) -> JSONValue? { daily[name]?.arrayValue?.first }
        guard let day = first("time")?.stringValue, CalendarDate(iso: day) == date else {
            throw .invalidResponse("daily.time is not [\"\(date.iso)\"]")
        }
        guard let code = first("weather_code")?.numberValue.flatMap({ Checked.integer($0, in: 0...99) }) else {
            throw .invalidResponse("daily.weather_code is not a wmo code")
        }
        guard let high = first("temperature_2m_max")?.numberValue, plausibleCelsius.contains(high),
              let low = first("temperature_2m_min")?.numberValue, plausibleCelsius.contains(low) else {
            throw .invalidResponse("daily.temperature_2m_max or _min is not a temperature from -100 to 100 °C")
        }
        var chance: Double?
        switch first("precipitation_probability_max") {
        case nil, .null?: chance = nil
        case let value?:
            guard let percent = value.numberValue, (0...100).contains(percent) else {
                throw .invalidResponse("daily.precipitation_probability_max is not a percentage")
            }
            chance = percent
        }
        let figures = try Self.figures(details, of: "daily") { first($0) }
        return Daily(weatherCode: code, maxC: high, minC: low, precipitationChance: chance, details: figures)
    }

    /// The air-quality answer's `current` figures, or for `hourly` the highest of each variable's hours.
    static func airQuality(in json: JSONValue, hourly: Bool) throws(WeatherError) -> WeatherDetailFigures {
        let variables = WeatherDetailFigures.airQualityVariables
        guard let object = json[hourly ? "hourly" : "current"], object.objectValue != nil else {
            throw .invalidResponse("the air-quality answer has no \(hourly ? "hourly" : "current") object")
        }
        guard hourly else { return try figures(variables, of: "current") { object[$0] } }
        var highest = WeatherDetailFigures()
        for variable in variables {
            let name = variable + "_max"
            highest.order.append(name)
            guard let hours = object[variable] else { continue }
            guard let values = hours.arrayValue else { throw .invalidResponse("hourly.\(variable) is not an array") }
            for value in values where value != .null {
                highest.numbers[name] = max(highest.numbers[name] ?? 0, try figure(value, named: "hourly.\(variable)"))
            }
        }
        return highest
    }

    /// The `variables` of an answer's `object` (current, daily), each as `value` finds it: a
    /// number from 0 to a million, or for sunrise and sunset a time; null or missing is absent.
    static func figures(_ variables: [String], of object: String,
                        value: (String) -> JSONValue?) throws(WeatherError) -> WeatherDetailFigures {
        var figures = WeatherDetailFigures(order: variables)
        for variable in variables {
            switch value(variable) {
            case nil, .null?: continue
            case let found?:
                if variable == "sunrise" || variable == "sunset" {
                    guard let time = found.stringValue, time.utf8.count <= 32 else {
                        throw .invalidResponse("\(object).\(variable) is not a time")
                    }
                    figures.times[variable] = time
                } else {
                    figures.numbers[variable] = try figure(found, named: "\(object).\(variable)")
                }
            }
        }
        return figures
    }

    /// A detail's number, from 0 to a million: anything else is a broken answer.
    private static func figure(_ value: JSONValue, named name: String) throws(WeatherError) -> Double {
        guard let number = value.numberValue, WeatherDetailFigures.plausible.contains(number) else {
            throw .invalidResponse("\(name) is not a figure from 0 to 1000000")
        }
        return number
    }

    /// Air temperatures a service may report: the coldest and hottest ever measured lie well
    /// inside. Anything else is a broken answer, not weather to repeat to a person.
    static let plausibleCelsius: ClosedRange<Double> = -100...100

    /// A coordinate in plain decimal notation with at most four decimals ("116.4074", "-21.8954").
    /// Coordinates are checked (±90, ±180) before they get here.
    static func coordinate(_ value: Double) -> String {
        let tenThousandths = Checked.rounded(value * 10_000, in: -1_800_000...1_800_000) ?? 0
        let whole = abs(tenThousandths) / 10_000
        var fraction = String(abs(tenThousandths) % 10_000 + 10_000).dropFirst()
        while fraction.hasSuffix("0") { fraction = fraction.dropLast() }
        return (tenThousandths < 0 ? "-" : "") + "\(whole)" + (fraction.isEmpty ? "" : ".\(fraction)")
    }
}
