/// The bytes of base64 text (RFC 4648, with or without padding; other characters are skipped):
/// how generated data too binary for a string literal is written into the source.
///
/// Decoded at every start (the shipped model is 600 KB), so the common case, four letters of
/// the alphabet in a row, is read a group at a time through a table; a line break or padding
/// sends one letter at a time through the same table.
enum Base64 {
    static func decode(_ text: StaticString) -> [UInt8] {
        text.withUTF8Buffer { decode($0) }
    }

    /// Each byte's value in the alphabet, or `skipped` for a byte that is not in it.
    private static let values: [UInt8] = (0...255).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return UInt8(byte) - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return UInt8(byte) - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt8(byte) - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"): return 62
        case UInt8(ascii: "/"): return 63
        default: return skipped
        }
    }
    private static let skipped: UInt8 = 0xFF

    static func decode(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        guard let input = text.baseAddress else { return [] }
        let end = text.count
        return values.withUnsafeBufferPointer { values in
            [UInt8](unsafeUninitializedCapacity: end / 4 * 3 + 3) { out, written in
                var i = 0, o = 0
                var buffer: UInt32 = 0
                var bits = 0
                while i < end {
                    if bits == 0, i &+ 4 <= end {
                        let a = values[Int(input[i])], b = values[Int(input[i &+ 1])]
                        let c = values[Int(input[i &+ 2])], d = values[Int(input[i &+ 3])]
                        if (a | b | c | d) & 0xC0 == 0 {
                            let group = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6 | UInt32(d)
                            out[o] = UInt8(truncatingIfNeeded: group >> 16)
                            out[o &+ 1] = UInt8(truncatingIfNeeded: group >> 8)
                            out[o &+ 2] = UInt8(truncatingIfNeeded: group)
                            i &+= 4
                            o &+= 3
                            continue
                        }
                    }
                    let value = values[Int(input[i])]
                    i &+= 1
                    if value == skipped { continue }
                    buffer = buffer << 6 | UInt32(value)
                    bits += 6
                    if bits >= 8 {
                        bits -= 8
                        out[o] = UInt8(truncatingIfNeeded: buffer >> UInt32(bits))
                        o &+= 1
                    }
                    if bits == 0 { buffer = 0 }
                }
                written = o
            }
        }
    }
}
