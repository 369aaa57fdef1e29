import AgentCore
import AgentProtocol

/// Asks Open-Meteo-shaped services for a place's coordinates and its current weather:
/// `GET {geocoding}/v1/search?name=…&count=1&language=zh&format=json` and
/// `GET {forecast}/v1/forecast?latitude=…&longitude=…&current=temperature_2m,weather_code`.
struct OpenMeteoClient: Sendable {
    struct Place: Sendable, Equatable {
        var name: String
        var latitude: Double
        var longitude: Double
    }

    struct Current: Sendable, Equatable {
        var temperatureC: Double
        var weatherCode: Int
    }

    static let publicForecast = "https://api.open-meteo.com"
    static let publicGeocoding = "https://geocoding-api.open-meteo.com"

    var forecastBase: String
    var geocodingBase: String
    var http: HTTPClient
    /// The skill's whole budget, named in timeout messages.
    var timeoutMs: Int

    /// `endpoint` replaces both public services (a trailing "/" is dropped).
    init(endpoint: String?, timeoutMs: Int, http: HTTPClient = .live) {
        let base = endpoint.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        forecastBase = base ?? Self.publicForecast
        geocodingBase = base ?? Self.publicGeocoding
        self.http = http
        self.timeoutMs = timeoutMs
    }

    /// The first place the geocoding service finds for `name`; `unknownCity` when it finds none.
    func place(named name: String, deadline: Deadline) async throws(WeatherError) -> Place {
        let query = URLQuery.encode([("name", name), ("count", "1"), ("language", "zh"), ("format", "json")])
        let body = try await fetch("\(geocodingBase)/v1/search?\(query)", deadline: deadline)
        guard let place = try Self.firstPlace(in: body) else { throw .unknownCity(name) }
        return place
    }

    /// The current temperature and weather code at a place.
    func current(latitude: Double, longitude: Double, deadline: Deadline) async throws(WeatherError) -> Current {
        let query = "latitude=\(Self.coordinate(latitude))&longitude=\(Self.coordinate(longitude))"
            + "&current=temperature_2m,weather_code"
        return try Self.current(in: try await fetch("\(forecastBase)/v1/forecast?\(query)", deadline: deadline))
    }

    private func fetch(_ url: String, deadline: Deadline) async throws(WeatherError) -> JSONValue {
        let response: HTTPResponse
        do {
            response = try await http.get(url, deadline)
        } catch {
            throw WeatherError(error, timeoutMs: timeoutMs)
        }
        guard (200...299).contains(response.status) else { throw .upstream(status: response.status) }
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

    /// `current.temperature_2m` and `current.weather_code` of a forecast answer.
    static func current(in json: JSONValue) throws(WeatherError) -> Current {
        guard let current = json["current"], current.objectValue != nil else {
            throw .invalidResponse("the forecast has no current object")
        }
        guard let temperature = current["temperature_2m"]?.numberValue, temperature.isFinite else {
            throw .invalidResponse("current.temperature_2m is not a number")
        }
        guard let code = current["weather_code"]?.numberValue, code == code.rounded(), (0...99).contains(code) else {
            throw .invalidResponse("current.weather_code is not a wmo code")
        }
        return Current(temperatureC: temperature, weatherCode: Int(code))
    }

    /// A coordinate in plain decimal notation with at most four decimals ("116.4074", "-21.8954").
    static func coordinate(_ value: Double) -> String {
        let tenThousandths = Int((value * 10_000).rounded())
        let whole = abs(tenThousandths) / 10_000
        var fraction = String(abs(tenThousandths) % 10_000 + 10_000).dropFirst()
        while fraction.hasSuffix("0") { fraction = fraction.dropLast() }
        return (tenThousandths < 0 ? "-" : "") + "\(whole)" + (fraction.isEmpty ? "" : ".\(fraction)")
    }
}
