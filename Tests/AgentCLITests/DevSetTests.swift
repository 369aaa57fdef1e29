import AgentCore
import AgentProtocol
import TestSupport
import Testing

/// The labelled sentences of `Tests/Data/dev.jsonl` run through the CLI: every one must
/// reach its skill, with its labelled values.
struct DevSetTests {
    static let dev = LabelledSentences("dev.jsonl")

    @Test func timerAndAlarmSentencesAreUnderstood() async throws {
        let samples = Self.dev.samples.filter { $0.skill == "timer.set" || $0.skill == "alarm.set" }
        #expect(samples.count >= 60)
        let outcomes = await LabelledSentences.run(samples, weather: try WeatherServer.shared.get())
        var misses: [String] = []
        for (sample, outcome) in zip(samples, outcomes) {
            if !LabelledSentences.isRouted(sample, outcome) {
                misses.append("dev.jsonl:\(sample.line) \(sample.text): \(LabelledSentences.describe(outcome))")
            } else if !sample.awaits {
                let wrong = LabelledSentences.wrongFields(sample, outcome, ["seconds", "fireAt", "reminder"])
                if !wrong.isEmpty { misses.append("dev.jsonl:\(sample.line) \(sample.text): \(wrong.joined(separator: ", "))") }
            }
        }
        print("timer/alarm dev accuracy: \(samples.count - misses.count)/\(samples.count)")
        for miss in misses { print("  miss: \(miss)") }
        #expect(misses.isEmpty, "\(misses.count) misses:\n\(misses.joined(separator: "\n"))")
    }

    @Test func everySentenceReachesItsSkillAndNoNegativeReachesAny() async throws {
        let samples = Self.dev.samples
        #expect(samples.count >= 100)
        let outcomes = await LabelledSentences.run(samples, weather: try WeatherServer.shared.get())
        var misses: [String] = []
        for (sample, outcome) in zip(samples, outcomes) {
            // A weather question must also be about the labelled city, a sum come to its value.
            let wrong = LabelledSentences.isRouted(sample, outcome) && !sample.awaits
                ? LabelledSentences.wrongFields(sample, outcome, ["city", "value"]) : []
            if !LabelledSentences.isRouted(sample, outcome) || !wrong.isEmpty {
                misses.append("dev.jsonl:\(sample.line) \(sample.text): expected \(sample.skill ?? "no skill"), "
                              + LabelledSentences.describe(outcome))
            }
        }
        print("routing dev accuracy: \(samples.count - misses.count)/\(samples.count)")
        for miss in misses { print("  miss: \(miss)") }
        #expect(misses.isEmpty, "\(misses.count) misses:\n\(misses.joined(separator: "\n"))")
    }
}
