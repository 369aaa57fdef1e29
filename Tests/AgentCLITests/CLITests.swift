@testable import AgentCLI
import AgentCore
import AgentProtocol
import Foundation
import Testing

/// The CLI run in-process, as a user drives it.
struct CLITests {
    static let fixed = ["--deterministic", "--now", "2026-03-10T09:00:00+08:00", "--tz", "Asia/Shanghai"]

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        var events: [JSONValue] {
            stdout.split(separator: "\n").compactMap { try? JSONParser.parse(String($0)) }
        }
    }

    static func run(_ arguments: [String], input: String = "", environment: [String: String] = ProcessInfo.processInfo.environment) async -> Run {
        let out = MemorySink()
        let err = MemorySink()
        let status = await AgentCLI.run(arguments: arguments, environment: environment, stdin: MemorySource(input),
                                        stdout: out, stderr: err)
        return Run(status: status, stdout: out.text, stderr: err.text)
    }

    /// Hands out one line per read and notes what had been written by then.
    struct LinePerRead: ByteSource {
        var lines: [[UInt8]]
        let sink: MemorySink
        let seen: Box

        final class Box { var outputAtRead: [String] = [] }

        mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
            seen.outputAtRead.append(sink.text)
            guard !lines.isEmpty else { return 0 }
            let line = lines.removeFirst()
            buffer.copyBytes(from: line)
            return line.count
        }
    }

    @Test func everyAnswerIsFlushedBeforeTheNextReadWaits() async throws {
        let sink = MemorySink()
        let seen = LinePerRead.Box()
        let lines = ["{\"cmd\":\"send\",\"id\":1,\"text\":\"倒计时30分钟\"}\n", "{\"cmd\":\"status\",\"id\":2}\n"]
        let source = LinePerRead(lines: lines.map { Array($0.utf8) }, sink: sink, seen: seen)
        let status = await AgentCLI.run(arguments: Self.fixed, environment: [:], stdin: source, stdout: sink, stderr: MemorySink())
        #expect(status == 0)
        // Read 1 finds nothing written; read 2 finds the whole send answered, through its timing event.
        try #require(seen.outputAtRead.count == 3)
        #expect(seen.outputAtRead[0].isEmpty)
        #expect(seen.outputAtRead[1].hasSuffix("\"totalMs\":0}\n"))
        #expect(seen.outputAtRead[2].contains("\"event\":\"status\""))
    }

    @Test func inputAlreadyWaitingIsAnsweredInOneWrite() async {
        let sink = MemorySink()
        let input = String(repeating: "{\"cmd\":\"match\",\"text\":\"倒计时30分钟\"}\n", count: 50)
        _ = await AgentCLI.run(arguments: Self.fixed, environment: [:], stdin: MemorySource(input), stdout: sink,
                               stderr: MemorySink())
        #expect(sink.text.split(separator: "\n").count == 50)
        #expect(sink.writes == 1)
    }

    /// Output collected in memory, noting the size of each write.
    final class WriteSizes: ByteSink {
        private(set) var bytes: [UInt8] = []
        private(set) var sizes: [Int] = []

        func write(_ bytes: [UInt8]) -> Bool {
            self.bytes += bytes
            sizes.append(bytes.count)
            return true
        }
    }

    /// However much input is already waiting, and through a whole deterministic wait for timers,
    /// output is held only up to a fixed size (and the line that crosses it) before it is written.
    @Test(arguments: [
        ([], String(repeating: "{\"cmd\":\"status\"}\n", count: 200), 200),
        (["--interactive"], String(repeating: "{\"cmd\":\"status\"}\n", count: 200), 200),
        (["--wait-timers", "--fire-limit", "1000", "--events", "fired"], "{\"cmd\":\"send\",\"text\":\"每隔两小时提醒我喝水\"}\n", 1000),
    ])
    func outputIsWrittenWhenItPassesAFixedSize(options: [String], input: String, lines: Int) async throws {
        let sink = WriteSizes()
        _ = await AgentCLI.run(arguments: Self.fixed + options, environment: [:], stdin: MemorySource(input), stdout: sink,
                               stderr: MemorySink())
        let written = sink.bytes.split(separator: 0x0A)
        try #require(written.count == lines)
        let longest = written.map(\.count).max() ?? 0
        #expect(sink.sizes.allSatisfy { $0 <= EventWriter.flushBytes + longest + 1 }, "writes of \(sink.sizes.max() ?? 0) bytes")
        #expect(sink.sizes.count > 1)
    }

    @Test func aLastLineWithoutNewlineIsRead() async throws {
        let run = await Self.run(Self.fixed, input: "{\"cmd\":\"status\",\"id\":\"last\"}")
        let event = try #require(run.events.first)
        #expect(run.events.count == 1)
        #expect(event["ref"] == "last")
        #expect(run.status == 0)
    }

    @Test func seqCountsFromOneAndRefEchoesTheId() async {
        let run = await Self.run(Self.fixed, input: "{\"cmd\":\"status\",\"id\":7}\n{\"cmd\":\"status\",\"id\":\"x\"}\n{\"cmd\":\"status\"}\n")
        #expect(run.events.map { $0["seq"] } == [1, 2, 3])
        #expect(run.events.map { $0["ref"] } == [7, "x", nil])
    }

    @Test func anErrorLineSetsExitStatusOneAndLaterLinesStillRun() async {
        let run = await Self.run(Self.fixed, input: "{oops\n{\"cmd\":\"send\",\"text\":\"倒计时1分钟\"}\n")
        #expect(run.status == 1)
        #expect(run.events.first?["code"] == "invalid_json")
        #expect(run.events.first?["line"] == 1)
        #expect(run.events.contains { $0["event"] == "result" })
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["--determinstic"], "unknown option '--determinstic'; did you mean '--deterministic'?"),
        (["--alow-exec"], "unknown option '--alow-exec'; did you mean '--allow-exec'?"),
        (["--tz", "Mars/Olympus"], "unknown time zone 'Mars/Olympus'"),
        (["--tz", "../../etc/passwd"], "unknown time zone"),
        (["--now", "yesterday"], "--now must be ISO 8601"),
        (["--now", "2026-02-30T09:00:00Z"], "--now must be ISO 8601"),
        (["--events", "result,nope"], "unknown event 'nope'"),
        (["--input", "xml"], "--input must be 'json' or 'text'"),
        (["--max-line-bytes", "0"], "--max-line-bytes needs a positive number"),
        (["--now"], "option '--now' needs a value"),
        (["--deterministic=yes"], "option '--deterministic' takes no value"),
        (["--skills", "/nonexistent/skills.jsonl"], "cannot read skills file"),
        (["no-such-commands.jsonl"], "cannot read 'no-such-commands.jsonl': no such file or directory"),
        (["/"], "cannot read '/': it is a directory"),
        // The endpoint is checked at start as each request to it would be.
        (["--weather-endpoint", "ftp://127.0.0.1"], "--weather-endpoint: only http:// and https:// urls are supported"),
        (["--weather-endpoint", "http://127.0.0.1:99999"], "--weather-endpoint: bad port in 'http://127.0.0.1:99999'"),
        (["--weather-endpoint", "http://127.0.0.1:80x"], "--weather-endpoint: bad port"),
        (["--weather-endpoint", "http://my host:8080"], "--weather-endpoint: url 'http://my host:8080' holds spaces"),
        (["--weather-endpoint", "http://"], "--weather-endpoint: no host"),
    ])
    func usageErrorsExitTwoWithAMessageOnStderr(arguments: [String], message: String) async {
        let run = await Self.run(arguments, input: "{\"cmd\":\"status\"}\n")
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains(message), "stderr: \(run.stderr)")
        #expect(run.stderr.contains("--help"))
    }

    @Test func helpAndVersionGoToStdout() async {
        let help = await Self.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("usage: agent-skill"))
        #expect(help.stdout.contains("--deterministic"))
        let version = await Self.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == "agent-skill \(EventEncoder.toolVersion)\n")
    }

    @Test func optionsAcceptTheEqualsForm() async {
        let run = await Self.run(["--deterministic", "--now=2026-03-10T09:00:00+08:00", "--tz=Asia/Shanghai"],
                                 input: "{\"cmd\":\"send\",\"text\":\"倒计时1分钟\"}\n")
        let result = run.events.first { $0["event"] == "result" }
        #expect(result?["data"]?["fireAt"] == "2026-03-10T09:01:00+08:00")
    }

    @Test func nowWithoutAnOffsetIsReadInTheTimeZone() async {
        let run = await Self.run(["--deterministic", "--now", "2026-03-10T09:00", "--tz", "Asia/Shanghai"],
                                 input: "{\"cmd\":\"send\",\"text\":\"倒计时1分钟\"}\n")
        let result = run.events.first { $0["event"] == "result" }
        #expect(result?["data"]?["fireAt"] == "2026-03-10T09:01:00+08:00")
    }

    @Test func withoutTZTheSystemZoneOrTZIsUsedOutsideDeterministicMode() async {
        let run = await Self.run(["--now", "2026-03-10T01:00:00Z"], input: "{\"cmd\":\"send\",\"text\":\"倒计时1分钟\"}\n",
                                 environment: ["TZ": "Asia/Tokyo"])
        let result = run.events.first { $0["event"] == "result" }
        // The clock runs from --now: a slow machine may add milliseconds (10:01:00.001+09:00).
        let fireAt = result?["data"]?["fireAt"]?.stringValue ?? ""
        #expect(fireAt.hasPrefix("2026-03-10T10:01:00") && fireAt.hasSuffix("+09:00"), "\(fireAt)")
        // Real timings are measured, and run ids are random, not r1.
        let run1 = run.events.first { $0["event"] == "result" }?["run"]?.stringValue ?? ""
        #expect(run1.count == 8 && run1 != "r1")
    }

    @Test func aBadSkillsFileIsAUsageErrorNamingFileAndLine() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("skills-\(UUID().uuidString).jsonl").path
        try "{\"cmd\":\"register\",\"skill\":{\"id\":\"ok\",\"keywords\":[\"a\"],\"reply\":\"a\"}}\n\n{\"cmd\":\"send\",\"text\":\"x\"}\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = await Self.run(Self.fixed + ["--skills", path], input: "{\"cmd\":\"status\"}\n")
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(path):3: a skills file holds only register commands"))
    }

    @Test func textOutputSendsErrorsToStderr() async {
        let run = await Self.run(Self.fixed + ["--output", "text"], input: "{\"cmd\":\"send\",\"text\":\"倒计时1分钟\"}\nnope\n")
        #expect(run.stdout == "好的，已为您设置 1 分钟倒计时。\n")
        #expect(run.stderr.contains("line 2: invalid json"))
        #expect(run.status == 1)
    }

    @Test func aClosedStdoutEndsTheRunQuietly() async {
        final class ClosedSink: ByteSink {
            var attempts = 0
            func write(_ bytes: [UInt8]) -> Bool { attempts += 1; return false }
        }
        let sink = ClosedSink()
        let err = MemorySink()
        let input = String(repeating: "{\"cmd\":\"status\"}\n", count: 10)
        let status = await AgentCLI.run(arguments: Self.fixed, environment: [:], stdin: MemorySource(input, chunkSize: 16),
                                        stdout: sink, stderr: err)
        #expect(status == 1)
        #expect(sink.attempts == 1)
        #expect(err.bytes.isEmpty)
    }

    @Test func anOverlongLineIsDroppedWithoutHoldingItAndTheNextIsAnswered() async throws {
        let long = "{\"cmd\":\"send\",\"text\":\"" + String(repeating: "长", count: 200_000) + "\"}\n"
        let run = await Self.run(Self.fixed + ["--max-line-bytes", "4096"], input: long + "{\"cmd\":\"status\",\"id\":2}\n")
        try #require(run.events.count == 2)
        #expect(run.events[0]["code"] == "line_too_long")
        #expect(run.events[1]["ref"] == 2)
    }
}
