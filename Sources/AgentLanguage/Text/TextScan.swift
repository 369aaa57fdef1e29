/// Small character tests shared by the extractors.
enum TextScan {
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\u{3000}"
    }

    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value | 0x20
        return v >= 0x61 && v <= 0x7A
    }

    /// 。，！？、；：.,!?;:~～… (a switch: it is asked of every character a clause is walked over).
    static func isEndPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3002, 0xFF0C, 0xFF01, 0xFF1F, 0x3001, 0xFF1B, 0xFF1A, 0x2E, 0x2C, 0x21, 0x3F, 0x3B, 0x3A, 0x7E, 0xFF5E, 0x2026:
            return true
        default:
            return false
        }
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

    /// Whether `phrase` stands anywhere in `text`.
    static func contains(_ text: [UInt32], _ phrase: [UInt32]) -> Bool {
        guard !phrase.isEmpty, phrase.count <= text.count else { return phrase.isEmpty }
        return (0...(text.count - phrase.count)).contains { matches(text, phrase, at: $0) }
    }

    /// Whether `phrase` stands in `text` at `i` (compared in place: no copy of the text).
    @inline(__always)
    static func matches(_ text: [UInt32], _ phrase: [UInt32], at i: Int) -> Bool {
        guard i >= 0, i + phrase.count <= text.count else { return false }
        for k in 0..<phrase.count where text[i + k] != phrase[k] { return false }
        return true
    }
}
