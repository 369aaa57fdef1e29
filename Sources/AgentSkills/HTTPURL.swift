/// An `http://` or `https://` URL, checked before curl is given it and taken
/// apart for its host and port. What a fetchable URL is, decided here only:
/// `--weather-endpoint` is checked with it at start.
public struct HTTPURL: Sendable, Equatable {
    public var isSecure: Bool
    /// The host as written, without the brackets of an IPv6 literal.
    public var host: String
    public var port: Int

    /// The host as the `Host` header names it: with the port when it is not the scheme's own.
    var hostHeader: String {
        let host = self.host.contains(":") ? "[\(self.host)]" : self.host
        return port == (isSecure ? 443 : 80) ? host : "\(host):\(port)"
    }

    public init(_ text: String) throws(HTTPError) {
        let rest: Substring
        if text.hasPrefix("http://") {
            isSecure = false
            rest = text.dropFirst(7)
        } else if text.hasPrefix("https://") {
            isSecure = true
            rest = text.dropFirst(8)
        } else {
            throw .invalidURL("only http:// and https:// urls are supported, got '\(text)'")
        }
        guard !text.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value >= 0x7F }) else {
            throw .invalidURL("url '\(text)' holds spaces or characters that are not percent-encoded")
        }
        let authorityEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? rest.endIndex
        var authority = rest[..<authorityEnd]
        if authority.contains("@") { throw .invalidURL("user names in urls are not supported: '\(text)'") }
        var portText: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { throw .invalidURL("bad ipv6 address in '\(text)'") }
            host = String(authority[authority.index(after: authority.startIndex)..<close])
            let after = authority[authority.index(after: close)...]
            if after.hasPrefix(":") { portText = after.dropFirst() } else if !after.isEmpty {
                throw .invalidURL("bad host in '\(text)'")
            }
        } else {
            if let colon = authority.lastIndex(of: ":") {
                portText = authority[authority.index(after: colon)...]
                authority = authority[..<colon]
            }
            host = String(authority)
        }
        guard !host.isEmpty else { throw .invalidURL("no host in '\(text)'") }
        if let portText {
            guard let port = Int(portText), (1...65_535).contains(port) else {
                throw .invalidURL("bad port in '\(text)'")
            }
            self.port = port
        } else {
            port = isSecure ? 443 : 80
        }
    }
}
