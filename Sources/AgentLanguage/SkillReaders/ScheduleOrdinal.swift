/// Rule: a word of order picks one of the items a sentence describes by its place in the order they
/// were set ("cancel the first one", 第二个不要了, "how long on the last one"; schedule-ordinals): the
/// nth, or the last. "first" of "first thing tomorrow" is a time's, not an item's: only a word of order
/// right before "one" or an item word counts in English, and not one a span holds ("the 30 second timer").
public enum ScheduleOrdinal {
    /// The place the sentence picks (1 the first; -1 the last), if it picks one.
    public static func place(in sentence: Sentence) -> Int? { word(in: sentence)?.place }

    /// Where the word of order stands, when it points at an item (`place(in:)`).
    static func span(in sentence: Sentence) -> Range<Int>? { word(in: sentence)?.span }

    /// The word of order that picks an item, and its place.
    private static func word(in sentence: Sentence) -> (place: Int, span: Range<Int>)? {
        if let (k, span) = MoodWords.first(of: chinese, in: sentence, wholeWords: false) { return (chinesePlaces[k], span) }
        let words = sentence.english
        for k in 0..<words.count {
            guard let place = englishPlaces[words.word(k)], k + 1 < words.count else { continue }
            // "the 30 second timer": a unit of a span, no place.
            let span = words.span(k)
            if sentence.durations.contains(where: { $0.start <= span.lowerBound && span.upperBound <= $0.end }) { continue }
            if words.isWord(k + 1, of: ScheduleItems.englishReferences) || ScheduleItems.isEnglishItem(words.key(k + 1)) { return (place, span) }
        }
        // "remove the first", "cancel the last please": after "the", ending its clause, the word stands for the item.
        for k in 1..<max(words.count, 1) where words.key(k - 1) == the {
            guard let place = englishPlaces[words.word(k)] else { continue }
            if ScheduleCancelAct.onlyParticles(in: sentence.folded, from: words.span(k).upperBound) { return (place, words.span(k)) }
        }
        return nil
    }

    private static let the = EnglishWordKey.of("the")

    private static let entries: [(word: String, place: Int)] = WordLists.scheduleOrdinals.compactMap { line in
        let parts = WordLists.fields(line)
        guard parts.count == 2, let place = Int(parts[1]) else { return nil }
        return (String(parts[0]), place)
    }
    private static let chineseEntries = entries.filter { WordLists.holdsIdeograph($0.word) }
    private static let chinese = MoodWords.scalars(chineseEntries.map(\.word))
    private static let chinesePlaces = chineseEntries.map(\.place)
    private static let englishPlaces = Dictionary(entries.filter { !WordLists.holdsIdeograph($0.word) }.map { ($0.word, $0.place) },
                                                  uniquingKeysWith: { a, _ in a })
    /// "one", "ones" (schedule-references).
}
