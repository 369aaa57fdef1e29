import TestSupport
import Testing

/// `Tests/Data/corpus.jsonl`: 1,541 labelled sentences written apart from the dev set,
/// run through the CLI. It measures how well sentences nobody tuned for are understood:
/// routing of every line, and, on lines routed right that do not ask, `seconds`, `fireAt`, `city`, `date` (the
/// forecast's day; a label of null is the weather now) and `value`, and the `rrule` of every timer and alarm (a
/// line without one is a one-off: null).
/// Weather questions go to the loopback server in `--geocode-any` mode, which finds every
/// place the agent asks about, as the real service would: the measure is which place.
struct CorpusTests {
    static let corpus = LabelledSentences("corpus.jsonl")
    static let scored = ["timer.set", "alarm.set", "schedule.list", "schedule.cancel", "weather.query", "calc.evaluate", "clock.now"]
    static let fields = ["seconds", "fireAt", "city", "date", "value"]

    @Test func sentencesNobodyTunedForAreUnderstood() async throws {
        let samples = Self.corpus.samples.filter { $0.skill.map(Self.scored.contains) ?? true }
        #expect(samples.count >= 1400)
        let weather = try WeatherServer(arguments: ["--geocode-any"])
        defer { weather.stop() }
        let outcomes = await LabelledSentences.run(samples, weather: weather)

        var routed: [String: (right: Int, all: Int)] = [:]
        var extracted: [String: (right: Int, all: Int)] = [:]
        var misses: [String] = []
        for (sample, outcome) in zip(samples, outcomes) {
            let group = sample.awaits ? "awaiting" : sample.skill ?? "no skill"
            let right = LabelledSentences.isRouted(sample, outcome)
            routed[group, default: (0, 0)].all += 1
            guard right else {
                misses.append("corpus.jsonl:\(sample.line) \(sample.text): expected \(sample.skill ?? "no skill")"
                              + (sample.awaits ? " asking" : "") + ", \(LabelledSentences.describe(outcome))")
                continue
            }
            routed[group, default: (0, 0)].right += 1
            guard sample.skill != nil, !sample.awaits else { continue }
            var wrong = LabelledSentences.wrongFields(sample, outcome, Self.fields)
            for key in Self.fields where sample.label[key] != nil {
                extracted[key, default: (0, 0)].all += 1
                if !wrong.contains(where: { $0.hasPrefix(key + " ") }) { extracted[key, default: (0, 0)].right += 1 }
            }
            if let skill = sample.skill, LabelledSentences.repeating.contains(skill) {
                let miss = LabelledSentences.wrongRule(sample, outcome)
                extracted["rrule", default: (0, 0)].all += 1
                if let miss { wrong.append(miss) } else { extracted["rrule", default: (0, 0)].right += 1 }
            }
            if !wrong.isEmpty {
                misses.append("corpus.jsonl:\(sample.line) \(sample.text): \(wrong.joined(separator: ", "))")
            }
        }

        let routedRight = routed.values.reduce(0) { $0 + $1.right }
        let extractedRight = extracted.values.reduce(0) { $0 + $1.right }
        let extractedAll = extracted.values.reduce(0) { $0 + $1.all }
        let none = routed["no skill"] ?? (0, 0)
        print("corpus routing: \(routedRight)/\(samples.count) = \(LabelledSentences.percent(routedRight, samples.count))")
        for (group, count) in routed.sorted(by: { $0.key < $1.key }) {
            print("  \(group): \(count.right)/\(count.all) = \(LabelledSentences.percent(count.right, count.all))")
        }
        print("corpus extraction: \(extractedRight)/\(extractedAll) = \(LabelledSentences.percent(extractedRight, extractedAll))")
        for (key, count) in extracted.sorted(by: { $0.key < $1.key }) {
            print("  \(key): \(count.right)/\(count.all) = \(LabelledSentences.percent(count.right, count.all))")
        }
        for miss in misses { print("  miss: \(miss)") }

        #expect(Double(routedRight) >= 0.98 * Double(samples.count), "routing below 98 %")
        #expect(Double(none.right) >= 0.97 * Double(none.all), "no-skill lines below 97 %")
        #expect(Double(extractedRight) >= 0.98 * Double(extractedAll), "extraction below 98 %")
    }
}
