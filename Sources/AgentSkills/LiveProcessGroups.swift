#if canImport(Glibc)
import Glibc
#endif

/// The process groups of the exec children running now. Each child has a group
/// of its own (so it and its children can be stopped together), which also means
/// a terminal's Ctrl-C does not reach it: when a signal ends the tool, `stopAll`
/// stops them as a cancelled run is stopped.
public enum LiveProcessGroups {
    private static let groups = Locked(Set<pid_t>())

    static func add(_ group: pid_t) {
        groups.withLock { _ = $0.insert(group) }
    }

    static func remove(_ group: pid_t) {
        groups.withLock { _ = $0.remove(group) }
    }

    /// Sends every live group SIGTERM, then SIGKILL to those still there after
    /// `graceMilliseconds` (none is waited for once it is gone), and returns once
    /// they are gone, the exec children reaped: none is left behind, not even as a zombie.
    public static func stopAll(graceMilliseconds: Int) {
        var live = Array(groups.withLock { $0 })
        for group in live { kill(-group, SIGTERM) }
        let grace = Deadline(afterMilliseconds: graceMilliseconds)
        while true {
            live.removeAll(where: isGone)
            if live.isEmpty || grace.hasPassed { break }
            usleep(2_000)
        }
        for group in live { kill(-group, SIGKILL) }
        // SIGKILL cannot be refused; what is left is the time it takes and the reaping.
        let killed = Deadline(afterMilliseconds: graceMilliseconds)
        while !live.isEmpty && !killed.hasPassed {
            usleep(1_000)
            live.removeAll(where: isGone)
        }
    }

    /// Nothing is left of `group`; the exec child that leads it is reaped here once it has
    /// exited (its runner, reaping it too, finds it gone, which no longer matters).
    private static func isGone(_ group: pid_t) -> Bool {
        var status: Int32 = 0
        while waitpid(-group, &status, WNOHANG) > 0 {}
        return kill(-group, 0) != 0 && errno == ESRCH
    }
}
