/// Word segmentation of folded sentences. (Until the dictionary is in: one word per ideograph,
/// a run of ASCII letters or digits one word.)
public enum Lexicon {
    public static func segment(_ text: [UInt32]) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var i = 0
        while i < text.count {
            let start = i
            if isAlphanumeric(text[i]) {
                while i < text.count, isAlphanumeric(text[i]) { i += 1 }
            } else {
                i += 1
            }
            words.append(start..<i)
        }
        return words
    }

    private static func isAlphanumeric(_ v: UInt32) -> Bool { (v >= 0x61 && v <= 0x7A) || (v >= 0x30 && v <= 0x39) }
}
