import AgentCore
import AgentProtocol
@testable import AgentSkills
import Foundation
import TestSupport
import Testing

/// The pieces under `weather.query`: URLs, the Open-Meteo answers, the process
/// runner and the HTTP transport (curl) against the loopback server.
struct WeatherTransportTests {
    @Test(arguments: [
        ("http://127.0.0.1:8080/v1/forecast?a=1", false, "127.0.0.1", 8080, "127.0.0.1:8080"),
        ("https://api.open-meteo.com", true, "api.open-meteo.com", 443, "api.open-meteo.com"),
        ("http://localhost?x=1#frag", false, "localhost", 80, "localhost"),
        ("http://[::1]:9/a", false, "::1", 9, "[::1]:9"),
    ])
    func takesURLsApart(url: String, secure: Bool, host: String, port: Int, header: String) throws {
        let parsed = try HTTPURL(url)
        #expect(parsed.isSecure == secure && parsed.host == host && parsed.port == port)
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

    // MARK: Processes

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
        #expect(ContinuousClock.now - started < HangBound.duration)
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

    // MARK: The HTTP transport: curl against the loopback server

    static let geocoding = "/v1/search?name=%E8%85%BE%E5%86%B2&count=1&language=zh&format=json"

    func get(_ url: String, within milliseconds: Int = 5000) async throws(HTTPError) -> HTTPResponse {
        try await HTTPClient.live.get(url, Deadline(afterMilliseconds: milliseconds))
    }

    @Test func fetchesAnAnswer() async throws {
        let server = try WeatherServer.shared.get()
        let response = try await get(server.endpoint() + Self.geocoding)
        #expect(response.status == 200)
        #expect(try JSONParser.parse(response.body)["results"]?.arrayValue?.first?["name"] == "腾冲")
    }

    /// In chunks (with extensions and a trailer), as HTTP/1.0 ended by closing, after a
    /// 100 Continue, and on a connection the server keeps open (stopped at Content-Length).
    @Test(arguments: ["chunked", "unframed", "interim", "keepalive"])
    func readsTheBodyHoweverItIsFramed(fault: String) async throws {
        let server = try WeatherServer.shared.get()
        let plain = try await get(server.endpoint() + Self.geocoding)
        let started = ContinuousClock.now
        #expect(try await get(server.endpoint(fault: fault) + Self.geocoding) == plain)
        #expect(ContinuousClock.now - started < HangBound.duration)
    }

    @Test func sendsTheRequestTheToolHasAlwaysSent() async throws {
        let server = try WeatherServer.shared.get()
        let echo = try JSONParser.parse(try await get(server.endpoint() + "/echo?name=%E8%85%BE&list=[1]").body)
        #expect(echo["method"] == "GET" && echo["path"] == "/echo?name=%E8%85%BE&list=[1]")
        #expect(echo["headers"] == .object([("host", .string("127.0.0.1:\(server.port)")), ("user-agent", "agent-skill"),
                                            ("accept", "application/json")]))
    }

    @Test func returnsAnErrorStatusAndFollowsNoRedirect() async throws {
        let server = try WeatherServer.shared.get()
        let failed = try await get(server.endpoint(fault: "503") + Self.geocoding)
        #expect(failed.status == 503)
        #expect(try JSONParser.parse(failed.body)["reason"] == "Service temporarily unavailable")
        #expect(try await get(server.endpoint(fault: "redirect") + Self.geocoding) == HTTPResponse(status: 302, body: []))
    }

    @Test func givesUpAtTheDeadline() async throws {
        let server = try WeatherServer.shared.get()
        let started = ContinuousClock.now
        await #expect(throws: HTTPError.timedOut) { try await get(server.endpoint(fault: "slow") + Self.geocoding, within: 300) }
        // The server sleeps 30 s: ending well before that shows the deadline worked, even on a loaded machine.
        #expect(ContinuousClock.now - started < HangBound.duration)
        await #expect(throws: HTTPError.timedOut) { try await get(server.endpoint() + Self.geocoding, within: 0) }
    }

    @Test func stopsWhenItsTaskIsCancelled() async throws {
        let server = try WeatherServer.shared.get()
        let started = ContinuousClock.now
        let task = Task { try await get(server.endpoint(fault: "slow") + Self.geocoding, within: 20_000) }
        try await Task.sleep(for: .milliseconds(200))
        task.cancel()
        await #expect(throws: HTTPError.cancelled) { try await task.value }
        #expect(ContinuousClock.now - started < HangBound.duration)
    }

    @Test(arguments: ["http", "https"])
    func reportsNothingListening(scheme: String) async throws {
        let port = try WeatherSkillTests.unusedPort()
        await #expect(throws: HTTPError.network("cannot connect to 127.0.0.1:\(port): connection refused")) {
            try await get("\(scheme)://127.0.0.1:\(port)" + Self.geocoding)
        }
    }

    /// Announced by Content-Length, or found out while the chunks come.
    @Test func refusesABodyLargerThanItTakes() async throws {
        let server = try WeatherServer.shared.get()
        await #expect(throws: HTTPError.malformedResponse("response larger than 1 mib")) {
            try await get(server.endpoint(fault: "huge") + Self.geocoding)
        }
        await #expect(throws: HTTPError.malformedResponse("response larger than 100 bytes")) {
            try await CurlTransport.get(server.endpoint(fault: "chunked") + Self.geocoding, deadline: Deadline(afterMilliseconds: 5000),
                                        limit: 100)
        }
    }

    @Test(arguments: [
        ("nothttp", HTTPError.malformedResponse("the answer is not http")),
        ("close", .network("the connection closed without an answer")),
        ("partial", .network("the connection closed in the middle of the body")),
    ])
    func reportsAnAnswerThatIsNoWholeHTTPResponse(fault: String, error: HTTPError) async throws {
        let server = try WeatherServer.shared.get()
        await #expect(throws: error) { try await get(server.endpoint(fault: fault) + Self.geocoding) }
    }

    @Test func refusesAURLOfAnotherScheme() async {
        await #expect(throws: HTTPError.invalidURL("only http:// and https:// urls are supported, got 'file:///etc/passwd'")) {
            try await get("file:///etc/passwd")
        }
    }

    /// As before curl spoke plain http: `http_proxy` would otherwise take even 127.0.0.1.
    @Test func speaksToAPlainHTTPEndpointPastAnyProxy() async throws {
        let server = try WeatherServer.shared.get()
        let proxy = "http://127.0.0.1:\(try WeatherSkillTests.unusedPort())"
        var environment = ProcessInfo.processInfo.environment
        for name in ["http_proxy", "HTTP_PROXY", "all_proxy", "ALL_PROXY"] { environment[name] = proxy }
        for name in ["no_proxy", "NO_PROXY"] { environment[name] = nil }
        let response = try await CurlTransport.get(server.endpoint() + Self.geocoding, deadline: Deadline(afterMilliseconds: 5000),
                                                   limit: HTTPClient.maxBodyBytes, environment: environment)
        #expect(response.status == 200)
    }

    @Test func readsCurlsOutputAndExitCodes() throws {
        let url = try HTTPURL("http://127.0.0.1:9/v1/search")
        let ok = ProcessRunner.Output(termination: .exited(0), stdout: Array("{\"a\":1}\n\n200".utf8), stderr: [])
        #expect(try CurlTransport.response(from: ok, url: url, limit: 100) == HTTPResponse(status: 200, body: Array("{\"a\":1}\n".utf8)))
        let noStatus = ProcessRunner.Output(termination: .exited(0), stdout: Array("\n000".utf8), stderr: [])
        #expect(throws: HTTPError.malformedResponse("the answer is not http")) {
            try CurlTransport.response(from: noStatus, url: url, limit: 100)
        }
        func failure(_ code: Int32, _ stderr: String = "") -> HTTPError {
            CurlTransport.failure(exitCode: code, stderr: Array(stderr.utf8), url: url, limit: 100)
        }
        #expect(failure(6) == .network("cannot resolve host '127.0.0.1'"))
        #expect(failure(7) == .network("cannot connect to 127.0.0.1:9"))
        let refused = "*   Trying 127.0.0.1:9...\n* connect to 127.0.0.1 port 9 failed: Connection refused\n"
            + "* Failed to connect to 127.0.0.1 port 9 after 0 ms: Couldn't connect to server\n"
            + "curl: (7) Failed to connect to 127.0.0.1 port 9 after 0 ms: Couldn't connect to server\n"
        #expect(failure(7, refused) == .network("cannot connect to 127.0.0.1:9: connection refused"))
        #expect(failure(7, "* connect to 127.0.0.1 port 9 from 127.0.0.1 port 40222 failed: No route to host\n")
            == .network("cannot connect to 127.0.0.1:9: no route to host"))
        #expect(failure(28) == .timedOut)
        #expect(failure(1, "curl: (1) Received HTTP/0.9 when not allowed\n") == .malformedResponse("the answer is not http"))
        #expect(failure(63) == .malformedResponse("response larger than 100 bytes"))
        #expect(failure(56, "curl: (56) Illegal or missing hexadecimal sequence in chunked-encoding\n")
            == .malformedResponse("bad chunked encoding"))
        #expect(failure(56, "curl: (56) Recv failure: Connection reset by peer\n") == .network("connection reset by peer"))
        #expect(failure(99, "*   Trying 127.0.0.1:9...\ncurl: (99) odd\nmore") == .network("curl failed with exit code 99: curl: (99) odd"))
    }
}
