#if canImport(Glibc)
import Glibc
#endif

/// Runs a program without a shell and collects what it writes, within a deadline.
///
/// `arguments[0]` is a path, or with `searchPath` a name looked up on PATH as
/// `posix_spawnp` does. The child gets `input` on stdin (then end of file), or
/// /dev/null (never the agent's own stdin), no descriptor but its three streams,
/// the default disposition of the usual signals, and a process group of its own, which is killed with SIGKILL when the
/// deadline passes or the output grows past `outputLimit`; when the caller's task
/// is cancelled the group gets SIGTERM, then SIGKILL after `cancelGraceMilliseconds`.
/// Once the child has exited, whatever is left in the group (a grandchild still
/// holding stdout) is killed instead of waited for.
public struct ProcessRunner: Sendable {
    /// Where the child's stderr goes.
    public enum ErrorStream: Sendable, Equatable {
        /// Collected into `Output.stderr`.
        case capture
        /// The agent's own fd 2.
        case inherit
    }

    /// How long a cancelled child has between SIGTERM and SIGKILL.
    public static let cancelGraceMilliseconds = 200

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
    /// `onStdoutLine` is called (on the runner's thread) with each line of stdout
    /// as it arrives, without its `\n`; a last line without one is handed on at the end.
    public func run(_ arguments: [String], input: [UInt8]? = nil, environment: [String: String]? = nil,
                    searchPath: Bool = false, stderr: ErrorStream = .capture, deadline: Deadline,
                    onStdoutLine: (@Sendable ([UInt8]) -> Void)? = nil) async throws(Failure) -> Output {
        let options = Options(input: input, environment: environment, searchPath: searchPath, stderr: stderr,
                              outputLimit: outputLimit, stderrLimit: stderrLimit, onStdoutLine: onStdoutLine)
        let result = await BlockingCall.run(deadline: deadline, onTimeout: Result<Output, Failure>.failure(.timedOut),
                                            onCancel: .failure(.cancelled)) { cancellation in
            Self.Child.run(arguments, options: options, deadline: deadline, cancellation: cancellation)
        }
        return try result.get()
    }

    private struct Options: Sendable {
        var input: [UInt8]?
        var environment: [String: String]?
        var searchPath: Bool
        var stderr: ErrorStream
        var outputLimit: Int
        var stderrLimit: Int
        var onStdoutLine: (@Sendable ([UInt8]) -> Void)?
    }

    /// The blocking part: spawn, feed, read, reap.
    private enum Child {
        /// How long one `poll` may sleep before cancellation is looked at again.
        static let pollSliceMilliseconds: Int32 = 50

        static func run(_ arguments: [String], options: Options, deadline: Deadline,
                        cancellation: BlockingCall.Cancellation) -> Result<Output, Failure> {
            let input = options.input
            let captureStderr = options.stderr == .capture
            guard let program = arguments.first else { return .failure(.spawnFailed("no program given")) }
            // Socket pairs, not pipes: they are made close-on-exec at once (Glibc offers no pipe2),
            // so a child spawned meanwhile by another thread cannot inherit them, and
            // send(MSG_NOSIGNAL) to a child that stopped reading cannot raise SIGPIPE.
            var stdoutPipe: [Int32] = [-1, -1]
            var stderrPipe: [Int32] = [-1, -1]
            var stdinPair: [Int32] = [-1, -1]
            var opened: [Int32] = []
            defer { for fd in opened where fd >= 0 { close(fd) } }
            for index in 0..<3 where index != 1 || captureStderr {
                if index == 2 && input == nil { break }
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
            if captureStderr { posix_spawn_file_actions_adddup2(&actions, stderrPipe[1], 2) }
            closeTheRest(&actions)

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
            var envp: [UnsafeMutablePointer<CChar>?]? = options.environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
            defer { for entry in envp ?? [] { free(entry) } }

            var pid: pid_t = 0
            // Both arrays end with nil, so their base addresses exist.
            let spawn = options.searchPath ? posix_spawnp : posix_spawn
            let spawned = argv.withUnsafeMutableBufferPointer { argvBuffer in
                guard envp != nil else {
                    return spawn(&pid, program, &actions, &attributes, argvBuffer.baseAddress!, environ)
                }
                return envp!.withUnsafeMutableBufferPointer { envBuffer in
                    spawn(&pid, program, &actions, &attributes, argvBuffer.baseAddress!, envBuffer.baseAddress!)
                }
            }
            guard spawned == 0 else {
                return .failure(.spawnFailed("cannot run '\(program)': \(String(cString: strerror(spawned)).lowercased())"))
            }
            LiveProcessGroups.add(pid)
            defer { LiveProcessGroups.remove(pid) }
            // The child's ends belong to the child now.
            for fd in [stdoutPipe[1], stderrPipe[1], stdinPair[1]] where fd >= 0 { close(fd) }
            opened = [stdoutPipe[0], stderrPipe[0], stdinPair[0]]

            var streams = Streams(stdout: stdoutPipe[0], stderr: stderrPipe[0], stdin: input == nil ? -1 : stdinPair[0],
                                  input: input ?? [], outputLimit: options.outputLimit, stderrLimit: options.stderrLimit,
                                  onStdoutLine: options.onStdoutLine)
            var status: Int32 = 0
            var failure = streams.pump(child: pid, status: &status, deadline: deadline, cancellation: cancellation)
            if failure == nil && !streams.childReaped {
                failure = reap(pid, status: &status, deadline: deadline, cancellation: cancellation)
            }
            if let failure {
                if failure == .cancelled && terminate(pid) { return .failure(failure) }
                kill(-pid, SIGKILL)
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                return .failure(failure)
            }
            streams.finishLine()
            let termination: Termination = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
            return .success(Output(termination: termination, stdout: streams.stdoutBytes, stderr: streams.stderrBytes))
        }

        /// Adds to `actions`, after the three streams are set, the closing of every other
        /// descriptor: the child gets 0, 1 and 2 only, even of what the agent holds without
        /// close-on-exec (what it inherited; what a library opened). With glibc's
        /// `posix_spawn_file_actions_addclosefrom_np` (2.34 on; found at run time, as the
        /// Glibc module leaves it out) that is one step in the child; an older glibc gets each
        /// descriptor /proc/self/fd lists now, which misses only one opened meanwhile by
        /// another thread without close-on-exec, as the agent opens none.
        private static func closeTheRest(_ actions: inout posix_spawn_file_actions_t) {
            if let addCloseFrom {
                _ = addCloseFrom(&actions, 3)
                return
            }
            guard let listing = opendir("/proc/self/fd") else { return }
            defer { closedir(listing) }
            let own = dirfd(listing)
            while let entry = readdir(listing) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if let fd = Int32(name), fd > 2, fd != own { posix_spawn_file_actions_addclose(&actions, fd) }
            }
        }

