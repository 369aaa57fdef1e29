/// The one way `HTTPClient.live` makes a GET, for `http://` and `https://` alike:
/// the system's curl (TLS is not ours to write), run without a shell as
///
///     /usr/bin/env curl -q -sS -v -g --max-time SECONDS --max-filesize LIMIT
///         -A agent-skill -H 'Accept: application/json' [--noproxy '*'] -w '\n%{http_code}' URL
///
/// The request is the one the tool has always sent: its own user agent, asking
/// for JSON, no redirect followed, no `~/.curlrc` (`-q`), the URL as written
/// (`-g`: no globbing of `[]{}`). A plain `http://` endpoint is spoken to
/// directly, as it always was (`--noproxy '*'`): it is a loopback stand-in or a
/// local service, and curl would send even 127.0.0.1 to the environment's
/// `http_proxy`; `https://` follows the environment's proxy settings. `-v` is
/// there for one line of stderr, the reason a connection failed. The status
/// code comes after the body's last newline.
///
/// The cost is curl's start, once a request: against the loopback server a GET
/// took some 18 ms, where a socket of our own took 2 to 7 (medians of 20).
enum CurlTransport {
    /// `environment` is the child's (nil: the agent's own).
    static func get(_ url: String, deadline: Deadline, limit: Int,
                    environment: [String: String]? = nil) async throws(HTTPError) -> HTTPResponse {
        let parsed = try HTTPURL(url)  // curl would also fetch file:// and a dozen other schemes
        let remaining = deadline.remainingMilliseconds
        guard remaining > 0 else { throw .timedOut }
        let seconds = "\(remaining / 1000).\(String(remaining % 1000 + 1000).dropFirst())"
        let arguments = ["/usr/bin/env", "curl", "-q", "-sS", "-v", "-g", "--max-time", seconds, "--max-filesize", "\(limit)",
                         "-A", "agent-skill", "-H", "Accept: application/json"]
            + (parsed.isSecure ? [] : ["--noproxy", "*"])
            + ["-w", "\n%{http_code}", url]
        // curl gets a little longer than its own --max-time, so that it reports the timeout itself.
        let runner = ProcessRunner(outputLimit: limit + 16)
        let output: ProcessRunner.Output
        do {
            output = try await runner.run(arguments, environment: environment,
                                          deadline: Deadline(deadline.instant + .milliseconds(500)))
        } catch {
            switch error {
            case .timedOut: throw .timedOut
            case .cancelled: throw .cancelled
            case .outputTooLarge: throw tooLarge(limit)
            case let .spawnFailed(reason): throw .network(reason)
            }
        }
        return try response(from: output, url: parsed, limit: limit)
    }

    /// The response in curl's output, or the error its exit status stands for.
    static func response(from output: ProcessRunner.Output, url: HTTPURL, limit: Int) throws(HTTPError) -> HTTPResponse {
        guard case let .exited(code) = output.termination else { throw .network("curl was killed") }
        guard code == 0 else { throw failure(exitCode: code, stderr: output.stderr, url: url, limit: limit) }
        let bytes = output.stdout
        let newline = bytes.lastIndex(of: UInt8(ascii: "\n")) ?? -1
        guard newline >= 0, let status = Int(String(decoding: bytes[(newline + 1)...], as: UTF8.self)),
            (100...599).contains(status)
        else { throw .malformedResponse("the answer is not http") }
        let body = Array(bytes[..<newline])
        guard body.count <= limit else { throw tooLarge(limit) }
        return HTTPResponse(status: status, body: body)
    }

    /// curl's exit codes (see `man curl`, EXIT CODES) as errors; `stderr` is what `-sS -v` wrote.
    static func failure(exitCode: Int32, stderr: [UInt8], url: HTTPURL, limit: Int) -> HTTPError {
        let lines = String(decoding: stderr, as: UTF8.self).split(separator: "\n")
        // "curl: (7) Failed to connect to …", the line -S adds.
        let said = lines.last { $0.hasPrefix("curl: (") }
        switch exitCode {
        case 1, 8: return .malformedResponse("the answer is not http")  // HTTP/0.9, a bad status line, a weird reply
        case 3: return .invalidURL("curl cannot read the url")
        case 5: return .network("cannot resolve the proxy")
        case 6: return .network("cannot resolve host '\(url.host)'")
        case 7: return .network("cannot connect to \(url.hostHeader)" + (connectFailure(in: lines).map { ": \($0)" } ?? ""))
        case 18: return .network("the connection closed in the middle of the body")
        case 28: return .timedOut
        case 35, 60: return .network("tls handshake failed")
        case 52: return .network("the connection closed without an answer")
        case 55, 56:
            if said?.lowercased().contains("chunk") == true { return .malformedResponse("bad chunked encoding") }
            return .network("connection reset by peer")
        case 63: return tooLarge(limit)
        case 127: return .network("curl is not installed")
        default: return .network("curl failed with exit code \(exitCode)" + (said.map { ": \($0)" } ?? ""))
        }
    }

    /// Why the last connection attempt failed, from `-v`'s "* connect to 127.0.0.1 port 9 failed:
    /// Connection refused" (newer curls put "from … port …" before "failed"), in lower case.
    private static func connectFailure(in lines: [Substring]) -> String? {
        guard let line = lines.last(where: { $0.hasPrefix("* connect to ") }),
            let failed = line.ranges(of: " failed: ").last
        else { return nil }
        let reason = line[failed.upperBound...].filter { $0 != "\r" }.lowercased()
        return reason.isEmpty ? nil : reason
    }

    static func tooLarge(_ limit: Int) -> HTTPError {
        let size = limit % (1 << 20) == 0 ? "\(limit >> 20) mib" : "\(limit) bytes"
        return .malformedResponse("response larger than \(size)")
    }
}
