#if canImport(Glibc)
import Glibc
#endif

/// Runs a program without a shell and collects what it writes, within a deadline.
///
/// `arguments[0]` is a path (`/usr/bin/env` finds a program on PATH). The child
/// gets `input` on stdin, or /dev/null (never the agent's own stdin), the
/// default disposition of the usual signals, and a process group of its own,
/// which is killed with SIGKILL when the deadline passes, the output grows past
/// `outputLimit`, or the caller's task is cancelled.
public struct ProcessRunner: Sendable {
    public enum Termination: Sendable, Equatable {
        case exited(Int32)
        case signalled(Int32)
    }

    public struct Output: Sendable, Equatable {
        public var termination: Termination
        public var stdout: [UInt8]
        /// At most `stderrLimit` bytes; the rest is read and dropped.
        public var stderr: [UInt8]
    }

    public enum Failure: Error, Sendable, Equatable {
        case spawnFailed(String)
        case timedOut
        case outputTooLarge(limit: Int)
        case cancelled
    }

    /// Most bytes of stdout taken; more fails the run.
    public var outputLimit: Int
    public var stderrLimit: Int

    public init(outputLimit: Int = 1 << 20, stderrLimit: Int = 64 * 1024) {
        self.outputLimit = outputLimit
        self.stderrLimit = stderrLimit
    }

    /// Runs `arguments` with `environment` (nil: the agent's own) until it exits.
    public func run(_ arguments: [String], input: [UInt8]? = nil, environment: [String: String]? = nil,
                    deadline: Deadline) async throws(Failure) -> Output {
        let result = await BlockingCall.run(deadline: deadline, onTimeout: Result<Output, Failure>.failure(.timedOut),
                                            onCancel: .failure(.cancelled)) { cancellation in
            Self.Child.run(arguments, input: input, environment: environment, deadline: deadline,
                           outputLimit: outputLimit, stderrLimit: stderrLimit, cancellation: cancellation)
        }
        return try result.get()
    }

    /// The blocking part: spawn, feed, read, reap.
    private enum Child {
        /// How long one `poll` may sleep before cancellation is looked at again.
        static let pollSliceMilliseconds: Int32 = 50

        static func run(_ arguments: [String], input: [UInt8]?, environment: [String: String]?, deadline: Deadline,
                        outputLimit: Int, stderrLimit: Int,
                        cancellation: BlockingCall.Cancellation) -> Result<Output, Failure> {
            guard let program = arguments.first else { return .failure(.spawnFailed("no program given")) }
            // Socket pairs, not pipes: they are made close-on-exec at once (Glibc offers no pipe2),
            // so a child spawned meanwhile by another thread cannot inherit them, and
            // send(MSG_NOSIGNAL) to a child that stopped reading cannot raise SIGPIPE.
            var stdoutPipe: [Int32] = [-1, -1]
            var stderrPipe: [Int32] = [-1, -1]
            var stdinPair: [Int32] = [-1, -1]
            var opened: [Int32] = []
            defer { for fd in opened where fd >= 0 { close(fd) } }
            for index in 0..<(input == nil ? 2 : 3) {
                var pair: [Int32] = [-1, -1]
                guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else {
                    return .failure(.spawnFailed(errnoText()))
                }
                opened += pair
                switch index {
                case 0: stdoutPipe = pair
                case 1: stderrPipe = pair
                default: stdinPair = pair
                }
            }

            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            if input != nil {
                posix_spawn_file_actions_adddup2(&actions, stdinPair[1], 0)
            } else {
                posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            }
            posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
            posix_spawn_file_actions_adddup2(&actions, stderrPipe[1], 2)

            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var mask = sigset_t()
            sigemptyset(&mask)
            posix_spawnattr_setsigmask(&attributes, &mask)
            // The agent ignores SIGINT and SIGTERM while it waits; a child must not inherit that.
            var defaults = sigset_t()
            sigemptyset(&defaults)
            for signal in [SIGPIPE, SIGINT, SIGTERM, SIGQUIT, SIGHUP, SIGCHLD, SIGALRM, SIGUSR1, SIGUSR2] {
                sigaddset(&defaults, signal)
            }
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            posix_spawnattr_setpgroup(&attributes, 0)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

            var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
            defer { for arg in argv { free(arg) } }
            var envp: [UnsafeMutablePointer<CChar>?]? = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
            defer { for entry in envp ?? [] { free(entry) } }

            var pid: pid_t = 0
            // Both arrays end with nil, so their base addresses exist.
            let spawned = argv.withUnsafeMutableBufferPointer { argvBuffer in
                guard envp != nil else {
                    return posix_spawn(&pid, program, &actions, &attributes, argvBuffer.baseAddress!, environ)
                }
                return envp!.withUnsafeMutableBufferPointer { envBuffer in
                    posix_spawn(&pid, program, &actions, &attributes, argvBuffer.baseAddress!, envBuffer.baseAddress!)
                }
            }
            guard spawned == 0 else {
                return .failure(.spawnFailed("cannot run '\(program)': \(String(cString: strerror(spawned)).lowercased())"))
            }
            // The child's ends belong to the child now.
            close(stdoutPipe[1])
            close(stderrPipe[1])
            opened = [stdoutPipe[0], stderrPipe[0]]
            if input != nil {
                close(stdinPair[1])
                opened.append(stdinPair[0])
            }

            var streams = Streams(stdout: stdoutPipe[0], stderr: stderrPipe[0], stdin: input == nil ? -1 : stdinPair[0],
                                  input: input ?? [], outputLimit: outputLimit, stderrLimit: stderrLimit)
            var failure = streams.pump(deadline: deadline, cancellation: cancellation)
            var status: Int32 = 0
            if failure == nil { failure = reap(pid, status: &status, deadline: deadline, cancellation: cancellation) }
            if let failure {
                kill(-pid, SIGKILL)
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                return .failure(failure)
            }
            let termination: Termination = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
            return .success(Output(termination: termination, stdout: streams.stdoutBytes, stderr: streams.stderrBytes))
        }

