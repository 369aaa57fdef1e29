/// Rule about things: a sentence that asks how things are in general asks for knowledge or an
/// opinion, not for a task, whatever else it holds: a reason (为什么今天这么冷, "why do clocks go
/// forward"), a difference ("the difference between weather and climate", 有什么区别), whether a
/// belief is true ("is it true that cats can sense rain"), how something comes about or works
/// ("how does a forecast get made", "how does the timer work"), where the listener's answers come
/// from (天气是从哪儿查的), the listener's taste ("do you like the rain", 你喜欢下雪吗) (Asking/words:
/// about-things, english-about-things, english-process-words). A "why" that suggests ("why don't you
/// set a timer"; english-why-requests) asks for the task, and a difference of numbers ("the
/// difference between 12 and 5") is a sum.
enum AboutThingsMood {
    static func cue(in sentence: Sentence) -> MoodCue? {
        if let (k, span) = MoodWords.first(of: chinese, in: sentence, wholeWords: false) {
            return MoodCue(word: WordLists.aboutThings[k], span: span)
        }
        // Rule what to do: 咋整, 怎么办 after a trouble told ask advice; after a question of its own, that one is asked.
        if let (k, span) = MoodWords.first(of: advice, in: sentence, wholeWords: false),
           QuestionMood.cue(in: Sentence(MoodWords.string(Array(sentence.folded[..<span.lowerBound])))) == nil {
            return MoodCue(word: WordLists.adviceQuestions[k], span: span)
        }
        let words = sentence.english
        guard !words.isEmpty else { return nil }
        for (k, phrase) in english.enumerated() {
            // "the difference between 12 and 5" asks a sum: a number after the phrase is no thing.
            if let span = words.find(phrase), !numberFollows(span, in: sentence) {
                return MoodCue(word: WordLists.englishAboutThings[k], span: span)
            }
        }
        // "why" opening the sentence (after a greeting) asks a reason, but in a suggestion.
        let k = MoodWords.firstAfterGreetings(words)
        if k < words.count, words.word(k) == "why", !whyRequests.contains(where: { words.hasPhrase($0, at: k + 1) }) {
            return MoodCue(word: "why", span: words.span(k))
        }
        // "how" then, in its clause, a word of how things come about: "how do clouds form".
        if let how = (0..<words.count).first(where: { words.word($0) == "how" }) {
            let clauseEnd = Clause.end(from: words.span(how).lowerBound, in: sentence.folded)
            for j in (how + 1)..<words.count where words.span(j).lowerBound < clauseEnd && words.isWord(j, of: processWords) {
                return MoodCue(word: "how … \(words.word(j))", span: words.span(how).lowerBound..<words.span(j).upperBound)
            }
        }
        return nil
    }

    /// Whether a number starts right after `span`, spaces passed over.
    private static func numberFollows(_ span: Range<Int>, in sentence: Sentence) -> Bool {
        let p = sentence.skipSpaces(from: span.upperBound)
        return sentence.numbers.contains { $0.start == p }
    }

    private static let chinese = MoodWords.scalars(WordLists.aboutThings)
    private static let advice = MoodWords.scalars(WordLists.adviceQuestions)
    private static let english: [EnglishPhrase] = WordLists.englishAboutThings.map(EnglishPhrase.init)
    private static let whyRequests: [EnglishPhrase] = WordLists.englishWhyRequests.map(EnglishPhrase.init)
    private static let processWords = EnglishWordSet(WordLists.englishProcessWords)
}
