/// Rule request: a request cue standing as whole words makes the sentence a request: 帮我, 提醒我,
/// 叫我, 给我, 设, 定个, 查一下, 请, 麻烦, 能不能 (Asking/words/request-cues); in English "please",
/// "can you", "I need" anywhere (english-request-phrases) or a request verb opening the sentence
/// after a greeting (english-greetings, english-request-verbs: "hey, set a timer"); or a request to
/// wake someone else (叫小宇起床, 喊儿子起来; wake-someone-verbs, wake-someone-ends).
///
/// A cue does not count when a negation or a liking stands right before it (不用提醒我, 别叫我,
/// but not 别叫我睡过了, which guards against a mishap: `GuardedMishap`;
/// 我不喜欢设闹钟; negations, attitudes) or when someone else is its subject in its clause
/// (他每天都提醒我, 我妈每天六点叫我起床; third-persons, kin-persons), or someone's words are reported (老师说这题也能算; speech-verbs),
/// or a habit is named after it (我有睡前设三个闹钟的习惯; habit-nouns).
enum RequestMood {
    static func cue(in sentence: Sentence) -> MoodCue? {
        let text = sentence.folded
        var from = 0
        while let (k, span) = MoodWords.first(of: MoodWords.requestCues, in: sentence, wholeWords: true, from: from) {
            if (!isNegated(text, before: span.lowerBound) || GuardedMishap.follows(text, at: span.upperBound))
                && !hasOtherSubject(text, before: span.lowerBound)
                && !namesAHabit(text, after: span.upperBound) && !isToldInThePast(text, cue: span)
                && !describesAThing(text, after: span.upperBound)
                && !hasEnglishSubject(sentence.english, before: span.lowerBound) && !isAHabitGoneBy(sentence, before: span.lowerBound)
                && !isAnItemNamed(text, cue: span) {
                return MoodCue(word: WordLists.requestCues[k], span: span)
            }
            from = span.lowerBound + 1
        }
        if let span = wakesSomeone(text), !isNegated(text, before: span.lowerBound), !hasOtherSubject(text, before: span.lowerBound) {
            return MoodCue(word: MoodWords.string(text[span]), span: span)
        }
        // An English imperative after Chinese words that name someone else (他总是 remind 我) asks nothing.
        if let english = englishRequest(sentence.english), !hasOtherSubject(text, before: english.span.lowerBound),
           !isAHabitGoneBy(sentence, before: english.span.lowerBound) { return english }
        return laterClauseRequest(in: sentence) ?? itemAndItsTime(in: sentence) ?? afterOpeningTime(in: sentence)
    }

    /// Rule opening time: "every hour nudge me to push fluids", "in 90 minutes tell me to move the
    /// ewes", "at 5 ping me": a request verb and "me" right after the time or span that opens the
    /// sentence (after a greeting; its leads, english-time-leads, before it) ask, as they would
    /// opening it.
    private static func afterOpeningTime(in sentence: Sentence) -> MoodCue? {
        let words = sentence.english
        var k = MoodWords.firstAfterGreetings(words)
        guard k + 2 < words.count else { return nil }
        let spans = sentence.durationAndTimeSpans
        // The words before the verb: leads of a time, or inside one that ends right before it.
        var end = words.span(k).lowerBound
        while k < words.count {
            let word = words.span(k)
            if let value = spans.first(where: { $0.lowerBound <= word.lowerBound && word.upperBound <= $0.upperBound }) {
                end = max(end, value.upperBound)
            } else if words.isWord(k, of: timeLeads) {
                end = max(end, word.upperBound)
            } else {
                break
            }
            k += 1
        }
        guard k + 1 < words.count, k > MoodWords.firstAfterGreetings(words), words.isWord(k, of: MoodWords.englishRequestVerbs),
              words.isWord(k + 1, of: objectsMe), spans.contains(where: { $0.upperBound <= words.span(k).lowerBound }),
              sentence.skipSpaces(from: end) >= words.span(k).lowerBound || Clause.holdsBreak(sentence.folded, from: end, to: words.span(k).lowerBound)
        else { return nil }
        return MoodCue(word: words.word(k), span: words.span(k))
    }

    private static let timeLeads = EnglishWordSet(WordLists.englishTimeLeads)

