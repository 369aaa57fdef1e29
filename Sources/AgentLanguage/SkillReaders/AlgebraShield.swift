/// Rule algebra: a word of algebra or calculus (algebra-words: "the derivative of", "factor",
/// 求导, 因式分解), or an unknown raised to a power ("x squared", "y cubed"; algebra-variables before
/// squares, cubes, power-words), makes its whole clause no sum of numbers, whichever end the word
/// stands at: "what is the derivative of x squared plus 3", "can you factor y squared minus 9",
/// 帮我把x平方减9因式分解. The calculator, which evaluates sums, is shielded; "what is 7 squared plus
/// 5" and "factorial of 5" (another word) stay its.
public enum AlgebraShield {
    public static func spans(in sentence: Sentence) -> [Range<Int>] {
        guard let start = algebraWord(in: sentence) ?? unknownRaised(in: sentence) else { return [] }
        return [Clause.around(start..<(start + 1), in: sentence.folded)]
    }

    /// Where the first word of algebra stands: a Chinese one anywhere, an English one as a whole word.
    private static func algebraWord(in sentence: Sentence) -> Int? {
        if let chinese = chineseWords.firstMatch(in: sentence.folded) { return chinese.lowerBound }
        let english = sentence.english
        return (0..<english.count).first { english.isWord($0, of: englishWords) }.map { english.span($0).lowerBound }
    }

    /// Where an unknown raised to a power stands ("x squared", "y to the power of 3").
    private static func unknownRaised(in sentence: Sentence) -> Int? {
        let english = sentence.english
        for k in 0..<english.count where k + 1 < english.count && english.isWord(k, of: variables) {
            if english.isWord(k + 1, of: powers) || powerLeads.contains(where: { english.hasPhrase($0, at: k + 1) }) {
                return english.span(k).lowerBound
            }
        }
        return nil
    }

    private static let chineseWords = PhraseList(WordLists.algebraWords.filter(WordLists.holdsIdeograph))
    private static let englishWords = EnglishWordSet(WordLists.algebraWords.filter { !WordLists.holdsIdeograph($0) })
    private static let variables = EnglishWordSet(WordLists.algebraVariables)
    private static let powers = EnglishWordSet((WordLists.squares + WordLists.cubes).filter { !WordLists.holdsIdeograph($0) })
    private static let powerLeads = WordLists.powerWords.filter { $0.first?.isLetter == true }.map(EnglishPhrase.init)
}
