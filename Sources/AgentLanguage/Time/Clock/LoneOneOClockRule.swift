/// Rule: a lone 一点 is also "a little" (差一点, 快一点, 我一点也不): it is one o'clock only after a
/// day or period word (下午一点), at the start of a clause or quotation, or after a word that
/// introduces a time (在, 到, 约), sets one (定), a pronoun (我一点要开会) or 天 (每天一点); never
/// after 早 or 晚 (早一点: a bit earlier) or before 也, 都, 不, 没 (一点也不).
enum LoneOneOClockRule {
    /// Whether the lone 一点 at `i..<end` is one o'clock. `afterPart`: a day or period word ends
    /// just before it.
    static func isOneOClock(_ text: Sentence, at i: Int, end: Int, afterPart: Bool) -> Bool {
        if i > 0, comparing.contains(text.folded[i - 1]) { return false }
        if end < text.count, tails.contains(text.folded[end]) { return false }
        if afterPart { return true }
        let b = text.skipSpacesBack(before: i)
        guard let previous = text[b] else { return true }
        return leaders.contains(previous.value) || TextScan.isEndPunctuation(previous)
    }

    /// 早, 晚: the short period words of one character.
    private static let comparing = SmallScalarSet(WordLists.shortPeriodWords.filter { $0.unicodeScalars.count == 1 }
        .compactMap { $0.unicodeScalars.first?.value })
    private static let tails = SmallScalarSet(characters: WordLists.littleTails.joined())
    private static let leaders = SmallScalarSet(characters: (WordLists.timePrepositions + WordLists.timeSettingVerbs
        + WordLists.pronouns + WordLists.dayNouns + WordLists.bracketsAndQuotes).joined())
}
