import AgentCore
import AgentProtocol

/// The reminder (or alarm label) of a sentence: what follows 提醒我 or 叫我, without the
/// durations, repeats ("hourly"), times of day and advances (提前十分钟) it also holds; with no such
/// cue, a task said in a clause of its own after the time (`TaskClause`).
public enum ReminderReading {
    static func reminder(in sentence: Sentence) -> String? {
        let spans = spans(in: sentence)
        return ReminderExtractor.reminder(in: sentence, excluding: spans) ?? TaskClause.reminder(in: sentence, after: spans)
    }

    /// Where the sentence names a duration, a time of day, an advance (提前十分钟, "10 minutes before")
    /// or the day named before (那天, "that day": `PointingBack`).
    private static func spans(in sentence: Sentence) -> [Range<Int>] {
        var spans = sentence.durations.map { $0.start..<$0.end }
        if let pointer = PointingBack.daySpan(in: sentence) { spans.append(pointer) }
        // "remind me hourly to drink water": a repeat said in one word.
        if let interval = sentence.interval { spans.append(interval.start..<interval.end) }
        if let time = sentence.time {
            spans.append(time.start..<time.end)
            if let leftOut = time.leftOut { spans.append(leftOut) }
            if let apart = time.apart { spans.append(apart) }
            if time.leadSeconds != nil, let advance = DurationExtractor.advance(in: sentence) {
                // Cut the 提前 before the span too (the "before" after it is a tie word of the reminder).
                let text = sentence.folded
                var start = advance.start
                while start > 0, text[start - 1] == 0x20 { start -= 1 }  // spaces, the ideographic one folded
                if let word = advances.first(where: { start >= $0.count && TextScan.matches(text, $0, at: start - $0.count) }) {
                    start -= word.count
                } else {
                    start = advance.start
                }
                spans.append(start..<advance.end)
            }
        }
        return spans
    }

    private static let advances: [[UInt32]] = WordLists.reminderAdvances.map { $0.unicodeScalars.map(\.value) }

    /// One more item's own words (`AnotherWords`): what follows its time in the sentence that asks for
    /// it ("another one in 2 hours to take the bread out", 再来一个二十分钟的 看着汤), without what ties
    /// them to it (的 after the span; reminder-leading: to, for) or softens the end (reminder-trailing:
    /// 吧, please): what the new one is for, not the last one's.
    public static func anotherItemsOwn(in sentence: Sentence) -> String? {
        let another = AnotherWords.span(in: sentence)
        guard another != nil || AnotherWords.openingAnd(in: sentence) != nil, let end = timeEnd(in: sentence) else { return nil }
        // 星期五早上八点再来一个: the words that ask for one more are none of what it is for.
        var words = Array(sentence.written[end...].enumerated().filter { !(another?.contains(end + $0.offset) ?? false) }.map(\.element))
        // "for tomorrow's lunch": the time is part of what it is for, which cannot be cut there.
        if let first = words.first, first == "'" || first == "\u{2019}" { return nil }
        trimEdges(&words)
        if let lead = leading.first(where: { holds($0, in: words, atStart: true) }) {
            words.removeFirst(lead.count)
            trimEdges(&words)
        }
        if let tail = trailing.first(where: { holds($0, in: words, atStart: false) }) {
            words.removeLast(tail.count)
            trimEdges(&words)
        }
        guard words.count >= 2, words.contains(where: { $0.properties.isAlphabetic }) else { return nil }
        return String(String.UnicodeScalarView(words))
    }

    /// The words that ask to be reminded and name a timer and an alarm alike (reminding-keywords:
    /// "buzz me", "nudge me", 提我, "remind 我", "set one"): both skills' keywords.
    public static let remindingKeywords: [String] = WordLists.remindingKeywords

    /// Rule one more item's own words: after its time, the words that say what it is for, when a
    /// word that leads a reminder opens them ("at 4pm to collect the parcel from the post office";
    /// reminder-leading) or 的 closes them (周五下午四点开教研会的): where they stand, for the
    /// follow-up to count as its own however long they are. "one more for 6 minutes and then play
    /// my playlist" says nothing of the kind.
    public static func anotherItemsOwnSpan(in sentence: Sentence) -> Range<Int>? {
        guard let end = timeEnd(in: sentence) else { return nil }
        let written = sentence.written
        var start = end, stop = written.count
        while start < stop, TextScan.isSpace(written[start]) { start += 1 }
        while stop > start, TextScan.isSpace(written[stop - 1]) || TextScan.isEndPunctuation(written[stop - 1]) { stop -= 1 }
        guard stop - start >= 2 else { return nil }
        let words = Array(written[start..<stop])
        let opens = leading.contains { TextScan.isASCIILetter($0[0]) && holds($0, in: words, atStart: true) }
        let closes = written[stop - 1] == "的" && words.contains { MoodWords.isIdeograph($0.value) }
        return opens || closes ? start..<stop : nil
    }

    /// Where the last of the sentence's spans and its time ends: what one more item says of itself follows it.
    private static func timeEnd(in sentence: Sentence) -> Int? {
        sentence.durationAndTimeSpans.map(\.upperBound).max()
    }

    /// Spaces, punctuation, and 的 (二十分钟的) at either end.
    private static func trimEdges(_ words: inout [Unicode.Scalar]) {
        func isEdge(_ s: Unicode.Scalar) -> Bool { TextScan.isSpace(s) || TextScan.isEndPunctuation(s) || s == "的" }
        while let first = words.first, isEdge(first) { words.removeFirst() }
        while let last = words.last, isEdge(last) { words.removeLast() }
    }

    /// Whether `word` stands at the start (or the end) of `words`, as a word of its own: English
    /// ones with no letter right after (before) them; or all of them ("one more at 8pm please").
    private static func holds(_ word: [Unicode.Scalar], in words: [Unicode.Scalar], atStart: Bool) -> Bool {
        guard words.count >= word.count else { return false }
        let part = atStart ? Array(words.prefix(word.count)) : Array(words.suffix(word.count))
        guard zip(part, word).allSatisfy({ Unicode.Scalar($0.value | ($0.isASCII && $0.properties.isAlphabetic ? 0x20 : 0))! == $1 })
        else { return false }
        guard let last = word.last, TextScan.isASCIILetter(last), words.count > word.count else { return true }
        let beside = atStart ? words[word.count] : words[words.count - word.count - 1]
        return !TextScan.isASCIILetter(beside)
    }

    private static let leading: [[Unicode.Scalar]] = WordLists.reminderLeading.map { Array($0.unicodeScalars) }
    /// The same time as the last first ("same time" before "same"), then the softeners.
    private static let trailing: [[Unicode.Scalar]] = (WordLists.sameTimeWords + WordLists.reminderTrailing).map { Array($0.unicodeScalars) }

    /// The parameters of a skill that reads one moment (a duration, a time of day), how it
    /// repeats and a reminder: the moment and the repeat by their kinds, the reminder here.
    public static func values(moment: SkillParameter, repeat repetition: SkillParameter, reminder name: String,
                              in sentence: Sentence, context: ExtractionContext) -> [String: ParameterValue] {
        // Room for the three at once, and a value only where one is read: no regrowth, no removal.
        var values = [String: ParameterValue](minimumCapacity: 3)
        if let value = ParameterReader.value(of: moment, in: sentence, mode: .sentence, context: context) {
            values[moment.name] = value
        }
        if let value = ParameterReader.value(of: repetition, in: sentence, mode: .sentence, context: context) {
            values[repetition.name] = value
        }
        if let reminder = sentence.reminder { values[name] = .text(reminder) }
        return values
    }
}
