import AgentCore

/// Rule an ordinal, not a unit: an English unit that is also an ordinal (second: in both
/// second-units and english-ordinal-units) after a determiner or a possessive (ordinal-determiners)
/// orders something and spans no time: "move money to my second account", "the second one". It
/// is shielded from the skills that answer requests only, so that the timer does not take it for
/// its unit and ask how long. "a second", "one second", "30 seconds" stay spans.
public enum OrdinalUnitShield {
    public static func spans(in sentence: Sentence) -> [Range<Int>] {
        let words = sentence.english
        var spans: [Range<Int>] = []
        for k in 1..<max(1, words.count) where words.isWord(k, of: ordinalUnits) && words.isWord(k - 1, of: determiners) {
            spans.append(words.span(k))
        }
        return spans
    }

    private static let ordinalUnits = EnglishWordSet(Set(WordLists.secondUnits).intersection(WordLists.englishOrdinalUnits))
    private static let determiners = EnglishWordSet(WordLists.ordinalDeterminers)
}
