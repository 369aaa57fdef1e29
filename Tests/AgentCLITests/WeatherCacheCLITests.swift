import AgentProtocol
import Foundation
import TestSupport
import Testing

/// `--weather-cache`: one request per place and day in an invocation, in-process and through the binary.
struct WeatherCacheCLITests {
    static let stream = (Array(repeating: "北京天气怎么样", count: 10) + Array(repeating: "北京明天会下雨吗", count: 10)
        + Array(repeating: "腾冲天气", count: 5))
        .map { #"{"cmd":"send","text":"\#($0)"}"# }.joined(separator: "\n") + "\n"

    static func arguments(_ endpoint: String, _ extra: [String] = []) -> [String] {
        CLITests.fixed + ["--weather-endpoint", endpoint, "--weather-timeout", "20000", "--events", "result"] + extra
    }

    @Test func theBinaryAsksOncePerPlaceAndDay() throws {
        let (server, requests) = try WeatherServer.logging()
        defer { server.stop() }
        let output = try BinaryTests.spawn(Self.arguments(server.endpoint()), input: Self.stream)
        #expect(output.status == 0)
        #expect(output.stdout.split(separator: "\n").count == 25)
        // 北京 now, 北京 tomorrow, 腾冲's lookup and its weather now.
        #expect(requests().count == 4)
    }

    @Test func theCacheOffAsksEveryTime() async throws {
        let (server, requests) = try WeatherServer.logging()
        defer { server.stop() }
        let run = await CLITests.run(Self.arguments(server.endpoint(), ["--weather-cache", "0"]), input: Self.stream)
        #expect(run.status == 0)
        #expect(requests().count == 30)
    }

    @Test func inProcessTheDefaultCacheAsksOnce() async throws {
        let (server, requests) = try WeatherServer.logging()
        defer { server.stop() }
        let run = await CLITests.run(Self.arguments(server.endpoint()), input: Self.stream)
        #expect(run.status == 0)
        #expect(requests().count == 4)
    }

    @Test(arguments: [["--weather-cache", "-1"], ["--weather-cache", "ten"], ["--weather-cache"]])
    func refusesACacheThatIsNoCountOfSeconds(extra: [String]) async {
        let run = await CLITests.run(CLITests.fixed + extra)
        #expect(run.status == 2)
        #expect(run.stderr.contains("--weather-cache"))
    }
}
