/// Rule a quantity of the world: a verb that asks to calculate (calculation-cues), in a sentence
/// that says no number, followed in its clause by a word that is neither filler nor a thing sums
/// are made of (calculation-objects) nor a word that asks for a result (一共, 多少钱, "how much":
/// calculation-padding, calculation-questions), asks for a quantity only the world knows: "calculate how
/// much i earn from my job", "add up my grocery bill", 帮我算算这个月的电费. The calculator, which
/// would ask for an expression, is shielded. A verb that names a sum, or nothing, stays the
/// calculator's, and it asks for the numbers: "work out a quick sum for me", 帮我算道数学题,
/// 来算个除法, 帮我算算吧, 帮我计算一下一共多少.
public enum WorldQuantityShield {
    public static func spans(in sentence: Sentence) -> [Range<Int>] {
        guard let cue = cue(in: sentence), sentence.numbers.isEmpty else { return [] }
        let text = sentence.folded
        let end = Clause.end(from: cue.upperBound, in: text)
        guard cue.upperBound < end else { return [] }
        // What the clause says besides: filler, or what a sum is or asks (一共, 多少钱, "how much").
        let named = FillerWords.spans(in: sentence) + sumWords.spans(in: sentence, startingIn: cue.upperBound..<end)
        let content = sentence.words.contains { word in
            word.lowerBound >= cue.upperBound && word.upperBound <= end
                && text[word].contains { Lexicon.isChinese($0) || ($0 >= 0x61 && $0 <= 0x7A) }
                && !named.contains { $0.lowerBound <= word.lowerBound && word.upperBound <= $0.upperBound }
        }
        return content ? [cue] : []
    }

    /// The first cue: a Chinese one on word boundaries, an English one as whole words.
    private static func cue(in sentence: Sentence) -> Range<Int>? {
        let text = sentence.folded
        // Segmenting reads the lexicon's pages: only a sentence where a cue may stand is segmented.
        if text.contains(where: chineseCues.mayStart) {
            let boundaries = sentence.boundaries
            for word in sentence.words where chineseCues.mayStart(text[word.lowerBound]) {
                var found: Range<Int>?
                _ = chineseCues.firstIndex(in: text, at: word.lowerBound) { _, length in
                    guard boundaries.isBoundary(word.lowerBound + length) else { return false }
                    found = word.lowerBound..<(word.lowerBound + length)
                    return true
                }
                if let found { return found }
            }
        }
        let english = sentence.english
        guard english.count > 0 else { return nil }
        return englishCues.lazy.compactMap { english.find($0) }.first
    }

    private static let chineseCues = PhraseList(WordLists.calculationCues.filter(WordLists.holdsIdeograph))
    private static let englishCues = WordLists.calculationCues.filter { !WordLists.holdsIdeograph($0) }.map(EnglishPhrase.init)
    private static let sumWords = MixedPhrases(WordLists.calculationObjects + WordLists.calculationPadding + WordLists.currencyWords + WordLists.calculationQuestions)
}
