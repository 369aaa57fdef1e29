/// Rule a saying: a saying or compound that holds a skill's word without meaning it (sayings: "can
/// we take a rain check on lunch", "could you stop talking for a second", 今天热搜第一是什么) is
/// shielded from the skills that answer requests only. Most sayings stand in statements, which ask
/// nothing anyway; these are the ones said in a question or a request. A saying is a line of data:
/// adding one needs no code.
public enum SayingShield {
    public static func spans(in sentence: Sentence) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        let text = sentence.folded
        for i in text.indices where chinese.mayStart(text[i]) {
            chinese.forEachMatch(in: text, at: i) { _, length in spans.append(i..<(i + length)) }
        }
        let words = sentence.english
        guard words.count > 0 else { return spans }
        for k in 0..<words.count {
            for saying in english where words.hasPhrase(saying, at: k) {
                spans.append(words.span(k).lowerBound..<words.span(k + saying.count - 1).upperBound)
            }
        }
        return spans
    }

    private static let chinese = PhraseList(WordLists.sayings.filter(WordLists.holdsIdeograph))
    private static let english = WordLists.sayings.filter { !WordLists.holdsIdeograph($0) }.map(EnglishPhrase.init)
}
