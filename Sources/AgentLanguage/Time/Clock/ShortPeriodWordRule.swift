/// Rule: 早, 晚 and 一早 name a period only right before a clock time (早7点, 晚八点, 一早五点); else
/// they are words of their own (早点睡, 晚饭, 一早就到了), and after a degree word (最晚8点, 太早) or
/// in a verb of moving a time (提早) they compare.
enum ShortPeriodWordRule {
    /// Whether the short period word at `i..<end` names a period.
    static func namesPeriod(in text: Sentence, at i: Int, end: Int) -> Bool {
        if i > 0 {
            let previous = text.folded[i - 1]
            if comparatives.contains(previous) { return false }
            if moveVerbs.contains(where: { $0 == [previous, text.folded[i]] }) { return false }
        }
        let clock = ChineseClockReader.clock(in: text, at: end, afterPart: true) ?? DigitalClockReader.clock(in: text, at: end)
        return clock?.namesClock == true
    }

    private static let comparatives = SmallScalarSet(characters: WordLists.comparativeMarkers.joined())
    private static let moveVerbs: [[UInt32]] = WordLists.earlierLaterVerbs.map { $0.unicodeScalars.map(\.value) }
}
