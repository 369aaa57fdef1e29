/// Phrases of both languages, found anywhere: Chinese ones in the folded text, English ones as whole
/// words (a list of cues such as 不对 / "I meant", 再来一个 / "one more").
struct MixedPhrases: Sendable {
    private let chinese: PhraseList
    private let english: [EnglishPhrase]

    init(_ phrases: [String]) {
        chinese = PhraseList(phrases.filter { !WordLists.isEnglish($0) })
        english = phrases.filter(WordLists.isEnglish).map(EnglishPhrase.init)
    }

    /// Whether a Chinese phrase stands in `folded`: what is asked before a sentence is read.
    func hasChinese(in folded: [UInt32]) -> Bool {
        chinese.firstMatch(in: folded) != nil
    }

    func find(in sentence: Sentence) -> Range<Int>? {
        if let span = chinese.firstMatch(in: sentence.folded) { return span }
        let words = sentence.english
        guard words.count > 0 else { return nil }  // most sentences of a Chinese stream: no phrase to try
        return english.lazy.compactMap { words.find($0) }.first
    }

    /// Every stretch a phrase holds that starts in `range` (the whole sentence when nil).
    func spans(in sentence: Sentence, startingIn range: Range<Int>? = nil) -> [Range<Int>] {
        let text = sentence.folded
        let range = range ?? 0..<text.count
        var spans: [Range<Int>] = []
        for i in range where chinese.mayStart(text[i]) {
            chinese.forEachMatch(in: text, at: i) { _, length in spans.append(i..<(i + length)) }
        }
        let words = sentence.english
        for k in 0..<words.count where range.contains(words.span(k).lowerBound) {
            for phrase in english where words.hasPhrase(phrase, at: k) {
                spans.append(words.span(k).lowerBound..<words.span(k + phrase.count - 1).upperBound)
            }
        }
        return spans
    }
}
