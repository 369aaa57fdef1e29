/// Reads an HTTP/1.1 response from the bytes received so far: the status line,
/// the headers, and a body framed by `Content-Length`, by `Transfer-Encoding:
/// chunked`, or by the end of the connection. Interim 1xx responses are skipped.
enum HTTPResponseParser {
    /// Header sections longer than this are refused.
    static let maxHeaderBytes = 64 * 1024

    /// The response in `bytes`, or nil while more bytes are needed. Once the
    /// connection has `ended`, a response cut short is an error.
    static func parse(_ bytes: [UInt8], ended: Bool) throws(HTTPError) -> HTTPResponse? {
        var start = 0
        while true {
            if bytes.count == start {
                if ended { throw .network("the connection closed without an answer") }
                return nil
            }
            let prefix = Array("HTTP/".utf8)
            let seen = min(prefix.count, bytes.count - start)
            guard bytes[start..<(start + seen)].elementsEqual(prefix[..<seen]) else {
                throw .malformedResponse("the answer is not http")
            }
            guard let headEnd = find([13, 10, 13, 10], in: bytes, from: start) else {
                if bytes.count - start > maxHeaderBytes { throw .malformedResponse("http headers too long") }
                if ended { throw .network("the connection closed in the middle of the headers") }
                return nil
            }
            let head = try Head(bytes[start..<headEnd])
            let bodyStart = headEnd + 4
            if (100...199).contains(head.status) && head.status != 101 {
                start = bodyStart
                continue
            }
            if head.status == 204 || head.status == 304 { return HTTPResponse(status: head.status, body: []) }
            guard let body = try body(of: head, in: bytes, from: bodyStart, ended: ended) else { return nil }
            return HTTPResponse(status: head.status, body: body)
        }
    }

    private static func body(of head: Head, in bytes: [UInt8], from start: Int, ended: Bool) throws(HTTPError) -> [UInt8]? {
        if head.isChunked { return try dechunk(bytes, from: start, ended: ended) }
        if let length = head.contentLength {
            if bytes.count - start >= length { return Array(bytes[start..<(start + length)]) }
            if ended { throw .network("the connection closed in the middle of the body") }
            return nil
        }
        return ended ? Array(bytes[start...]) : nil
    }

    /// A chunked body put back together, nil while it is incomplete.
    private static func dechunk(_ bytes: [UInt8], from start: Int, ended: Bool) throws(HTTPError) -> [UInt8]? {
        var body: [UInt8] = []
        var i = start
        while true {
            guard let lineEnd = find([13, 10], in: bytes, from: i) else {
                if ended { throw .network("the connection closed in the middle of the body") }
                return nil
            }
            let sizeText = bytes[i..<lineEnd].prefix { $0 != UInt8(ascii: ";") }
            guard let size = hexadecimal(sizeText) else { throw .malformedResponse("bad chunk size") }
            i = lineEnd + 2
            if size == 0 {
                // Trailer fields, if any, up to an empty line; a server that then closes is forgiven.
                while true {
                    guard let end = find([13, 10], in: bytes, from: i) else { return ended ? body : nil }
                    if end == i { return body }
                    i = end + 2
                }
            }
            guard bytes.count - i >= size + 2 else {
                if ended { throw .network("the connection closed in the middle of the body") }
                return nil
            }
            guard bytes[i + size] == 13, bytes[i + size + 1] == 10 else {
                throw .malformedResponse("chunk not followed by crlf")
            }
            body.append(contentsOf: bytes[i..<(i + size)])
            i += size + 2
        }
    }

    private static func hexadecimal(_ text: ArraySlice<UInt8>) -> Int? {
        let digits = text.drop { $0 == 32 || $0 == 9 }.reversed().drop { $0 == 32 || $0 == 9 }.reversed()
        guard !digits.isEmpty, digits.count <= 8 else { return nil }
        var value = 0
        for byte in digits {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value * 16 + Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value * 16 + Int(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = value * 16 + Int(byte - UInt8(ascii: "A")) + 10
            default: return nil
            }
        }
        return value
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        for i in start...(bytes.count - needle.count) where bytes[i] == needle[0] {
            if bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
        }
        return nil
    }

    /// The status line and the headers that frame the body.
    private struct Head {
        var status: Int
        var contentLength: Int?
        var isChunked = false

        init(_ bytes: ArraySlice<UInt8>) throws(HTTPError) {
            let text = String(decoding: bytes, as: UTF8.self)
            let lines = text.split(separator: "\r\n" as Character, omittingEmptySubsequences: false)
            let statusLine = lines[0].split(separator: " ", maxSplits: 2)
            guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/1."), statusLine[1].count == 3,
                let status = Int(statusLine[1]), (100...599).contains(status)
            else { throw .malformedResponse("bad http status line") }
            self.status = status
            for line in lines.dropFirst() {
                guard let colon = line.firstIndex(of: ":") else { throw .malformedResponse("bad http header line") }
                let name = line[..<colon].lowercased()
                let value = Self.trim(line[line.index(after: colon)...])
                switch name {
                case "transfer-encoding":
                    isChunked = value.lowercased().split(separator: ",").last.map(Self.trim) == "chunked"
                case "content-length":
                    guard let length = Int(value), length >= 0, contentLength == nil || contentLength == length else {
                        throw .malformedResponse("bad content-length")
                    }
                    contentLength = length
                default:
                    break
                }
            }
        }

        private static func trim(_ text: Substring) -> String {
            var scalars = text.unicodeScalars
            while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
            while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
            return String(scalars)
        }
    }
}
