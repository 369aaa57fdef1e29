import AgentCLI
import AgentCore
import AgentProtocol
import Foundation
import TestSupport
import Testing

/// Golden files: `Tests/Golden/<area>/<case>.in.jsonl` run through the CLI
/// in-process must print exactly `<case>.out.jsonl` (or `.out.txt` with
/// `--output text`). `<case>.args`, when present, replaces the default
/// arguments; `$GOLDEN` in it stands for the Golden directory and `$WEATHER`
/// for the loopback weather server (Tests/Weather/weather_server.py).
///
/// `AGENT_SKILL_RECORD=1` rewrites the expected files from the actual output
/// and fails, so nothing passes by recording itself (`shell/golden-update`).
struct GoldenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Golden")
    /// The arguments of a case without `.args`, from `Tests/Golden/default.args` (the schema tests read it too).
    static let defaultArguments = ((try? String(contentsOfFile: directory.appendingPathComponent("default.args").path,
                                                encoding: .utf8)) ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
    static var recording: Bool { ProcessInfo.processInfo.environment["AGENT_SKILL_RECORD"] == "1" }

    static let cases: [String] = {
        let root = directory.path
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".in.jsonl") }.map { String($0.dropLast(".in.jsonl".count)) }.sorted()
    }()

    @Test func thereAreEnoughCases() {
        #expect(Self.cases.count >= 20, "found \(Self.cases.count) golden cases under \(Self.directory.path)")
    }

    @Test(arguments: cases)
    func golden(_ name: String) async throws {
        let base = Self.directory.appendingPathComponent(name)
        let input = try Data(contentsOf: URL(fileURLWithPath: base.path + ".in.jsonl"))
        var arguments = Self.defaultArguments
        if let text = try? String(contentsOfFile: base.path + ".args", encoding: .utf8) {
            arguments = text.split(whereSeparator: \.isWhitespace).map(String.init)
        }
        let weather = try WeatherServer.shared.get().endpoint()
        arguments = arguments.map {
            $0.replacingOccurrences(of: "$GOLDEN", with: Self.directory.path).replacingOccurrences(of: "$WEATHER", with: weather)
        }
        let textOutput = arguments.contains("text") && arguments.joined(separator: " ").contains("--output text")
        let expectedPath = base.path + (textOutput ? ".out.txt" : ".out.jsonl")

        let stdout = MemorySink()
        let stderr = MemorySink()
        let status = await AgentCLI.run(arguments: arguments, environment: ProcessInfo.processInfo.environment,
                                        stdin: MemorySource(Array(input), chunkSize: 7), stdout: stdout, stderr: stderr)
        let actual = stdout.text

        if Self.recording {
            try actual.write(toFile: expectedPath, atomically: true, encoding: .utf8)
            Issue.record("recorded \(name); run again without AGENT_SKILL_RECORD to check it")
            return
        }
        let expected = (try? String(contentsOfFile: expectedPath, encoding: .utf8)) ?? ""
        if actual != expected {
            Issue.record("\(name): output differs from \(expectedPath)\n\(unifiedDiff(expected, actual))")
        }
        // The documented exit rule: 1 when some line got an error event, else 0.
        let sawError = actual.contains("\"event\":\"error\"") || !stderr.bytes.isEmpty
        #expect(status == (sawError ? 1 : 0), "\(name): exit status \(status), stderr: \(stderr.text)")
    }
}

/// `diff -u` of two texts, for readable mismatches.
func unifiedDiff(_ expected: String, _ actual: String) -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let a = dir.appendingPathComponent("expected")
    let b = dir.appendingPathComponent("actual")
    try? expected.write(to: a, atomically: true, encoding: .utf8)
    try? actual.write(to: b, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["diff", "-u", a.path, b.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return "(diff unavailable)\n--- expected\n\(expected)\n+++ actual\n\(actual)" }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: output, as: UTF8.self)
}

/// The golden files cover every command, every error code and every state transition the CLI can show.
struct GoldenCoverageTests {
    static func lines(withSuffix suffix: String) -> [String] {
        GoldenTests.cases.flatMap { name -> [String] in
            let path = GoldenTests.directory.appendingPathComponent(name).path + suffix
            guard let data = FileManager.default.contents(atPath: path) else { return [] }
            return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        }
    }

    static let events: [JSONValue] = lines(withSuffix: ".out.jsonl").compactMap { try? JSONParser.parse($0) }

    @Test func everyErrorCodeAppears() {
        let seen = Set(Self.events.compactMap { $0["event"] == "error" ? $0["code"]?.stringValue : nil })
        // too_many_skills would need a golden file of 10,000 skills: LimitsTests covers it.
        #expect(seen == Set(ErrorCode.commandCodes.map(\.rawValue)).subtracting(["too_many_skills"]))
    }

    @Test func everyCommandAppears() {
        let inputs = Self.lines(withSuffix: ".in.jsonl").compactMap { try? JSONParser.parse($0) }
        let seen = Set(inputs.compactMap { $0["cmd"]?.stringValue })
        #expect(Set(Command.names).isSubset(of: seen), "missing: \(Set(Command.names).subtracting(seen).sorted())")
    }

    @Test func everyTransitionOfASequentialRunAppears() {
        let seen = Set(Self.events.compactMap { event -> String? in
            guard event["event"] == "state", let from = event["from"]?.stringValue, let to = event["to"]?.stringValue
            else { return nil }
            return "\(from)>\(to)"
        })
        let expected: Set<String> = [
            "idle>understanding", "failed>understanding", "awaitingInput>understanding",
            "understanding>idle", "understanding>executing", "executing>idle", "executing>awaitingInput",
            "executing>failed", "awaitingInput>executing", "awaitingInput>idle", "failed>idle", "failed>executing",
        ]
        #expect(expected.isSubset(of: seen), "missing: \(expected.subtracting(seen).sorted())")
    }
}
