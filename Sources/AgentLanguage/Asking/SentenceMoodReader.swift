import AgentCore
import AgentProtocol

/// Tells whether a sentence asks for something: a request, a question, a question about
/// words, or a statement (the default: a sentence that asks nothing).
///
/// The rules, in order:
/// - **About words.** 什么意思, 怎么说, 用英语, 翻译, "what does … mean", "how do you say",
///   "translate": the sentence asks about words, whatever else it holds.
/// - **Request cue.** A cue word standing as whole words (帮我, 提醒我, 叫我, 给我, 设, 定个, 查一下,
///   算一下, 请, 麻烦, 能不能; in English a sentence that opens, after a greeting, with a request
///   verb such as remind, set, wake, tell, calculate, or holds "please", "can you", "I need").
///   A cue does not count when a negation or a liking stands right before it (不用提醒我, 别叫我,
///   我不喜欢设闹钟) or when
///   someone else is its subject (他每天都提醒我, "she reminds me").
/// - **Question form.** A clause ending in ？/?/吗/呢/么/没/不 (下雪不), a question word (多少, 几点,
///   几号, 怎么样, 如何, 会不会, 有没有, 是不是), A不A (冷不冷, 下不下雨), or in English a sentence
///   that opens with a question word or an auxiliary (what, how, is, will, do, should, can).
/// - **Report or exclamation.** Asking nothing, the last clause ends in a perfective 了 or 啦
///   (北京下雨了, 降温啦, 太痛苦了) or exclaims with a degree word right before its last one or two
///   characters (今天好热, 真冷啊, 这么闷): it tells how things are, however short.
/// - Otherwise a **statement**: "我一般六点半下班", "I waited forty minutes".
///
/// Cue words are matched on the sentence's word boundaries, so 一定 holds no 定 and 算了 no 算.
public enum SentenceMoodReader {
    public struct Reading: Sendable, Equatable {
        public var mood: SentenceAnalysis.Mood
        /// Where the deciding cue is, if any: it carries no content of its own.
        public var cue: Range<Int>?
    }

    public static func read(_ sentence: Sentence) -> Reading {
        let text = sentence.folded
        let boundaries = sentence.boundaries
        if let (cue, span) = first(of: MoodWords.aboutWords, in: text, boundaries: boundaries, wholeWords: false) {
            return Reading(mood: .aboutWords(cue: cue), cue: span)
        }
        if let (cue, span) = englishAboutWords(sentence.english) {
            return Reading(mood: .aboutWords(cue: cue), cue: span)
        }
        if let (cue, span) = requestCue(in: text, boundaries: boundaries, english: sentence.english) {
            return Reading(mood: .request(cue: cue), cue: span)
        }
        if let (cue, span) = questionForm(in: text, boundaries: boundaries, english: sentence.english) {
            return Reading(mood: .question(cue: cue), cue: span)
        }
        if let (cue, span) = reportForm(in: text) {
            return Reading(mood: .report(cue: cue), cue: span)
        }
        return Reading(mood: .statement, cue: nil)
    }

