/// What a person asks to be reminded of: the words after 提醒我 / 叫我 / 喊我 / "remind me to",
/// up to the end of the clause, without the time or duration expressions given (`excluding`)
/// and the little words that tie them in ("call mom in 10 minutes" → "call mom"; "remind me at
/// 3pm to call mom" → "call mom"; "提醒我明天八点的时候开会" keeps 开会). nil when nothing is named.
///
/// Rules, each for a class of sentence:
/// - **Extent** (here): from the first marker of SkillReaders/words/reminder-markers the sentence
///   holds, after what introduces the reminder (提醒我：开会), to the end of the clause (`Clause`:
///   not at the colon of 2:30 or the dots of 1.5 and a.m.).
/// - **A softened marker** (here): "提醒我一下，关火" names 关火, the clause after the softening.
/// - **An early reminder** (here): in "下午五点取蛋糕，提前十分钟提醒我" nothing follows the marker,
///   and the clause before it, without its time, is the reminder (取蛋糕; reminder-advances).
/// - **Wording** (`ReminderWording`): the tie words of the times cut out, and the words that tie
///   the reminder to the request or soften it (to, about, 一下, please, 吧) are no part of it.
public enum ReminderExtractor {
    /// `excluded` is asked for only when the sentence has a marker: most sentences have none,
    /// and the spans (durations, times of day) cost more to find than the marker.
    public static func reminder(in sentence: Sentence, excluding excluded: @autoclosure () -> [Range<Int>] = []) -> String? {
        let folded = sentence.scalars
        // Most sentences hold no marker: look for a first letter of one before anything else.
        guard folded.contains(where: { markerStarts.contains($0.value) }) else { return nil }
        for marker in markers {
            guard let at = (0..<folded.count).first(where: { TextScan.hasPrefix(folded, marker, at: $0) }),
                  !GuardedMishap.isGuarded(sentence.folded, cue: at..<(at + marker.count))  // 别叫我睡过了: no reminder
            else { continue }
            // "提醒我：开会" names 开会: skip what introduces it.
            let start = skippingMarks(from: at + marker.count, in: folded)
            let cuts = excluded().map { ReminderWording.widened($0, in: folded) }
            let end = Clause.end(from: start, in: sentence.folded)
            if let named = ReminderWording.words(of: start..<end, in: sentence, cuts: cuts) ?? nextClause(after: start..<end, in: sentence, cuts: cuts) {
                return named
            }
            guard let earlier = earlierClause(before: at, in: sentence) else { return nil }
            return ReminderWording.words(of: earlier, in: sentence, cuts: cuts)
        }
        return nil
    }

    public static func reminder(in text: String, excluding excluded: @autoclosure () -> [Range<Int>] = []) -> String? {
        reminder(in: Sentence(text), excluding: excluded())
    }

    private static let markers: [[Unicode.Scalar]] = WordLists.reminderMarkers.map { Array($0.unicodeScalars) }
    /// The markers' first letters.
    private static let markerStarts = SmallScalarSet(markers.compactMap { $0.first?.value })

    private static let advances: [[Unicode.Scalar]] = WordLists.reminderAdvances.map { Array($0.unicodeScalars) }

    /// Rule a softened marker: "提醒我一下，关火", "叫我吧，饭好了": when the marker's clause holds
    /// nothing but the words that soften it, and no time, the next clause names the reminder, as
    /// after "提醒我："; but not thanks (唔该晒, thanks: SkillReaders/words: thanks-words), the item
    /// asked for said again (闹钟给我定起) or a question to the listener (阿听见啦?).
    private static func nextClause(after clause: Range<Int>, in sentence: Sentence, cuts: [Range<Int>]) -> String? {
        let folded = sentence.scalars
        guard clause.upperBound < folded.count, !cuts.contains(where: { $0.overlaps(clause) }) else { return nil }
        let start = skippingMarks(from: clause.upperBound, in: folded)
        guard start < folded.count else { return nil }
        let next = start..<Clause.end(from: start, in: sentence.folded)
        guard thanks.first(in: sentence.folded, at: start) == nil, !items.occurs(in: sentence.folded, within: next),
              !endsInAQuestion(next, folded)
        else { return nil }
        return ReminderWording.words(of: next, in: sentence, cuts: cuts)
    }

    /// `i`, or past the spaces and end punctuation from it on.
    private static func skippingMarks(from i: Int, in folded: [Unicode.Scalar]) -> Int {
        var i = i
        while i < folded.count, TextScan.isSpace(folded[i]) || TextScan.isEndPunctuation(folded[i]) { i += 1 }
        return i
    }

    /// Whether the clause ends in a question mark or, spaces aside, in 吗.
    private static func endsInAQuestion(_ clause: Range<Int>, _ folded: [Unicode.Scalar]) -> Bool {
        if clause.upperBound < folded.count, folded[clause.upperBound] == "?" || folded[clause.upperBound] == "？" { return true }
        return folded[clause].last(where: { !TextScan.isSpace($0) }) == "吗"
    }

    private static let thanks = PhraseList(WordLists.thanksWords)
    private static let items = PhraseList(WordLists.scheduleAlarms + WordLists.scheduleTimers + WordLists.scheduleReminders)

    /// "X，提前十分钟提醒我": when the marker's clause starts with 提前, the clause before it.
    private static func earlierClause(before marker: Int, in sentence: Sentence) -> Range<Int>? {
        let folded = sentence.scalars
        let clauseStart = Clause.start(of: marker, in: sentence.folded)
        var k = clauseStart
        while k < marker, TextScan.isSpace(folded[k]) { k += 1 }
        guard clauseStart > 0, advances.contains(where: { TextScan.hasPrefix(folded, $0, at: k) }) else { return nil }
        let end = clauseStart - 1
        return Clause.start(of: end, in: sentence.folded)..<end
    }
}
