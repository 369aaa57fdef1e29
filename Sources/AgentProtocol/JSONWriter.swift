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
///
/// The buffer is raw memory the writer owns (it cannot be copied): every event
/// the tool writes goes through here, and an Array's checks on each appended
/// byte cost more than the JSON itself.
public struct JSONWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    /// A value has just ended: the next value or key needs a comma first.
    private var afterValue = false

    public init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// What has been written.
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    public var isEmpty: Bool { count == 0 }

    /// How many bytes have been written.
    public var byteCount: Int { count }

    // MARK: Structure

    public mutating func beginObject() {
        separate()
        put(UInt8(ascii: "{"))
    }

    public mutating func endObject() {
        put(UInt8(ascii: "}"))
        afterValue = true
    }

    public mutating func beginArray() {
        separate()
        put(UInt8(ascii: "["))
    }

    public mutating func endArray() {
        put(UInt8(ascii: "]"))
        afterValue = true
    }

    /// An object key that needs no escaping (the protocol's own field names).
    public mutating func key(_ name: StaticString) {
        let length = name.utf8CodeUnitCount
        reserve(length + 4)
        if afterValue {
            base[count] = UInt8(ascii: ",")
            count += 1
            afterValue = false
        }
        base[count] = UInt8(ascii: "\"")
        (base + count + 1).update(from: name.utf8Start, count: length)
        base[count + 1 + length] = UInt8(ascii: "\"")
        base[count + 2 + length] = UInt8(ascii: ":")
        count += length + 3
    }

    /// An object key from data, escaped as a string.
    public mutating func key(named name: String) {
        separate()
        appendQuoted(name)
        put(UInt8(ascii: ":"))
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
            appendRaw(n.description.utf8)
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
        append(UnsafeBufferPointer(start: raw.utf8Start, count: raw.utf8CodeUnitCount))
    }

    /// Bytes written as they are, not as JSON.
    public mutating func appendRaw(_ raw: some Sequence<UInt8>) {
        for byte in raw { put(byte) }
    }

    /// Ends a line: what follows is a new top-level value.
    public mutating func appendNewline() {
        put(0x0A)
        afterValue = false
    }

    public mutating func removeAll() {
        count = 0
        afterValue = false
    }

    /// One value as a `String`, for messages and tests.
    public static func string(_ value: JSONValue) -> String {
        var writer = JSONWriter()
        writer.write(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    // MARK: Helpers

    @inline(__always)
    private mutating func separate() {
        if afterValue {
            put(UInt8(ascii: ","))
            afterValue = false
        }
    }

    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toFit: extra) }
    }

    @inline(never)
    private mutating func grow(toFit extra: Int) {
        var grown = capacity * 2
        while grown < count + extra { grown *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.update(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = grown
    }

    @inline(__always)
    private mutating func put(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    private mutating func append(_ run: UnsafeBufferPointer<UInt8>) {
        guard let start = run.baseAddress, run.count > 0 else { return }
        reserve(run.count)
        (base + count).update(from: start, count: run.count)
        count += run.count
    }

    private mutating func appendInteger(_ value: Int64) {
        if value < 0 { put(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        if magnitude < 10 {
            put(UInt8(ascii: "0") + UInt8(magnitude))
            return
        }
        var digits = 0
        var rest = magnitude
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        reserve(digits)
        var at = count + digits
        while magnitude > 0 {
            at -= 1
            base[at] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        }
        count += digits
    }

    /// `s` in quotes, escaped; runs without anything to escape are copied whole.
    private mutating func appendQuoted(_ s: String) {
        put(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { utf8 in
            var runStart = 0
            var i = 0
            // Eight bytes at a time while none of them needs escaping (most text).
            if let start = utf8.baseAddress {
                let raw = UnsafeRawPointer(start)
                while i + 8 <= utf8.count, !Self.needsEscape(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) {
                    i += 8
                }
            }
            while i < utf8.count {
                let byte = utf8[i]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else {
                    i += 1
                    continue
                }
                append(UnsafeBufferPointer(rebasing: utf8[runStart..<i]))
                switch byte {
                case 0x22: append("\\\"")
                case 0x5C: append("\\\\")
                case 0x0A: append("\\n")
                case 0x0D: append("\\r")
                case 0x09: append("\\t")
                default:
                    append("\\u00")
                    put(Self.hexDigits[Int(byte >> 4)])
                    put(Self.hexDigits[Int(byte & 0xF)])
                }
                i += 1
                runStart = i
            }
            append(UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        put(UInt8(ascii: "\""))
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// Whether any of eight bytes is a control character, `"` or `\\` (bytes of
    /// multi-byte UTF-8 are 0x80 and above, and never are).
    private static func needsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZero(_ v: UInt64) -> Bool { (v &- ones) & ~v & highs != 0 }
        let control = (word &- ones &* 0x20) & ~word & highs != 0
        return control || hasZero(word ^ (ones &* 0x22)) || hasZero(word ^ (ones &* 0x5C))
    }
}
