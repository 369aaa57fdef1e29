/// The words `SentenceMoodReader` and `FillerWords` look for, folded as `MatchText` folds
/// (lowercase ASCII), from their lists (Asking/words, `WordLists`), made into what each search wants.
/// Chinese lists are sorted longest first where one holds another.
enum MoodWords {
    /// Cues of a request, matched as whole words.
    static let requestCues: PhraseList = scalars(WordLists.requestCues)
    /// Words that mean the sentence asks about words rather than for a task.
    static let aboutWords: PhraseList = scalars(WordLists.aboutWords)
    /// Question words, anywhere.
    static let questionWords: PhraseList = scalars(WordLists.questionWords)
    /// Particles that end a question clause (then perhaps a soft particle: 啊, 呀).
    static let questionParticles: PhraseList = scalars(WordLists.questionParticles)
    /// What ends a report of what has happened: 下雨了, 降温啦.
    static let perfectives = characters(WordLists.perfectives)
    /// Particles after an exclamation or report (好冷啊, 下雨了呀), 啦 aside: it is a 了 itself.
    static let exclamationParticles = characters(WordLists.exclamationParticles)
    /// Degree words of an exclamation: 好热, 真冷, 太闷, 这么晒.
    static let degreeWords: PhraseList = scalars(WordLists.degreeWords)
    /// Words that start with a degree word but exclaim nothing: 出太阳, 好像, 真的.
    static let degreeLookalikes: PhraseList = scalars(WordLists.degreeLookalikes)
    static let softParticles = characters(WordLists.softParticles)
    /// What may follow a question, said to the listener (吃了吗你), and what opens a name called
    /// after one (冷吗你个笨蛋): `QuestionMood`'s afterthoughts.
    static let listenerAddresses: PhraseList = scalars(WordLists.listenerAddresses)
    static let nameCallingOpeners: PhraseList = scalars(WordLists.nameCallingOpeners)
    /// The question particles an afterthought may follow: those that only ask.
    static let askingParticles = characters(WordLists.askingParticles)

    /// Before 几 they make it "a few" (这几天, 好几次), not a question.
    static let fewMarkers = characters(WordLists.fewMarkers)
    static let negations: PhraseList = scalars(WordLists.negations)
    /// A liking or dislike right before a cue: 我不喜欢设闹钟 talks about setting alarms.
    static let attitudes: PhraseList = scalars(WordLists.attitudes)
    /// Someone other than the speaker or the listener.
    static let thirdPersons = characters(WordLists.thirdPersons)
    /// Words that open a condition (要是, 如果) and English words of supposing (if, suppose): the filler, the past told and
    /// the conditions told read them alike.
    static let conditions: PhraseList = scalars(WordLists.conditionWords)
    static let englishSupposing = EnglishWordSet(WordLists.englishSupposingWords)
    /// "used to", "would always": a habit gone by, which the request mood passes over and the report mood tells.
    static let englishPastHabits: [EnglishPhrase] = WordLists.englishPastHabits.map(EnglishPhrase.init)

    static let englishRequestPhrases: [EnglishPhrase] = WordLists.englishRequestPhrases.map(EnglishPhrase.init)
    static let englishRequestVerbs = EnglishWordSet(WordLists.englishRequestVerbs)
    static let englishGreetings = EnglishWordSet(WordLists.englishGreetings)
    static let englishQuestionOpeners = EnglishWordSet(WordLists.englishQuestionOpeners)
    static let englishAboutWords: [EnglishPhrase] = WordLists.englishAboutWords.map(EnglishPhrase.init)

    /// Words that join a sentence to the last one or take it in (and, but, thanks, lovely).
    static let englishSentenceLinks = EnglishWordSet(WordLists.englishSentenceLinks)

    /// The first English word after the greetings and links that open the sentence ("hey", "ok
    /// so", "lovely, and"): where an opening question word or request verb is looked for;
    /// `words.count` when none is.
    static func firstAfterGreetings(_ words: EnglishWords) -> Int {
        var k = 0
        while k < words.count, words.isWord(k, of: englishGreetings) || words.isWord(k, of: englishSentenceLinks) { k += 1 }
        return k
    }

    /// What may trail a clause's words: spaces, a mark that may end a clause (`Clause`), a tilde.
    static func isSpaceOrClauseBreak(_ v: UInt32) -> Bool {
        v == 0x20 || v == 0x09 || Clause.isBreakMark(v) || v == 0x7E
    }

    static func isIdeograph(_ v: UInt32) -> Bool {
        (v >= 0x3400 && v <= 0x4DBF) || (v >= 0x4E00 && v <= 0x9FFF) || (v >= 0xF900 && v <= 0xFAFF)
    }

    /// Whether `phrase` stands in `text` at `i` (`TextScan.matches`, by the name the readers of asking use).
    @inline(__always)
    static func matches(_ text: [UInt32], _ phrase: [UInt32], at i: Int) -> Bool {
        TextScan.matches(text, phrase, at: i)
    }

    /// The first phrase of `phrases` (in list order at each position) standing in the sentence from
    /// `from`, as its position in the list and its span; with `wholeWords`, only where it starts on
    /// a word boundary and, for a one-character phrase, ends on one: a cue of two or more characters
    /// need only start a word (我想 in 我想定…), one of one character must be a word (定 is no cue in 一定).
    static func first(of phrases: PhraseList, in sentence: Sentence, wholeWords: Bool, from: Int = 0) -> (Int, Range<Int>)? {
        let text = sentence.folded
        guard from < text.count else { return nil }
        for i in from..<text.count where phrases.mayStart(text[i]) {
            let found = phrases.firstIndex(in: text, at: i) { _, length in
                guard wholeWords else { return true }
                let boundaries = sentence.boundaries
                return boundaries.isBoundary(i) && (length > 1 || boundaries.isBoundary(i + 1))
            }
            if let k = found { return (k, i..<(i + phrases.length(k))) }
        }
        return nil
    }

    /// Folded scalars as a string (a cue read from the sentence rather than from a list).
    /// Whether one of `words` ends right before `start`, 再 aside (不用提醒, 别再叫): the negation of a cue
    /// (`RequestMood`, `GuardedMishap`).
    static func oneOf(_ words: some Sequence<[UInt32]>, endsBefore start: Int, in text: [UInt32]) -> Bool {
        var end = start
        if end > 0, text[end - 1] == 0x518D { end -= 1 }  // 再
        return words.contains { TextScan.matches(text, $0, at: end - $0.count) }
    }

    static func string(_ scalars: some Sequence<UInt32>) -> String {
        var view = String.UnicodeScalarView()
        for value in scalars { if let scalar = Unicode.Scalar(value) { view.append(scalar) } }
        return String(view)
    }

    static func scalars(_ words: [String]) -> PhraseList {
        PhraseList(words)
    }

    /// A list of single characters, as a set of scalars.
    static func characters(_ words: [String]) -> SmallScalarSet {
        SmallScalarSet(words.compactMap { $0.unicodeScalars.first?.value })
    }
}
