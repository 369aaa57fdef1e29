import AgentCore
import AgentProtocol
@testable import AgentSkills
import Foundation
import TestSupport
import Testing

/// The pieces under `weather.query`: URLs, the HTTP response reader, the
/// Open-Meteo answers, the process runner and curl. Loopback only.
struct WeatherTransportTests {
    @Test(arguments: [
        ("http://127.0.0.1:8080/v1/forecast?a=1", false, "127.0.0.1", 8080, "/v1/forecast?a=1", "127.0.0.1:8080"),
        ("https://api.open-meteo.com", true, "api.open-meteo.com", 443, "/", "api.open-meteo.com"),
        ("http://localhost?x=1#frag", false, "localhost", 80, "/?x=1", "localhost"),
        ("http://[::1]:9/a", false, "::1", 9, "/a", "[::1]:9"),
    ])
    func takesURLsApart(url: String, secure: Bool, host: String, port: Int, target: String, header: String) throws {
        let parsed = try HTTPURL(url)
        #expect(parsed.isSecure == secure && parsed.host == host && parsed.port == port && parsed.target == target)
        #expect(parsed.hostHeader == header)
    }

    @Test(arguments: ["ftp://example.com", "http://", "http://host:99999/", "http://host:x/", "http://a b/", "http://user@host/",
                      "http://host/腾冲"])
    func refusesURLsItCannotFetch(url: String) {
        #expect(throws: HTTPError.self) { try HTTPURL(url) }
    }

    @Test func percentEncodesQueryValuesAsUTF8() {
        #expect(URLQuery.escape("腾冲") == "%E8%85%BE%E5%86%B2")
        #expect(URLQuery.escape("New York") == "New%20York")
        #expect(URLQuery.escape("a&b=c+d/é") == "a%26b%3Dc%2Bd%2F%C3%A9")
        #expect(URLQuery.escape("A-z0_9.~") == "A-z0_9.~")
        #expect(URLQuery.encode([("name", "腾冲"), ("count", "1")]) == "name=%E8%85%BE%E5%86%B2&count=1")
    }

    // MARK: HTTP responses

    func parse(_ text: String, ended: Bool) throws(HTTPError) -> HTTPResponse? {
        try HTTPResponseParser.parse(Array(text.utf8), ended: ended)
    }

    @Test func readsABodyByContentLength() throws {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\ncontent-length: 7\r\n\r\n"
        #expect(try parse(head + "{\"a\":1}", ended: false) == HTTPResponse(status: 200, body: Array("{\"a\":1}".utf8)))
        #expect(try parse(head + "{\"a\"", ended: false) == nil)
        #expect(throws: HTTPError.network("the connection closed in the middle of the body")) { try parse(head + "{\"a\"", ended: true) }
    }

    @Test func readsAChunkedBodyWithExtensionsAndTrailers() throws {
        let head = "HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip, chunked\r\n\r\n"
        let body = "4;x=y\r\n{\"a\"\r\nA\r\n:12345678}\r\n0\r\nX-Trailer: 1\r\n\r\n"
        #expect(try parse(head + body, ended: false) == HTTPResponse(status: 200, body: Array("{\"a\":12345678}".utf8)))
        for cut in [1, 5, 12, 30, body.utf8.count - 2] {
            #expect(try parse(head + String(decoding: Array(body.utf8)[..<cut], as: UTF8.self), ended: false) == nil)
        }
        #expect(throws: HTTPError.malformedResponse("bad chunk size")) { try parse(head + "zz\r\n", ended: false) }
        #expect(throws: HTTPError.malformedResponse("chunk not followed by crlf")) { try parse(head + "2\r\nabc\r\n", ended: false) }
    }

    @Test func readsABodyToTheEndOfTheConnectionWithoutFraming() throws {
        let text = "HTTP/1.0 503 Service Unavailable\r\nServer: x\r\n\r\ndown"
        #expect(try parse(text, ended: false) == nil)
        #expect(try parse(text, ended: true) == HTTPResponse(status: 503, body: Array("down".utf8)))
    }

    @Test func skipsInterimResponses() throws {
        let text = "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 204 No Content\r\n\r\n"
        #expect(try parse(text, ended: false) == HTTPResponse(status: 204, body: []))
    }

