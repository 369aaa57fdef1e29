import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// A thread of its own for work that blocks (a read, `poll`, `waitpid`), so
/// it never holds one of the few threads of Swift's cooperative pool.
public enum DetachedThread {
    /// Runs `body` on a new detached thread; on Dispatch's pool if no thread can be made.
    public static func start(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Body(body))
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        let started = pthread_create(&thread, &attributes, { raw in
            guard let raw else { return nil }
            Unmanaged<Body>.fromOpaque(raw).takeRetainedValue().run()
            return nil
        }, box.toOpaque())
        if started != 0 {
            box.release()
            DispatchQueue.global().async(execute: body)
        }
    }

    private final class Body: Sendable {
        let run: @Sendable () -> Void

        init(_ run: @escaping @Sendable () -> Void) {
            self.run = run
        }
    }
}
