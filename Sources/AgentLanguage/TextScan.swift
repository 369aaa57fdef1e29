import AgentCore
import AgentProtocol

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

    /// ASCII letters lowercased, full-width ASCII folded, traditional Chinese characters
    /// simplified (後天 reads as 后天); everything else as is. One scalar for one scalar, so
    /// offsets in the result are offsets in `text`.
    static func fold(_ text: String) -> [Unicode.Scalar] {
        var folded: [Unicode.Scalar] = []
        folded.reserveCapacity(text.utf8.count)  // never fewer bytes than scalars: one allocation
        let traditional = TraditionalChinese.folder
        for scalar in text.unicodeScalars {
            var v = scalar.value
            if v >= 0x3400 {
                if v >= 0xFF01 && v <= 0xFF5E {
                    v -= 0xFEE0
                } else {
                    v = traditional.simplified(v)
                }
            }
            if v >= 0x41 && v <= 0x5A { v += 0x20 }
            folded.append(Unicode.Scalar(v) ?? scalar)
        }
        return folded
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