    @Test func refusesWhatIsNotHTTP() {
        #expect(throws: HTTPError.malformedResponse("the answer is not http")) { try parse("<html>", ended: false) }
        #expect(throws: HTTPError.malformedResponse("bad http status line")) { try parse("HTTP/1.1 2000 OK\r\n\r\n", ended: false) }
        #expect(throws: HTTPError.malformedResponse("bad content-length")) {
            try parse("HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n", ended: false)
        }
        #expect(throws: HTTPError.network("the connection closed without an answer")) { try parse("", ended: true) }
        #expect(throws: HTTPError.network("the connection closed in the middle of the headers")) {
            try parse("HTTP/1.1 200 OK\r\n", ended: true)
        }
    }

    // MARK: Open-Meteo answers

    @Test(arguments: [(116.4074, "116.4074"), (-21.8954, "-21.8954"), (0, "0"), (0.00001, "0"), (64.13549, "64.1355"),
                      (25, "25"), (-0.5, "-0.5")])
    func writesCoordinatesInPlainDecimals(value: Double, text: String) {
        #expect(OpenMeteoClient.coordinate(value) == text)
    }

    @Test(arguments: [#"{"generationtime_ms":0.3}"#, #"{"results":[]}"#, #"{"results":null}"#])
    func findsNoPlaceInAnAnswerWithoutResults(json: String) throws {
        #expect(try OpenMeteoClient.firstPlace(in: JSONParser.parse(json)) == nil)
    }

    @Test(arguments: [#"[]"#, #"{"results":{}}"#, #"{"results":[{"name":"x","latitude":"1","longitude":2}]}"#,
                      #"{"results":[{"name":"x","latitude":91,"longitude":2}]}"#])
    func refusesAGeocodingAnswerOfAnotherShape(json: String) {
        #expect(throws: WeatherError.self) { try OpenMeteoClient.firstPlace(in: JSONParser.parse(json)) }
    }

    @Test(arguments: [#"{"current":{"temperature_2m":1}}"#, #"{"current":{"temperature_2m":1,"weather_code":3.5}}"#,
                      #"{"current":{"temperature_2m":"1","weather_code":3}}"#, #"{"current":{"temperature_2m":1,"weather_code":100}}"#,
                      #"{"current":[]}"#])
    func refusesAForecastOfAnotherShape(json: String) {
        #expect(throws: WeatherError.self) { try OpenMeteoClient.current(in: JSONParser.parse(json)) }
    }

    @Test func readsTheCurrentWeatherOfAForecast() throws {
        let json = #"{"latitude":39.875,"current":{"time":"2026-03-10T01:00","interval":900,"temperature_2m":-3.5,"weather_code":71}}"#
        #expect(try OpenMeteoClient.current(in: JSONParser.parse(json)) == OpenMeteoClient.Current(temperatureC: -3.5, weatherCode: 71))
    }

    @Test func mapsEveryHTTPErrorToASkillErrorCode() {
        let cases: [(HTTPError, ErrorCode)] = [
            (.network("x"), "network_error"), (.invalidURL("x"), "network_error"), (.timedOut, "timeout"),
            (.malformedResponse("x"), "invalid_response"), (.cancelled, "cancelled"),
        ]
        for (error, code) in cases { #expect(WeatherError(error, timeoutMs: 1).code == code) }
        #expect(WeatherError.upstream(status: 502).skillError(.english)
            == SkillError(code: "upstream_error", message: "weather service answered http 502",
                          reply: "The weather service is unavailable right now. Please try again later."))
    }

    // MARK: Processes and curl

    static let env = "/usr/bin/env"

    @Test func runsAProgramAndCollectsItsOutput() async throws {
        let output = try await ProcessRunner().run([Self.env, "sh", "-c", "printf 'out'; printf 'err' >&2; exit 3"],
                                                   deadline: Deadline(afterMilliseconds: 5000))
        #expect(output == ProcessRunner.Output(termination: .exited(3), stdout: Array("out".utf8), stderr: Array("err".utf8)))
    }

    @Test func feedsInputOnStdinAndNeverItsOwn() async throws {
        let runner = ProcessRunner()
        let input = Array(String(repeating: "天气\n", count: 50_000).utf8)  // more than a socket buffer holds
        let echoed = try await runner.run([Self.env, "cat"], input: input, deadline: Deadline(afterMilliseconds: 5000))
        #expect(echoed.stdout == input && echoed.termination == .exited(0))
        let nothing = try await runner.run([Self.env, "cat"], deadline: Deadline(afterMilliseconds: 5000))
        #expect(nothing.stdout.isEmpty)
        let ignored = try await runner.run([Self.env, "true"], input: input, deadline: Deadline(afterMilliseconds: 5000))
        #expect(ignored.termination == .exited(0))
    }

    @Test func passesTheEnvironmentGiven() async throws {
        let output = try await ProcessRunner().run([Self.env, "sh", "-c", "printf \"$GREETING\""], environment: ["GREETING": "你好"],
                                                   deadline: Deadline(afterMilliseconds: 5000))
        #expect(String(decoding: output.stdout, as: UTF8.self) == "你好")
    }

    @Test func killsAProgramThatOutlivesTheDeadline() async throws {
        let started = ContinuousClock.now
        await #expect(throws: ProcessRunner.Failure.timedOut) {
            try await ProcessRunner().run([Self.env, "sh", "-c", "sleep 30 & sleep 30"], deadline: Deadline(afterMilliseconds: 300))
        }
        #expect(ContinuousClock.now - started < .seconds(15))
    }

    @Test func killsAProgramThatWritesTooMuch() async {
        await #expect(throws: ProcessRunner.Failure.outputTooLarge(limit: 1000)) {
            try await ProcessRunner(outputLimit: 1000).run([Self.env, "yes"], deadline: Deadline(afterMilliseconds: 5000))
        }
    }

    @Test func reportsAProgramThatCannotStart() async {
        await #expect(throws: ProcessRunner.Failure.spawnFailed("cannot run '/nonexistent/tool': no such file or directory")) {
            try await ProcessRunner().run(["/nonexistent/tool"], deadline: Deadline(afterMilliseconds: 5000))
        }
    }

    @Test func readsCurlsOutputAndExitCodes() throws {
        let ok = ProcessRunner.Output(termination: .exited(0), stdout: Array("{\"a\":1}\n\n200".utf8), stderr: [])
        #expect(try CurlTransport.response(from: ok, limit: 100) == HTTPResponse(status: 200, body: Array("{\"a\":1}\n".utf8)))
        let noStatus = ProcessRunner.Output(termination: .exited(0), stdout: Array("\n000".utf8), stderr: [])
        #expect(throws: HTTPError.malformedResponse("the answer is not http")) { try CurlTransport.response(from: noStatus, limit: 100) }
        #expect(CurlTransport.failure(exitCode: 6, stderr: []) == .network("cannot resolve host"))
        #expect(CurlTransport.failure(exitCode: 7, stderr: []) == .network("cannot connect"))
        #expect(CurlTransport.failure(exitCode: 28, stderr: []) == .timedOut)
        #expect(CurlTransport.failure(exitCode: 99, stderr: Array("curl: (99) odd\nmore".utf8))
            == .network("curl failed with exit code 99: curl: (99) odd"))
    }

    static let hasCurl = FileManager.default.isExecutableFile(atPath: "/usr/bin/curl")
        || (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/curl")
        }

    @Test(.enabled(if: hasCurl)) func fetchesThroughCurl() async throws {
        let server = try WeatherServer.shared.get()
        let url = server.endpoint() + "/v1/search?name=%E8%85%BE%E5%86%B2&count=1&language=zh&format=json"
        let response = try await CurlTransport.get(url, deadline: Deadline(afterMilliseconds: 5000), limit: HTTPClient.maxBodyBytes)
        #expect(response.status == 200)
        #expect(try JSONParser.parse(response.body)["results"]?.arrayValue?.first?["name"] == "腾冲")
        let failed = try await CurlTransport.get(server.endpoint(fault: "503") + "/v1/search", deadline: Deadline(afterMilliseconds: 5000),
                                                 limit: HTTPClient.maxBodyBytes)
        #expect(failed.status == 503)
    }

    @Test(.enabled(if: hasCurl)) func mapsCurlsFailures() async throws {
        let server = try WeatherServer.shared.get()
        let started = ContinuousClock.now
        await #expect(throws: HTTPError.timedOut) {
            try await CurlTransport.get(server.endpoint(fault: "slow") + "/v1/search", deadline: Deadline(afterMilliseconds: 300), limit: 100)
        }
        #expect(ContinuousClock.now - started < .seconds(15))
        let port = try WeatherSkillTests.unusedPort()
        await #expect(throws: HTTPError.network("cannot connect")) {
            try await HTTPClient.live.get("https://127.0.0.1:\(port)/v1/search", Deadline(afterMilliseconds: 5000))
        }
        await #expect(throws: HTTPError.network("the connection closed without an answer")) {
            try await CurlTransport.get(server.endpoint(fault: "close") + "/v1/search", deadline: Deadline(afterMilliseconds: 5000), limit: 100)
        }
    }
}
