#if canImport(Glibc)
import AgentProtocol
import Glibc
#endif

/// State behind a `pthread_mutex_t`. The standard library's `Mutex` locks with
/// futexes inside the (uninstrumented) runtime, where ThreadSanitizer cannot see
/// them, so it reported every hand-over as a race; it does see this lock, so
/// `shell/test --sanitize thread` checks the code that uses it instead of
/// drowning it in false alarms.
public final class Locked<State>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var state: State

    public init(_ state: State) {
        self.state = state
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    public func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
