/// Compact JSON serialisation into a byte buffer: keys in the order given,
/// non-ASCII text written as UTF-8 rather than `\u` escapes, integers without `.0`.
///
/// Values are written in order, straight into the buffer (no tree is built):
///
///     writer.beginObject()
///     writer.key("event"); writer.string("reply")
///     writer.key("seq"); writer.number(5)
///     writer.endObject()
///
/// Commas are put in by the writer: every value and key after the first of
/// its object or array gets one.
public struct JSONWriter {
    public private(set) var bytes: [UInt8] = []
    /// A value has just ended: the next value or key needs a comma first.
    private var afterValue = false

    public init() {}

    // MARK: Structure

    public mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
    }

    public mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        afterValue = true
    }

    public mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
    }

    public mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        afterValue = true
    }

    /// An object key that needs no escaping (the protocol's own field names).
    public mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    /// An object key from data, escaped as a string.
    public mutating func key(named name: String) {
        separate()
        appendQuoted(name)
        bytes.append(UInt8(ascii: ":"))
    }

    // MARK: Values

    public mutating func write(_ value: JSONValue) {
        switch value {
        case .null: null()
        case let .bool(b): bool(b)
        case let .number(n): number(n)
        case let .string(s): string(s)
        case let .array(elements):
            beginArray()
            for element in elements { write(element) }
            endArray()
        case let .object(fields):
            beginObject()
            for (name, field) in fields {
                key(named: name)
                write(field)
            }
            endObject()
        }
    }

    public mutating func string(_ s: String) {
        separate()
        appendQuoted(s)
        afterValue = true
    }

    /// A string, or null.
    public mutating func string(_ s: String?) {
        if let s { string(s) } else { null() }
    }

    /// Integers within ±2^53 are written without a fraction; other finite numbers
    /// in Swift's shortest round-trip form; NaN and infinities (not JSON) as null.
    public mutating func number(_ n: Double) {
        guard n.isFinite else { return null() }
        separate()
        if n == n.rounded(.towardZero), abs(n) <= 9_007_199_254_740_992 {
            appendInteger(Int64(n))
        } else {
            bytes.append(contentsOf: n.description.utf8)
        }
        afterValue = true
    }

    public mutating func number(_ n: Int) {
        separate()
        appendInteger(Int64(n))
        afterValue = true
    }

    public mutating func bool(_ b: Bool) {
        separate()
        append(b ? "true" : "false")
        afterValue = true
    }

    public mutating func null() {
        separate()
        append("null")
        afterValue = true
    }

    // MARK: Raw bytes

    public mutating func append(_ raw: StaticString) {
        raw.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Bytes written as they are, not as JSON.
    public mutating func appendRaw(_ raw: some Sequence<UInt8>) {
        bytes.append(contentsOf: raw)
    }

    /// Ends a line: what follows is a new top-level value.
    public mutating func appendNewline() {
        bytes.append(0x0A)
        afterValue = false
    }

    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        afterValue = false
    }

    /// One value as a `String`, for messages and tests.
    public static func string(_ value: JSONValue) -> String {
        var writer = JSONWriter()
        writer.write(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    // MARK: Helpers

    private mutating func separate() {
        if afterValue {
            bytes.append(UInt8(ascii: ","))
            afterValue = false
        }
    }

    private mutating func appendInteger(_ value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        if magnitude < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude))
            return
        }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for 2^63's 19 digits
        withUnsafeMutableBytes(of: &digits) { buffer in
            var at = buffer.count
            while magnitude > 0 {
                at -= 1
                buffer[at] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[at...]))
        }
    }

    /// `s` in quotes, escaped; runs without anything to escape are copied whole.
    private mutating func appendQuoted(_ s: String) {
        bytes.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { utf8 in
            var runStart = 0
            var i = 0
            while i < utf8.count {
                let byte = utf8[i]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else {
                    i += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i]))
                switch byte {
                case 0x22: append("\\\"")
                case 0x5C: append("\\\\")
                case 0x0A: append("\\n")
                case 0x0D: append("\\r")
                case 0x09: append("\\t")
                default:
                    append("\\u00")
                    bytes.append(Self.hexDigits[Int(byte >> 4)])
                    bytes.append(Self.hexDigits[Int(byte & 0xF)])
                }
                i += 1
                runStart = i
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
