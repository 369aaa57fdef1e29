/// Rule one more: a follow-up that asks for another of what was just set (再来一个二十五分钟的, 也定一个,
/// "and one for 45 minutes", "another for 10 tonight"; Asking/words: another-words) adds an item with
/// the values it changes and the rest inherited; it replaces nothing, as 改成二十五分钟 does.
public enum AnotherWords {
    public static func holds(_ sentence: Sentence) -> Bool { span(in: sentence) != nil }

    /// Where they are said: a follow-up cue of their own.
    static func span(in sentence: Sentence) -> Range<Int>? {
        if let span = leadVerbAndCounter(in: sentence.folded) ?? alsoAValue(in: sentence) ?? alsoAfterADay(in: sentence) { return span }
        // "make it 6 and a half": "and a" of a half is the hour's, no one more.
        guard let found = phrases.find(in: sentence), EnglishTimeReader.andHalf(in: sentence, at: found.lowerBound) == nil else { return nil }
        return found
    }

    /// Rule 还有 and a value: 还有 opening the sentence, a time or a span right after it, then 的 or
    /// 也 (还有七点二十的, 还有礼拜四早上六点也要, 还有十分钟的也帮我定上) asks for one more with that value;
    /// 还有十分钟 alone says what is left, and 还有七点的会 names something else.
    private static func alsoAValue(in sentence: Sentence) -> Range<Int>? {
        let text = sentence.folded
        let start = sentence.skipSpaces(from: 0)
        guard TextScan.matches(text, alsoThere, at: start) else { return nil }
        let valueStart = sentence.skipSpaces(from: start + alsoThere.count)
        let valueEnd: Int
        if let time = sentence.time, time.start == valueStart {
            valueEnd = time.end
        } else if let span = sentence.durations.first, span.start == valueStart {
            valueEnd = span.end
        } else {
            return nil
        }
        let after = sentence.skipSpaces(from: valueEnd)
        guard after < text.count else { return nil }
        // 的 closing the value or its clause (七点二十的, 七点二十的，怕起不来), or 也 (也要, 也定上).
        let closes = text[after] == 0x7684 && (after + 1 == text.count || Clause.breaks(text, at: after + 1) || text[after + 1] == 0x4E5F)
        return closes || text[after] == 0x4E5F ? start..<(start + alsoThere.count) : nil
    }

    /// Rule 也 after a day: a day, then 也 (是) and the clock or a verb that sets or wakes (后天也是六点, 周四也五点,
    /// 大后天的也定上, 礼拜六早上八点也叫一下; Cantonese 後日都要) asks for one more like the last on that day; 我也定了, 也开会
    /// ask nothing.
    private static func alsoAfterADay(in sentence: Sentence) -> Range<Int>? {
        guard let time = sentence.time, time.day != nil else { return nil }
        let text = sentence.folded
        // Cantonese 都 for 也 right after the day, 要 closing the clause (後日都要，同一個鐘數); 每天都要响 says how often.
        let end = time.end
        if TextScan.matches(text, alsoWanted, at: end), end + 2 == text.count || Clause.breaks(text, at: end + 2) {
            return end..<(end + 2)
        }
        for i in text.indices where text[i] == 0x4E5F && time.extent.lowerBound < i {  // 也
            var p = i + 1
            if p < text.count, text[p] == 0x662F { p += 1 }  // 是
            if p < time.end { return i..<(i + 1) }
            // 也叫一下, 也叫我一下: the verb, who it calls and 一下 are the cue's too, none of what the new one is for.
            if p < text.count, settingVerbs.contains(text[p]) {
                var end = p + 1
                if end < text.count, text[end] == 0x6211 { end += 1 }  // 我
                if TextScan.matches(text, aWhile, at: end) { end += aWhile.count } else if end < text.count, text[end] == 0x4E0B { end += 1 }  // 一下, 下
                return i..<end
            }
        }
        return nil
    }

    /// Rule 再 or 也, a verb that makes one (another-verbs: 开, 来, 设, 定, 整…), who it is for or not
    /// (another-beneficiaries: 给我, 帮我) and a counter (一个, 个, 一只): 再开一个, 也定个, 再给我来个,
    /// 再帮我设一只 ask for one more, as 再来一个 does, whichever verb says it; so does Cantonese 都 before
    /// whom it is for (都帮我定一个).
    private static func leadVerbAndCounter(in text: [UInt32]) -> Range<Int>? {
        for lead in text.indices {
            if let span = leadVerbAndCounter(in: text, at: lead) { return span }
        }
        return nil
    }

