/// Rule: words that point back to what the conversation named last stand for it where the sentence
/// names none of its own (`ExtractionContext.earlier`): a place ("the weather there", "over there",
/// 那边, 当地; Place/words: pointing-back-places) and a day ("that day", 那天, 当天; Time/words:
/// pointing-back-days). English "there" beside a form of be or a modal says something exists (is
/// there rain, there will be snow; existential-there-neighbours) and points nowhere, nor does the
/// "there" of "hi there"; 那边 after a person (你那边, 你们那边) is where that person is.
public enum PointingBack {
    /// Whether the sentence points back to a place.
    public static func namesPlace(_ sentence: Sentence) -> Bool {
        let text = sentence.folded
        if let span = chinesePlaces.firstMatch(in: text), !isAPersons(span.lowerBound, in: text) { return true }
        let words = sentence.english
        for k in 0..<words.count where words.isWord(k, of: englishPlaces) {
            let existential = k > 0 && words.isWord(k - 1, of: existentialNeighbours)
                || k + 1 < words.count && words.isWord(k + 1, of: existentialNeighbours)
            // "hi there" greets.
            let greeting = k > 0 && words.isWord(k - 1, of: MoodWords.englishGreetings)
            if !existential && !greeting { return true }
        }
        return false
    }

    /// Whether a person stands right before `start` (你那边, 你们那边): where that person is.
    private static func isAPersons(_ start: Int, in text: [UInt32]) -> Bool {
        var i = start - 1
        if i >= 0, text[i] == 0x4EEC { i -= 1 }  // 们
        return i >= 0 && persons.contains(text[i])
    }

    /// Whether the sentence points back to a day.
    public static func namesDay(_ sentence: Sentence) -> Bool { daySpan(in: sentence) != nil }

    /// Where the sentence points back to a day: no part of what a reminder says.
    static func daySpan(in sentence: Sentence) -> Range<Int>? { days.find(in: sentence) }

    /// The part of the day a pointer names ("that evening"), read as the time readers read the word.
    public static func period(in sentence: Sentence) -> TimeExpression.Period? {
        let words = sentence.english
        guard let span = daySpan(in: sentence),
              let k = (0..<words.count).last(where: { span.contains(words.span($0).lowerBound) }),
              let (word, _) = sentence.englishWord(at: words.span(k).lowerBound)
        else { return nil }
        switch word {
        case let .period(period): return period
        case .night: return .evening  // as `EnglishTimeReader.periodWord` reads it
        default: return nil
        }
    }

    private static let chinesePlaces = PhraseList(WordLists.pointingBackPlaces.filter(WordLists.holdsIdeograph))
    /// "over there" is found by its "there".
    private static let englishPlaces = EnglishWordSet(WordLists.pointingBackPlaces.filter(WordLists.isEnglish).compactMap {
        WordLists.fields($0).last
    })
    private static let existentialNeighbours = EnglishWordSet(WordLists.existentialThereNeighbours)
    /// 我, 你, 您 (speaker-and-listener) and 他, 她, 它 (third-persons): a person before 那边.
    private static let persons = MoodWords.characters(WordLists.speakerAndListener + WordLists.thirdPersons)
    private static let days = MixedPhrases(WordLists.pointingBackDays)
}
