import AgentCLI
import AgentCalendar
import AgentCore
import AgentProtocol
import AgentLanguage
import AgentPattern
import Dispatch
import FoundationEssentials

/// What the fuzzer feeds arbitrary bytes to: the CLI's line handler, the JSON
/// parser, the TZif reader and each reader of AgentLanguage; and, for each source of
/// outside numbers, the whole tool on what that source sends (`snapshots`, `specs`,
/// `sends`, `weather`, `exec`: see `SourceFuzzing`). A target fails by crashing (or,
/// under a sanitizer, by touching memory it must not); the checks also crash on a
/// broken promise the code makes, such as JSON that does not read back.
enum FuzzTarget: String, CaseIterable {
    case lines, json, zones, numbers, durations, times, reminders, cities, arithmetic, words, patterns
    case snapshots, specs, sends, weather, exec

    func run(_ bytes: [UInt8]) {
        switch self {
        case .lines: Self.lines(bytes)
        case .json: Self.json(bytes)
        case .zones: Self.zones(bytes)
        case .snapshots: SourceFuzzing.snapshot(bytes)
        case .specs: SourceFuzzing.spec(bytes)
        case .sends: SourceFuzzing.sentence(bytes)
        case .weather: SourceFuzzing.weatherAnswer(bytes)
        case .exec: SourceFuzzing.childAnswer(bytes)
        default: text(String(decoding: bytes, as: UTF8.self))
        }
    }

    private func text(_ text: String) {
        let length = text.unicodeScalars.count
        switch self {
        case .numbers:
            for found in NumberReader.all(in: text) { Self.expect(0 <= found.start && found.start < found.end && found.end <= length, "number span") }
            _ = NumberReader.readWhole(text)
        case .durations:
            for found in DurationExtractor.all(in: text) {
                Self.expect(0 <= found.start && found.start < found.end && found.end <= length, "duration span")
                Self.expect(!found.seconds.isNaN, "a duration is a number (an infinite one is refused by whoever counts)")
            }
            _ = DurationExtractor.answer(text, unit: "分钟")
        case .times:
            if let time = TimeExpressionReader.read(text) {
                Self.expect(0 <= time.start && time.start < time.end && time.end <= length, "time span")
                _ = TimeExpressionReader.resolve(time, now: LocalMoment(weekday: 2, hour: 9, minute: 0))
            }
        case .reminders:
            if let reminder = ReminderExtractor.reminder(in: text, excluding: [0..<min(2, length)]) {
                Self.expect(!reminder.isEmpty, "a reminder is never empty")
            }
        case .cities:
            let sentence = Sentence(text)
            if let match = sentence.city {
                Self.expect(0 <= match.start && match.start < match.end && match.end <= length, "city span")
            }
            if let place = sentence.place {
                Self.expect(0 <= place.span.lowerBound && place.span.upperBound <= length, "place span")
            }
        case .arithmetic:
            if let value = try? ArithmeticParser.evaluate(text) { _ = value.description }
            if case let .expression(_, span) = ArithmeticParser.read(text) {
                Self.expect(0 <= span.lowerBound && span.lowerBound < span.upperBound && span.upperBound <= length, "expression span")
            }
        case .words:
            // The words cover the sentence in order; cues, shields and filler lie inside it.
            let sentence = Sentence(text)
            let folded = sentence.folded
            var end = 0
            for word in sentence.words {
                Self.expect(word.lowerBound == end && word.upperBound > word.lowerBound, "words cover the text in order")
                end = word.upperBound
            }
            Self.expect(end == folded.count, "words cover the whole text")
            let inside = { (span: Range<Int>) in 0 <= span.lowerBound && span.upperBound <= folded.count }
            if let cue = SentenceMoodReader.read(sentence).cue { Self.expect(inside(cue), "cue span") }
            for shield in SentenceShields.find(in: sentence) { Self.expect(inside(shield.span), "shield span") }
            for span in FillerWords.spans(in: sentence) { Self.expect(inside(span), "filler span") }
        case .patterns:
            // The first line is the pattern, the rest the text it runs on (as long as a sentence may be).
            let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            let source = String(parts[0].unicodeScalars.prefix(200))
            let subject = parts.count > 1 ? String(String(parts[1]).unicodeScalars.prefix(1000)) : ""
            guard let pattern = try? Pattern(source), let match = pattern.firstMatch(in: subject) else { return }
            let count = subject.unicodeScalars.count
            Self.expect(0 <= match.whole.lowerBound && match.whole.upperBound <= count, "match inside the text")
            if let group = match.group {
                Self.expect(match.whole.lowerBound <= group.lowerBound && group.upperBound <= match.whole.upperBound,
                            "group inside the match")
            }
        case .lines, .json, .zones, .snapshots, .specs, .sends, .weather, .exec:
            break
        }
    }

