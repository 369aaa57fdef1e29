/// Small character tests shared by the extractors.
enum TextScan {
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\u{3000}"
    }

    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value | 0x20
        return v >= 0x61 && v <= 0x7A
    }

    static func isEndPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        "。，！？、；：.,!?;:~～…".unicodeScalars.contains(scalar)
    }

    /// ASCII letters lowercased, full-width ASCII folded; everything else as is.
    static func fold(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.map { scalar in
            var v = scalar.value
            if v >= 0xFF01 && v <= 0xFF5E { v -= 0xFEE0 }
            if v >= 0x41 && v <= 0x5A { v += 0x20 }
            return Unicode.Scalar(v) ?? scalar
        }
    }

    /// Whether `word` (already folded) starts at `i` in `text`.
    static func hasPrefix(_ text: [Unicode.Scalar], _ word: [Unicode.Scalar], at i: Int) -> Bool {
        guard i + word.count <= text.count else { return false }
        for k in 0..<word.count where text[i + k] != word[k] { return false }
        return true
    }
}
