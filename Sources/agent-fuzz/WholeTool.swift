import AgentCLI
import AgentCalendar
import AgentProtocol
import Dispatch
import FoundationEssentials

/// The whole tool in-process on some input, and the promises its output keeps
/// whatever the input: exit status 0 or 1, every line an event, and every moment
/// and day it writes one that reads back (a year of four digits, a real date).
enum WholeTool {
    /// The reference now of the labelled sets; weather goes nowhere, quickly.
    static let fixed = ["--deterministic", "--now", "2026-03-10T09:00:00+08:00", "--tz", "Asia/Shanghai",
                        "--weather-endpoint", "http://127.0.0.1:9", "--weather-timeout", "200"]

    /// Runs the tool on `input` and returns its events, after checking them.
    @discardableResult
    static func run(_ input: [UInt8], arguments: [String]) -> [JSONValue] {
        final class Outcome: @unchecked Sendable {  // written by the task, read after the semaphore
            var status: Int32 = 0
        }
        let outcome = Outcome()
        let out = MemorySink()
        let done = DispatchSemaphore(value: 0)
        let handed = Handed(bytes: input, out: out)
        Task.detached {
            outcome.status = await AgentCLI.run(
                arguments: arguments, environment: [:], stdin: MemorySource(handed.bytes, chunkSize: 7),
                stdout: handed.out, stderr: MemorySink())
            done.signal()
        }
        done.wait()
        FuzzTarget.expect(outcome.status == 0 || outcome.status == 1, "exit status 0 or 1")
        var events: [JSONValue] = []
        for line in out.bytes.split(separator: 0x0A) {
            guard let event = try? JSONParser.parse(Array(line)), event["event"] != nil else {
                FuzzTarget.expect(false, "every output line is an event")
                continue
            }
            // A child's data and a skill spec are the user's own values, not moments the tool wrote.
            let ownData = event["event"] != "result" || event["skill"]?.stringValue.map(builtins.contains) == true
            checkMoments(in: event, skipping: ownData ? ["skills"] : ["skills", "data"])
            events.append(event)
        }
        return events
    }

    /// The lines `commands` as input.
    @discardableResult
    static func run(_ commands: [String], arguments: [String] = fixed) -> [JSONValue] {
        run(Array((commands.joined(separator: "\n") + "\n").utf8), arguments: arguments)
    }

    static let builtins: Set<String> = ["timer.set", "alarm.set", "schedule.list", "schedule.cancel", "weather.query",
                                        "calc.evaluate", "clock.now"]

    /// Every moment an event writes (`fireAt`, `now`, an `instant`) reads back as ISO 8601,
    /// and every day (`date`) as a date: none leaves the years 0000–9999.
    private static func checkMoments(in value: JSONValue, skipping: Set<String> = []) {
        switch value {
        case let .object(fields):
            for (key, field) in fields where !skipping.contains(key) {
                if case let .string(text) = field {
                    if key == "fireAt" || key == "now" || key == "instant" {
                        FuzzTarget.expect(CivilTime.parseISO8601(text, defaultZone: .utc) != nil, "a moment reads back")
                    } else if key == "date" {
                        FuzzTarget.expect(CalendarDate(iso: text) != nil, "a day reads back")
                    }
                }
                checkMoments(in: field, skipping: skipping)
            }
        case let .array(elements):
            for element in elements { checkMoments(in: element, skipping: skipping) }
        default:
            break
        }
    }

    /// The input and the sink, handed to the task that is their only user until it ends.
    private struct Handed: @unchecked Sendable {
        let bytes: [UInt8]
        let out: MemorySink
    }
}