        private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32
        /// nil: a glibc older than 2.34 (or none).
        private static let addCloseFrom: AddCloseFrom? = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np")
            .map { unsafeBitCast($0, to: AddCloseFrom.self) }

        /// SIGTERM to the group, then up to the grace period for the child to exit;
        /// true when it did (and was reaped).
        private static func terminate(_ pid: pid_t) -> Bool {
            kill(-pid, SIGTERM)
            let grace = Deadline(afterMilliseconds: ProcessRunner.cancelGraceMilliseconds)
            var status: Int32 = 0
            while !grace.hasPassed {
                let reaped = waitpid(pid, &status, WNOHANG)
                if reaped == pid || (reaped < 0 && errno != EINTR) {
                    kill(-pid, SIGKILL)  // what is left of the group (the pgid stays taken while it has members)
                    return true
                }
                usleep(5_000)
            }
            return false
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
        let onStdoutLine: (@Sendable ([UInt8]) -> Void)?
        /// Where the line not yet handed to `onStdoutLine` starts in `stdoutBytes`.
        var lineStart = 0
        /// How far `stdoutBytes` has been searched for a newline: each byte is looked at
        /// once, however long a line without one grows.
        var scannedTo = 0
        /// Set when `pump` reaped the child itself (it exited while something else held stdout).
        var childReaped = false

        init(stdout: Int32, stderr: Int32, stdin: Int32, input: [UInt8], outputLimit: Int, stderrLimit: Int,
             onStdoutLine: (@Sendable ([UInt8]) -> Void)?) {
            self.onStdoutLine = onStdoutLine
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

        /// Feeds stdin and reads stdout and stderr until both end, or until the child has
        /// exited and what it wrote is read (a grandchild may still hold the streams: it is
        /// killed); the failure that stopped it early, if any.
        mutating func pump(child pid: pid_t, status: inout Int32, deadline: Deadline,
                           cancellation: BlockingCall.Cancellation) -> Failure? {
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            var stdoutOpen = true
            var stderrOpen = stderr >= 0
            var stdinOpen = stdin >= 0 && !input.isEmpty
            while stdoutOpen || stderrOpen {
                if cancellation.isCancelled { return .cancelled }
                let remaining = deadline.remainingMilliseconds
                if remaining <= 0 { return .timedOut }
                var entries: [pollfd] = []
                if stdoutOpen { entries.append(pollfd(fd: stdout, events: Int16(POLLIN), revents: 0)) }
                if stderrOpen { entries.append(pollfd(fd: stderr, events: Int16(POLLIN), revents: 0)) }
                if stdinOpen { entries.append(pollfd(fd: stdin, events: Int16(POLLOUT), revents: 0)) }
                let wait = childReaped ? 0 : min(Int32(clamping: remaining), Child.pollSliceMilliseconds)
                let ready = poll(&entries, nfds_t(entries.count), wait)
                if ready < 0 && errno != EINTR { return .spawnFailed("poll failed: \(Child.errnoText())") }
                guard ready > 0 else {
                    if childReaped {
                        // Drained what the child wrote; the rest of its group is holding the streams.
                        kill(-pid, SIGKILL)
                        return nil
                    }
                    if ready == 0 && waitpid(pid, &status, WNOHANG) == pid { childReaped = true }
                    continue
                }
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
                        handLines()
                    } else {
                        stderrBytes.append(contentsOf: buffer[..<min(n, max(0, stderrLimit - stderrBytes.count))])
                    }
                }
            }
            return nil
        }

        /// Hands each complete line not yet handed on to `onStdoutLine`.
        private mutating func handLines() {
            guard let onStdoutLine else { return }
            while let newline = stdoutBytes[max(lineStart, scannedTo)...].firstIndex(of: UInt8(ascii: "\n")) {
                onStdoutLine(Array(stdoutBytes[lineStart..<newline]))
                lineStart = newline + 1
            }
            scannedTo = stdoutBytes.count
        }

        /// Hands on a last line that has no `\n`.
        mutating func finishLine() {
            guard let onStdoutLine, lineStart < stdoutBytes.count else { return }
            onStdoutLine(Array(stdoutBytes[lineStart...]))
            lineStart = stdoutBytes.count
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
