import AgentCore
import AgentProtocol

/// Numbers events, applies `--events` and `--output`, and buffers lines until
/// `flush`, which the loop calls whenever the tool is about to wait, or until
/// they pass `flushBytes`.
final class EventWriter {
    /// Output held past this is written at once, whatever the tool does next, in every
    /// mode: a larger batch would cost memory (one line may be large: the `status` of a
    /// full schedule is 150 KB) and save no writes worth having, as a pipe holds 64 KiB.
    static let flushBytes = 64 * 1024

    private let encoder: EventEncoder
    private let only: Set<String>?
    private let format: Options.Format
    private let stdout: ByteSink
    private let stderr: ByteSink
    private var writer = JSONWriter()
    private var seq = 0
    private(set) var wroteError = false
    /// The reader of stdout has gone; nothing more can be delivered.
    private(set) var isBroken = false

    init(encoder: EventEncoder, only: Set<String>?, format: Options.Format, stdout: ByteSink, stderr: ByteSink) {
        self.encoder = encoder
        self.only = only
        self.format = format
        self.stdout = stdout
        self.stderr = stderr
    }

    /// Writes `event` with the id of the command it answers, if that had one.
    func emit(_ event: AgentEvent, ref: JSONValue?) {
        seq += 1
        if case let .error(_, message, line) = event {
            wroteError = true
            if format == .text { report("line \(line): \(message)") }
        }
        if let only, !only.contains(event.name.rawValue) { return }
        switch format {
        case .json:
            encoder.write(event, seq: seq, ref: ref, into: &writer)
            writer.appendNewline()
        case .text:
            guard let line = EventText.line(for: event, zone: encoder.timeZone) else { return }
            writer.appendRaw(line.utf8)
            writer.appendNewline()
        }
        if writer.byteCount >= Self.flushBytes { flush() }
    }

    func flush() {
        guard !writer.isEmpty, !isBroken else { return }
        if !stdout.write(writer.bytes) { isBroken = true }
        writer.removeAll()
    }

    /// A diagnostic for people, on stderr.
    func report(_ message: String) {
        _ = stderr.write(Array("agent-skill: \(message)\n".utf8))
    }
}
