/// Rule: a character that ends a word with the character before it starts no time word. 之后天气
/// names no 后天 (之后 holds its 后), 提前天 no 前天, 路上周三 and 早上周五 no last week, 等一下周三
/// no next week.
enum BoundCharacterRule {
    /// Whether the character at `i` ends, with the one before it, a word of the bound lists
    /// (`Day/words/words-ending-in-*.txt`).
    static func isBound(_ text: Sentence, at i: Int) -> Bool {
        guard i > 0, i < text.count else { return false }
        let last = text.folded[i]
        for (ending, firsts) in endings where ending == last {
            return firsts.contains(text.folded[i - 1])
        }
        return false
    }

    /// Each bound list as its last character and the characters before it.
    private static let endings: [(UInt32, SmallScalarSet)] = [
        WordLists.wordsEndingInHou, WordLists.wordsEndingInQian, WordLists.wordsEndingInShang, WordLists.wordsEndingInXia,
    ].compactMap { words in
        let pairs = words.map { $0.unicodeScalars.map(\.value) }.filter { $0.count == 2 }
        guard let last = pairs.first?[1] else { return nil }
        return (last, SmallScalarSet(pairs.map { $0[0] }))
    }
}
