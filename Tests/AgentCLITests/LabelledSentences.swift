import AgentCLI
import AgentCalendar
import AgentCore
import AgentProtocol
import Foundation
import TestSupport

/// A file of labelled sentences in `Tests/Data` (reference now 2026-03-10T09:00:00+08:00,
/// Asia/Shanghai), run through the CLI in one invocation, each as its own `send` with a
/// `reset` after it; weather questions go to the loopback weather server.
struct LabelledSentences {
    struct Sample {
        var line: Int
        var text: String
        var skill: String?
        var label: JSONValue
        var awaits: Bool { label["awaiting"] == true }
    }

    /// What the CLI did with one sentence.
    struct Outcome {
        var selected: String?
        var result: JSONValue?
        var awaiting: String?
        var failure: JSONValue?
    }

    var file: String
    var samples: [Sample]

    init(_ file: String) {
        self.file = file
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Data/\(file)")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        samples = text.split(separator: "\n").enumerated().compactMap { index, line in
            guard let json = try? JSONParser.parse(String(line)), let sentence = json["text"]?.stringValue else { return nil }
            return Sample(line: index + 1, text: sentence, skill: json["skill"]?.stringValue, label: json)
        }
    }

    /// Runs `samples` through the CLI against `weather`.
    static func run(_ samples: [Sample], weather: WeatherServer) async -> [Outcome] {
        var input = ""
        for (i, sample) in samples.enumerated() {
            input += JSONWriter.string(.object([("cmd", "send"), ("id", .number(Double(i))), ("text", .string(sample.text))]))
            input += "\n{\"cmd\":\"reset\"}\n"
        }
        let out = MemorySink()
        _ = await AgentCLI.run(arguments: ["--deterministic", "--now", "2026-03-10T09:00:00+08:00", "--tz", "Asia/Shanghai",
                                           "--weather-endpoint", weather.endpoint(), "--weather-timeout", "20000"],
                               environment: [:], stdin: MemorySource(input), stdout: out, stderr: MemorySink())
        var outcomes = [Outcome](repeating: Outcome(), count: samples.count)
        for line in out.text.split(separator: "\n") {
            guard let event = try? JSONParser.parse(String(line)), let ref = event["ref"]?.numberValue else { continue }
            let i = Int(ref)
            switch event["event"]?.stringValue {
            case "match": outcomes[i].selected = event["selected"]?.stringValue
            case "result": outcomes[i].result = event["data"]
            case "state":
                if event["to"] == "awaitingInput" { outcomes[i].awaiting = event["skill"]?.stringValue }
                if event["to"] == "failed" { outcomes[i].failure = event["error"] }
            default: break
            }
        }
        return outcomes
    }

    /// Whether the sample reached its skill (and, when labelled so, asked its question).
    static func isRouted(_ sample: Sample, _ outcome: Outcome) -> Bool {
        outcome.selected == sample.skill && (!sample.awaits || outcome.awaiting == sample.skill)
    }

    /// The labelled `fields` the result got wrong, for a sample routed right that does not ask.
    /// Numbers agree to the label's six significant digits.
    static func wrongFields(_ sample: Sample, _ outcome: Outcome, _ fields: [String]) -> [String] {
        var wrong: [String] = []
        for key in fields {
            guard let expected = sample.label[key] else { continue }
            let got = outcome.result?[key]
            if let want = expected.numberValue, let have = got?.numberValue {
                if abs(have - want) > 5e-6 * max(1, abs(want)) { wrong.append("\(key) \(have) ≠ \(want)") }
            } else if got != expected {
                wrong.append("\(key) \(got.map(JSONWriter.string) ?? "missing") ≠ \(JSONWriter.string(expected))")
            }
        }
        return wrong
    }

    /// The skills whose results say how they repeat: a line of theirs without `rrule` is a one-off.
    static let repeating = ["timer.set", "alarm.set"]

    /// What the result got wrong about the repeat, for a timer or alarm sample routed right that
    /// does not ask: rules compare by meaning (`FREQ=HOURLY;INTERVAL=1` is `FREQ=HOURLY`, BYDAY in any order).
    static func wrongRule(_ sample: Sample, _ outcome: Outcome) -> String? {
        let expected = sample.label["rrule"] ?? .null
        let got = outcome.result?["rrule"] ?? .null
        let want = expected.stringValue.flatMap { Recurrence(rrule: $0) }
        let have = got.stringValue.flatMap { Recurrence(rrule: $0) }
        if want == have, (want == nil) == (expected == .null), (have == nil) == (got == .null) { return nil }
        return "rrule \(JSONWriter.string(got)) ≠ \(JSONWriter.string(expected))"
    }

    static func describe(_ outcome: Outcome) -> String {
        "selected \(outcome.selected ?? "nothing"), result \(outcome.result.map(JSONWriter.string) ?? "none")"
            + (outcome.failure.map { ", failure \(JSONWriter.string($0))" } ?? "")
    }

    static func percent(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "-" : "\((Double(part) / Double(whole) * 1000).rounded() / 10)%"
    }
}
