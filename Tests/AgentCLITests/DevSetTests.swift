import AgentCLI
import AgentCore
import Foundation
import TestSupport
import Testing

/// The labelled sentences of `Tests/Data/dev.jsonl` (reference now
/// 2026-03-10T09:00:00+08:00, Asia/Shanghai) run through the CLI.
struct DevSetTests {
    struct Sample {
        var line: Int
        var text: String
        var skill: String?
        var label: JSONValue
    }

    /// What the CLI did with one sentence.
    struct Outcome {
        var selected: String?
        var result: JSONValue?
        var awaiting: String?
        var failure: JSONValue?
    }

    static let samples: [Sample] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Data/dev.jsonl")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").enumerated().compactMap { index, line in
            guard let json = try? JSONParser.parse(String(line)), let sentence = json["text"]?.stringValue else { return nil }
            return Sample(line: index + 1, text: sentence, skill: json["skill"]?.stringValue, label: json)
        }
    }()

    /// Runs every sample as its own `send` (with a `reset` after it) in one
    /// invocation; weather questions go to the loopback weather server.
    static func run(_ samples: [Sample]) async throws -> [Outcome] {
        var input = ""
        for (i, sample) in samples.enumerated() {
            input += JSONWriter.string(.object([("cmd", "send"), ("id", .number(Double(i))), ("text", .string(sample.text))]))
            input += "\n{\"cmd\":\"reset\"}\n"
        }
        let out = MemorySink()
        let weather = try WeatherServer.shared.get().endpoint()
        _ = await AgentCLI.run(arguments: ["--deterministic", "--now", "2026-03-10T09:00:00+08:00", "--tz", "Asia/Shanghai",
                                           "--weather-endpoint", weather, "--weather-timeout", "20000"],
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

    /// Whether the CLI got a timer or alarm sample right: the skill, and the
    /// labelled seconds, fireAt, reminder, or the question when it must ask.
    static func timeMiss(_ sample: Sample, _ outcome: Outcome) -> String? {
        let label = sample.label
        if label["awaiting"] == true {
            return outcome.awaiting == sample.skill ? nil : "expected \(sample.skill ?? "-") to ask, selected \(outcome.selected ?? "nothing")"
        }
        guard outcome.selected == sample.skill, let data = outcome.result else {
            return "selected \(outcome.selected ?? "nothing"), result \(outcome.result.map(JSONWriter.string) ?? "none"), failure \(outcome.failure.map(JSONWriter.string) ?? "none")"
        }
        var problems: [String] = []
        for key in ["seconds", "fireAt", "reminder"] {
            guard let expected = label[key] else { continue }
            if data[key] != expected {
                problems.append("\(key) \(data[key].map(JSONWriter.string) ?? "missing") ≠ \(JSONWriter.string(expected))")
            }
        }
        return problems.isEmpty ? nil : problems.joined(separator: ", ")
    }

    @Test func timerAndAlarmSentencesAreUnderstood() async throws {
        let samples = Self.samples.filter { $0.skill == "timer.set" || $0.skill == "alarm.set" }
        #expect(samples.count >= 60)
        let outcomes = try await Self.run(samples)
        var misses: [String] = []
        for (sample, outcome) in zip(samples, outcomes) {
            if let miss = Self.timeMiss(sample, outcome) { misses.append("dev.jsonl:\(sample.line) \(sample.text): \(miss)") }
        }
        let accuracy = Double(samples.count - misses.count) / Double(samples.count)
        print("timer/alarm dev accuracy: \(samples.count - misses.count)/\(samples.count) = \((accuracy * 1000).rounded() / 10)%")
        for miss in misses { print("  miss: \(miss)") }
        #expect(accuracy >= 0.97, "\(misses.count) misses:\n\(misses.joined(separator: "\n"))")
    }

    @Test func everySentenceReachesItsSkillAndNoNegativeReachesAny() async throws {
        let samples = Self.samples
        #expect(samples.count >= 100)
        let outcomes = try await Self.run(samples)
        var misses: [String] = []
        var negativesSelecting: [String] = []
        for (sample, outcome) in zip(samples, outcomes) {
            // An awaiting sample must also have asked, not merely been selected.
            var right = outcome.selected == sample.skill
                && (sample.label["awaiting"] != true || outcome.awaiting == sample.skill)
            // A weather question must also be about the labelled city, a sum come to its value.
            for key in ["city", "value"] {
                if let expected = sample.label[key], outcome.result?[key] != expected { right = false }
            }
            if !right {
                misses.append("dev.jsonl:\(sample.line) \(sample.text): expected \(sample.skill ?? "no skill") \(sample.label["city"].map(JSONWriter.string) ?? ""), selected \(outcome.selected ?? "nothing"), result \(outcome.result.map(JSONWriter.string) ?? "none")")
            }
            if sample.skill == nil, let selected = outcome.selected {
                negativesSelecting.append("dev.jsonl:\(sample.line) \(sample.text) → \(selected)")
            }
        }
        let accuracy = Double(samples.count - misses.count) / Double(samples.count)
        print("routing dev accuracy: \(samples.count - misses.count)/\(samples.count) = \((accuracy * 1000).rounded() / 10)%")
        for miss in misses { print("  miss: \(miss)") }
        #expect(accuracy >= 0.97, "\(misses.count) misses:\n\(misses.joined(separator: "\n"))")
        #expect(negativesSelecting.isEmpty, "negatives that selected a skill:\n\(negativesSelecting.joined(separator: "\n"))")
    }
}
