import AgentSkills
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// What SIGINT, SIGTERM and SIGHUP do: end the tool with 128 + N
/// (`ExitStatus.signalled`), once two things are done that ending at once would skip.
/// - The exec children running (each in a process group of its own, which a
///   terminal's Ctrl-C does not reach) are stopped as `cancel` stops one: SIGTERM,
///   then SIGKILL to what is left after `ProcessRunner.cancelGraceMilliseconds`.
/// - A write to stdout under way is finished, so the reader gets whole lines: each
///   write is a batch of whole lines (see `EventWriter.flushBytes`), and none begins
///   once the tool is ending. A reader that has not taken it within
///   `outputWaitMilliseconds` is given up on.
/// Lines not yet written are dropped: the tool writes everything before it waits for
/// anything, so a signal finds output held only while the tool is busy.
///
/// The handler only writes the signal's number to a socket pair, close-on-exec
/// from the start so that no child inherits it; a thread of its own, blocked on
/// the other end, does the ending, free of the few calls a handler may make. So
/// the thread the signal lands on goes on at once, even the one blocked writing
/// to stdout, and no thread pool has to be free to hear the signal.
final class TerminationSignals: Sendable {
    /// How long an ending tool waits for the reader to take the batch of lines being written.
    static let outputWaitMilliseconds = 2_000

    // A signal handler can capture nothing, so the end it writes to is a global; an
    // atomic, since the handler runs on whichever thread the signal lands on.
    private static let wakeFD = Atomic<Int32>(-1)

    private let gate = Gate()

    /// Installs the handlers; made at start-up, so a signal is heard from the first line on.
    init() {
        var ends: [Int32] = [-1, -1]
        // Without the pair, no handlers: the signals keep their default, ending the tool at once.
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else { return }
        Self.wakeFD.store(ends[1], ordering: .releasing)
        let gate = self.gate
        let listening = ends[0]
        DetachedThread.start {
            var byte: UInt8 = 0
            while true {
                let n = read(listening, &byte, 1)
                if n == 1 { Self.end(signal: Int32(byte), gate: gate) }
                if n == 0 || (n < 0 && errno != EINTR) { return }
            }
        }
        for number in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                let interrupted = errno  // the code the signal interrupted may be about to read it
                var byte = UInt8(truncatingIfNeeded: number)
                _ = send(TerminationSignals.wakeFD.load(ordering: .acquiring), &byte, 1, Int32(MSG_DONTWAIT | MSG_NOSIGNAL))
                errno = interrupted
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
    }

    /// `stdout` as the ending tool leaves it: a write (a batch of whole lines) once begun
    /// is finished, and none begins after.
    func guarding(_ stdout: ByteSink) -> ByteSink {
        GatedSink(base: stdout, gate: gate)
    }

    /// For the tool about to end on its own: if a signal is ending it, waits for that end,
    /// so that the status is the signal's and the children are stopped first.
    func yieldToASignal() {
        if gate.isClosed { Self.waitForTheEnd() }
    }

    /// Ends the tool for signal `number`, as the type's comment says.
    private static func end(signal number: Int32, gate: Gate) -> Never {
        let output = Deadline(afterMilliseconds: outputWaitMilliseconds)
        gate.close()
        LiveProcessGroups.stopAll(graceMilliseconds: ProcessRunner.cancelGraceMilliseconds)
        gate.waitForTheWrite(until: output)
        _exit(ExitStatus.signalled(number).code)
    }

    /// What a thread does once the tool is ending: nothing, until `end` ends the process.
    private static func waitForTheEnd() -> Never {
        while true { sleep(60) }
    }

    /// Whether a write to stdout may begin and whether one is under way, agreed between the
    /// writer and the ending thread by compare-and-swap, not a lock, which a writer blocked
    /// in `write` would hold.
    private final class Gate: Sendable {
        private static let open = 0, writing = 1, closing = 2, closed = 3
        private let state = Atomic<Int>(Gate.open)

        var isClosed: Bool { state.load(ordering: .acquiring) >= Self.closing }

        /// Before a write: false once the tool is ending.
        func enter() -> Bool {
            state.compareExchange(expected: Self.open, desired: Self.writing, ordering: .acquiringAndReleasing).exchanged
        }

        /// After a write: false when the tool began ending meanwhile, which makes it the last.
        func leave() -> Bool {
            if state.compareExchange(expected: Self.writing, desired: Self.open, ordering: .acquiringAndReleasing).exchanged {
                return true
            }
            state.store(Self.closed, ordering: .releasing)
            return false
        }

        /// No write begins from now on; one under way goes on to its end.
        func close() {
            if state.compareExchange(expected: Self.open, desired: Self.closed, ordering: .acquiringAndReleasing).exchanged {
                return
            }
            _ = state.compareExchange(expected: Self.writing, desired: Self.closing, ordering: .acquiringAndReleasing)
        }

        /// Waits until the write under way when the gate closed has ended, or `deadline`.
        func waitForTheWrite(until deadline: Deadline) {
            while state.load(ordering: .acquiring) != Self.closed && !deadline.hasPassed { usleep(2_000) }
        }
    }

    private final class GatedSink: ByteSink {
        let base: ByteSink
        let gate: Gate

        init(base: ByteSink, gate: Gate) {
            self.base = base
            self.gate = gate
        }

        func write(_ bytes: [UInt8]) -> Bool {
            guard gate.enter() else { TerminationSignals.waitForTheEnd() }
            let written = base.write(bytes)
            guard gate.leave() else { TerminationSignals.waitForTheEnd() }
            return written
        }
    }
}
