/// Rule report, in English: a sentence that asks nothing and tells what happened, by a verb in
/// the past after its subject ("the alarm rang at six and nobody woke up", "i turned the timer
/// off an hour ago", "the weather app showed rain all week"), reports, however
/// like a skill's samples its words are. The past is a form that is not also the present
/// (english-past-forms: rang, got, was …) or a regular one in -ed of five letters or more
/// (turned, stopped; not need, speed), after a word that leaves it a verb: none of
/// english-past-blockers (the scheduled alarm, is finished, to be started, i'm tired) and no
/// number (seven cubed, twenty divided by four, 64 divided by 4), not opening the sentence, and no
/// number word itself (hundred). An operator said in the past participle after an amount and what it
/// counts (600 euros divided by 3, 12 eggs multiplied by 4, "5 metres squared") is a calculation's word,
/// no narration (`operatesOnAnAmount`); nor is one that a word of supposing opens its clause for ("if I
/// got 3 cases", `isSupposed`); nor is a past form in a choice that asks ("tonight got rain or not in KL",
/// "my timer got set or not": `QuestionMood.endsInChoice`).
enum PastNarration {
    static func cue(in sentence: Sentence) -> MoodCue? {
        let words = sentence.english
        guard words.count >= 2 else { return nil }
        if let told = dayGoneByTold(words) { return told }
        for k in 1..<words.count where !words.isWord(k - 1, of: blockers) && !words.isWord(k - 1, of: numberWords)
            && !operatesOnAnAmount(k, in: words, text: sentence.folded) {
            if words.isWord(k, of: forms)
                || (!words.isWord(k, of: numberWords) && !followsDigits(words.span(k).lowerBound, in: sentence.folded)
                    && isRegularPast(sentence.folded[words.span(k)])) {
                // "tonight got rain or not in KL", "my timer got set or not": a choice that asks is put, not
                // told (asked only of a sentence with a past form: most have none).
                if QuestionMood.endsInChoice(words, in: sentence.folded) { return nil }
                if isSupposed(k, in: words, text: sentence.folded) { continue }
                return MoodCue(word: words.word(k), span: words.span(k))
            }
        }
        return nil
    }

    /// Rule a day gone by told: "yesterday" opening the sentence before the one who did it (english-speaker-and-listener,
    /// english-other-subjects: I, we, my boss) tells what happened, whatever form the verb takes ("Yesterday I wake up five
    /// o'clock, very tired", as learners say it); "yesterday's alarm" and "yesterday, remind me" tell nothing.
    private static func dayGoneByTold(_ words: EnglishWords) -> MoodCue? {
        guard words.isWord(0, of: yesterday), words.isWord(1, of: subjects) else { return nil }
        return MoodCue(word: words.word(0), span: words.span(0))
    }

    private static let yesterday = EnglishWordSet(WordLists.englishYesterday)
    private static let subjects = EnglishWordSet(WordLists.englishSpeakerAndListener + WordLists.englishOtherSubjects)

    /// Rule supposing: "if I got 3 cases of 24 cans, how many is that", "suppose I sold 13 of 48": a past
    /// form after a word of supposing in its clause (english-supposing-words) supposes; it tells nothing.
    private static func isSupposed(_ k: Int, in words: EnglishWords, text: [UInt32]) -> Bool {
        let clauseStart = Clause.start(of: words.span(k).lowerBound, in: text)
        return (0..<k).contains { words.span($0).lowerBound >= clauseStart && words.isWord($0, of: MoodWords.englishSupposing) }
    }


    /// Whether word `k` opens an operator said in the past participle (divided by, multiplied by,
    /// squared) right after a number and one word that says what it counts.
    private static func operatesOnAnAmount(_ k: Int, in words: EnglishWords, text: [UInt32]) -> Bool {
        // Digits are no words: "600 euros divided" is two words, "six hundred euros divided" four.
        guard k >= 1, operatorParticiples.contains(where: { words.hasPhrase($0, at: k) }) else { return false }
        return followsDigits(words.span(k - 1).lowerBound, in: text) || (k >= 2 && words.isWord(k - 2, of: numberWords))
    }

    /// The calculation's operators whose first word is a participle in -ed.
    private static let operatorParticiples = (WordLists.plusWords + WordLists.minusWords + WordLists.timesWords
        + WordLists.divideWords + WordLists.divideIntoWords + WordLists.shareAmongWords + WordLists.powerWords
        + WordLists.squares + WordLists.cubes)
        .filter { WordLists.fields($0).first?.hasSuffix("ed") == true }.map(EnglishPhrase.init)

    /// Whether digits stand right before `start`, spaces aside: 64 divided by 4.
    private static func followsDigits(_ start: Int, in text: [UInt32]) -> Bool {
        var i = start - 1
        while i >= 0, text[i] == 0x20 { i -= 1 }
        return i >= 0 && text[i] >= 0x30 && text[i] <= 0x39
    }

    /// A word of five letters or more in -ed, not -eed.
    private static func isRegularPast(_ word: ArraySlice<UInt32>) -> Bool {
        let e: UInt32 = 0x65, d: UInt32 = 0x64
        guard word.count >= 5, word.last == d else { return false }
        let end = word.endIndex
        return word[end - 2] == e && word[end - 3] != e
    }

    private static let forms = EnglishWordSet(WordLists.englishPastForms)
    private static let blockers = EnglishWordSet(WordLists.englishPastBlockers)
    private static let numberWords = EnglishWordSet(WordLists.englishOnes + WordLists.englishTens + WordLists.englishScales)
}
