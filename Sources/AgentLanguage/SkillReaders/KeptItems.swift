/// Rule kept items: a cancel may spare some of the items it names. An item nearer a word of
/// keeping than the cancel's cue, in its clause, is kept (get rid of all the alarms, leave the
/// timer; timer cancel, alarm stay; 闹钟都取消，计时器留着; SkillReaders/words: schedule-keep-words);
/// as near, the word before it is its verb (keep the alarm but cancel the timer):
/// the kinds cancelled are those of the other items. When every item named is kept and the
/// sentence says every item (cancel everything except the timer, 除了计时器都删了), the kinds
/// cancelled are the other kinds.
enum KeptItems {
    /// The kinds a cancel whose cue is `cue` acts on, of `items` in `sentence`; nil when no item is
    /// kept, one kept is a reminder of either kind, or nothing is left to cancel.
    static func kindsCancelled(_ items: [ScheduleItems.Item], cue: Range<Int>, all: Bool,
                               in sentence: Sentence) -> Set<ScheduleRequestReader.ItemKind>? {
        let keeps = spans(in: sentence)
        guard !keeps.isEmpty else { return nil }
        let text = sentence.folded
        let kept = items.filter { isKept($0.span, keeps: keeps, cue: cue, in: text) }
        guard !kept.isEmpty, kept.allSatisfy({ $0.kind != nil }) else { return nil }
        let keptKinds = Set(kept.compactMap(\.kind))
        let cancelled = items.filter { item in !kept.contains { $0.span == item.span } }
        guard !cancelled.isEmpty || all else { return nil }
        // Every item, or reminders of either kind, are cancelled but for the kinds kept.
        let named: Set<ScheduleRequestReader.ItemKind> = cancelled.isEmpty || cancelled.contains { $0.kind == nil }
            ? [.alarm, .timer] : Set(cancelled.compactMap(\.kind))
        let left = named.subtracting(keptKinds)
        return left.isEmpty ? nil : left
    }

    /// Whether a word of keeping in the clause of `item` stands nearer it than `cue` does.
    private static func isKept(_ item: Range<Int>, keeps: [Range<Int>], cue: Range<Int>, in text: [UInt32]) -> Bool {
        let clause = Clause.around(item, in: text)
        let nearestKeep = keeps.filter { clause.contains($0.lowerBound) }.map { distance($0, item) }.min()
        guard let nearestKeep else { return false }
        return !clause.contains(cue.lowerBound) || nearestKeep < distance(cue, item)
    }

    /// How far `word` stands from `item`: twice the characters between them (0 when they touch or
    /// overlap), one more when it stands after it.
    private static func distance(_ word: Range<Int>, _ item: Range<Int>) -> Int {
        let between = max(0, max(word.lowerBound, item.lowerBound) - min(word.upperBound, item.upperBound))
        return 2 * between + (word.lowerBound >= item.upperBound ? 1 : 0)
    }

    /// Where the words of keeping stand: the English ones as words, the Chinese anywhere.
    private static func spans(in sentence: Sentence) -> [Range<Int>] {
        let text = sentence.folded, english = sentence.english
        var found = (0..<english.count).filter { english.isWord($0, of: englishWords) }.map { english.span($0) }
        for i in text.indices where chineseWords.mayStart(text[i]) {
            chineseWords.forEachMatch(in: text, at: i) { _, length in found.append(i..<(i + length)) }
        }
        return found
    }

    private static let chineseWords = PhraseList(WordLists.scheduleKeepWords.filter { !WordLists.isEnglish($0) })
    private static let englishWords = EnglishWordSet(WordLists.scheduleKeepWords.filter(WordLists.isEnglish))
}
