/// An HTTP response: the status code and the body, decoded from any chunked framing.
public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    public var body: [UInt8]

    public init(status: Int, body: [UInt8]) {
        self.status = status
        self.body = body
    }
}

/// Fetches URLs with GET. `live` speaks HTTP/1.1 over a socket for `http://`
/// and hands `https://` to curl; a test can pass its own `get`.
public struct HTTPClient: Sendable {
    /// Most bytes of body taken; a larger response fails as malformed.
    public static let maxBodyBytes = 1 << 20

    public var get: @Sendable (_ url: String, _ deadline: Deadline) async throws(HTTPError) -> HTTPResponse

    public init(get: @escaping @Sendable (_ url: String, _ deadline: Deadline) async throws(HTTPError) -> HTTPResponse) {
        self.get = get
    }

    public static let live = HTTPClient { url, deadline throws(HTTPError) in
        let parsed = try HTTPURL(url)
        if parsed.isSecure { return try await CurlTransport.get(url, deadline: deadline, limit: maxBodyBytes) }
        let result = await BlockingCall.run(deadline: deadline, onTimeout: .failure(.timedOut), onCancel: .failure(.cancelled)) {
            SocketTransport.get(parsed, deadline: deadline, limit: maxBodyBytes, cancellation: $0)
        }
        return try result.get()
    }
}
