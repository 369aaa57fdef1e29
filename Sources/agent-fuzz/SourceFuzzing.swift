import AgentCLI
import AgentCalendar
import AgentCore
import AgentLanguage
import AgentProtocol
import AgentRuntime
import AgentSkills
import Dispatch
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// One fuzz target for each source of outside numbers, each driving the whole tool (or
/// the whole skill) as that source reaches it: a snapshot (`restore`), a skill spec
/// (`register`), a sentence (`send`, and an answer to a question), the weather service's
/// answer, an exec child's answer. Their seeds hold the inputs that once trapped.
enum SourceFuzzing {
    /// The bytes as a snapshot's `state`: restored, then used every way a conversation is
    /// (status, export, a retry, a follow-up, an answer, the timers fired), and the snapshot
    /// the tool then writes restores again.
    static func snapshot(_ bytes: [UInt8]) {
        guard let state = try? JSONParser.parse(bytes) else { return }
        let restore = JSONWriter.string(.object([("cmd", "restore"), ("state", state)]))
        let events = WholeTool.run([
            restore, #"{"cmd":"status"}"#, #"{"cmd":"export","format":"ics"}"#, #"{"cmd":"retry"}"#,
            #"{"cmd":"send","text":"那明天呢"}"#, #"{"cmd":"send","text":"十分钟"}"#, #"{"cmd":"snapshot"}"#,
        ], arguments: WholeTool.fixed + ["--wait-timers", "--fire-limit", "5"])
        guard let written = events.last(where: { $0["event"] == "snapshot" })?["state"] else { return }
        let again = WholeTool.run([JSONWriter.string(.object([("cmd", "restore"), ("state", written)]))])
        FuzzTarget.expect(!again.contains { $0["event"] == "error" }, "a written snapshot restores")
    }

