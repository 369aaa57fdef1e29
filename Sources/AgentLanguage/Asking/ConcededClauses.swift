/// Rule conceded: what a sentence grants whatever it is asks nothing (不管刮风下雨，我每天都跑五公里;
/// 下不下雨都得去接孩子; 就算三十几度也要喝热的). A concession runs from a word that opens one
/// (Asking/words: concession-openers), where a word that goes on to what holds anyway follows (都,
/// 也: concession-closers), to that word or to its clause's end; an A不A choice right before such a
/// word (下不下雨都) concedes by itself. Its question words and choices ask nothing, so the mood is read without them.
enum ConcededClauses {
    static func spans(in sentence: Sentence) -> [Range<Int>] {
        let text = sentence.folded
        var spans: [Range<Int>] = []
        var i = 0
        while i < text.count {
            // What holds anyway follows (都, 也, 照样), in its clause or a later one: 这个闹钟不管用了吗 concedes nothing.
            if let k = openers.firstIndex(in: text, at: i), goesOn(after: i + openers[k].count, in: text) {
                let end = closer(after: i + openers[k].count, in: text) ?? Clause.end(from: i, in: text)
                spans.append(i..<end)
                i = max(end, i + 1)
                continue
            }
            // 下不下雨都, 冷不冷也: a choice put right before the closer, from the clause's start.
            if i + 3 < text.count, text[i + 1] == bu, text[i] == text[i + 2], MoodWords.isIdeograph(text[i]),
               let end = closer(after: i + 3, in: text, within: 3) {
                spans.append(Clause.start(of: i, in: text)..<end)
                i = end
                continue
            }
            i += 1
        }
        return spans
    }

    /// The first closer after `start` in its clause (at most `within` characters on), where the concession ends.
    private static func closer(after start: Int, in text: [UInt32], within: Int = .max) -> Int? {
        var j = start
        while j < text.count, j - start <= within, !Clause.breaks(text, at: j) {
            if closers.firstIndex(in: text, at: j) != nil { return j }
            j += 1
        }
        return nil
    }

    /// Whether a closer stands anywhere after `start`.
    private static func goesOn(after start: Int, in text: [UInt32]) -> Bool {
        (start..<text.count).contains { closers.firstIndex(in: text, at: $0) != nil }
    }

    private static let bu: UInt32 = 0x4E0D  // 不
    private static let openers = PhraseList(WordLists.concessionOpeners)
    private static let closers = PhraseList(WordLists.concessionClosers)
}
