import AgentCore
import AgentProtocol
import AgentRuntime
import AgentSkills
import Dispatch
import FoundationEssentials

/// The input loop: lines to commands for the runtime, its events to bytes
/// through the writer.
///
/// The loop takes one thing at a time: a command line, or a signal from the
/// running skill. Without `--interactive` it reads the next line only once the
/// run in flight has ended, so the output is the same on every run; with it, a
/// reader thread posts lines as they arrive, so `status` and `cancel` are
/// answered while a skill runs.
final class Session {
    /// What the loop reacts to, in the order it arrived.
    enum Input: Sendable {
        case line(LineReader<ReaderSource>.Line)
        case endOfInput
        case run(Runtime.RunSignal)
    }

    /// The source as the reader thread owns it (any `ByteSource`, handed over whole).
    struct ReaderSource: ByteSource, @unchecked Sendable {
        var base: any ByteSource

        mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int { base.read(into: buffer) }
    }

    /// How many lines the reader thread may read ahead of the loop: input is
    /// held in the pipe, not in memory, when the loop falls behind.
    static let readAhead = 64

    private let options: Options
    private let writer: EventWriter
    private let runtime: Runtime
    private let inbox: Inbox<Input>

    /// - Parameter inbox: where the runtime's run signals are posted (see `Runtime.init`'s `signal`).
    init(options: Options, runtime: Runtime, writer: EventWriter, inbox: Inbox<Input>) {
        self.options = options
        self.runtime = runtime
        self.writer = writer
        self.inbox = inbox
    }

    /// Reads and answers every line until the input ends (and the run in flight
    /// with it) or nobody reads the answers any more.
    func run(_ stdin: some ByteSource) async {
        var lines = LineReader(source: ReaderSource(base: stdin), maxLineBytes: options.maxLineBytes)
        let writer = self.writer
        let credits = options.interactive ? startReader(lines) : nil
        var inputEnded = false
        while !writer.isBroken, !(inputEnded && !runtime.isRunning) {
            if !options.interactive && !runtime.isRunning {
                if let line = lines.next(willBlock: { writer.flush() }) { await handle(line) } else { inputEnded = true }
                continue
            }
            switch await nextInput() {
            case let .line(line):
                credits?.signal()
                await handle(line)
            case .endOfInput:
                inputEnded = true
            case let .run(signal):
                await runtime.deliver(signal)
            }
        }
        // Nobody reads the answer any more: stop the run rather than leave a child behind.
        if runtime.isRunning { await runtime.handle(.cancel, ref: nil, line: 0) }
    }

    /// What comes next; the output goes on the pipe first if that means waiting.
    private func nextInput() async -> Input {
        if let ready = inbox.poll() { return ready }
        writer.flush()
        return await inbox.next()
    }

    /// Reads lines on a thread of its own and posts them, at most `readAhead` unanswered;
    /// the loop signals the returned semaphore as it takes each line.
    private func startReader(_ lines: LineReader<ReaderSource>) -> DispatchSemaphore {
        // Raised from zero: libdispatch traps when a semaphore is freed below its initial value.
        let credits = DispatchSemaphore(value: 0)
        for _ in 0..<Self.readAhead { credits.signal() }
        let inbox = self.inbox
        let reader = UncheckedBox(lines)
        DetachedThread.start {
            var lines = reader.value
            while true {
                credits.wait()
                guard let line = lines.next(willBlock: {}) else { break }
                inbox.post(.line(line))
            }
            inbox.post(.endOfInput)
        }
        return credits
    }

    /// One line: blank ones are skipped, the rest become commands or `error` events.
    private func handle(_ line: LineReader<ReaderSource>.Line) async {
        switch line {
        case let .tooLong(number):
            refuse(ProtocolError(.lineTooLong, "line is longer than \(options.maxLineBytes) bytes"), ref: nil, line: number)
        case let .text(bytes, number):
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return }  // blank
            switch options.input {
            case .text:
                guard let sentence = String(validating: bytes, as: UTF8.self) else {
                    return refuse(ProtocolError(.invalidUTF8, "line is not valid utf-8"), ref: nil, line: number)
                }
                // Blank by Unicode's measure (an ideographic space alone) is skipped, as in JSON mode it is refused.
                if CommandDecoder.isBlank(sentence) { return }
                do {
                    try CommandDecoder.checkLength(of: sentence)
                } catch {
                    return refuse(error, ref: nil, line: number)
                }
                await runtime.handle(.send(sentence), ref: nil, line: number)
            case .json:
                switch CommandDecoder.decode(bytes) {
                case let .success(decoded):
                    await runtime.handle(decoded.command, ref: decoded.ref, line: number)
                case let .failure(failure):
                    refuse(failure.error, ref: failure.ref, line: number)
                }
            }
        }
    }

    /// A line that is no command.
    private func refuse(_ error: ProtocolError, ref: JSONValue?, line: Int) {
        writer.emit(.error(code: error.code, message: error.message, line: line), ref: ref)
    }
}

/// Hands a value that is not `Sendable` to another thread that becomes its only user.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
