import AgentCalendar
/// Why a line could not be read as JSON.
public enum JSONParseError: Error, Equatable, Sendable {
    case invalidUTF8
    case syntax(String)
    case tooDeep(limit: Int)

    public var message: String {
        switch self {
        case .invalidUTF8: return "line is not valid utf-8"
        case let .syntax(detail): return detail
        case let .tooDeep(limit): return "json nested deeper than \(limit) levels"
        }
    }
}

/// A strict RFC 8259 parser over UTF-8 bytes.
///
/// Written by hand rather than with JSONSerialization so that it keeps key order,
/// reports where a line went wrong, refuses lone surrogates and bounds nesting depth.
public struct JSONParser {
    public static let defaultMaxDepth = Limits.jsonDepth

    private let bytes: [UInt8]
    private var index = 0
    private let maxDepth: Int

    private init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    /// Parses exactly one JSON value, allowing surrounding whitespace.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSONParseError) -> JSONValue {
        // Checked in place: the whole line is not copied into a String just to learn that it is valid.
        do {
            _ = try UTF8Span(validating: bytes.span)
        } catch {
            throw .invalidUTF8
        }
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 1)
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw .syntax("unexpected \(parser.describeCurrent()) after the json value at byte \(parser.index + 1)")
        }
        return value
    }

    public static func parse(_ text: String, maxDepth: Int = defaultMaxDepth) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8), maxDepth: maxDepth)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of input" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16)
    }

    private func unexpected() -> JSONParseError {
        if index >= bytes.count { return .syntax("unexpected end of input") }
        return .syntax("unexpected \(describeCurrent()) at byte \(index + 1)")
    }

    private mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONValue {
        guard index < bytes.count else { throw unexpected() }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw unexpected()
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let start = index
        let count = literal.utf8CodeUnitCount
        guard start + count <= bytes.count else { throw .syntax("unexpected end of input") }
        let matches = literal.withUTF8Buffer { expected in
            (0..<count).allSatisfy { bytes[start + $0] == expected[$0] }
        }
        guard matches else { throw unexpected() }
        index += count
    }

    private mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= maxDepth else { throw .tooDeep(limit: maxDepth) }
        index += 1
        var fields: [(String, JSONValue)] = []
        fields.reserveCapacity(4)  // a command has three or four fields: one allocation, not three
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(fields)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw unexpected() }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw unexpected() }
            index += 1
            skipWhitespace()
            fields.append((key, try parseValue(depth: depth + 1)))
            skipWhitespace()
            guard index < bytes.count else { throw unexpected() }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(fields) }
            throw unexpected()
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= maxDepth else { throw .tooDeep(limit: maxDepth) }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw unexpected() }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw unexpected()
        }
    }

    private mutating func parseString() throws(JSONParseError) -> String {
        index += 1  // opening quote
        let start = index
        // Most strings have no escape: one scan, one copy (the input was validated as UTF-8 up front).
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: bytes[start..<index - 1], as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            index += 1
        }
        var utf8 = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            }
            if byte < 0x20 {
                throw .syntax("control character 0x\(String(byte, radix: 16)) inside a string at byte \(index + 1)")
            }
            if byte == UInt8(ascii: "\\") {
                utf8.append(contentsOf: UTF8.encode(try parseEscape())!)
                continue
            }
            utf8.append(byte)
            index += 1
        }
        throw .syntax("unterminated string")
    }

    private mutating func parseEscape() throws(JSONParseError) -> Unicode.Scalar {
        let escapeStart = index
        index += 1
        guard index < bytes.count else { throw .syntax("unterminated string") }
        let code = bytes[index]
        index += 1
        switch code {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try parseHex4()
            if (0xD800...0xDBFF).contains(first) {
                if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                    index += 2
                    let second = try parseHex4()
                    if (0xDC00...0xDFFF).contains(second) {
                        let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                        if let scalar = Unicode.Scalar(value) { return scalar }
                    }
                }
                throw .syntax("lone surrogate \\u\(String(first, radix: 16)) at byte \(escapeStart + 1)")
            }
            if (0xDC00...0xDFFF).contains(first) {
                throw .syntax("lone surrogate \\u\(String(first, radix: 16)) at byte \(escapeStart + 1)")
            }
            if let scalar = Unicode.Scalar(first) { return scalar }
            throw .syntax("invalid \\u escape at byte \(escapeStart + 1)")
        default:
            throw .syntax("invalid escape at byte \(escapeStart + 1)")
        }
    }

    private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw .syntax("unterminated \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw .syntax("invalid \\u escape at byte \(index + 1)")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = index
        func isDigit(_ i: Int) -> Bool { i < bytes.count && bytes[i] >= 0x30 && bytes[i] <= 0x39 }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard isDigit(index) else { throw unexpected() }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if isDigit(index) { throw .syntax("leading zero in a number at byte \(start + 1)") }
        } else {
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { throw unexpected() }
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard isDigit(index) else { throw unexpected() }
            while isDigit(index) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw .syntax("number out of range at byte \(start + 1)")
        }
        return value
    }
}
