/// Rule a duration added: a word that adds (duration-additions: 加, 延长, "add", "extend", "more")
/// before or right around the sentence's duration, in its clause, says the duration lengthens the
/// one running (加两分钟, 再加五分钟, "add 2 more minutes", "extend it by 5 minutes"), not that it is
/// the new length. The timer it follows up reads the sum.
public enum DurationAddition {
    public static func adds(_ sentence: Sentence) -> Bool {
        guard let duration = sentence.durations.first else { return false }
        let text = sentence.folded
        let clause = Clause.around(duration.start..<duration.end, in: text)
        for i in clause where chinese.mayStart(text[i]) {
            if chinese.firstIndex(in: text, at: i) != nil { return true }
        }
        let english = sentence.english
        return (0..<english.count).contains { k in clause.contains(english.span(k).lowerBound) && english.isWord(k, of: englishWords) }
    }

    private static let chinese = PhraseList(WordLists.durationAdditions.filter { !WordLists.isEnglish($0) })
    private static let englishWords = EnglishWordSet(WordLists.durationAdditions.filter(WordLists.isEnglish))
}
