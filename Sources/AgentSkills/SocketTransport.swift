#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal HTTP/1.1 GET over a POSIX socket, for `http://` URLs: every
/// address of the host tried in turn with a non-blocking connect, the request
/// sent with `Connection: close`, the response read until it is complete or the
/// connection ends. Blocking: run it through `BlockingCall`.
enum SocketTransport {
    /// How long one `poll` may sleep before cancellation is looked at again.
    private static let pollSliceMilliseconds = 100

    static func get(_ url: HTTPURL, deadline: Deadline, limit: Int,
                    cancellation: BlockingCall.Cancellation) -> Result<HTTPResponse, HTTPError> {
        do throws(HTTPError) {
            let fd = try connect(url, deadline: deadline, cancellation: cancellation)
            defer { close(fd) }
            let request = "GET \(url.target) HTTP/1.1\r\nHost: \(url.hostHeader)\r\nUser-Agent: agent-skill\r\n"
                + "Accept: application/json\r\nConnection: close\r\n\r\n"
            try send(Array(request.utf8), on: fd, deadline: deadline, cancellation: cancellation)
            return .success(try receive(on: fd, deadline: deadline, limit: limit, cancellation: cancellation))
        } catch {
            return .failure(error)
        }
    }

    /// A connected non-blocking socket to the first address of the host that answers.
    private static func connect(_ url: HTTPURL, deadline: Deadline,
                                cancellation: BlockingCall.Cancellation) throws(HTTPError) -> Int32 {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(url.host, String(url.port), &hints, &list)
        guard status == 0, let first = list else {
            let reason = status == EAI_SYSTEM ? errnoText() : String(cString: gai_strerror(status)).lowercased()
            throw .network("cannot resolve host '\(url.host)': \(reason)")
        }
        defer { freeaddrinfo(list) }
        var lastProblem = "no address"
        var next: UnsafeMutablePointer<addrinfo>? = first
        while let info = next {
            next = info.pointee.ai_next
            let fd = socket(info.pointee.ai_family,
                            Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue),
                            info.pointee.ai_protocol)
            guard fd >= 0 else {
                lastProblem = errnoText()
                continue
            }
            if Glibc.connect(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 { return fd }
            guard errno == EINPROGRESS else {
                lastProblem = errnoText()
                close(fd)
                continue
            }
            do throws(HTTPError) {
                try wait(for: fd, events: Int16(POLLOUT), deadline: deadline, cancellation: cancellation)
            } catch {
                close(fd)
                throw error
            }
            var problem: Int32 = 0
            var size = socklen_t(MemoryLayout<Int32>.size)
            if getsockopt(fd, SOL_SOCKET, SO_ERROR, &problem, &size) == 0 && problem == 0 { return fd }
            lastProblem = String(cString: strerror(problem == 0 ? errno : problem)).lowercased()
            close(fd)
        }
        throw .network("cannot connect to \(url.hostHeader): \(lastProblem)")
    }

    private static func send(_ bytes: [UInt8], on fd: Int32, deadline: Deadline,
                             cancellation: BlockingCall.Cancellation) throws(HTTPError) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { raw in
                Glibc.send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
            }
            if n > 0 {
                offset += n
            } else if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                try wait(for: fd, events: Int16(POLLOUT), deadline: deadline, cancellation: cancellation)
            } else if n < 0 && errno == EINTR {
                continue
            } else {
                throw .network("cannot send the request: \(errnoText())")
            }
        }
    }

    private static func receive(on fd: Int32, deadline: Deadline, limit: Int,
                                cancellation: BlockingCall.Cancellation) throws(HTTPError) -> HTTPResponse {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        // Headers and chunk framing come on top of the body.
        let cap = limit + HTTPResponseParser.maxHeaderBytes
        while true {
            try wait(for: fd, events: Int16(POLLIN), deadline: deadline, cancellation: cancellation)
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n > 0 {
                received.append(contentsOf: buffer[..<n])
                if let response = try HTTPResponseParser.parse(received, ended: false) { return try capped(response, limit) }
                if received.count > cap { throw tooLarge(limit) }
            } else if n == 0 {
                guard let response = try HTTPResponseParser.parse(received, ended: true) else {
                    throw .network("the connection closed before the response was complete")
                }
                return try capped(response, limit)
            } else if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                continue
            } else if errno == ECONNRESET, let response = try? HTTPResponseParser.parse(received, ended: true) {
                return try capped(response, limit)  // some servers reset right after the last byte
            } else {
                throw .network(errno == ECONNRESET ? "connection reset by peer" : "cannot read the response: \(errnoText())")
            }
        }
    }

    private static func capped(_ response: HTTPResponse, _ limit: Int) throws(HTTPError) -> HTTPResponse {
        guard response.body.count <= limit else { throw tooLarge(limit) }
        return response
    }

    static func tooLarge(_ limit: Int) -> HTTPError {
        let size = limit % (1 << 20) == 0 ? "\(limit >> 20) mib" : "\(limit) bytes"
        return .malformedResponse("response larger than \(size)")
    }

    /// Returns once `fd` is ready for `events` (or has an error to report on the next call).
    private static func wait(for fd: Int32, events: Int16, deadline: Deadline,
                             cancellation: BlockingCall.Cancellation) throws(HTTPError) {
        var entry = pollfd(fd: fd, events: events, revents: 0)
        while true {
            if cancellation.isCancelled { throw .cancelled }
            let remaining = deadline.remainingMilliseconds
            guard remaining > 0 else { throw .timedOut }
            let ready = poll(&entry, 1, Int32(min(remaining, pollSliceMilliseconds)))
            if ready > 0 { return }
            if ready < 0 && errno != EINTR { throw .network("poll failed: \(errnoText())") }
        }
    }

    private static func errnoText() -> String {
        String(cString: strerror(errno)).lowercased()
    }
}
