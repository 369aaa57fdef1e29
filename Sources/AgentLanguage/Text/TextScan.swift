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

    /// A CJK ideograph (the unified blocks, their extensions and the compatibility block).
    static func isIdeograph(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: return true
        default: return false
        }
    }

    /// Whether `word` (already folded) starts at `i` in `text`.
    static func hasPrefix(_ text: [Unicode.Scalar], _ word: [Unicode.Scalar], at i: Int) -> Bool {
        guard i + word.count <= text.count else { return false }
        for k in 0..<word.count where text[i + k] != word[k] { return false }
        return true
    }
}
