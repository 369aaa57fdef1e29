/// Fetches a URL with the system's curl, for `https://` (TLS is not ours to
/// write): `/usr/bin/env curl -q -sS --max-time SECONDS -w '\n%{http_code}' URL`,
/// run without a shell. The status code comes after the body's last newline.
enum CurlTransport {
    static func get(_ url: String, deadline: Deadline, limit: Int) async throws(HTTPError) -> HTTPResponse {
        let remaining = deadline.remainingMilliseconds
        guard remaining > 0 else { throw .timedOut }
        let seconds = "\(remaining / 1000).\(String(remaining % 1000 + 1000).dropFirst())"
        let arguments = ["/usr/bin/env", "curl", "-q", "-sS", "--max-time", seconds, "-w", "\n%{http_code}", url]
        // curl gets a little longer than its own --max-time, so that it reports the timeout itself.
        let runner = ProcessRunner(outputLimit: limit + 16)
        let output: ProcessRunner.Output
        do {
            output = try await runner.run(arguments, deadline: Deadline(deadline.instant + .milliseconds(500)))
        } catch {
            switch error {
            case .timedOut: throw .timedOut
            case .cancelled: throw .cancelled
            case .outputTooLarge: throw SocketTransport.tooLarge(limit)
            case let .spawnFailed(reason): throw .network(reason)
            }
        }
        return try response(from: output, limit: limit)
    }

    /// The response in curl's output, or the error its exit status stands for.
    static func response(from output: ProcessRunner.Output, limit: Int) throws(HTTPError) -> HTTPResponse {
        guard case let .exited(code) = output.termination else { throw .network("curl was killed") }
        guard code == 0 else { throw failure(exitCode: code, stderr: output.stderr) }
        let bytes = output.stdout
        let newline = bytes.lastIndex(of: UInt8(ascii: "\n")) ?? -1
        guard newline >= 0, let status = Int(String(decoding: bytes[(newline + 1)...], as: UTF8.self)),
            (100...599).contains(status)
        else { throw .malformedResponse("the answer is not http") }
        let body = Array(bytes[..<newline])
        guard body.count <= limit else { throw SocketTransport.tooLarge(limit) }
        return HTTPResponse(status: status, body: body)
    }

    /// curl's exit codes (see `man curl`, EXIT CODES) as errors.
    static func failure(exitCode: Int32, stderr: [UInt8]) -> HTTPError {
        switch exitCode {
        case 5, 6: return .network("cannot resolve host")
        case 7: return .network("cannot connect")
        case 28: return .timedOut
        case 18: return .network("the connection closed in the middle of the body")
        case 35, 60: return .network("tls handshake failed")
        case 52: return .network("the connection closed without an answer")
        case 55, 56: return .network("connection reset by peer")
        case 3: return .invalidURL("curl cannot read the url")
        case 127: return .network("curl is not installed")
        default:
            let said = String(decoding: stderr, as: UTF8.self).split(separator: "\n").first.map { ": \($0)" } ?? ""
            return .network("curl failed with exit code \(exitCode)\(said)")
        }
    }
}
