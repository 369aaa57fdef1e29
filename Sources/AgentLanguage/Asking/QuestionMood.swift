/// Rule question: a sentence asks a question when
/// - a clause ends in a question mark, or a question particle on a word boundary, perhaps before a
///   soft particle (下雪不, 冷不冷呀, 你吃了没; Asking/words: question-particles, soft-particles); a
///   final 呢 only after a short clause (那上海呢), for it ends statements too (衣服还没收呢); the
///   particle may come before an afterthought: the time asked about, or what the speaker calls
///   the listener (下雨吗明天, 冷吗你个笨蛋);
/// - it holds a question word as whole words (多少, 几点, 怎么样; question-words), but 几 after
///   这, 那, 好 is "a few" (这几天, 好几次; few-markers);
/// - the same ideograph stands on both sides of 不 or 没 (冷不冷, 下不下雨, 有没有), or a verb and its
///   object stand before 不 and the verb after it, ending a clause (下雨不下, 刮风不刮);
/// - an English question word or auxiliary opens it after a greeting (what, how, is, will, should;
///   english-question-openers), or a question word opens a later clause ("96 shared between 4
///   friends, how much each", or run on after a number: "sell 14 how many left"; english-clause-question-openers);
/// - a clause of it ends in an English choice between yes and no ("need umbrella or not", "alarm on
///   or nah", "tmr got rain or not, going to Jurong"; english-question-tails);
/// - it ends in 是 standing as a word of its own after a phrase with 的, the answer left for the
///   listener to say (成都此刻的准确时间是, 明天的天气是; `danglingIs`);
/// - 可 stands before a short predicate that ends it, as Jianghuai speech asks whether (芜湖明天可下雨,
///   天气可好; `askingKe`).
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
        let k = MoodWords.firstAfterGreetings(words)
        if k < words.count, words.isWord(k, of: MoodWords.englishQuestionOpeners) {
            return MoodCue(word: words.word(k), span: words.span(k))
        }
        // A later clause may ask as well: "96 shared between 4 friends, how much each"; and "how many" or
        // "how much" run on in chat right after a number ("and sell 14 how many I got left"), where "when"
        // and "which" tell ("woke at 6 when the alarm went").
        for j in words.count > 1 ? 1..<words.count : 0..<0 where words.isWord(j, of: laterClauseOpeners)
            && (Clause.holdsBreak(text, from: words.span(j - 1).upperBound, to: words.span(j).lowerBound)
                || followsANumber(words.span(j).lowerBound, in: text) && j + 1 < words.count && words.key(j) == how
                    && words.isWord(j + 1, of: manyOrMuch)) {
            return MoodCue(word: words.word(j), span: words.span(j))
        }
        if let (k, span) = choiceTail(of: words, in: text) { return MoodCue(word: WordLists.englishQuestionTails[k], span: span) }
        if let span = danglingIs(in: sentence) { return MoodCue(word: "是", span: span) }
        if let span = askingKe(in: sentence) { return MoodCue(word: "可", span: span) }
        return nil
    }

    private static let how = EnglishWordKey.of("how")
    private static let manyOrMuch = EnglishWordSet(["many", "much"])

    /// Whether digits end right before `start`, spaces aside.
    private static func followsANumber(_ start: Int, in text: [UInt32]) -> Bool {
        var i = start
        while i > 0, text[i - 1] == 0x20 { i -= 1 }
        return i < start && i > 0 && text[i - 1] >= 0x30 && text[i - 1] <= 0x39
    }

    /// Jianghuai and Wu 可 before what is asked whether (芜湖明天可下雨, 天气可好, 可要带伞): 可 a word of its
    /// own and a short predicate after it ending the sentence; an exclamation's 可 ends in a report's 了
    /// or a soft particle (今天可冷了, 可好吃啦: perfectives, soft-particles), and 可以, 可能, 可是 are words
    /// of their own.
    private static func askingKe(in sentence: Sentence) -> Range<Int>? {
        let text = sentence.folded
        var end = text.count
        while end > 0, MoodWords.isSpaceOrClauseBreak(text[end - 1]) { end -= 1 }
        guard end >= 2 else { return nil }
        let last = text[end - 1]
        guard !MoodWords.perfectives.contains(last), !MoodWords.softParticles.contains(last),
              !MoodWords.exclamationParticles.contains(last) else { return nil }
        for word in sentence.words.reversed() where word.upperBound <= end {
            guard end - word.upperBound <= 4, (word.upperBound..<end).allSatisfy({ MoodWords.isIdeograph(text[$0]) }) else { return nil }
            guard text[word.lowerBound] == ke else { continue }
            if word.count == 1, word.upperBound < end { return word }
            // 可好 is one word of the lexicon (just then), and ends a sentence only as asked (天气可好).
            if word.count == 2, text[word.lowerBound + 1] == hao, word.upperBound == end { return word }
        }
        return nil
    }

    private static let ke: UInt32 = 0x53EF  // 可
    private static let hao: UInt32 = 0x597D  // 好

    /// The English choice between yes and no a clause of the words ends in ("or not"), perhaps
    /// before a particle ("got rain or not ah"), and where: the last clause, or one an afterthought
    /// follows ("tmr got rain or not, going to Jurong"). Without `text`, the last clause only.
    private static func choiceTail(of words: EnglishWords, in text: [UInt32]? = nil) -> (Int, Range<Int>)? {
        choiceTails(of: words, in: text, asking: true)
    }

    /// The choice a clause before another ends in that concedes, asking nothing ("rain or not, the
    /// match is on", "whether it snows or not, …"): the sentence says it does not depend on the
    /// answer, so it asks nothing, however like a skill's questions its words are.
    static func concededChoice(in sentence: Sentence) -> String? {
        let words = sentence.english
        guard !words.isEmpty, let (k, _) = choiceTails(of: words, in: sentence.folded, asking: false) else { return nil }
        return WordLists.englishQuestionTails[k]
    }

    /// The first choice, from the end, that asks (`asking`) or that concedes in a clause before another.
    private static func choiceTails(of words: EnglishWords, in text: [UInt32]?, asking: Bool) -> (Int, Range<Int>)? {
        var clauseEnd = words.count
        while clauseEnd > 0 {
            var end = clauseEnd
            while end > 0, words.isWord(end - 1, of: trailingParticles) { end -= 1 }
            // The clause's first word.
            var clauseStart = clauseEnd - 1
            while clauseStart > 0, let text,
                  !Clause.holdsBreak(text, from: words.span(clauseStart - 1).upperBound, to: words.span(clauseStart).lowerBound) {
                clauseStart -= 1
            }
            // A clause before another asks with two words before its choice, and none that concedes
            // ("rain or not, i'm going", "whether it rains or not, …" ask nothing).
            let last = clauseEnd == words.count
            // "tonight got rain or not in KL": a place after the choice, "in" or "at" and up to three words,
            // ends the clause as well.
            let from = max(clauseStart + 1, end - 4, 1)
            let placed = from < end ? (from..<end).last { words.isWord($0, of: placePrepositions) } : nil
            for choiceEnd in [end, placed].compactMap({ $0 }) {
                for (k, tail) in questionTails.enumerated() where choiceEnd >= tail.keys.count {
                    let first = choiceEnd - tail.keys.count
                    guard words.hasPhrase(tail, at: first) else { continue }
                    let asks = last || (first - clauseStart >= 2 && !(clauseStart..<first).contains { words.isWord($0, of: concessions) })
                    if asks == asking { return (k, words.span(first).lowerBound..<words.span(choiceEnd - 1).upperBound) }
                }
            }
            guard text != nil else { return nil }
            clauseEnd = clauseStart
        }
        return nil
    }

    private static let trailingParticles = EnglishWordSet(WordLists.englishTrailingParticles)
    private static let placePrepositions = EnglishWordSet(["in", "at"])
    private static let concessions = EnglishWordSet(WordLists.englishConcessiveWords)

    /// Whether the words end in a choice that asks ("is it set or not", "got rain or not ah").
    static func endsInChoice(_ words: EnglishWords, in text: [UInt32]? = nil) -> Bool { choiceTail(of: words, in: text) != nil }

    private static let laterClauseOpeners = EnglishWordSet(WordLists.englishClauseQuestionOpeners)
    private static let questionTails: [EnglishPhrase] = WordLists.englishQuestionTails.map(EnglishPhrase.init)

    /// 是 as the sentence's last word (punctuation and spaces aside), in a clause that holds 的
    /// before it: "X的Y是" stops where the answer goes. 就是, 还是, 但是 are words of their own, and
    /// 他是 with no 的 before it names nothing asked.
    private static func danglingIs(in sentence: Sentence) -> Range<Int>? {
        let text = sentence.folded
        var end = text.count
        while end > 0, MoodWords.isSpaceOrClauseBreak(text[end - 1]) { end -= 1 }
        guard end > 1, text[end - 1] == shi, let last = sentence.words.last(where: { $0.lowerBound < end }),
              last == (end - 1)..<end
        else { return nil }
        let start = Clause.start(of: end - 1, in: text)
        guard text[start..<(end - 1)].contains(de) else { return nil }
        return (end - 1)..<end
    }

    private static let shi: UInt32 = 0x662F  // 是
    private static let de: UInt32 = 0x7684  // 的

    /// A clause, from the last, that ends in a question mark or a question particle, perhaps
    /// before an afterthought (`afterthought(in:endingAt:)`).
    private static func clauseEnding(in sentence: Sentence) -> MoodCue? {
        let text = sentence.folded
        var end = text.count
        var final = true  // the last clause, where a lone "?" asks; an earlier one asks with two words or more ("really?" does not)
        while end > 0 {
            var last = end - 1
            while last >= 0, MoodWords.isSpaceOrClauseBreak(text[last]) && text[last] != 0x3F && text[last] != 0xFF1F {
                last -= 1
            }
            guard last >= 0 else { break }
            if text[last] == 0x3F || text[last] == 0xFF1F {
                if final || sentence.words.filter({ $0.upperBound <= last && $0.lowerBound >= Clause.start(of: last, in: text) }).count >= 2 {
                    return MoodCue(word: "?", span: last..<(last + 1))
                }
                // "really?": the clause before it, as any other.
                final = false
                end = last
                continue
            }
            final = false
            let clauseEnd = beforeSoftParticles(text, last + 1)
            if let cue = particle(in: sentence, endingAt: clauseEnd) { return cue }
            var brk = last
            while brk >= 0, !Clause.breaks(text, at: brk) { brk -= 1 }
            // Only a clause with a particle that asks before its end may end in an afterthought.
            if text[(brk + 1)..<last].contains(where: MoodWords.askingParticles.contains),
               let start = afterthought(in: sentence, endingAt: clauseEnd),
               let cue = particle(in: sentence, endingAt: beforeSoftParticles(text, beforeSpaces(text, start))),
               MoodWords.askingParticles.contains(text[cue.span.lowerBound]) {
                return cue
            }
            // The clause before this one, with the break that ends it (a question mark asks).
            end = brk < 0 ? 0 : brk + 1
        }
        return nil
    }

    /// Where the soft particles before `end` start (冷不冷呀: 呀), or `end`.
    private static func beforeSoftParticles(_ text: [UInt32], _ end: Int) -> Int {
        var end = end
        while end - 1 > 0, MoodWords.softParticles.contains(text[end - 1]) { end -= 1 }
        return end
    }

    /// Where the spaces before `end` start (下雨吗 明天), or `end`.
    private static func beforeSpaces(_ text: [UInt32], _ end: Int) -> Int {
        var end = end
        while end > 0, text[end - 1] == 0x20 { end -= 1 }
        return end
    }

    /// The question particle that ends at `end` on a word boundary (下雨吗, 闹钟设好了没).
    private static func particle(in sentence: Sentence, endingAt end: Int) -> MoodCue? {
        let text = sentence.folded, particles = MoodWords.questionParticles
        for k in particles.indices where particles.length(k) <= end {
            let start = end - particles.length(k)
            guard particles.stands(k, in: text, at: start), sentence.boundaries.isBoundary(start) else { continue }
            // 呢 ends statements too (衣服还没收呢): alone it asks only after a few words (那上海呢).
            if particles.length(k) == 1, text[start] == 0x5462, !isShortClause(text, before: start) { return nil }
            return MoodCue(word: WordLists.questionParticles[k], span: start..<end)
        }
        return nil
    }

    /// Rule afterthought: what spoken Chinese may say after a question's particle that only asks
    /// (Asking/words: asking-particles: 吗, 呢, not 没 or 不, which negate as well), which still
    /// ends the question: the time it asks about (下雨吗明天, 冷不冷啊今天早上), or what the speaker
    /// calls the listener (吃了吗你, 冷吗亲, 下雨了吗你个笨蛋: Asking/words: listener-addresses, and
    /// name-calling-openers before one to three characters). Where it starts, when one ends the
    /// clause at `end`.
    private static func afterthought(in sentence: Sentence, endingAt end: Int) -> Int? {
        let text = sentence.folded
        for k in MoodWords.listenerAddresses.indices {
            let start = end - MoodWords.listenerAddresses.length(k)
            if start > 0, MoodWords.listenerAddresses.stands(k, in: text, at: start) { return start }
        }
        for k in MoodWords.nameCallingOpeners.indices {
            for name in 1...3 {
                let start = end - name - MoodWords.nameCallingOpeners.length(k)
                guard start > 0, (end - name..<end).allSatisfy({ MoodWords.isIdeograph(text[$0]) }) else { break }
                if MoodWords.nameCallingOpeners.stands(k, in: text, at: start) { return start }
            }
        }
        // The time it asks about: a whole time of the sentence's, not the end of a longer one.
        if let time = sentence.timeGroups.last, time.end == end, time.start > 0 { return time.start }
        return nil
    }

    /// Whether the clause before `end` holds at most four characters (那上海呢, 北京天气呢).
    private static func isShortClause(_ text: [UInt32], before end: Int) -> Bool {
        var count = 0
        var i = end - 1
        while i >= 0, !Clause.breaks(text, at: i) {
            if text[i] != 0x20 { count += 1 }
            i -= 1
        }
        return count <= 4
    }

    /// 冷不冷, 热不热, 下不下雨, 有没有, Cantonese 热唔热: the same ideograph on both sides of 不, 没 or 唔
    /// (a-not-a-negations); or a verb and its object before one and the verb again ending the clause (下雨不下,
    /// 刮风不刮, 带伞不带呀), unless 都 or 也 stands between and says "not even" (响都没响: emphatic-negation-links).
    private static func aNotA(_ text: [UInt32]) -> Range<Int>? {
        guard text.count >= 3 else { return nil }
        for i in 1..<(text.count - 1) where aNotANegations.contains(text[i]) {
            if text[i - 1] == text[i + 1], MoodWords.isIdeograph(text[i - 1]) { return (i - 1)..<(i + 2) }
            // 响都没响, 看也不看: "not even", no question.
            if i >= 2, text[i - 2] == text[i + 1], MoodWords.isIdeograph(text[i + 1]), MoodWords.isIdeograph(text[i - 1]),
               !emphaticLinks.contains(text[i - 1]), endsClause(text, at: i + 2) {
                return (i - 2)..<(i + 2)
            }
        }
        return nil
    }

    private static let aNotANegations = MoodWords.characters(WordLists.aNotANegations)
    private static let emphaticLinks = MoodWords.characters(WordLists.emphaticNegationLinks)

    /// Whether the clause ends at `i`, soft particles aside (下雨不下呀, 下雨不下，我要出门).
    private static func endsClause(_ text: [UInt32], at i: Int) -> Bool {
        var i = i
        while i < text.count, MoodWords.softParticles.contains(text[i]) { i += 1 }
        return i == text.count || !MoodWords.isIdeograph(text[i])
    }
}
