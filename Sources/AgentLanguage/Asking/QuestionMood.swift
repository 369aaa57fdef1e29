/// Rule question: a sentence asks a question when
/// - a clause ends in a question mark, or a question particle on a word boundary, perhaps before a
///   soft particle (下雪不, 冷不冷呀, 你吃了没; Asking/words: question-particles, soft-particles); a
///   final 呢 only after a short clause (那上海呢), for it ends statements too (衣服还没收呢);
/// - it holds a question word as whole words (多少, 几点, 怎么样; question-words), but 几 after
///   这, 那, 好 is "a few" (这几天, 好几次; few-markers);
/// - the same ideograph stands on both sides of 不 or 没 (冷不冷, 下不下雨, 有没有);
/// - an English question word or auxiliary opens it after a greeting (what, how, is, will, should;
///   english-question-openers).
enum QuestionMood {
    static func cue(in sentence: Sentence) -> MoodCue? {
        let text = sentence.folded
        if let cue = clauseEnding(in: sentence) { return cue }
        var from = 0
        while let (k, span) = MoodWords.first(of: MoodWords.questionWords, in: sentence, wholeWords: true, from: from) {
            // 这几天, 那几个, 好几次: a few, not how many.
            let before = span.lowerBound > 0 ? text[span.lowerBound - 1] : 0
            if text[span.lowerBound] == 0x51E0, MoodWords.fewMarkers.contains(before) {  // 几
                from = span.lowerBound + 1
                continue
            }
            return MoodCue(word: WordLists.questionWords[k], span: span)
        }
        if let span = aNotA(text) { return MoodCue(word: MoodWords.string(text[span]), span: span) }
        let words = sentence.english
        var k = 0
        while k < words.count, words.isWord(k, of: MoodWords.englishGreetings) { k += 1 }
        if k < words.count, words.isWord(k, of: MoodWords.englishQuestionOpeners) {
            return MoodCue(word: words.word(k), span: words.span(k))
        }
        return nil
    }

    /// A clause, from the last, that ends in a question mark or a question particle.
    private static func clauseEnding(in sentence: Sentence) -> MoodCue? {
        let text = sentence.folded
        let boundaries = sentence.boundaries
        let particles = MoodWords.questionParticles
        var end = text.count
        while end > 0 {
            var last = end - 1
            while last >= 0, MoodWords.isSpaceOrClauseBreak(text[last]) && text[last] != 0x3F && text[last] != 0xFF1F {
                last -= 1
            }
            guard last >= 0 else { break }
            if text[last] == 0x3F || text[last] == 0xFF1F { return MoodCue(word: "?", span: last..<(last + 1)) }
            var particleEnd = last + 1
            while particleEnd - 1 > 0, MoodWords.softParticles.contains(text[particleEnd - 1]) { particleEnd -= 1 }
            for k in particles.indices where particles.length(k) <= particleEnd {
                let start = particleEnd - particles.length(k)
                guard particles.stands(k, in: text, at: start), boundaries.isBoundary(start) else { continue }
                // 呢 ends statements too (衣服还没收呢): alone it asks only after a few words (那上海呢).
                if particles.length(k) == 1, text[start] == 0x5462, !isShortClause(text, before: start) { break }
                return MoodCue(word: WordLists.questionParticles[k], span: start..<particleEnd)
            }
            // The clause before this one.
            var brk = last
            while brk >= 0, !MoodWords.isClauseBreak(text[brk]) { brk -= 1 }
            end = brk < 0 ? 0 : brk
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
}
