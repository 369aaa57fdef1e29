import AgentSkills

/// A first-in, first-out queue that many threads post to and one task takes
/// from: the single place a loop waits for whatever comes next (a command, a
/// run's progress, its end).
public final class Inbox<Element: Sendable>: Sendable {
    private struct State {
        var queue: [Element] = []
        var head = 0
        var waiter: CheckedContinuation<Element, Never>?
    }

    private let state = Locked(State())

    public init() {}

    /// Adds `element`, waking the taker if it waits.
    public func post(_ element: Element) {
        let waiter: CheckedContinuation<Element, Never>? = state.withLock { state in
            if let waiter = state.waiter {
                state.waiter = nil
                return waiter
            }
            state.queue.append(element)
            return nil
        }
        waiter?.resume(returning: element)
    }

    /// The oldest element, if one is there now.
    public func poll() -> Element? {
        state.withLock { Self.take(from: &$0) }
    }

    /// The oldest element, waiting for one if none is there. One taker at a time.
    public func next() async -> Element {
        if let element = poll() { return element }
        return await withCheckedContinuation { continuation in
            let ready: Element? = state.withLock { state in
                guard let element = Self.take(from: &state) else {
                    state.waiter = continuation
                    return nil
                }
                return element
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    private static func take(from state: inout State) -> Element? {
        guard state.head < state.queue.count else { return nil }
        let element = state.queue[state.head]
        state.head += 1
        if state.head == state.queue.count {
            state.queue.removeAll(keepingCapacity: true)
            state.head = 0
        } else if state.head >= 1024 && state.head * 2 >= state.queue.count {
            state.queue.removeFirst(state.head)  // keep memory proportional to what waits
            state.head = 0
        }
        return element
    }
}
