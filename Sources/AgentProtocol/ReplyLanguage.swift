/// The language a reply is given in: Chinese unless the sentence has no CJK character.
public enum ReplyLanguage: String, Sendable {
    case chinese = "zh"
    case english = "en"

    public init(detectingIn text: String) {
        self = text.unicodeScalars.contains(where: ReplyLanguage.isCJK) ? .chinese : .english
    }

    private static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x303F,  // CJK symbols and punctuation
            0x3040...0x30FF,  // kana
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F,  // ideographs
            0xFF00...0xFFEF:  // full-width forms: "９×９＝？" is Chinese input
            return true
        default:
            return false
        }
    }
}
