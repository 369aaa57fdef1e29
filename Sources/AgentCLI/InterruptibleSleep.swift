import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Sleeps until a deadline unless SIGINT or SIGTERM comes first, so
/// `--wait-timers` can be ended cleanly: events flushed, conventional exit status.
/// Made at start-up, so a signal in the moment between the last answer and
/// the wait is not lost.
final class InterruptibleSleep {
    private final class Received: Sendable {
        let signal = Mutex<Int32?>(nil)
        let wake = DispatchSemaphore(value: 0)
        /// Until the wait begins a signal ends the process at once, as it would by default.
        let waiting = Atomic<Bool>(false)
    }

    private let received = Received()
    private var sources: [DispatchSourceSignal] = []

    init() {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)  // the dispatch source reports it instead of the default action
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            let received = self.received
            source.setEventHandler {
                // _exit, not exit: atexit work on this thread could deadlock with the main one.
                // Nothing is lost: events are flushed before the tool waits on input.
                guard received.waiting.load(ordering: .acquiring) else { _exit(128 + number) }
                received.signal.withLock { $0 = number }
                received.wake.signal()
            }
            source.resume()
            sources.append(source)
        }
    }

    deinit {
        for source in sources { source.cancel() }
    }

    /// Sleeps `seconds` (nothing when not positive); returns the signal that woke it early.
    func sleep(seconds: Double) -> Int32? {
        received.waiting.store(true, ordering: .releasing)
        if let early = received.signal.withLock({ $0 }) { return early }
        guard seconds > 0 else { return nil }
        _ = received.wake.wait(timeout: .now() + .nanoseconds(Int(min(seconds, 86_400 * 366) * 1e9)))
        return received.signal.withLock { $0 }
    }
}
