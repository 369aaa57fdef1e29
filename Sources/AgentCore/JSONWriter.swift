/// Compact JSON serialisation into a byte buffer: keys in the order given,
/// non-ASCII text written as UTF-8 rather than `\u` escapes, integers without `.0`.
public struct JSONWriter {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    public mutating func write(_ value: JSONValue) {
        switch value {
        case .null: append("null")
        case let .bool(b): append(b ? "true" : "false")
        case let .number(n): writeNumber(n)
        case let .string(s): writeString(s)
        case let .array(elements):
            bytes.append(UInt8(ascii: "["))
            for (i, element) in elements.enumerated() {
                if i > 0 { bytes.append(UInt8(ascii: ",")) }
                write(element)
            }
            bytes.append(UInt8(ascii: "]"))
        case let .object(fields):
            bytes.append(UInt8(ascii: "{"))
            for (i, field) in fields.enumerated() {
                if i > 0 { bytes.append(UInt8(ascii: ",")) }
                writeString(field.0)
                bytes.append(UInt8(ascii: ":"))
                write(field.1)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    public mutating func append(_ raw: StaticString) {
        raw.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Bytes written as they are, not as JSON.
    public mutating func appendRaw(_ raw: some Sequence<UInt8>) {
        bytes.append(contentsOf: raw)
    }

    public mutating func appendNewline() {
        bytes.append(0x0A)
    }

    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Integers within ±2^53 are written without a fraction; other finite numbers
    /// in Swift's shortest round-trip form; NaN and infinities (not JSON) as null.
    public mutating func writeNumber(_ n: Double) {
        guard n.isFinite else { append("null"); return }
        if n == n.rounded(.towardZero), abs(n) <= 9_007_199_254_740_992 {
            bytes.append(contentsOf: String(Int64(n)).utf8)
        } else {
            bytes.append(contentsOf: n.description.utf8)
        }
    }

    public mutating func writeString(_ s: String) {
        bytes.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { utf8 in
            var runStart = 0
            for (i, byte) in utf8.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i]))
                runStart = i + 1
                switch byte {
                case 0x22: append("\\\"")
                case 0x5C: append("\\\\")
                case 0x0A: append("\\n")
                case 0x0D: append("\\r")
                case 0x09: append("\\t")
                default:
                    append("\\u00")
                    let hex: [UInt8] = Array("0123456789abcdef".utf8)
                    bytes.append(hex[Int(byte >> 4)])
                    bytes.append(hex[Int(byte & 0xF)])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// One value as a `String`, for messages and tests.
    public static func string(_ value: JSONValue) -> String {
        var writer = JSONWriter()
        writer.write(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
