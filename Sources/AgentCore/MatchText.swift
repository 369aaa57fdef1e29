import AgentProtocol

/// The form text and keywords are compared in: lowercased, width-normalised and with
/// traditional Chinese characters simplified (鬧鐘 matches 闹钟), one scalar for one scalar,
/// so an offset in it is an offset in the original.
public enum MatchText {
    /// `text` folded, one value per Unicode scalar.
    public static func scalars(of text: String) -> [UInt32] {
        var out: [UInt32] = []
        out.reserveCapacity(text.utf8.count)
        let traditional = TraditionalChinese.folder
        for scalar in text.unicodeScalars { out.append(fold(scalar, traditional)) }
        return out
    }

    /// `text` folded as scalars, for the readers of AgentLanguage, which compare it with literals.
    public static func unicodeScalars(of text: String) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(text.utf8.count)  // never fewer bytes than scalars: one allocation
        let traditional = TraditionalChinese.folder
        for scalar in text.unicodeScalars { out.append(Unicode.Scalar(fold(scalar, traditional)) ?? scalar) }
        return out
    }

    /// The scalars of `text` in `range` (offsets as in the folded text), as written: the range's
    /// ends found by counting the scalars' first bytes in one pass over the UTF-8 (walking the
    /// scalars decoded each), the bytes between copied as one slice.
    public static func substring(of text: String, scalars range: Range<Int>) -> String {
        let first = max(0, range.lowerBound)
        guard first < range.upperBound else { return "" }
        var text = text  // a native string is read in place: no copy
        return text.withUTF8 { bytes in
            var scalar = 0, start = bytes.count, end = bytes.count
            for (offset, byte) in bytes.enumerated() where byte & 0xC0 != 0x80 {  // a scalar's first byte
                if scalar == first { start = offset }
                if scalar == range.upperBound {
                    end = offset
                    break
                }
                scalar += 1
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }

    /// One scalar folded: ASCII lowercased, full-width ASCII to ASCII, the ideographic space to a
    /// space, a traditional character to its simplified form.
    public static func fold(_ scalar: Unicode.Scalar, _ traditional: TraditionalChinese.Folder = TraditionalChinese.folder) -> UInt32 {
        let v = scalar.value
        if v < 0x80 {
            return (v >= 0x41 && v <= 0x5A) ? v + 0x20 : v
        }
        if v >= 0xFF01 && v <= 0xFF5E {  // full-width ASCII
            return fold(Unicode.Scalar(v - 0xFEE0)!, traditional)
        }
        if v == 0x3000 { return 0x20 }  // ideographic space
        // CJK, kana and Hangul have no case: skip the Unicode property lookup for the text we see most.
        if (v >= 0x2E80 && v < 0xA640) || (v >= 0xAC00 && v < 0xD7B0) { return traditional.simplified(v) }
        if v > 0xFFFF { return traditional.simplified(v) }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        if lower.count == 1, let only = lower.first { return only.value }
        return v
    }
}
