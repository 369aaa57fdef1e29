import AgentCore
import AgentProtocol
import Dispatch
import Synchronization

/// Runs blocking work (a child process) on a thread of its own, so neither
/// Swift's cooperative pool nor Dispatch's (which runs that pool on Linux) has
/// a thread stuck in `poll` or `waitpid`.
///
/// The caller is resumed with the work's result, or with `onTimeout` shortly
/// after the deadline, or with `onCancel` when its task is cancelled, whichever
/// comes first: the deadline is kept here too, in case the work is slow to
/// notice it. The work sees cancellation through the `Cancellation` it is
/// handed and should stop soon after; a cancelled caller waits for it to stop
/// (an exec child killed and reaped) for up to `cancelWaitMilliseconds`. A
/// result that comes too late is dropped.
enum BlockingCall {
    /// How long past the deadline the work may take to report its own timeout before it is abandoned.
    static let graceMilliseconds = 50
    /// How long a cancelled caller waits for the work to wind down before it is abandoned.
    static let cancelWaitMilliseconds = 1000

    static func run<T: Sendable>(deadline: Deadline, onTimeout: T, onCancel: T,
                                 _ work: @escaping @Sendable (Cancellation) -> T) async -> T {
        let outcome = Outcome<T>()
        let cancellation = Cancellation()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                outcome.wait(with: continuation)
                guard !cancellation.isCancelled else {  // cancelled before it began: nothing to wait for
                    outcome.resume(with: onCancel)
                    return
                }
                DetachedThread.start {
                    let value = work(cancellation)
                    outcome.resume(with: cancellation.isCancelled ? onCancel : value)
                }
                let wait = min(deadline.remainingMilliseconds, 86_400_000) + graceMilliseconds
                DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(wait)) {
                    cancellation.cancel()
                    outcome.resume(with: onTimeout)
                }
            }
        } onCancel: {
            cancellation.cancel()
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(cancelWaitMilliseconds)) {
                outcome.resume(with: onCancel)
            }
        }
    }

    /// Set when the caller no longer wants the result.
    final class Cancellation: Sendable {
        private let flag = Atomic<Bool>(false)

        var isCancelled: Bool { flag.load(ordering: .acquiring) }

        func cancel() { flag.store(true, ordering: .releasing) }
    }

    /// Resumes the continuation once, with the first value given, even if that
    /// value comes before the continuation does.
    private final class Outcome<T: Sendable>: Sendable {
        private enum State {
            case empty
            case waiting(CheckedContinuation<T, Never>)
            case early(T)
            case done
        }

        private let state = Locked<State>(.empty)

        func wait(with continuation: CheckedContinuation<T, Never>) {
            let early: T? = state.withLock { state in
                if case let .early(value) = state {
                    state = .done
                    return value
                }
                state = .waiting(continuation)
                return nil
            }
            if let early { continuation.resume(returning: early) }
        }

        func resume(with value: T) {
            let waiting: CheckedContinuation<T, Never>? = state.withLock { state in
                switch state {
                case .empty:
                    state = .early(value)
                    return nil
                case let .waiting(continuation):
                    state = .done
                    return continuation
                case .early, .done:
                    return nil
                }
            }
            waiting?.resume(returning: value)
        }
    }
}