    /// "my boss always remind 我": someone else, named in English before a cue of Chinese mixed with
    /// English, does what the cue says (english-other-subjects).
    private static func hasEnglishSubject(_ words: EnglishWords, before start: Int) -> Bool {
        (0..<words.count).contains { words.span($0).upperBound <= start && words.isWord($0, of: englishOtherSubjects) }
    }

    private static let englishOtherSubjects = EnglishWordSet(WordLists.englishOtherSubjects)

    /// Rule an item named: a cue that starts with an item's word right after a word that points at it (named-item-pointers:
    /// 开会的提醒我昨天就取消过了, 周五那条提醒我前天就删掉了) is the item, and 我 the one who tells what was done with it.
    private static func isAnItemNamed(_ text: [UInt32], cue: Range<Int>) -> Bool {
        guard cue.lowerBound > 0, ScheduleItems.startsChineseItem(in: text, at: cue.lowerBound) else { return false }
        return (max(0, cue.lowerBound - 2)..<cue.lowerBound).contains { i in
            namedItemPointers.firstIndex(in: text, at: i) { _, length in i + length == cue.lowerBound } != nil
        }
    }

    private static let namedItemPointers = PhraseList(WordLists.namedItemPointers)

    /// Rule a habit gone by: "used to" or "would always" right before the cue (english-past-habits: my mama used to wake me
    /// at five) tells what was done, asking nothing.
    private static func isAHabitGoneBy(_ sentence: Sentence, before start: Int) -> Bool {
        let words = sentence.english
        guard words.count > 1, let k = (0..<words.count).first(where: { words.span($0).lowerBound >= start }) else { return false }
        return MoodWords.englishPastHabits.contains { habit in k >= habit.count && words.hasPhrase(habit, at: k - habit.count) }
    }

    /// "my eyes are killing me so poke me every hour", "the kids are baking, give us 11 minutes on the
    /// clock", "pulling into a rest area, gimme a 30 min timer": a request verb and "me" opening a
    /// later clause (after a clause break or a clause link, english-clause-links) ask, the clauses
    /// before saying why. Not when those clauses hold a time or a span and the request another ("the
    /// bus leaves at 6, wake me at 5:30"): the values are read from the whole sentence, first come
    /// first, and would be theirs; one said only before the request is its own ("the bread takes 35
    /// minutes, so nudge me"); nor after words of the past (said, told).
    private static func laterClauseRequest(in sentence: Sentence) -> MoodCue? {
        let words = sentence.english, text = sentence.folded
        guard words.count > 2 else { return nil }
        for k in 1..<(words.count - 1) where words.isWord(k, of: MoodWords.englishRequestVerbs)
            && (words.isWord(k + 1, of: objectsMe) || words.isWord(k, of: verbsWithMe))
            && (words.isWord(k - 1, of: clauseLinks) || Clause.holdsBreak(text, from: words.span(k - 1).upperBound, to: words.span(k).lowerBound)) {
            let verb = words.span(k).lowerBound
            // A value before the request is its own only when none follows ("the bread takes 35
            // minutes, so nudge me"); with one after, the first is the earlier clause's.
            let valueAfter = sentence.timeGroups.contains { $0.start > verb } || sentence.durations.contains { $0.start > verb }
            if valueAfter, let time = sentence.time, time.start < verb { return nil }
            if valueAfter, let span = sentence.durations.first, span.start < verb { return nil }
            if !valueAfter, sentence.time.map({ $0.start < verb }) ?? false, sentence.durations.contains(where: { $0.start < verb }) { return nil }
            if (0..<k).contains(where: { words.isWord($0, of: pastForms) }) { return nil }
            return MoodCue(word: words.word(k), span: words.span(k))
        }
        return nil
    }

    private static let pastForms = EnglishWordSet(WordLists.englishPastForms)
    private static let passiveMarkers = MoodWords.characters(WordLists.passiveMarkers)

    private static let clauseLinks = EnglishWordSet(WordLists.englishClauseLinks)
    /// A request verb that holds its "me" ("gimme a 30 min timer"; english-verbs-with-me).
    private static let verbsWithMe = EnglishWordSet(WordLists.englishVerbsWithMe)
    private static let objectsMe = EnglishWordSet(WordLists.englishRequestObjects)

