import Dispatch

/// A value worked out on another thread (Dispatch's global queue) while the caller goes on, and
/// waited for when it is asked: learning sets out the examples' nearest meanings while it learns.
final class Background<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchGroup()
    /// Written once by the work before `done` is left, read only after it is waited for.
    private var result: Value?

    init(_ work: @escaping @Sendable () -> Value) {
        done.enter()
        DispatchQueue.global().async {
            self.result = work()
            self.done.leave()
        }
    }

    /// The value, once the work is done.
    var value: Value {
        done.wait()
        return result!
    }
}
