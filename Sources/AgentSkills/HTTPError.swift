/// Why an HTTP GET brought back no response.
public enum HTTPError: Error, Sendable, Equatable {
    /// Not a URL this client can fetch.
    case invalidURL(String)
    /// No connection, or it failed before a whole response came: name resolution,
    /// refused, reset, closed early.
    case network(String)
    /// The deadline passed first.
    case timedOut
    /// What came back is not HTTP, or is larger than the client takes.
    case malformedResponse(String)
    /// The caller's task was cancelled.
    case cancelled
}