    /// "alarm for 19:30 to take the bins out", "alarm 2300 tonight for my meds", "reminder at 5pm call
    /// the bank": an item of the schedule opening the sentence (after a greeting), then its time
    /// (english-item-time-links between), asks for it, as a note to oneself does, whatever it says
    /// it is for; not with an auxiliary or a negation after it ("alarm at 7 didn't go off";
    /// english-telegraphic-blockers). Words asking one more may stand before the item ("also one more
    /// alarm 5:15", "another reminder at 6 for the bins"; another-words).
    private static func itemAndItsTime(in sentence: Sentence) -> MoodCue? {
        let words = sentence.english
        var k = MoodWords.firstAfterGreetings(words)
        if let more = oneMore.first(where: { words.hasPhrase($0, at: k) }) { k += more.keys.count }
        guard k < words.count, ScheduleItems.isEnglishItem(words.key(k)) else { return nil }
        var next = k + 1
        while next < words.count, words.isWord(next, of: itemTimeLinks) { next += 1 }
        let valueStart = next < words.count ? words.span(next).lowerBound : sentence.count
        let afterItem = sentence.skipSpaces(from: words.span(k).upperBound)
        // The time: a number after the item and its links, before any other word (19:30, 2300, 5pm).
        guard sentence.numbers.contains(where: { (afterItem..<valueStart).contains($0.start) }),
              !(k + 1..<words.count).contains(where: { words.isWord($0, of: telegraphicBlockers) })
        else { return nil }
        return MoodCue(word: words.word(k), span: words.span(k))
    }

    private static let itemTimeLinks = EnglishWordSet(WordLists.englishItemTimeLinks)
    /// The English words asking one more, longest first ("another one" before "another").
    private static let oneMore = WordLists.anotherWords.filter(WordLists.isEnglish).map(EnglishPhrase.init).sorted { $0.keys.count > $1.keys.count }
    private static let telegraphicBlockers = EnglishWordSet(WordLists.englishTelegraphicBlockers)

    /// 明早六点四十叫小宇起床, 喊儿子起来上学: a verb that wakes (wake-someone-verbs), someone of one
    /// to four characters who is not the speaker, and a word of getting up (wake-someone-ends)
    /// ask to wake that someone, as 叫我起床 asks to wake the speaker. The span is the whole phrase.
    private static func wakesSomeone(_ text: [UInt32]) -> Range<Int>? {
        for i in 0..<text.count {
            if let phrase = wakePhrase(in: text, at: i) { return phrase }
        }
        return nil
    }

    /// The phrase that wakes someone (`wakesSomeone`) starting at `i`, if one does.
    static func wakePhrase(in text: [UInt32], at i: Int) -> Range<Int>? {
        guard wakeVerbs.contains(text[i]) else { return nil }
        for gap in 1...4 where i + 1 + gap < text.count {
            let person = (i + 1)..<(i + 1 + gap)
            guard person.allSatisfy({ Lexicon.isChinese(text[$0]) && text[$0] != 0x6211 }) else { return nil }  // 我
            if let end = wakeEnds.first(where: { TextScan.matches(text, $0, at: person.upperBound) }) {
                return i..<(person.upperBound + end.count)
            }
        }
        return nil
    }

    private static let wakeVerbs = MoodWords.characters(WordLists.wakeSomeoneVerbs)
    private static let wakeEnds = WordLists.wakeSomeoneEnds.map { $0.unicodeScalars.map(\.value) }

    /// The first request cue that does not count: negated, or said of someone else.
    static func declinedCue(in sentence: Sentence) -> MoodCue? {
        guard let (k, span) = MoodWords.first(of: MoodWords.requestCues, in: sentence, wholeWords: true, from: 0) else { return nil }
        return MoodCue(word: WordLists.requestCues[k], span: span)
    }

