import AgentCLI
import AgentCore
import AgentProtocol
import AgentRuntime
import Foundation

/// `AgentCLI.run` in-process with stdin on a real pipe that the test writes to
/// as it goes, and the events handed over as they are written, as a parent
/// process driving `--interactive` sees them.
final class LiveSession {
    /// Output split into lines and parsed; each written line is one event.
    private final class EventSink: ByteSink, @unchecked Sendable {
        // Written by the session's loop only, one call at a time.
        private var pending: [UInt8] = []
        let events: Inbox<JSONValue?>

        init(_ events: Inbox<JSONValue?>) {
            self.events = events
        }

        func write(_ bytes: [UInt8]) -> Bool {
            pending += bytes
            while let newline = pending.firstIndex(of: 0x0A) {
                events.post(try? JSONParser.parse(Array(pending[..<newline])))
                pending.removeSubrange(...newline)
            }
            return true
        }
    }

    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var description: String { "no event within the test's time limit while waiting for \(waitingFor)" }
    }

    /// Every event seen so far, in order.
    private(set) var seen: [JSONValue] = []
    private let events = Inbox<JSONValue?>()
    private let writeEnd: FileHandle
    private let task: Task<Int32, Never>
    private var nextID = 0

    /// - Parameter limit: seconds after which every wait fails instead of hanging the suite.
    init(_ arguments: [String], limit: Double = 60) {
        let pipe = Pipe()
        writeEnd = pipe.fileHandleForWriting
        let readFD = pipe.fileHandleForReading.fileDescriptor
        let sink = EventSink(events)
        let input = UncheckedPipe(pipe: pipe)
        task = Task.detached {
            _ = input
            return await AgentCLI.run(arguments: arguments, environment: ProcessInfo.processInfo.environment,
                                      stdin: FileDescriptorSource(fd: readFD), stdout: sink, stderr: MemorySink())
        }
        let events = self.events
        Task.detached {
            try? await Task.sleep(for: .seconds(limit))
            events.post(nil)  // nil: time is up (an unparsable line is reported the same way)
        }
    }

    /// Writes one command with a fresh numeric id; returns the id.
    @discardableResult
    func command(_ fields: [(String, JSONValue)]) -> Int {
        nextID += 1
        write(JSONWriter.string(.object(fields + [("id", .number(Double(nextID)))])))
        return nextID
    }

    @discardableResult
    func send(_ text: String) -> Int { command([("cmd", "send"), ("text", .string(text))]) }

    func write(_ line: String) {
        writeEnd.write(Data((line + "\n").utf8))
    }

    /// Reads events until one satisfies `predicate`; returns it.
    @discardableResult
    func until(_ what: String, _ predicate: (JSONValue) -> Bool) async throws -> JSONValue {
        while true {
            guard let event = await events.next() else { throw Timeout(waitingFor: what) }
            seen.append(event)
            if predicate(event) { return event }
        }
    }

    /// Reads events until the one named `name` answering request `ref`.
    @discardableResult
    func until(_ name: String, ref: Int) async throws -> JSONValue {
        try await until("\(name) of request \(ref)") { $0["event"] == .string(name) && $0["ref"] == .number(Double(ref)) }
    }

    /// The events seen so far that answer request `ref`.
    func answer(to ref: Int) -> [JSONValue] {
        seen.filter { $0["ref"] == .number(Double(ref)) }
    }

    /// Closes stdin, reads the rest, and returns the exit status.
    func finish() async throws -> Int32 {
        try writeEnd.close()
        let status = await task.value
        while let event = events.poll() {
            guard let event else { throw Timeout(waitingFor: "the end") }
            seen.append(event)
        }
        return status
    }
}

/// Keeps the pipe (and so its read end) open while the session reads it.
private struct UncheckedPipe: @unchecked Sendable {
    let pipe: Pipe
}
