import AgentCLI
import AgentCore
import AgentProtocol
import Foundation
import Testing
import TestSupport

/// Numbers from outside — a snapshot, a skill spec, a sentence, the weather service,
/// `--now` — at and past every edge, through the spawned binary as a user hits them:
/// each is refused with an event naming the problem, the lines around it are answered,
/// and the tool never traps (a trap is exit 132, with every buffered event lost).
struct OutsideNumberTests {
    static let fixed = CLITests.fixed

    /// The binary on `lines` then one `status`: exit 1 (some line refused or failed), and
    /// the status answered, so nothing before or after the bad line was lost.
    static func survives(_ lines: [String], arguments: [String] = fixed) throws -> [JSONValue] {
        let input = (lines + [#"{"cmd":"status","id":"after"}"#]).joined(separator: "\n") + "\n"
        let output = try BinaryTests.spawn(arguments, input: input)
        let events = output.stdout.split(separator: "\n").compactMap { try? JSONParser.parse(String($0)) }
        #expect(output.status != 132, "trapped: \(output.stderr.prefix(300))")
        #expect(events.contains { $0["event"] == "status" && $0["ref"] == "after" }, "\(output.stdout.suffix(400))")
        return events
    }

    static func restore(_ state: String) -> String { #"{"cmd":"restore","id":"r","state":"# + state + "}" }

    // MARK: Snapshots

    @Test(arguments: ["1e19", "1e300", "9223372036854775807", "18446744073709551616"])
    func aProtocolVersionPastAnyIntegerIsNewerNotATrap(version: String) throws {
        let state = #"{"protocol":"# + version + #","skills":[],"history":[],"runs":0,"state":{"name":"idle"}}"#
        let events = try Self.survives([Self.restore(state)])
        let error = events.first { $0["event"] == "error" }
        #expect(error?["code"] == "invalid_snapshot")
        #expect(error?["message"]?.stringValue?.contains("is newer than this tool's (1)") == true)
    }

    /// Each snapshot number the codec turns into an integer, a span or a moment, past its range.
    @Test(arguments: [
        (#""runs":1e19"#, "'runs'"),
        (#""runs":1.5"#, "'runs'"),
        (#""runs":0,"lastRequest":{"skill":"timer.set","run":"r1","sentence":"x","parameters":{"duration":{"duration":1e300}}}"#,
         "parameter 'duration'"),
        (#""runs":0,"lastRequest":{"skill":"timer.set","run":"r1","sentence":"x","parameters":{"duration":{"duration":-1}}}"#,
         "parameter 'duration'"),
        (#""runs":0,"schedule":[{"run":"r1","skill":"timer.set","fireAt":"9999-12-31T23:00:00-05:00","rrule":null,"reminder":null}]"#,
         "schedule[0]"),
        (#""runs":0,"schedule":[{"run":"r1","skill":"timer.set","fireAt":"0000-01-01T00:00:00+08:00","rrule":null,"reminder":null}]"#,
         "schedule[0]"),
    ])
    func aSnapshotNumberPastItsRangeIsRefused(fields: String, naming: String) throws {
        let state = #"{"protocol":1,"skills":[{"builtin":"timer.set"}],"history":[],"state":{"name":"idle"},"# + fields + "}"
        let events = try Self.survives([Self.restore(state), #"{"cmd":"retry","id":"again"}"#])
        let error = events.first { $0["event"] == "error" }
        #expect(error?["code"] == "invalid_snapshot")
        #expect(error?["message"]?.stringValue?.contains(naming) == true, "\(error.map(JSONWriter.string) ?? "none")")
        // Nothing was restored, so there is nothing to retry.
        #expect(events.contains { $0["event"] == "rejected" && $0["ref"] == "again" })
    }

    /// A run id goes into events and into the iCalendar UID: one that is not the tool's
    /// own (a CR LF that would start a VEVENT of its own among them) is refused at restore.
    @Test(arguments: ["r1\r\nBEGIN:VEVENT", "R1", "r0", "r01", "x", "", "3F9A0C1E", "r123456789012"])
    func aRunIdThatIsNotOneIsRefused(run: String) throws {
        let quoted = JSONWriter.string(.string(run))
        let schedule = #"{"run":"# + quoted + #","skill":"timer.set","fireAt":"2026-03-10T10:00:00+08:00","rrule":null,"reminder":"x"}"#
        let states = [
            #"{"protocol":1,"skills":[],"history":[],"runs":0,"state":{"name":"idle"},"schedule":["# + schedule + "]}",
            #"{"protocol":1,"skills":[],"history":[],"runs":0,"state":{"name":"failed","run":"# + quoted
                + #","skill":"timer.set","language":"zh","error":{"code":"timeout","message":"x"}}}"#,
            #"{"protocol":1,"skills":[],"history":[],"runs":0,"state":{"name":"idle"},"lastRequest":{"skill":"timer.set","run":"#
                + quoted + #","sentence":"x","parameters":{}}}"#,
        ]
        for state in states {
            let events = try Self.survives([Self.restore(state), #"{"cmd":"export","format":"ics"}"#])
            #expect(events.first { $0["event"] == "error" }?["code"] == "invalid_snapshot", "\(state)")
            let calendar = events.first { $0["event"] == "exported" }?["text"]?.stringValue ?? ""
            #expect(!calendar.contains("BEGIN:VEVENT"))
        }
    }

    @Test(arguments: ["r1", "r42", "r9999999999", "0000abcd", "3f9a0c1e"])
    func aRunIdOfTheToolsOwnIsRestored(run: String) throws {
        let state = #"{"protocol":1,"skills":[],"history":[],"runs":0,"state":{"name":"idle"},"schedule":[{"run":""#
            + run + #"","skill":"timer.set","fireAt":"2026-03-10T10:00:00+08:00","rrule":null,"reminder":"x"}]}"#
        let events = try Self.survives([Self.restore(state)])
        #expect(events.contains { $0["event"] == "restored" })
        #expect(events.last?["schedule"]?.arrayValue?.first?["run"] == .string(run))
    }

    // MARK: Skill specs

    @Test(arguments: [
        (#""default":1e300"#, "default"), (#""default":-1"#, "default"), (#""default":3155760001"#, "default"),
    ])
    func aDurationDefaultPastAHundredYearsIsRefusedAtRegister(field: String, naming: String) throws {
        let spec = #"{"id":"kk","keywords":["kk"],"parameters":[{"name":"d","title":"t","kind":"duration","#
            + field + #"}],"reply":"in {d}"}"#
        let events = try Self.survives([#"{"cmd":"register","id":1,"skill":"# + spec + "}", #"{"cmd":"send","id":2,"text":"kk"}"#])
        let error = events.first { $0["event"] == "error" && $0["ref"] == 1 }
        #expect(error?["code"] == "invalid_skill")
        #expect(error?["message"]?.stringValue?.contains(naming) == true)
    }

    @Test func aDurationDefaultOfAHundredYearsIsSaid() throws {
        let spec = #"{"id":"kk","keywords":["kk"],"parameters":[{"name":"d","title":"t","kind":"duration","default":3155760000}],"reply":"in {d}"}"#
        let events = try Self.survives([#"{"cmd":"register","skill":"# + spec + "}", #"{"cmd":"send","text":"kk"}"#,
                                        #"{"cmd":"send","text":"unknown"}"#])
        #expect(events.first { $0["event"] == "result" }?["summary"] == "in 36525 days")
    }

    @Test(arguments: ["1e300", "1e19", "0.5", "0"])
    func anExecTimeoutPastItsRangeIsRefused(timeout: String) throws {
        let spec = #"{"id":"kk","keywords":["kk"],"exec":["true"],"timeoutMs":"# + timeout + "}"
        let events = try Self.survives([#"{"cmd":"register","id":1,"skill":"# + spec + "}"], arguments: Self.fixed + ["--allow-exec"])
        #expect(events.first { $0["ref"] == 1 }?["code"] == "invalid_skill")
    }

    // MARK: Sentences

    static let replySkill = #"{"cmd":"register","skill":{"id":"kk","keywords":["kk"],"parameters":["#
        + #"{"name":"d","title":"时长","kind":"duration"},{"name":"n","title":"数","kind":"number"},"#
        + #"{"name":"t","title":"时间","kind":"clockTime"}],"reply":"d={d} n={n} t={t}"}}"#

    /// A sentence's span past a hundred years, or a number past any `Double`, fails the run
    /// with `invalid_input`: the reply skill would otherwise say it (where `Int(...)` trapped).
    @Test(arguments: [
        ("kk in 99999999999999999999 seconds", "a duration can be at most 100 years"),
        ("kk 倒计时99999999999999999999秒", "a duration can be at most 100 years"),
        ("kk in 10^400 minutes", "a duration can be at most 100 years"),
        ("kk for 1e400 hours", "a duration can be at most 100 years"),
        ("kk 1e400", "the number is too large"),
        ("kk 提前1e30分钟提醒我明天八点开会", "a duration can be at most 100 years"),
    ])
    func aSentenceNumberPastItsRangeFailsTheRun(text: String, message: String) throws {
        let send = JSONWriter.string(.object([("cmd", "send"), ("id", 1), ("text", .string(text))]))
        let events = try Self.survives([Self.replySkill, send])
        let failed = events.first { $0["event"] == "state" && $0["to"] == "failed" }
        #expect(failed?["error"]?["code"] == "invalid_input")
        #expect(failed?["error"]?["message"] == .string(message), "\(text)")
    }

    @Test(arguments: [
        ("kk 等0.5秒", "d=0.5秒 n= t="), ("kk 90分钟", "d=1小时30分钟 n= t="), ("kk 1.25 seconds", "d=1.25 seconds n= t="),
        ("kk 36525天", "d=36525天 n= t="), ("kk 1e3", "d= n=1000 t="), ("kk 2^10", "d= n=1024 t="),
    ])
    func aSentenceNumberWithinItsRangeIsSaidAsWritten(text: String, summary: String) throws {
        let send = JSONWriter.string(.object([("cmd", "send"), ("text", .string(text))]))
        let events = try Self.survives([Self.replySkill, send, #"{"cmd":"send","text":"unknown words"}"#])
        #expect(events.first { $0["event"] == "result" }?["summary"] == .string(summary), "\(text)")
    }

    /// The timer counts whole seconds from one up to a year; an alarm and a timer at the
    /// end of the calendar are refused, not written in a five-digit year.
    @Test(arguments: [
        ("倒计时0.5秒", "invalid_input", "a timer needs at least one second"),
        ("in 0.0000001 seconds", "invalid_input", "a timer needs at least one second"),
        ("每隔1e-20秒提醒我", "invalid_input", "a timer needs at least one second"),
        ("倒计时99999999999999999999秒", "invalid_input", "a duration can be at most 100 years"),
        ("in 10^400 minutes remind me", "invalid_input", "a duration can be at most 100 years"),
        ("99999年1月1日早上八点叫我", "invalid_input", "99999年1月1日 is not a date that exists"),
        ("每月99999999999号早上九点提醒我交房租", "invalid_input", "每月99999999999号 is not a date that exists"),
    ])
    func aTimeOrSpanPastItsRangeFailsTheBuiltIn(text: String, code: String, message: String) throws {
        let send = JSONWriter.string(.object([("cmd", "send"), ("text", .string(text))]))
        let events = try Self.survives([send])
        let failed = events.first { $0["event"] == "state" && $0["to"] == "failed" }
        #expect(failed?["error"]?["code"] == .string(code), "\(text)")
        #expect(failed?["error"]?["message"] == .string(message), "\(text)")
    }

    @Test(arguments: [("in 10^3 minutes", 60_000.0), ("倒计时1e3秒", 1000), ("倒计时2.5e2秒", 250), ("倒计时1秒", 1)])
    func aPowerOrExponentIsOneNumber(text: String, seconds: Double) throws {
        let send = JSONWriter.string(.object([("cmd", "send"), ("text", .string(text))]))
        let events = try Self.survives([send, #"{"cmd":"send","text":"unknown words"}"#])
        #expect(events.first { $0["event"] == "result" }?["data"]?["seconds"] == .number(seconds), "\(text)")
    }

    // MARK: The calendar's ends

    static let lastDay = ["--deterministic", "--now", "9999-12-31T12:00:00+00:00", "--tz", "UTC"]

    @Test(arguments: ["倒计时1天", "明天早上八点叫我", "set a timer for 365 days", "明天北京天气怎么样"])
    func aMomentPastTheYear9999IsOutOfRange(text: String) throws {
        let send = JSONWriter.string(.object([("cmd", "send"), ("text", .string(text))]))
        let events = try Self.survives([send], arguments: Self.lastDay + ["--weather-endpoint", "http://127.0.0.1:9"])
        let failed = events.first { $0["event"] == "state" && $0["to"] == "failed" }
        #expect(failed?["error"]?["code"] == "out_of_range", "\(text)")
        #expect(!events.map(JSONWriter.string).joined().contains("10000-"))
    }

    @Test(arguments: ["9999-12-31T23:00:00-05:00", "0000-01-01T00:00:00+08:00", "10000-01-01T00:00:00Z", "-0001-01-01T00:00:00Z"])
    func aNowOutsideTheYearsIsAUsageError(now: String) throws {
        let output = try BinaryTests.spawn(["--deterministic", "--now", now, "--tz", "UTC"], input: "")
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix("agent-skill: --now must be ISO 8601"))
    }

    @Test func aRepeatStopsFiringAtTheYear9999() throws {
        let state = #"{"protocol":1,"skills":[],"history":[],"runs":1,"state":{"name":"idle"},"schedule":[{"run":"r1","skill":"alarm.set","fireAt":"9999-12-29T08:00:00+00:00","rrule":"FREQ=DAILY","label":"x"}]}"#
        let output = try BinaryTests.spawn(Self.lastDay + ["--wait-timers", "--fire-limit", "10"], input: Self.restore(state) + "\n")
        let fired = output.stdout.split(separator: "\n").filter { $0.contains("\"event\":\"fired\"") }
        #expect(output.status == 0)
        #expect(fired.count == 3)  // the 29th, 30th and 31st of December 9999
        #expect(fired.last?.contains("\"fireAt\":\"9999-12-31T08:00:00+00:00\"") == true)
    }

    // MARK: The weather service

    /// One number in the service's answer must not end the stream, nor be repeated to a person.
    @Test(arguments: ["1e18", "1e300", "1e15", "-273.15", "101"])
    func anImplausibleTemperatureIsAnInvalidResponse(degrees: String) throws {
        let server = try WeatherServer.shared.get()
        let endpoint = server.endpoint(fault: "degrees=\(degrees)")
        for text in ["北京天气怎么样", "明天北京天气怎么样"] {
            let send = JSONWriter.string(.object([("cmd", "send"), ("text", .string(text))]))
            let events = try Self.survives([send], arguments: Self.fixed + ["--weather-endpoint", endpoint, "--weather-cache", "0"])
            let failed = events.first { $0["event"] == "state" && $0["to"] == "failed" }
            #expect(failed?["error"]?["code"] == "invalid_response", "\(text) at \(degrees)")
        }
    }

    @Test(arguments: [("56.7", "56.7"), ("-89.2", "-89.2"), ("0.04", "0")])
    func aPlausibleTemperatureIsSaid(degrees: String, said: String) throws {
        let server = try WeatherServer.shared.get()
        let endpoint = server.endpoint(fault: "degrees=\(degrees)")
        let events = try Self.survives([#"{"cmd":"send","text":"北京天气怎么样"}"#],
                                       arguments: Self.fixed + ["--weather-endpoint", endpoint, "--weather-cache", "0"])
        let summary = events.first { $0["event"] == "result" }?["summary"]?.stringValue ?? ""
        #expect(summary.contains("气温\(said)°C"), "\(summary)")
    }
}
