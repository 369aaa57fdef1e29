/// Words that carry no content of their own in a short request: particles, pronouns,
/// politeness and question words ("倒计时五分钟吧", "帮我设个七点的闹钟", "what's the weather
/// in Beijing"). A terse sentence is all keywords, values and these (Asking/words: filler-characters,
/// filler-words, english-filler). A word of condition (condition-words: 要是, 如果) is never filler.
public enum FillerWords {
    /// The stretches of the sentence that are filler, on word boundaries.
    public static func spans(in sentence: Sentence) -> [Range<Int>] {
        let text = sentence.folded
        let words = sentence.words
        var spans: [Range<Int>] = []
        // 要是, 如果: a condition is content, though its characters (要, 是) are filler alone.
        let conditions = MoodWords.conditions.firstMatch(in: text) == nil ? [] : text.indices.compactMap { i in
            MoodWords.conditions.longestMatch(in: text, at: i).map { i..<(i + $0.length) }
        }
        for word in words where word.count == 1 && characters.contains(text[word.lowerBound]) {
            if conditions.contains(where: { $0.contains(word.lowerBound) }) { continue }
            // 我每天七点起床: 我 before a repeat is the subject of a habit, content of a statement.
            if text[word.lowerBound] == wo, word.upperBound < text.count, habitStarts.contains(text[word.upperBound]) { continue }
            spans.append(word)
        }
        // Longer filler by its characters from a word's start: jieba may join 这周 into 这|周天|气.
        for word in words where chinese.mayStart(text[word.lowerBound]) {
            chinese.forEachMatch(in: text, at: word.lowerBound) { _, length in
                spans.append(word.lowerBound..<(word.lowerBound + length))
            }
        }
        let english = sentence.english
        for k in 0..<english.count where english.isWord(k, of: englishWords) || english.key(k) == after && leadsADuration(english.span(k), in: sentence) {
            spans.append(english.span(k))
        }
        return spans
    }

    /// Rule after a span: "after" right before a duration says no more than "in" does, as learners say it
    /// ("and after 1 hour pick up my son"); before anything else it names an event (after dinner).
    private static func leadsADuration(_ word: Range<Int>, in sentence: Sentence) -> Bool {
        var i = word.upperBound
        while i < sentence.count, sentence.folded[i] == 0x20 { i += 1 }
        return sentence.durations.contains { $0.start == i }
    }

    private static let after = EnglishWordKey.of("after")

    private static let wo: UInt32 = 0x6211  // 我
    private static let habitStarts = MoodWords.characters(WordLists.habitStarts)
    private static let characters = MoodWords.characters(WordLists.fillerCharacters)
    private static let chinese = PhraseList(WordLists.fillerWords)
    private static let englishWords = EnglishWordSet(WordLists.englishFiller)
}
