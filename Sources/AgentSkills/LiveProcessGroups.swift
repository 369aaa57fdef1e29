#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// The process groups of the exec children running now. Each child has a group
/// of its own (so it and its children can be stopped together), which also means
/// a terminal's Ctrl-C does not reach it: when a signal ends the tool, its
/// handler stops them through this table.
public enum LiveProcessGroups {
    private static let capacity = 256
    /// Fixed memory a signal handler can read: 0 is a free slot. Atomics, since the
    /// handler runs on another thread than the writers; made before any handler is
    /// installed (`prepare`), since a lazy global must not first be touched inside one.
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<Atomic<Int32>> = {
        let slots = UnsafeMutablePointer<Atomic<Int32>>.allocate(capacity: capacity)
        for i in 0..<capacity { (slots + i).initialize(to: Atomic(0)) }
        return slots
    }()
    /// Writers take turns; the handler only reads.
    private static let writers = Mutex(())

    public static func prepare() {
        _ = slots
    }

    static func add(_ group: pid_t) {
        writers.withLock { _ in
            for i in 0..<capacity where slots[i].load(ordering: .relaxed) == 0 {
                slots[i].store(group, ordering: .releasing)
                return
            }
        }
    }

    static func remove(_ group: pid_t) {
        writers.withLock { _ in
            for i in 0..<capacity where slots[i].load(ordering: .relaxed) == group {
                slots[i].store(0, ordering: .releasing)
            }
        }
    }

    /// Sends `signal` to every live group. Async-signal-safe: atomic loads and `kill` only.
    public static func signalAll(_ signal: Int32) {
        for i in 0..<capacity {
            let group = slots[i].load(ordering: .acquiring)
            if group > 0 { kill(-group, signal) }
        }
    }
}
