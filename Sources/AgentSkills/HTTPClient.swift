/// An HTTP response: the status code and the body, without any chunked framing.
public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    public var body: [UInt8]

    public init(status: Int, body: [UInt8]) {
        self.status = status
        self.body = body
    }
}

/// Fetches URLs with GET. `live` asks the system's curl, for `http://` and
/// `https://` alike (see `CurlTransport`); a test can pass its own `get`.
public struct HTTPClient: Sendable {
    /// Most bytes of body taken; a larger response fails as malformed.
    public static let maxBodyBytes = 1 << 20

    public var get: @Sendable (_ url: String, _ deadline: Deadline) async throws(HTTPError) -> HTTPResponse

    public init(get: @escaping @Sendable (_ url: String, _ deadline: Deadline) async throws(HTTPError) -> HTTPResponse) {
        self.get = get
    }

    public static let live = HTTPClient { url, deadline throws(HTTPError) in
        try await CurlTransport.get(url, deadline: deadline, limit: maxBodyBytes)
    }
}