    /// Every request cue of the sentence (帮我, 给我, 定个, please…): none carries content.
    public static func cueSpans(in sentence: Sentence) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        var from = 0
        while let (_, span) = first(of: MoodWords.requestCues, in: sentence.folded, boundaries: sentence.boundaries,
                                    wholeWords: true, from: from) {
            spans.append(span)
            from = span.upperBound
        }
        return spans
    }

    // MARK: Requests

    private static func requestCue(in text: [UInt32], boundaries: Boundaries, english: EnglishWords) -> (String, Range<Int>)? {
        var from = 0
        while let (cue, span) = first(of: MoodWords.requestCues, in: text, boundaries: boundaries, wholeWords: true,
                                      from: from) {
            if !isNegated(text, before: span.lowerBound) && !hasOtherSubject(text, before: span.lowerBound) {
                return (cue, span)
            }
            from = span.lowerBound + 1
        }
        return englishRequest(english)
    }

    /// 不用提醒我, 别叫我, 不要设: a negation right before the cue (再 may stand between); and
    /// 我不喜欢设闹钟, 我讨厌定闹钟: a liking or dislike of the act, which asks for none of it.
    private static func isNegated(_ text: [UInt32], before start: Int) -> Bool {
        var end = start
        if end > 0, text[end - 1] == 0x518D { end -= 1 }  // 再
        return negationsAndAttitudes.contains { word in MoodWords.matches(text, word, at: end - word.count) }
    }

    private static let negationsAndAttitudes = MoodWords.negations + MoodWords.attitudes

    /// 他每天都提醒我, 老师说这题也能算: a third person, or someone's words (X说), in the cue's clause
    /// before it make the sentence a description or reported speech.
    private static func hasOtherSubject(_ text: [UInt32], before start: Int) -> Bool {
        var i = start - 1
        while i >= 0, !MoodWords.isClauseBreak(text[i]) {
            if MoodWords.thirdPersons.contains(text[i]) { return true }
            // 说 after someone other than 我 or 你 (你说现在几点了 still asks).
            if text[i] == 0x8BF4, i > 0, ![0x6211, 0x4F60, 0x60A8].contains(text[i - 1]), !MoodWords.isClauseBreak(text[i - 1]) {
                return true
            }
            i -= 1
        }
        return false
    }

    private static func englishRequest(_ words: EnglishWords) -> (String, Range<Int>)? {
        guard !words.isEmpty else { return nil }
        // Anywhere: "please", "can you", "could you", "I need", "I'd like".
        for phrase in MoodWords.englishRequestPhrases {
            if let span = words.find(phrase) { return (phrase.joined(separator: " "), span) }
        }
        // At the start, after a greeting: an imperative request verb.
        var k = 0
        while k < words.count, MoodWords.englishGreetings.contains(words.word(k)) { k += 1 }
        guard k < words.count else { return nil }
        let verb = words.word(k)
        guard MoodWords.englishRequestVerbs.contains(verb) else { return nil }
        return (verb, words.span(k))
    }

    // MARK: Questions

    private static func questionForm(in text: [UInt32], boundaries: Boundaries, english words: EnglishWords)
        -> (String, Range<Int>)? {
        // A clause that ends in a question mark or a question particle.
        var end = text.count
        while end > 0 {
            var last = end - 1
            while last >= 0, MoodWords.isSpaceOrClauseBreak(text[last]) && text[last] != 0x3F && text[last] != 0xFF1F {
                last -= 1
            }
            guard last >= 0 else { break }
            if text[last] == 0x3F || text[last] == 0xFF1F { return ("?", last..<(last + 1)) }
            var particleEnd = last + 1
            while particleEnd - 1 > 0, MoodWords.softParticles.contains(text[particleEnd - 1]) { particleEnd -= 1 }
            for particle in MoodWords.questionParticles where particle.count <= particleEnd {
                let start = particleEnd - particle.count
                guard MoodWords.matches(text, particle, at: start), boundaries.isBoundary(start) else { continue }
                // 呢 ends statements too (衣服还没收呢): alone it asks only after a few words (那上海呢).
                if particle == [0x5462], !isShortClause(text, before: start) { break }
                return (string(particle), start..<particleEnd)
            }
            // The clause before this one.
            var brk = last
            while brk >= 0, !MoodWords.isClauseBreak(text[brk]) { brk -= 1 }
            end = brk < 0 ? 0 : brk
        }
        var from = 0
        while let found = first(of: MoodWords.questionWords, in: text, boundaries: boundaries, wholeWords: true, from: from) {
            // 这几天, 那几个, 好几次: a few, not how many.
            let before = found.1.lowerBound > 0 ? text[found.1.lowerBound - 1] : 0
            if text[found.1.lowerBound] == 0x51E0, MoodWords.fewMarkers.contains(before) {
                from = found.1.lowerBound + 1
                continue
            }
            return found
        }
        if let span = aNotA(text) { return (string(Array(text[span])), span) }
        if !words.isEmpty {
            var k = 0
            while k < words.count, MoodWords.englishGreetings.contains(words.word(k)) { k += 1 }
            if k < words.count, MoodWords.englishQuestionOpeners.contains(words.word(k)) {
                return (words.word(k), words.span(k))
            }
        }
        return nil
    }

    /// Whether the clause before `end` holds at most four characters (那上海呢, 北京天气呢).
    private static func isShortClause(_ text: [UInt32], before end: Int) -> Bool {
        var count = 0
        var i = end - 1
        while i >= 0, !MoodWords.isClauseBreak(text[i]) {
            if text[i] != 0x20 { count += 1 }
            i -= 1
        }
        return count <= 4
    }

    /// 冷不冷, 热不热, 下不下雨, 有没有: the same ideograph on both sides of 不 or 没.
    private static func aNotA(_ text: [UInt32]) -> Range<Int>? {
        guard text.count >= 3 else { return nil }
        for i in 1..<(text.count - 1) where text[i] == 0x4E0D || text[i] == 0x6CA1 {  // 不, 没
            if text[i - 1] == text[i + 1], MoodWords.isIdeograph(text[i - 1]) { return (i - 1)..<(i + 2) }
        }
        return nil
    }

    // MARK: Reports

    /// The 了/啦 ending the last clause (a trailing 啊/呀/哦/哈 aside), or a degree word before its
    /// last one or two characters; 太阳, 好像, 真的 and the like are words, not exclamations.
    private static func reportForm(in text: [UInt32]) -> (String, Range<Int>)? {
        var end = text.count
        while end > 0, MoodWords.isSpaceOrClauseBreak(text[end - 1]) { end -= 1 }
        while end > 0, MoodWords.exclamationParticles.contains(text[end - 1]) { end -= 1 }
        guard end > 0 else { return nil }
        if MoodWords.perfectives.contains(text[end - 1]) { return (string([text[end - 1]]), (end - 1)..<end) }
        for tail in 1...2 {
            for degree in MoodWords.degreeWords {
                let start = end - tail - degree.count
                guard start >= 0, MoodWords.matches(text, degree, at: start),
                      !MoodWords.degreeLookalikes.contains(where: { MoodWords.matches(text, $0, at: start) }),
                      (start + degree.count..<end).allSatisfy({ MoodWords.isIdeograph(text[$0]) })
                else { continue }
                return (string(degree), start..<(start + degree.count))
            }
        }
        return nil
    }

    // MARK: About words

    private static func englishAboutWords(_ words: EnglishWords) -> (String, Range<Int>)? {
        guard !words.isEmpty else { return nil }
        for phrase in MoodWords.englishAboutWords {
            if let span = words.find(phrase) { return (phrase.joined(separator: " "), span) }
        }
        // "what does 'X' mean", "what does sleet mean"
        if let does = words.find(["what", "does"]), let mean = words.find(["mean"]), mean.lowerBound > does.lowerBound {
            return ("what does … mean", does.lowerBound..<mean.upperBound)
        }
        return nil
    }

    // MARK: Helpers

    /// Commas, full stops, question and exclamation marks, ASCII or full-width.
    public static func isClauseBreak(_ v: UInt32) -> Bool { MoodWords.isClauseBreak(v) }

    /// The first phrase of `phrases` (longest first at each position) occurring from `from`;
    /// with `wholeWords`, only where it starts and ends on a word boundary.
    static func first(of phrases: PhraseList, in text: [UInt32], boundaries: Boundaries, wholeWords: Bool,
                      from: Int = 0) -> (String, Range<Int>)? {
        guard from < text.count else { return nil }
        for i in from..<text.count where phrases.mayStart(text[i]) {
            for phrase in phrases where phrase.first == text[i] && i + phrase.count <= text.count {
                guard MoodWords.matches(text, phrase, at: i) else { continue }
                // A cue of two or more characters need only start a word (我想 in 我想定…);
                // a one-character cue must be a word of its own (定 is no cue in 一定).
                if wholeWords && !(boundaries.isBoundary(i) && (phrase.count > 1 || boundaries.isBoundary(i + 1))) { continue }
                return (string(phrase), i..<(i + phrase.count))
            }
        }
        return nil
    }

    static func string(_ scalars: [UInt32]) -> String {
        var view = String.UnicodeScalarView()
        for value in scalars { if let scalar = Unicode.Scalar(value) { view.append(scalar) } }
        return String(view)
    }
}
