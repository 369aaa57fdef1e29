/// Rule quoted: from a mark that opens a title or a quotation to the mark that closes it
/// (《》〈〉「」『』“”‘’ and a pair of ASCII double quotes; Asking/words/quotation-marks; ASCII single
/// quotes around words, `singleQuoted`), the words
/// are a title's or someone's, not a request: 刘德华的《冰雨》, "Purple Rain" is my favorite song.
/// An opening mark never closed shields nothing.
enum QuotationShield {
    static func spans(in sentence: Sentence) -> [Range<Int>] {
        let text = sentence.folded
        var spans: [Range<Int>] = []
        var i = 0
        while i < text.count {
            if openers.contains(text[i]), let close = closing(text[i]), let end = text[(i + 1)...].firstIndex(of: close) {
                spans.append(i..<(end + 1))
                i = end + 1
                continue
            }
            if let end = singleQuoted(text, from: i) {
                spans.append(i..<(end + 1))
                i = end + 1
                continue
            }
            i += 1
        }
        return spans
    }

    /// she said 'remind me to never eat sushi again': an ASCII single quote opening a word (after a
    /// space or the start) and one closing a word or a number ('wake me at 6'; before a space, a
    /// mark or the end); the apostrophes inside words (don't, the kids' toys after no opening
    /// quote) are neither. Where the closing one is, if the quote at `i` opens a quotation.
    private static func singleQuoted(_ text: [UInt32], from i: Int) -> Int? {
        let quote: UInt32 = 0x27
        guard text[i] == quote, i == 0 || text[i - 1] == 0x20, i + 1 < text.count, EnglishWords.isLetter(text[i + 1]) else { return nil }
        // Two letters at least: rock 'n' roll quotes nothing.
        var j = i + 3
        while j < text.count {
            if text[j] == quote, EnglishWords.isLetter(text[j - 1]) || (0x30...0x39).contains(text[j - 1])
                || text[j - 1] == 0x3F || text[j - 1] == 0x21 || text[j - 1] == 0x2E,
               j + 1 == text.count || !EnglishWords.isLetter(text[j + 1]) {
                return j
            }
            j += 1
        }
        return nil
    }

    /// The opening marks, asked of every character of every sentence with a keyword.
    private static let openers = SmallScalarSet(pairs.map(\.open))

    private static let pairs: [(open: UInt32, close: UInt32)] = WordLists.quotationMarks.compactMap { pair in
        let marks = pair.unicodeScalars.map(\.value)
        return marks.count == 2 ? (marks[0], marks[1]) : nil
    }

    private static func closing(_ open: UInt32) -> UInt32? {
        pairs.first { $0.open == open }?.close
    }
}