    /// A JSON value that parses writes back to text that parses to the same value.
    private static func json(_ bytes: [UInt8]) {
        guard let value = try? JSONParser.parse(bytes) else { return }
        let written = JSONWriter.string(value)
        guard let again = try? JSONParser.parse(written) else { return expect(false, "written json reads back") }
        expect(again == value || written.contains("null"), "written json reads back the same")  // NaN is written as null
    }

    /// The bytes as a TZif file, and as the POSIX TZ string in the footer of a file that
    /// has no transitions (so that every instant asks the footer): offsets stay within a day.
    private static func zones(_ bytes: [UInt8]) {
        // A version 2 header with no transitions and one time type (UTC, named "Z"), and its block.
        func header(_ types: UInt8) -> [UInt8] { Array("TZif2".utf8) + [UInt8](repeating: 0, count: 31) + [0, 0, 0, types, 0, 0, 0, 2] }
        let block: [UInt8] = [0, 0, 0, 0, 0, 0, 0x5A, 0]
        let footed = header(1) + block + header(1) + block + [0x0A] + bytes.filter { $0 != 0x0A } + [0x0A]
        for data in [bytes, footed] {
            guard let zone = TimeZoneRules.parseTZif(data, identifier: "fuzz") else { continue }
            for seconds in [-1e12, -86_400, 0, 1_773_104_400, 2_366_841_600, 4_102_444_800, 1e12] {
                expect(abs(zone.secondsEast(at: Date(timeIntervalSince1970: seconds))) <= 200_000, "offset within a few days")
            }
        }
    }

    /// The whole tool in-process on these bytes as its input: every line is
    /// answered (no crash, no hang), and the output is JSON lines.
    private static func lines(_ bytes: [UInt8]) {
        _ = WholeTool.run(bytes, arguments: WholeTool.fixed + ["--max-line-bytes", "4096"])
    }

    static func expect(_ condition: Bool, _ promise: StaticString) {
        if !condition { fatalError("broken promise: \(promise)") }
    }

    /// The target named by $AGENT_FUZZ_TARGET.
    static func fromEnvironment() -> FuzzTarget {
        let name = AgentCLI.processEnvironment()["AGENT_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            fatalError("set AGENT_FUZZ_TARGET to one of \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return target
    }
}

#if FUZZING
nonisolated(unsafe) private var selected: FuzzTarget?

/// What libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let target = selected ?? FuzzTarget.fromEnvironment()
    selected = target
    target.run(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

/// The program's entry (SwiftPM names an executable's main after its target):
/// hands over to libFuzzer's driver, which reads its own options.
@_cdecl("agent_fuzz_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv, fuzzOneInput)
}
#else
/// Without the fuzzer: `agent-fuzz TARGET FILE...` runs each file through the
/// target once, as the regression tests do with the corpus.
@main
struct ReplayCorpus {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
            print("usage: agent-fuzz TARGET FILE...   (targets: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: " ")))")
            return
        }
        for path in arguments.dropFirst() {
            guard let bytes = readFile(path) else { fatalError("cannot read \(path)") }
            target.run(bytes)
        }
    }
}
#endif