    /// Every request cue of the sentence, negated or not, in either language: none carries
    /// content ("let me know in 15 minutes please" says no more than "in 15 minutes", though
    /// only "please" is the cue its mood reports).
    static func cueSpans(in sentence: Sentence) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        var from = 0
        while let (_, span) = MoodWords.first(of: MoodWords.requestCues, in: sentence, wholeWords: true, from: from) {
            spans.append(span)
            from = span.upperBound
        }
        let words = sentence.english
        guard !words.isEmpty else { return spans }
        for k in 0..<words.count {
            for phrase in MoodWords.englishRequestPhrases where words.hasPhrase(phrase, at: k) {
                spans.append(words.span(k).lowerBound..<words.span(k + phrase.count - 1).upperBound)
            }
        }
        return spans
    }

    /// 不用提醒我, 别叫我, 不要设: a negation right before the cue (再 may stand between); and
    /// 我不喜欢设闹钟, 我讨厌定闹钟: a liking or dislike of the act, which asks for none of it.
    private static func isNegated(_ text: [UInt32], before start: Int) -> Bool {
        MoodWords.oneOf(negationsAndAttitudes, endsBefore: start, in: text)
    }

    private static let negationsAndAttitudes = MoodWords.negations + MoodWords.attitudes

    /// 他每天都提醒我, 有人一直喊我, 奶奶每天喊我起床, 老师说这题也能算: a third person, someone unnamed
    /// (indefinite-persons) or named by kin with a habit (`kinDoesIt`),
    /// or someone's words (X说), in the cue's clause before it make the sentence a description or
    /// reported speech.
    private static func hasOtherSubject(_ text: [UInt32], before start: Int) -> Bool {
        var i = start - 1
        while i >= 0, !Clause.breaks(text, at: i) {
            if MoodWords.thirdPersons.contains(text[i]) { return true }
            // 被闹钟叫醒: a passive, the doer another (被子 is a quilt).
            if passiveMarkers.contains(text[i]), i + 1 >= text.count || text[i + 1] != 0x5B50 { return true }
            if indefinitePersons.contains(where: { TextScan.matches(text, $0, at: i + 1 - $0.count) }) { return true }
            if kinDoesIt(text, endingAt: i + 1, cue: start) { return true }
            // 说 after someone other than 我 or 你 (你说现在几点了 still asks).
            if speechVerbs.contains(text[i]), i > 0, !speakerAndListener.contains(text[i - 1]), !Clause.breaks(text, at: i - 1) {
                return true
            }
            i -= 1
        }
        return false
    }

    /// 我前天定了五个闹钟都没起来, 昨晚设了闹钟还是睡过头, 我上礼拜五有设闹钟: the cue's verb done (了 right
    /// after it or after what it came to, 设成了; or 有 right before it, as Taiwan and the south tell a thing
    /// done) on a day gone by (past-days) or at a moment said (…的时候) in its clause before it tells what was
    /// done, and asks nothing; so does a cue in a clause that says when something happened (我刚才定闹钟的时候
    /// 手抖了一下; when-clause-ends).
    private static func isToldInThePast(_ text: [UInt32], cue: Range<Int>) -> Bool {
        let clauseEnd = Clause.end(from: cue.upperBound, in: text)
        if whenClauseEnds.occurs(in: text, within: cue.upperBound..<clauseEnd) { return true }
        // 了 right after the verb, or after what it came to (设成了, 定好了).
        var after = cue.upperBound
        if after + 1 < text.count, text[after] == 0x6210 || settingDone.contains(text[after]) { after += 1 }  // 成
        let done = after < text.count && text[after] == 0x4E86  // 了
            || cue.lowerBound > 0 && text[cue.lowerBound - 1] == 0x6709  // 有
        guard done else { return false }
        // On a day gone by, or at a moment a clause before it says (我定闹钟的时候手一抖设成了下午).
        let clause = Clause.start(of: cue.lowerBound, in: text)..<cue.lowerBound
        return pastDays.occurs(in: text, within: clause) || whenClauseEnds.occurs(in: text, within: clause)
    }

    private static let pastDays = PhraseList(WordLists.pastDays)
    private static let whenClauseEnds = PhraseList(WordLists.whenClauseEnds)

    /// 我有睡前设三个闹钟的习惯: a habit named after the cue in its clause (的习惯, 的毛病; habit-nouns)
    /// makes the cue what the habit is.
    private static func namesAHabit(_ text: [UInt32], after end: Int) -> Bool {
        let clauseEnd = Clause.end(from: end, in: text)
        return (end..<clauseEnd).contains { i in
            text[i] == 0x7684 && habitNouns.contains { TextScan.matches(text, $0, at: i + 1) }  // 的
        }
    }

    /// Rule describing: 我设的闹钟太吵了, 你定好的计时器响了没有, 我昨天定的闹钟怎么没响: a cue right before 的
    /// (好, 过 or 完 may stand between: setting-done-marks) says which thing was set, as a relative
    /// clause does, and asks for none (的话, "if", does not describe).
    private static func describesAThing(_ text: [UInt32], after end: Int) -> Bool {
        let de: UInt32 = 0x7684, hua: UInt32 = 0x8BDD  // 的, 话
        var i = end
        if i < text.count, text[i] != de, settingDone.contains(text[i]) { i += 1 }
        return i < text.count && text[i] == de && (i + 1 >= text.count || text[i + 1] != hua)
    }

    private static let settingDone = MoodWords.characters(WordLists.settingDoneMarks)
    private static let habitNouns = WordLists.habitNouns.map { $0.unicodeScalars.map(\.value) }
    private static let speechVerbs = MoodWords.characters(WordLists.speechVerbs)
    private static let indefinitePersons = WordLists.indefinitePersons.map { $0.unicodeScalars.map(\.value) }
    private static let kinPersons = WordLists.kinPersons.map { $0.unicodeScalars.map(\.value) }
    private static let kinEnds = SmallScalarSet(kinPersons.compactMap(\.last))
    private static let habitAdverbs = WordLists.habitAdverbs.map { $0.unicodeScalars.map(\.value) }

    /// 我妈每天六点叫我起床, 奶奶总喊我吃饭, 老师叫我去办公室: someone named by kin (kin-persons) ending at
    /// `end`, and a word of habit (habit-adverbs: 每天, 总, 成日) between them and the cue at `cue`, or
    /// nothing between: the kin is who does it. With other words between, the kin may be whose the
    /// day is (我妈生日那天提醒我买蛋糕), which still asks.
    static func kinDoesIt(_ text: [UInt32], endingAt end: Int, cue: Int) -> Bool {
        // Asked at every character before a cue: most end no kin word.
        guard end > 0, kinEnds.contains(text[end - 1]) else { return false }
        return kinPersons.contains { TextScan.matches(text, $0, at: end - $0.count) }
            && (end == cue || (end..<cue).contains { i in habitAdverbs.contains { TextScan.matches(text, $0, at: i) } })
    }
    private static let speakerAndListener = MoodWords.characters(WordLists.speakerAndListener)

    private static let invertingAuxiliaries = EnglishWordSet(WordLists.englishInvertingAuxiliaries)

    private static func englishRequest(_ words: EnglishWords) -> MoodCue? {
        guard !words.isEmpty else { return nil }
        // Anywhere: "please", "can you", "could you", "I need", "I'd like"; not after do, does or did
        // ("how much more do i need" asks).
        for (k, phrase) in MoodWords.englishRequestPhrases.enumerated() {
            for j in 0..<words.count where words.hasPhrase(phrase, at: j) && (j == 0 || !words.isWord(j - 1, of: invertingAuxiliaries)) {
                return MoodCue(word: WordLists.englishRequestPhrases[k], span: words.span(j).lowerBound..<words.span(j + phrase.count - 1).upperBound)
            }
        }
        // At the start, after a greeting: an imperative request verb.
        let k = MoodWords.firstAfterGreetings(words)
        guard k < words.count else { return nil }
        if words.isWord(k, of: MoodWords.englishRequestVerbs) || makesAnItem(words, at: k) {
            return MoodCue(word: words.word(k), span: words.span(k))
        }
        // "can set alarm or not", "could remind me at 5?": can or could right before a request verb, the
        // subject left out as Singapore and Malaysia, and learners, say it.
        if k + 1 < words.count, words.isWord(k, of: abilityModals), words.isWord(k + 1, of: MoodWords.englishRequestVerbs) {
            return MoodCue(word: "\(words.word(k)) \(words.word(k + 1))", span: words.span(k).lowerBound..<words.span(k + 1).upperBound)
        }
        return nil
    }

    private static let abilityModals = EnglishWordSet(["can", "could"])

    /// "make reminder to pay rent", "make me an alarm for 6": a verb that makes something
    /// (english-item-making-verbs) asks for it when a new item of the schedule is what it makes,
    /// only indefinite words between (a, me, new; english-new-item-leads); "make a playlist" asks
    /// nothing of the built-ins, "make the alarm louder" changes an item that is there.
    private static func makesAnItem(_ words: EnglishWords, at k: Int) -> Bool {
        words.isWord(k, of: itemMakingVerbs) && ScheduleItems.isEnglishItem(after: k, in: words, leads: newItemLeads)
    }

    private static let itemMakingVerbs = EnglishWordSet(WordLists.englishItemMakingVerbs)
    private static let newItemLeads = EnglishWordSet(WordLists.englishNewItemLeads)
}
