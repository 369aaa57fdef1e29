/// Rule quoted: from a mark that opens a title or a quotation to the mark that closes it
/// (《》〈〉「」『』“”‘’ and a pair of ASCII double quotes; Asking/words/quotation-marks), the words
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
            i += 1
        }
        return spans
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