        /// Waits for the child to exit once its output has ended.
        private static func reap(_ pid: pid_t, status: inout Int32, deadline: Deadline,
                                 cancellation: BlockingCall.Cancellation) -> Failure? {
            while true {
                let reaped = waitpid(pid, &status, WNOHANG)
                if reaped == pid { return nil }
                if reaped < 0 && errno != EINTR { return .spawnFailed("cannot wait for the child: \(errnoText())") }
                if cancellation.isCancelled { return .cancelled }
                if deadline.hasPassed { return .timedOut }
                usleep(2_000)
            }
        }

        static func errnoText() -> String {
            String(cString: strerror(errno)).lowercased()
        }
    }

    /// The child's three streams, moved along by `poll`.
    private struct Streams {
        var stdout: Int32
        var stderr: Int32
        var stdin: Int32
        var input: [UInt8]
        var inputOffset = 0
        let outputLimit: Int
        let stderrLimit: Int
        var stdoutBytes: [UInt8] = []
        var stderrBytes: [UInt8] = []

        init(stdout: Int32, stderr: Int32, stdin: Int32, input: [UInt8], outputLimit: Int, stderrLimit: Int) {
            self.stdout = stdout
            self.stderr = stderr
            self.stdin = stdin
            self.input = input
            self.outputLimit = outputLimit
            self.stderrLimit = stderrLimit
            for fd in [stdout, stderr, stdin] where fd >= 0 {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            }
            if stdin >= 0 && input.isEmpty { shutdown(stdin, Int32(SHUT_WR)) }
        }

        /// Feeds stdin and reads stdout and stderr until both end; the failure that stopped it early, if any.
        mutating func pump(deadline: Deadline, cancellation: BlockingCall.Cancellation) -> Failure? {
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            var stdoutOpen = true
            var stderrOpen = true
            var stdinOpen = stdin >= 0 && !input.isEmpty
            while stdoutOpen || stderrOpen {
                if cancellation.isCancelled { return .cancelled }
                let remaining = deadline.remainingMilliseconds
                if remaining <= 0 { return .timedOut }
                var entries: [pollfd] = []
                if stdoutOpen { entries.append(pollfd(fd: stdout, events: Int16(POLLIN), revents: 0)) }
                if stderrOpen { entries.append(pollfd(fd: stderr, events: Int16(POLLIN), revents: 0)) }
                if stdinOpen { entries.append(pollfd(fd: stdin, events: Int16(POLLOUT), revents: 0)) }
                let ready = poll(&entries, nfds_t(entries.count), min(Int32(clamping: remaining), Child.pollSliceMilliseconds))
                if ready < 0 && errno != EINTR { return .spawnFailed("poll failed: \(Child.errnoText())") }
                guard ready > 0 else { continue }
                for entry in entries where entry.revents != 0 {
                    if entry.fd == stdin {
                        stdinOpen = feed()
                        continue
                    }
                    let n = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
                    if n < 0 && (errno == EAGAIN || errno == EINTR) { continue }
                    if n <= 0 {
                        if entry.fd == stdout { stdoutOpen = false } else { stderrOpen = false }
                    } else if entry.fd == stdout {
                        stdoutBytes.append(contentsOf: buffer[..<n])
                        if stdoutBytes.count > outputLimit { return .outputTooLarge(limit: outputLimit) }
                    } else {
                        stderrBytes.append(contentsOf: buffer[..<min(n, max(0, stderrLimit - stderrBytes.count))])
                    }
                }
            }
            return nil
        }

        /// Sends what stdin can take; false once all is sent or the child stopped reading.
        private mutating func feed() -> Bool {
            let n = input.withUnsafeBytes { raw in
                send(stdin, raw.baseAddress! + inputOffset, raw.count - inputOffset, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
            }
            if n < 0 {
                if errno == EAGAIN || errno == EINTR { return true }
                return false  // EPIPE, ECONNRESET: the child does not want the rest
            }
            inputOffset += n
            guard inputOffset < input.count else {
                shutdown(stdin, Int32(SHUT_WR))
                return false
            }
            return true
        }
    }
}
