/// Rule a question for a person: a sentence opening with who or whose (person-questions), then a
/// verb of doing or being (person-question-verbs: sang, wrote, is), asks who: "who sang the song
/// with rain in its name", "who is the weather girl on channel 4", "whose cold medicine is this".
/// No built-in answers a person, so the clause is shielded from the skills that answer requests
/// only. "who can tell me the weather" and "who knows what time it is" ask someone to tell, and
/// are left alone.
enum PersonQuestionShield {
    static func spans(in sentence: Sentence) -> [Range<Int>] {
        let english = sentence.english
        let k = MoodWords.firstAfterGreetings(english)
        guard k < english.count, english.isWord(k, of: openers) else { return [] }
        // whose asks for a person by itself; who with a verb of doing or being.
        let asksWho = english.word(k) == "whose" || (k + 1 < english.count && english.isWord(k + 1, of: verbs))
        guard asksWho else { return [] }
        let start = english.span(k).lowerBound
        return [start..<Clause.end(from: start, in: sentence.folded)]
    }

    private static let openers = EnglishWordSet(WordLists.personQuestions)
    private static let verbs = EnglishWordSet(WordLists.personQuestionVerbs)
}
