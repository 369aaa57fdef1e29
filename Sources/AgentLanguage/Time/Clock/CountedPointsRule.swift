/// Rule: a bare N点 before a noun counted in points (我有两点建议, 三点水) counts them; it is no hour.
enum CountedPointsRule {
    /// Whether a counted noun starts at `end`, right after the 点.
    static func countsPoints(_ text: Sentence, at end: Int) -> Bool {
        nouns.first(in: text.folded, at: end) != nil
    }

    private static let nouns = PhraseList(WordLists.countedNouns)
}
