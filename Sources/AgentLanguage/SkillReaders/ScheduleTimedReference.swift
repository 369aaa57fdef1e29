/// Rule an item named by its time: a cancel word and a reference to an item right after a clock
/// time or a span (删掉明早六点那个, 把五点的那个取消, "delete the 5am one", "kill the 10 minute one")
/// cancel the item set for it, in a conversation or not: the time says which item, the reference
/// that it is an item and no other thing. A Chinese reference must end its clause, or stand
/// before the cancel word (五点那个删了): 取消五点那个会议 cancels a meeting.
enum ScheduleTimedReference {
    /// The cancel word, when the sentence names an item by its time.
    static func cancelCue(in sentence: Sentence) -> Range<Int>? {
        guard let cue = ScheduleContextAct.cancelCue(in: sentence) else { return nil }
        let text = sentence.folded
        let ends = Set(sentence.durationAndTimeSpans.map(\.upperBound))
        guard !ends.isEmpty else { return nil }
        for reference in ScheduleContextAct.references(in: sentence) {
            var start = reference.span.lowerBound
            while start > 0, text[start - 1] == 0x20 || text[start - 1] == 0x7684 { start -= 1 }  // a space, 的
            guard ends.contains(start) else { continue }
            let end = reference.span.upperBound
            let english = text[reference.span.lowerBound] < 0x80
            if english || ScheduleCancelAct.onlyParticles(in: text, from: end)
                || ScheduleContextAct.standsBefore(cue, from: end, in: text) {
                return cue
            }
        }
        return nil
    }
}
