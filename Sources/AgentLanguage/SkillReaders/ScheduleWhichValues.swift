/// Rule which items: a time or a span says which items only where it stands in a clause about them,
/// one that holds an item word, a reference (那个, "one") or the cancel word, or little else besides
/// (明天早上七点的，取消掉; "cancel my alarm, for tomorrow"). In a clause of its own about something
/// else it says why, not which: "cancel the timer, I'm gonna put it in the oven tonight instead"
/// cancels the timer whatever tonight says.
public enum ScheduleWhichValues {
    /// Whether the value at `span` says which items.
    public static func saysWhich(_ span: Range<Int>, in sentence: Sentence) -> Bool {
        let text = sentence.folded
        guard Clause.holdsBreak(text, from: 0, to: text.count) else { return true }
        let clause = Clause.around(span, in: text)
        if sentence.scheduleItems.contains(where: { clause.contains($0.span.lowerBound) })
            || ScheduleItems.chineseReferences.occurs(in: text, within: clause)
            || (0..<sentence.english.count).contains(where: { clause.contains(sentence.english.span($0).lowerBound)
                && sentence.english.isWord($0, of: ScheduleItems.englishReferences) })
            || ScheduleContextAct.cancelCue(in: sentence).map({ clause.contains($0.lowerBound) }) == true {
            return true
        }
        return contentUnits(of: clause, outside: span, in: sentence) <= littleElse
    }

    /// The words a clause with the value may hold besides it and still say which: 的, "for".
    static let littleElse = 2

    /// Ideographs and English words of `clause` outside `span`.
    private static func contentUnits(of clause: Range<Int>, outside span: Range<Int>, in sentence: Sentence) -> Int {
        let english = sentence.english
        let words = (0..<english.count).filter { clause.contains(english.span($0).lowerBound) && !span.overlaps(english.span($0)) }.count
        let ideographs = clause.filter { !span.contains($0) && MoodWords.isIdeograph(sentence.folded[$0]) }.count
        return words + ideographs
    }
}
