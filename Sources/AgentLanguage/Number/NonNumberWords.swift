extension NumberReader {
    /// Rule: words that only look like numbers are none: 一 in 一下, 一些, 一点儿, 一会儿, 一起,
    /// 一样 counts nothing (`WordLists.nonNumberWords`). 几 is no numeral at all.
    enum NonNumberWords {
        /// Whether such a word starts at `start`.
        static func start(_ text: [Unicode.Scalar], at start: Int) -> Bool {
            guard firsts.contains(text[start].value) else { return false }
            return words.contains { TextScan.hasPrefix(text, $0, at: start) }
        }

        private static let words: [[Unicode.Scalar]] = WordLists.nonNumberWords.map { Array($0.unicodeScalars) }
        private static let firsts = SmallScalarSet(words.compactMap { $0.first?.value })
    }
}
