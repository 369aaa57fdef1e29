import AgentProtocol
import Foundation
import TestSupport
import Testing

/// `--weather-cache`: one request per place and day in an invocation, in-process and through the
/// binary. Each test asks about a place of its own and counts the shared server's requests for it.
struct WeatherCacheCLITests {
    let server: WeatherServer

    init() throws {
        server = try WeatherServer.shared.get()
    }

    /// Ten questions about now, ten about tomorrow, five about a place the geocoder does not know.
    static func stream(_ city: String, _ unknown: String) -> String {
        (Array(repeating: "\(city)天气怎么样", count: 10) + Array(repeating: "\(city)明天会下雨吗", count: 10)
            + Array(repeating: "\(unknown)天气", count: 5))
            .map { #"{"cmd":"send","text":"\#($0)"}"# }.joined(separator: "\n") + "\n"
    }

    func arguments(_ extra: [String] = []) -> [String] {
        CLITests.fixed + ["--weather-endpoint", server.endpoint(), "--weather-timeout", "20000", "--events", "result"] + extra
    }

    func lookups(of name: String) -> Int {
        server.requests(containing: "name=" + (name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? name)).count
    }

    @Test func theBinaryAsksOncePerPlaceAndDay() throws {
        let output = try BinaryTests.spawn(arguments(), input: Self.stream("海口", "青石埠村"))
        #expect(output.status == 0)
        #expect(output.stdout.split(separator: "\n").count == 20)
        #expect(server.requests(containing: "latitude=20.044").count == 2)  // now, and tomorrow
        #expect(lookups(of: "青石埠村") == 1)
    }

    @Test func inProcessTheDefaultCacheAsksOnce() async throws {
        let run = await CLITests.run(arguments(), input: Self.stream("贵阳", "红石岭村"))
        #expect(run.status == 0)
        #expect(server.requests(containing: "latitude=26.647").count == 2)
        #expect(lookups(of: "红石岭村") == 1)
    }

    @Test func theCacheOffAsksEveryTime() async throws {
        let run = await CLITests.run(arguments(["--weather-cache", "0"]), input: Self.stream("拉萨", "白杨沟村"))
        #expect(run.status == 0)
        #expect(server.requests(containing: "latitude=29.65").count == 20)
        #expect(lookups(of: "白杨沟村") == 5)
    }

    @Test(arguments: [["--weather-cache", "-1"], ["--weather-cache", "ten"], ["--weather-cache"]])
    func refusesACacheThatIsNoCountOfSeconds(extra: [String]) async {
        let run = await CLITests.run(CLITests.fixed + extra)
        #expect(run.status == 2)
        #expect(run.stderr.contains("--weather-cache"))
    }
}
