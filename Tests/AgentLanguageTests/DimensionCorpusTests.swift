import AgentCalendar
import AgentCore
@testable import AgentLanguage
import AgentProtocol
import Foundation
import Testing

/// Each dimension of AgentLanguage keeps a corpus of examples beside its code,
/// `Sources/AgentLanguage/<Dimension>/corpus.jsonl`, one `{"text": …, "value": …}` a line
/// (and `"now"`, ISO 8601, where the value depends on it; else Tuesday 2026-03-10 09:00 in
/// Shanghai): what its reader must make of the sentence, as JSON. A reading rule is added with
/// a line here, as a rule and its corpus entry go together in Duckling. This test walks them all.
struct DimensionCorpusTests {
    /// What each dimension's reader makes of a sentence, as the corpus writes its values.
    static let readers: [String: @Sendable (Sentence, Date) -> JSONValue] = [
        // Every number the sentence names, in order.
        "Number": { sentence, _ in .array(sentence.numbers.map { .number($0.value) }) },
        // Every duration, in seconds, in order.
        "Duration": { sentence, _ in .array(sentence.durations.map { .number($0.seconds) }) },
        // The time, placed at now (`TimeCorpusValue`): "+1d 15:00", "+3d evening", "problem impossibleClock".
        "Time": { sentence, now in TimeCorpusValue.of(sentence.time, now: LocalMoment(CivilTime(now, in: shanghai))) },
        // The city the gazetteer finds, by its Chinese name, else the place guessed, as written; null for none.
        "Place": { sentence, _ in
            if let city = sentence.city { return .object([("city", .string(city.city.name))]) }
            return sentence.place.map { .object([("guess", .string($0.name))]) } ?? .null
        },
        // What the calculation comes to, or why evaluating it fails (`fails`); what is wrong with numbers and
        // operators that make no calculation (`invalid`); null when the sentence holds none.
        "Arithmetic": { sentence, _ in
            switch sentence.arithmetic {
            case let .expression(expression, _):
                do throws(ArithmeticError) {
                    return .number(try expression.evaluate().doubleValue)
                } catch {
                    return .object([("fails", .string(error.description))])
                }
            case let .invalid(error): return .object([("invalid", .string(error.description))])
            case .none: return .null
            }
        },
    ]

    static let shanghai = TimeZoneRules.fixed(identifier: "Asia/Shanghai", secondsEast: 8 * 3600)
    static let tuesdayNine = CivilTime.parseISO8601("2026-03-10T09:00:00+08:00", defaultZone: shanghai)!

    struct Example: CustomTestStringConvertible, Sendable {
        var dimension: String
        var line: Int
        var text: String
        var now: Date
        var value: JSONValue

        var testDescription: String { "\(dimension)/corpus.jsonl:\(line) \(text)" }
    }

    static let language = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/AgentLanguage")

    /// Every example of every corpus file, found by walking the dimensions' folders.
    static let examples: [Example] = {
        var examples: [Example] = []
        let files = FileManager.default.enumerator(at: language, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.lastPathComponent == "corpus.jsonl" }.sorted { $0.path < $1.path } ?? []
        for file in files {
            let dimension = String(file.deletingLastPathComponent().path.dropFirst(language.path.count + 1))
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
                guard let json = try? JSONParser.parse(String(line)), let sentence = json["text"]?.stringValue,
                      let value = json["value"] else {
                    examples.append(Example(dimension: dimension, line: i + 1, text: "(unreadable: \(line))", now: tuesdayNine, value: .null))
                    continue
                }
                let now = json["now"]?.stringValue.flatMap { CivilTime.parseISO8601($0, defaultZone: shanghai) } ?? tuesdayNine
                examples.append(Example(dimension: dimension, line: i + 1, text: sentence, now: now, value: value))
            }
        }
        return examples
    }()

    @Test func everyDimensionWithAReaderHasACorpus() {
        let dimensions = Set(Self.examples.map(\.dimension))
        #expect(dimensions == Set(Self.readers.keys), "corpus files and readers differ")
        for dimension in dimensions {
            #expect(Self.examples.filter { $0.dimension == dimension }.count >= 10, "\(dimension): too few examples")
        }
    }

    @Test(arguments: examples)
    func readsTheExample(_ example: Example) throws {
        let reader = try #require(Self.readers[example.dimension], "no reader for \(example.dimension)")
        let read = reader(Sentence(example.text), example.now)
        #expect(read == example.value, "\(example.testDescription): read \(JSONWriter.string(read))")
    }
}
