/// Rule report: a sentence that asks nothing and one of whose clauses (the last first) ends in a perfective 了 or 啦
/// (北京下雨了, 降温啦; Asking/words/perfectives), a trailing 啊/呀/哦 aside (exclamation-particles),
/// or exclaims with a degree word before its last one or two ideographs (今天好热, 真冷啊, 这么闷;
/// degree-words) tells how things are, however short, and whatever its other clauses say of the
/// speaker (天气太热了 不想上班). A clause that forbids before its 了 warns of a mishap and reports nothing
/// (定时二十五分钟，可别蒸过了; prohibitions). A cleft (是 before a time, 的 closing the clause) tells when a
/// thing is (明天的会是十点开始的). 太阳, 好像, 真的 and the like start with a
/// degree word and exclaim nothing (degree-lookalikes). In English, a verb in the past after its
/// subject tells what happened (`PastNarration`), and a verb of saying after someone else passes on their
/// words (`ReportedWords`).
enum ReportMood {
    static func cue(in sentence: Sentence) -> MoodCue? {
        if let cue = PastNarration.cue(in: sentence) ?? ReportedWords.cue(in: sentence) ?? wish(in: sentence) ?? habitGoneBy(in: sentence)
            ?? conditionTold(in: sentence) {
            return cue
        }
        let text = sentence.folded
        // The last clause first; then any other (天气太热了 不想上班: the report, then how one feels).
        if let cue = clauseReport(sentence, endingAt: text.count) { return cue }
        for i in text.indices where Clause.breaks(text, at: i) {
            if let cue = clauseReport(sentence, endingAt: i) { return cue }
        }
        return nil
    }

    /// Rule a wish: a word of wishing opening the sentence (wish-openers: hopefully, inshallah, I hope, 但愿, 希望) tells a
    /// hope, asking nothing ("Inshallah tomorrow the weather is nice for the picnic", 但愿明天别下雨); asked with a question
    /// mark, the question mood has read it first.
    private static func wish(in sentence: Sentence) -> MoodCue? {
        let start = sentence.skipSpaces(from: 0)
        if let (_, length) = chineseWishes.longestMatch(in: sentence.folded, at: start) {
            return MoodCue(word: MoodWords.string(sentence.folded[start..<(start + length)]), span: start..<(start + length))
        }
        let words = sentence.english
        guard words.count > 0, words.span(0).lowerBound == start,
              let wish = englishWishes.first(where: { words.hasPhrase($0, at: 0) }) else { return nil }
        let span = words.span(0).lowerBound..<words.span(wish.count - 1).upperBound
        return MoodCue(word: MoodWords.string(sentence.folded[span]), span: span)
    }

    /// Rule a habit gone by: "used to", "would always" (english-past-habits: my mama used to wake me at five, he would
    /// always remind me at 6) tell what was done; a request beside them has been read first.
    private static func habitGoneBy(in sentence: Sentence) -> MoodCue? {
        let words = sentence.english
        guard words.count > 1 else { return nil }
        for habit in MoodWords.englishPastHabits {
            if let span = words.find(habit) { return MoodCue(word: MoodWords.string(sentence.folded[span]), span: span) }
        }
        return nil
    }


    /// Rule a condition told: a sentence that opens with a condition (condition-words: 如果, 要是; english-supposing-words: if)
    /// and goes on to what the speaker or the listener will do then (a person after the condition's first words: "if it rains
    /// tomorrow we will stay home", 要是明天下雨我们就在家) tells a plan; one that asks or requests has been read so first.
    private static func conditionTold(in sentence: Sentence) -> MoodCue? {
        let text = sentence.folded
        let start = sentence.skipSpaces(from: 0)
        if let (_, length) = MoodWords.conditions.longestMatch(in: text, at: start) {
            let after = start + length + 2
            guard after < text.count, (after..<text.count).contains(where: { persons.contains(text[$0]) }) else { return nil }
            return MoodCue(word: MoodWords.string(text[start..<(start + length)]), span: start..<(start + length))
        }
        let words = sentence.english
        guard words.count > 3, words.span(0).lowerBound == start, words.isWord(0, of: MoodWords.englishSupposing),
              (3..<words.count).contains(where: { words.isWord($0, of: englishPersons) }) else { return nil }
        return MoodCue(word: words.word(0), span: words.span(0))
    }

    private static let persons = MoodWords.characters(WordLists.speakerAndListener)
    private static let englishPersons = EnglishWordSet(WordLists.englishSpeakerAndListener)
    private static let chineseWishes = PhraseList(WordLists.wishOpeners.filter(WordLists.holdsIdeograph))
    private static let englishWishes = WordLists.wishOpeners.filter(WordLists.isEnglish).map(EnglishPhrase.init)

    /// The report of the clause ending at `clauseEnd`, if it makes one.
    private static func clauseReport(_ sentence: Sentence, endingAt clauseEnd: Int) -> MoodCue? {
        let text = sentence.folded
        var end = clauseEnd
        while end > 0, MoodWords.isSpaceOrClauseBreak(text[end - 1]) { end -= 1 }
        while end > 0, MoodWords.exclamationParticles.contains(text[end - 1]) { end -= 1 }
        guard end > 0 else { return nil }
        if MoodWords.perfectives.contains(text[end - 1]) {
            // 可别蒸过了, 别睡过了: a warning, a word of the clause forbidding (not 特别, 别人).
            var start = end - 1
            while start > 0, !Clause.breaks(text, at: start - 1) { start -= 1 }
            if sentence.words.contains(where: { start <= $0.lowerBound && $0.upperBound < end && prohibitions.isAll(of: text, $0) }) {
                return nil
            }
            return MoodCue(word: MoodWords.string(text[(end - 1)..<end]), span: (end - 1)..<end)
        }
        if let cleft = cleft(sentence, endingAt: end) { return cleft }
        for tail in 1...2 {
            for (k, degree) in MoodWords.degreeWords.enumerated() {
                let start = end - tail - degree.count
                guard start >= 0, TextScan.matches(text, degree, at: start),
                      MoodWords.degreeLookalikes.firstIndex(in: text, at: start) == nil,
                      (start + degree.count..<end).allSatisfy({ MoodWords.isIdeograph(text[$0]) })
                else { continue }
                return MoodCue(word: WordLists.degreeWords[k], span: start..<(start + degree.count))
            }
        }
        return nil
    }

    /// Rule a cleft says when: 是 right before a time and 的 closing its clause (明天的会是十点开始的, 闹钟是七点的)
    /// tell when a thing is or was, and ask for nothing.
    private static func cleft(_ sentence: Sentence, endingAt end: Int) -> MoodCue? {
        let text = sentence.folded
        guard text[end - 1] == de else { return nil }
        let start = Clause.start(of: end - 1, in: text)
        guard let time = sentence.timeGroups.first(where: { $0.start > start && $0.end < end && text[$0.start - 1] == shi })
        else { return nil }
        return MoodCue(word: "是…的", span: (time.start - 1)..<end)
    }

    private static let de: UInt32 = 0x7684  // 的
    private static let shi: UInt32 = 0x662F  // 是
    private static let prohibitions = PhraseList(WordLists.prohibitions)
}
