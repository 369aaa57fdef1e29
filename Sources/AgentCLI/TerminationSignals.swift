import AgentSkills
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// What SIGINT, SIGTERM and SIGHUP do. During `--wait-timers` they end the wait
/// cleanly (events flushed, conventional exit status); at any other time they
/// end the process at once, as by default, but first send SIGTERM to the exec
/// children running (each in a process group of its own, which a terminal's
/// Ctrl-C does not reach), so none is left behind.
///
/// A plain signal handler writes the signal's number to a socket pair that `sleep`
/// polls: nothing but `write`, `kill` and `_exit` runs in the handler, and no
/// thread pool has to be free to hear it. Made at start-up, so a signal between
/// the last answer and the wait is not lost (output is flushed before the tool
/// waits on input, so nothing is lost by ending at once either).
final class TerminationSignals {
    // A signal handler can capture nothing, so these must be globals. The handler
    // runs on whichever thread the signal lands on while the sleep runs on another:
    // lock-free atomics (safe in a handler), not plain variables, which would race.
    private static let wakeFD = Atomic<Int32>(-1)
    private static let waiting = Atomic<Bool>(false)

    private let readFD: Int32

    init() {
        var fds: [Int32] = [-1, -1]
        // A socket pair, not a pipe: close-on-exec from the start (Glibc offers no pipe2), so no child inherits it.
        if socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &fds) != 0 { fds = [-1, -1] }
        readFD = fds[0]
        Self.wakeFD.store(fds[1], ordering: .releasing)
        _ = Self.waiting.load(ordering: .relaxed)  // made now, never first inside a handler
        LiveProcessGroups.prepare()
        for number in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                guard TerminationSignals.waiting.load(ordering: .acquiring) else {
                    LiveProcessGroups.signalAll(SIGTERM)
                    _exit(ExitStatus.code(forSignal: number))
                }
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(TerminationSignals.wakeFD.load(ordering: .acquiring), &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
    }

    /// Sleeps `seconds` (nothing when not positive); returns the signal that woke it early.
    func sleep(seconds: Double) -> Int32? {
        Self.waiting.store(true, ordering: .releasing)
        var remaining = max(0, seconds)
        let clock = ContinuousClock()
        while true {
            var entry = pollfd(fd: readFD, events: Int16(POLLIN), revents: 0)
            let started = clock.now
            let milliseconds = Int32(min(remaining * 1000, 3_600_000).rounded(.up))
            let ready = poll(&entry, 1, milliseconds)
            if ready > 0 {
                var byte: UInt8 = 0
                if read(readFD, &byte, 1) == 1 { return Int32(byte) }
            }
            let elapsed = clock.now - started
            remaining -= Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            if remaining <= 0 { return nil }
        }
    }
}
