/// Rule someone's words, in English: a sentence that asks nothing and passes on what someone other than
/// the speaker or the listener said ("my mother is telling that tomorrow will be heavy rain", "the radio
/// said snow on friday", "he keeps saying the alarm is broken"; english-speech-verbs after a subject that is
/// none of english-speaker-and-listener, a form of be or keep between: english-progressive-links) reports,
/// however like a skill's samples its words are. "you said", "i told you" pass on nothing of another's, and one
/// that ends on a form of be leaves the value to the listener ("calender says tomorrow is"), which asks.
enum ReportedWords {
    static func cue(in sentence: Sentence) -> MoodCue? {
        let words = sentence.english
        // "calender says tomorrow is": the value left for the listener to say asks.
        guard words.count >= 2, !words.isWord(words.count - 1, of: links) else { return nil }
        for k in 1..<words.count where words.isWord(k, of: speechVerbs) {
            var subject = k - 1
            if subject > 0, words.isWord(subject, of: links) { subject -= 1 }
            guard !words.isWord(subject, of: links), !words.isWord(subject, of: speakerAndListener) else { continue }
            return MoodCue(word: words.word(k), span: words.span(k))
        }
        return nil
    }

    private static let speechVerbs = EnglishWordSet(WordLists.englishSpeechVerbs)
    private static let speakerAndListener = EnglishWordSet(WordLists.englishSpeakerAndListener)
    private static let links = EnglishWordSet(WordLists.englishProgressiveLinks)
}