    /// The first line as a skill spec, registered; the rest as a sentence sent to it twice
    /// (the second time as the answer to whatever it asked).
    static func spec(_ bytes: [UInt8]) {
        let (first, rest) = split(bytes)
        guard let spec = try? JSONParser.parse(first) else { return }
        let sentence = JSONValue.string(String(decoding: rest, as: UTF8.self))
        let send = JSONWriter.string(.object([("cmd", "send"), ("text", sentence)]))
        WholeTool.run([JSONWriter.string(.object([("cmd", "register"), ("skill", spec)])), send, send,
                       #"{"cmd":"selftest"}"#, #"{"cmd":"snapshot"}"#])
    }

    /// A skill with a parameter of every kind a sentence can fill, as a user registers it.
    static let everyKind = #"{"cmd":"register","skill":{"id":"kk","keywords":["kk"],"parameters":["#
        + #"{"name":"d","title":"时长","kind":"duration","unit":"分钟"},{"name":"n","title":"数","kind":"number"},"#
        + #"{"name":"t","title":"时间","kind":"clockTime"},{"name":"c","title":"城市","kind":"city"},"#
        + #"{"name":"day","title":"日期","kind":"date"},{"name":"e","title":"算式","kind":"expression"},"#
        + #"{"name":"r","title":"重复","kind":"recurrence"},{"name":"p","title":"编号","kind":"pattern","pattern":"([0-9]+)"},"#
        + #"{"name":"x","title":"内容","kind":"text","required":true}],"reply":"{d}|{n}|{t}|{c}|{day}|{e}|{r}|{p}|{x}"}}"#

    /// The bytes as a sentence: to the built-ins, to a skill reading every kind, and as the
    /// answer to each built-in's question and to that skill's.
    static func sentence(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        func send(_ sentence: String) -> String {
            JSONWriter.string(.object([("cmd", "send"), ("text", .string(sentence))]))
        }
        WholeTool.run([
            everyKind, send(text), send("kk " + text), send("kk"), send(text), send("设个闹钟"), send(text),
            send("开个倒计时"), send(text), send("帮我算一下"), send(text), #"{"cmd":"export","format":"ics"}"#,
        ])
    }

    /// The bytes as every answer of the weather service (geocoding, the weather now, a day's
    /// forecast), with status 200 and with 400, to the questions that ask each.
    static func weatherAnswer(_ bytes: [UInt8]) {
        for status in [200, 400] {
            let http = HTTPClient { _, _ throws(HTTPError) in HTTPResponse(status: status, body: bytes) }
            let weather = WeatherSkill(endpoint: "http://127.0.0.1:9", timeoutMs: 1000, defaultCity: "深圳", http: http)
            for question in ["北京天气怎么样", "明天北京会下雨吗", "峨眉山明天冷不冷", "weather in Tokyo", "后天要带伞吗"] {
                let events = converse([weather], question)
                for event in events where event["event"] == "result" {
                    let summary = event["summary"]?.stringValue ?? ""
                    // A temperature is said with at most three digits (the service's are -100..100).
                    FuzzTarget.expect(!hasFourDigitsBefore("°C", in: summary), "a plausible temperature")
                }
            }
        }
    }

    /// The bytes as what an exec child writes on stdout (progress lines, an answer), the
    /// child being `cat` of a file that holds them.
    static func childAnswer(_ bytes: [UInt8]) {
        let path = "/tmp/agent-fuzz-child-\(getpid())"
        guard let file = fopen(path, "w") else { return }
        _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
        defer { unlink(path) }
        let spec = JSONValue.object([("id", "child"), ("keywords", ["child"]), ("exec", .array(["/bin/cat", .string(path)])),
                                     ("parameters", [.object([("name", "d"), ("title", "d"), ("kind", "duration")])])])
        WholeTool.run([JSONWriter.string(.object([("cmd", "register"), ("skill", spec)])),
                       #"{"cmd":"send","text":"child 十分钟"}"#, #"{"cmd":"status"}"#],
                      arguments: WholeTool.fixed + ["--allow-exec"])
    }

    // MARK: Helpers

    /// A runtime with `skills` only, answering `sentence`; its events, each also encoded as a line.
    private static func converse(_ skills: [any Skill], _ sentence: String) -> [JSONValue] {
        final class Collected: @unchecked Sendable {  // written by the task, read after the semaphore
            var events: [JSONValue] = []
        }
        let collected = Collected()
        let done = DispatchSemaphore(value: 0)
        let handed = Handed(skills: skills)
        Task.detached {
            let zone = TimeZoneRules.fixed(identifier: "Asia/Shanghai", secondsEast: 8 * 3600)
            let now = CivilTime.parseISO8601("2026-03-10T09:00:00+08:00", defaultZone: zone) ?? Date(timeIntervalSince1970: 0)
            let encoder = EventEncoder(timeZone: zone)
            var seq = 0
            let runtime = Runtime(
                agent: Agent(skills: handed.skills, understanding: LanguageUnderstanding()),
                clock: .fixed(now), timeZone: zone, builtins: handed.skills,
                emit: { event, ref in
                    seq += 1
                    var writer = JSONWriter()
                    encoder.write(event, seq: seq, ref: ref, into: &writer)
                    let line = writer.bytes
                    FuzzTarget.expect((try? JSONParser.parse(line)) != nil, "an event encodes as json")
                    if let parsed = try? JSONParser.parse(line) { collected.events.append(parsed) }
                })
            await runtime.send(sentence)
            done.signal()
        }
        done.wait()
        return collected.events
    }

    private struct Handed: @unchecked Sendable {
        let skills: [any Skill]
    }

    /// The bytes before the first newline, and those after it.
    private static func split(_ bytes: [UInt8]) -> ([UInt8], [UInt8]) {
        guard let newline = bytes.firstIndex(of: 0x0A) else { return (bytes, []) }
        return (Array(bytes[..<newline]), Array(bytes[(newline + 1)...]))
    }

    /// Whether four digits in a row stand right before `unit` in `text`.
    private static func hasFourDigitsBefore(_ unit: String, in text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        let mark = Array(unit.unicodeScalars)
        var i = 4
        while i + mark.count <= scalars.count {
            if Array(scalars[i..<(i + mark.count)]) == mark,
               scalars[(i - 4)..<i].allSatisfy({ ("0"..."9").contains($0) }) { return true }
            i += 1
        }
        return false
    }
}
