/// Rule a quantity of the world: a verb that asks to calculate (calculation-cues), in a sentence
/// that says no number, followed in its clause by a word that is neither filler nor a thing sums
/// are made of (calculation-objects) nor a word that asks for a result (一共, 多少钱, "how much":
/// calculation-padding, calculation-questions), asks for a quantity only the world knows: "calculate how
/// much i earn from my job", "add up the calories in tacos", 帮我算算房贷. The calculator, which
/// would ask for an expression, is shielded. A verb that names a sum, or nothing, stays the
/// calculator's, and it asks for the numbers: "calculate something for me", 帮我算道题,
/// 来，帮我算个乘法, 我有个数想让你帮我算算, 帮我算算一共多少钱.
public enum WorldQuantityShield {
    public static func spans(in sentence: Sentence) -> [Range<Int>] {
        guard let cue = cue(in: sentence), sentence.numbers.isEmpty else { return [] }
        let text = sentence.folded
        let end = Clause.end(from: cue.upperBound, in: text)
        guard cue.upperBound < end else { return [] }
        var named = FillerWords.spans(in: sentence)
        named += objects(in: sentence, within: cue.upperBound..<end)
        let content = sentence.words.contains { word in
            word.lowerBound >= cue.upperBound && word.upperBound <= end
                && text[word].contains { Lexicon.isChinese($0) || ($0 >= 0x61 && $0 <= 0x7A) }
                && !named.contains { $0.lowerBound <= word.lowerBound && word.upperBound <= $0.upperBound }
        }
        return content ? [cue] : []
    }

    /// The first cue: a Chinese one on word boundaries, an English one as whole words.
    private static func cue(in sentence: Sentence) -> Range<Int>? {
        let text = sentence.folded, boundaries = sentence.boundaries
        for word in sentence.words where chineseCues.mayStart(text[word.lowerBound]) {
            var found: Range<Int>?
            _ = chineseCues.firstIndex(in: text, at: word.lowerBound) { _, length in
                guard boundaries.isBoundary(word.lowerBound + length) else { return false }
                found = word.lowerBound..<(word.lowerBound + length)
                return true
            }
            if let found { return found }
        }
        let english = sentence.english
        guard english.count > 0 else { return nil }
        return englishCues.lazy.compactMap { english.find($0) }.first
    }

    /// The stretches of `range` that name a sum or what one is made of, or say a result is
    /// wanted (一共, 多少钱, "how much": calculation-padding, calculation-questions).
    private static func objects(in sentence: Sentence, within range: Range<Int>) -> [Range<Int>] {
        let text = sentence.folded
        var spans: [Range<Int>] = []
        for word in sentence.words where range.contains(word.lowerBound) && chineseSumWords.mayStart(text[word.lowerBound]) {
            chineseSumWords.forEachMatch(in: text, at: word.lowerBound) { _, length in
                spans.append(word.lowerBound..<(word.lowerBound + length))
            }
        }
        let english = sentence.english
        for k in 0..<english.count where range.contains(english.span(k).lowerBound) {
            for phrase in englishSumWords where english.hasPhrase(phrase, at: k) {
                spans.append(english.span(k).lowerBound..<english.span(k + phrase.count - 1).upperBound)
            }
        }
        return spans
    }

    private static let chineseCues = PhraseList(WordLists.calculationCues.filter(WordLists.holdsIdeograph))
    private static let englishCues = WordLists.calculationCues.filter { !WordLists.holdsIdeograph($0) }.map(EnglishPhrase.init)
    private static let sumWords = WordLists.calculationObjects + WordLists.calculationPadding + WordLists.calculationQuestions
    private static let chineseSumWords = PhraseList(sumWords.filter(WordLists.holdsIdeograph))
    private static let englishSumWords = sumWords.filter { !WordLists.holdsIdeograph($0) }.map(EnglishPhrase.init)
}