    /// The rule's words, when they start at `lead`.
    static func leadVerbAndCounter(in text: [UInt32], at lead: Int) -> Range<Int>? {
        // 再, 也; and Cantonese 都 for 也, said before whom it is for (礼拜六朝早八点半都帮我定一个), where
        // 都 alone is "all" as often (都定好了).
        let dou = text[lead] == 0x90FD
        guard text[lead] == 0x518D || text[lead] == 0x4E5F || dou else { return nil }
        var p = lead + 1
        if let forWhom = beneficiaries.longestMatch(in: text, at: p) {
            p += forWhom.length
        } else if dou {
            return nil
        }
        guard let verb = verbs.longestMatch(in: text, at: p) else { return nil }
        p += verb.length
        if p < text.count, text[p] == 0x4E00 { p += 1 }  // 一
        return p < text.count && itemCounters.contains(text[p]) ? lead..<(p + 1) : nil
    }

    /// Whether they stand beside a time or a span (再加一个六点的, 也加个十分钟的): one more item of the
    /// schedule is asked for, no sum (`AnotherItemShield`, and the calculator's reading).
    static func asksForAnItemAtATime(_ sentence: Sentence) -> Range<Int>? {
        guard let span = span(in: sentence), sentence.time != nil || !sentence.durations.isEmpty else { return nil }
        return span
    }

    /// Whether they count an item (再加一个, 也加只, "another one"): 再加一个二十分钟的 sets one more
    /// timer, where "add another 5 minutes" lengthens the last.
    static func countsAnItem(_ sentence: Sentence) -> Bool {
        guard let span = span(in: sentence) else { return false }
        return sentence.folded[span].contains { itemCounters.contains($0) } || sentence.english.find(one).map(span.overlaps) == true
    }

    /// An "and" or "also" opening the sentence ("and at 9 tonight too", "and in 2 hours to do rounds",
    /// "also every weekday 6:50"; english-another-openers): after a timer or an alarm it asks for one
    /// more as they do; after a question or a sum it asks again ("and tomorrow?", "and if it was 5 of
    /// us"), so the skill followed up decides.
    /// An interjection may come first ("oh and 20 min one for the rice", "ok and at 9 too").
    public static func openingAnd(in sentence: Sentence) -> Range<Int>? {
        let words = sentence.english
        guard words.count > 1, words.span(0).lowerBound == sentence.skipSpaces(from: 0) else { return nil }
        var k = 0
        while k + 2 < words.count, words.isWord(k, of: MoodWords.englishGreetings) { k += 1 }
        guard words.isWord(k, of: and) else { return nil }
        return words.span(k)
    }

    private static let phrases = MixedPhrases(WordLists.anotherWords)
    private static let verbs = PhraseList(WordLists.anotherVerbs)
    private static let beneficiaries = PhraseList(WordLists.anotherBeneficiaries)
    private static let and = EnglishWordSet(WordLists.englishAnotherOpeners)
    private static let itemCounters: Set<UInt32> = [0x4E2A, 0x53EA]  // 个, 只
    private static let aWhile: [UInt32] = Array("一下".unicodeScalars.map(\.value))
    /// 定 and 设, which set one, and the verbs that wake someone (wake-someone-verbs: 也叫一下, 也喊我).
    private static let settingVerbs: Set<UInt32> = Set([0x5B9A, 0x8BBE] + WordLists.wakeSomeoneVerbs.compactMap { $0.unicodeScalars.first?.value })
    private static let one = EnglishPhrase("one")
    /// 还有, which opens one more said with a value (`alsoAValue`; `FollowUpWords.mayHold` looks for it).
    static let alsoThere: [UInt32] = [0x8FD8, 0x6709]
    /// Cantonese 都要 for 也要 right after a day (`alsoAfterADay`; `FollowUpWords.mayHold` looks for it).
    static let alsoWanted: [UInt32] = [0x90FD, 0x8981]
}
