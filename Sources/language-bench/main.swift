// Times each AgentLanguage extractor over the sentences of a JSON-lines file
// (each line's "text"), printing the median microseconds per sentence.
import AgentCalendar
import AgentCore
import AgentProtocol
import AgentLanguage
import AgentSkills
import FoundationEssentials
import Glibc

/// Prints a message on stderr and exits with status 2.
func fail(_ message: String) -> Never {
    FileDescriptorText.write(2, "language-bench: \(message)\n")
    exit(2)
}

enum FileDescriptorText {
    static func write(_ fd: Int32, _ text: String) {
        var text = text
        text.withUTF8 { _ = Glibc.write(fd, $0.baseAddress, $0.count) }
    }
}

func fixed(_ value: Double, _ width: Int = 0) -> String {
    let rounded = (value * 100).rounded() / 100
    var text = String(rounded)
    if let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) == 2 { text += "0" }
    return String(repeating: " ", count: max(0, width - text.count)) + text
}

func readLines(_ path: String) -> [String] {
    guard let file = fopen(path, "r") else { fail("cannot read \(path)") }
    defer { fclose(file) }
    var lines: [String] = []
    var buffer: UnsafeMutablePointer<CChar>?
    var capacity = 0
    while getline(&buffer, &capacity, file) > 0 {
        lines.append(String(cString: buffer!))
    }
    free(buffer)
    return lines
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else { fail("usage: language-bench FILE.jsonl [rounds] [understanding]") }
let rounds = arguments.count > 2 ? max(1, Int(arguments[2]) ?? 9) : 9
let sentences = readLines(arguments[1]).compactMap { try? JSONParser.parse($0)["text"]?.stringValue }
guard !sentences.isEmpty else { fail("no sentences in \(arguments[1])") }

// `language-bench FILE.jsonl ROUNDS understanding`: only understands each sentence ROUNDS times,
// untimed, for a profiler (valgrind --tool=callgrind) to count what understanding costs.
if arguments.count > 3, arguments[3] == "understanding" {
    var agent = Agent(skills: BuiltinSkills.all(), understanding: LanguageUnderstanding())
    let now = Date(timeIntervalSince1970: 1_773_104_400)
    let zone = TimeZoneRules.fixed(identifier: "Asia/Shanghai", secondsEast: 8 * 3600)
    var sink = 0
    for _ in 0..<rounds { for sentence in sentences { sink &+= agent.match(sentence, at: now, in: zone).candidates.count } }
    print("understood \(sentences.count) sentences \(rounds) times (\(sink) candidates)")
    exit(0)
}

/// Median µs per sentence of `work` over `rounds` rounds of enough passes to take ~50 ms.
func measure(_ name: String, _ work: (String) -> Int) {
    var sink = 0
    let clock = ContinuousClock()
    var passes = 1
    while clock.measure({ for _ in 0..<passes { for s in sentences { sink &+= work(s) } } }) < .milliseconds(50) {
        passes *= 2
    }
    var samples: [Double] = []
    for _ in 0..<rounds {
        let elapsed = clock.measure { for _ in 0..<passes { for s in sentences { sink &+= work(s) } } }
        let (seconds, attoseconds) = elapsed.components
        let micros = (Double(seconds) * 1e6 + Double(attoseconds) / 1e12) / Double(passes * sentences.count)
        samples.append(micros)
    }
    samples.sort()
    let median = samples[samples.count / 2]
    let label = name + String(repeating: " ", count: max(0, 14 - name.count))
    print("\(label) \(fixed(median, 7)) µs/sentence  (min \(fixed(samples[0])), max \(fixed(samples[samples.count - 1])))")
    if sink == Int.min { print(sink) }  // keeps the work observable
}

/// The peak resident memory so far, in KiB.
func residentKiB() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss
}

// The lexicon's first use, before anything else touches it: its data is read in place, so this is
// what the first sentence's pages of it cost.
let before = residentKiB()
let firstUse = ContinuousClock().measure { _ = Lexicon.segment(MatchText.scalars(of: "今天冷吗")) }
let tableKiB = residentKiB() - before
print("lexicon first use \(fixed(Double(firstUse.components.attoseconds) / 1e15 + Double(firstUse.components.seconds) * 1e3)) ms, "
      + "+\(fixed(Double(tableKiB) / 1024)) MiB resident")

print("language-bench: \(sentences.count) sentences, \(rounds) rounds, median of rounds")
measure("numbers") { NumberReader.all(in: $0).count }
measure("durations") { DurationExtractor.all(in: $0).count }
measure("times of day") { TimeExpressionReader.read($0)?.end ?? 0 }
measure("reminders") { ReminderExtractor.reminder(in: $0)?.count ?? 0 }
let folded = sentences.map(MatchText.scalars(of:))
var next = 0
measure("segmentation") { _ in
    next = next == folded.count - 1 ? 0 : next + 1
    return Lexicon.segment(folded[next]).count
}
let fifteen = MatchText.scalars(of: "帮我查一下明天峨眉山会不会下雪")  // 15 characters
measure("segment 15 ch") { _ in Lexicon.segment(fifteen).count }
measure("cities") { text in
    let sentence = Sentence(text)
    return (sentence.city?.end ?? 0) + (sentence.place?.name.count ?? 0)
}
let tuesday9 = LocalMoment(weekday: 2, hour: 9, minute: 0)
// What a timer or alarm sentence costs: every extractor, as the skills call them.
measure("all together") { s in
    let durations = DurationExtractor.all(in: s)
    let time = TimeExpressionReader.read(s)
    let resolved = time.flatMap { TimeExpressionReader.resolve($0, now: tuesday9) }
    var spans = durations.map { $0.start..<$0.end }
    if let time { spans.append(time.start..<time.end) }
    return durations.count + (resolved?.hour ?? 0) + (ReminderExtractor.reminder(in: s, excluding: spans)?.count ?? 0)
}

// What understanding a sentence costs: both phases of matching over the built-in skills,
// each candidate's parameters read to weigh its evidence (the parameters of the winner
// with them), as a send does before the skill runs.
var agent = Agent(skills: BuiltinSkills.all(), understanding: LanguageUnderstanding())
let tuesdayNine = Date(timeIntervalSince1970: 1_773_104_400)
let shanghai = TimeZoneRules.fixed(identifier: "Asia/Shanghai", secondsEast: 8 * 3600)
measure("understanding") { agent.match($0, at: tuesdayNine, in: shanghai).candidates.count }

// The typical sentence: the median over sentences of each one's own time (the mean above
// weighs the few sentences with several candidates).
do {
    let clock = ContinuousClock()
    var each: [Double] = []
    var sink = 0
    for sentence in sentences {
        let repeats = 200
        let elapsed = clock.measure { for _ in 0..<repeats { sink &+= agent.match(sentence, at: tuesdayNine, in: shanghai).candidates.count } }
        let (seconds, attoseconds) = elapsed.components
        each.append((Double(seconds) * 1e6 + Double(attoseconds) / 1e12) / Double(repeats))
    }
    each.sort()
    let median = each[each.count / 2]
    let p90 = each[each.count * 9 / 10]
    // The mean of each sentence's own time, its code and data warm from its own repeats: beside
    // the mean above (the sentences in turn), what the caches and branch predictors cost.
    let mean = each.reduce(0, +) / Double(each.count)
    print("understanding, per sentence: median \(fixed(median)) µs, mean \(fixed(mean)) µs, 90th percentile \(fixed(p90)) µs, "
          + "most \(fixed(each[each.count - 1])) µs")
    if sink == Int.min { print(sink) }
}
