/// Rule looking up: a sentence that names the schedule's items looks them up when
/// - it asks which there are (哪些, 几个, 什么, 来着; SkillReaders/words/schedule-which), or whether
///   they are set (有没有, 还在, 定好了没; schedule-whether), but not 几 after 这, 那, 好, "a few"
///   (她手机里有好几个闹钟; Asking/words/few-markers);
/// - it asks to see them (看看, 查一下, 列出, show, list; schedule-looks), in English before an
///   item word or right after one ("show my alarms", "my reminder list"; "set a reminder to check
///   the oven" sets one);
/// - it is a question (ending in 吗, 没, 么, 嘛, 吧; schedule-question-endings), or the item's clause is
///   one, whether an item was set or is there (我今天晚上有闹钟吗, 我设了喝水的提醒吗, 我有设闹钟吗？明天要早起;
///   schedule-past-markers);
/// - in English a question word stands before the item word (what alarms, any of my timers;
///   schedule-english-which, schedule-english-whether, schedule-item-determiners), or it asks
///   whether there are any ("do I have", "is there"; schedule-existence-questions), or whether one
///   is set: a question whose item word a state follows ("is my alarm set", "is the timer
///   running", after the item's time "is my alarm for tomorrow set"; schedule-english-states); or it puts the question word last, after an auxiliary
///   and the items ("my reminders are what"), or asks whether something is in them ("is mop the
///   floor in my reminders"; schedule-english-copulas, schedule-english-places); or it asks how many
///   after the items, as Chinese, Thai and Malay order it ("I have alarm how many now ka", "my alarm
///   already have how many"; schedule-count-tails after it).
/// - it asks the time of its own item: when it goes off or how long it has left (schedule-time-questions:
///   闹钟几点响, 倒计时还剩多久 with the question after the item word in its clause; "what time is my
///   alarm set for", "when does my next alarm go off", "how much time is left on my timer", "how
///   many minutes left on the pasta timer", "how long's left on my timer" with the question first,
///   or, with no item word, the time left on anything of one's own ("how many minutes left on the
///   cookies"; schedule-time-remaining-words, `timeLeftOnOwnThing`),
///   then an auxiliary or a word of the time left (schedule-time-left-words), and the item, after
///   my, the or next, later in its clause), not what to do
///   ("what time should i set my alarm"; schedule-time-question-modals);
/// A question whether items are set (the question endings, schedule-whether, the existence
/// questions) is answered yes or no first (`asksWhether`). Not said of someone else (她设了哪些闹钟).
/// A question whether the person asked to be reminded ("did i tell you to remind me about laundry",
/// 我有没有让你提醒我交房租; schedule-recalled-requests) or what they asked to keep in mind ("what are
/// the things i wanted to remember"; schedule-recalled-things) looks up reminders with no item word.
public enum ScheduleLookUpAct {
    /// The phrases that look reminders up with no item word (schedule-recalled-requests and
    /// -things): words of `schedule.list` as its item words are, so that such a sentence is its
    /// candidate whether or not its samples taught a like one.
    public static let recalledPhrases: [String] = WordLists.scheduleRecalledRequests + WordLists.scheduleRecalledThings

    /// The time left on something of one's own ("left on the", "remaining on my"; schedule-time-remaining-words):
    /// words of `schedule.list`, so that "how many minutes left on the cookies" is its candidate with no item word.
    public static let timeLeftPhrases: [String] = WordLists.scheduleTimeRemainingWords.flatMap { word in
        WordLists.scheduleOwnDeterminers.map { "\(word) on \($0)" }
    }

    /// "did i tell you to remind me", 我有没有让你提醒我 (asks whether), or "what are the things i wanted to
    /// remember", 我让你记着什么 (asks which): the cue, found anywhere (English as words).
    static func recalledRequestCue(in sentence: Sentence) -> (span: Range<Int>, asksWhether: Bool)? {
        if let span = recalledRequests.find(in: sentence) { return (span, true) }
        // "i wanted to remember my keys" tells; a question or look word before the cue asks
        // ("recall the things i asked you to remember"), and so does a question word opening a later
        // clause ("i wanted to remember some things, what were they"; schedule-recalled-later-questions)
        // or ending the sentence ("i wanted to keep in mind what again"), where "i wanted to remember
        // what she said" holds no question.
        if let span = recalledThings.find(in: sentence) {
            let english = sentence.english
            let asks = (0..<english.count).contains { k in
                let word = english.span(k)
                if word.upperBound <= span.lowerBound {
                    return englishWhich.contains(english.key(k)) || englishLooks.contains(english.key(k))
                }
                // After the cue: a question word that opens its clause (a break right before it),
                // or that ends the sentence, perhaps with "again" ("i wanted to keep in mind what again";
                // echo-question-tails): an echo question.
                guard word.lowerBound >= span.upperBound, laterQuestions.contains(english.key(k)) else { return false }
                return sentence.hasClauseBreak(from: max(span.upperBound, k > 0 ? english.span(k - 1).upperBound : 0), to: word.lowerBound)
                    || (k + 1..<english.count).allSatisfy { echoTails.contains(english.key($0)) }
            }
            if asks { return (span, false) }
        }
        return nil
    }

    private static let recalledRequests = MixedPhrases(WordLists.scheduleRecalledRequests)
    private static let recalledThings = MixedPhrases(WordLists.scheduleRecalledThings)

    /// Whether the sentence ends in a question particle (吗, 没, 么, 嘛, 吧; schedule-question-endings), past
    /// the soft particles that may follow it; 吧 of 还在吧 softens and asks at once.
    static func endsAsQuestion(_ text: [UInt32]) -> Bool {
        let ending = { (v: UInt32) in !MoodWords.isSpaceOrClauseBreak(v) && (!MoodWords.softParticles.contains(v) || questionEndings.contains(v)) }
        guard let last = text.lastIndex(where: ending) else { return false }
        return questionEndings.contains(text[last])
    }

    static func cue(in sentence: Sentence, items: [ScheduleItems.Item]) -> (span: Range<Int>, asksWhether: Bool)? {
        let text = sentence.folded
        for i in 0..<text.count {
            guard let word = chinese.first(in: text, at: i), !ScheduleRequestReader.saidOfOthers(text, before: i) else { continue }
            // 什么办法, 啥铃声, 那啥: a question of another kind of thing, or no question (schedule-question-lookalikes).
            if (max(0, i - 1)...i).contains(where: { start in (lookalikes.longestMatch(in: text, at: start)?.length ?? 0) > i - start }) {
                continue
            }
            // 好几个, 这几个: "a few", no question.
            if word.first == 0x51E0, i > 0, MoodWords.fewMarkers.contains(text[i - 1]) { continue }  // 几
            if looksAtSomethingElse(i, in: sentence, items: items) { continue }
            return (i..<(i + word.count), whether.contains(word))
        }
        // 我今天晚上有闹钟吗, 我设了喝水的提醒吗: a question whether there are such items; the
        // sentence's last clause asks, or the item's own (我有设闹钟吗？明天要早起).
        let asks = endsAsQuestion(text)
        for i in 0..<text.count {
            guard let word = pastMarkers.first(in: text, at: i) else { continue }
            let asked = items.contains { item in
                guard item.span.lowerBound >= i + word.count else { return false }
                if asks { return true }
                let clause = Clause.around(item.span, in: text)
                return clause.contains(i) && endsAsQuestion(Array(text[clause]))
            }
            if asked { return (i..<(i + word.count), true) }
        }
        if let span = askedTimeOfItem(in: sentence, items: items) { return (span, false) }
        let english = sentence.english
        // The first word after a greeting ("yo is my alarm set"), which may open a question.
        let opening = MoodWords.firstAfterGreetings(english)
        if let span = askedAfterItemsNamedFirst(in: sentence, items: items, opening: opening) { return (span, false) }
        for k in 0..<english.count {
            let word = english.key(k)
            // "show my alarms", "my reminder list": before the item, or right after it ("set a
            // reminder to check the oven" sets one).
            if englishLooks.contains(word),
               items.contains(where: { $0.span.lowerBound >= english.span(k).upperBound })
                || (k > 0 && ScheduleItems.isEnglishItem(english.key(k - 1))) {
                return (english.span(k), false)
            }
            // "what alarms", "which reminders", "any timers": the question word before the item.
            let whether = englishWhether.contains(word)
            if whether || englishWhich.contains(word), k + 1 < english.count {
                // "what were the reminders": an auxiliary may stand between.
                let first = k + 2 < english.count && english.isWord(k + 1, of: auxiliaries) ? k + 2 : k + 1
                let next = first + 1 < english.count && determiners.contains(english.key(first)) ? first + 1 : first
                if ScheduleItems.isEnglishItem(english.key(next)) { return (english.span(k), whether) }
            }
            // "is my alarm set", "is the timer running": the item's state right after it, or after its
            // time ("is my alarm for tomorrow set") or a word that leads to it ("is my alarm already
            // set"), in a question, opened as one or put as a choice ("my alarm got set or not").
            if k > 0, englishStates.contains(word), statesItem(before: k, in: sentence),
               opening < english.count && english.isWord(opening, of: MoodWords.englishQuestionOpeners)
                || QuestionMood.endsInChoice(english) {
                return (english.span(k), true)
            }
            // "my reminders are what": the question word last, after an auxiliary, the items before.
            if k == english.count - 1, k > 1, englishWhich.contains(word), english.isWord(k - 1, of: auxiliaries),
               items.contains(where: { $0.span.upperBound <= english.span(k - 1).lowerBound }) {
                return (english.span(k), false)
            }
            // "I have alarm how many now": how many after an item of its clause, at most a word of time or
            // a particle after it.
            if k + 1 < english.count, word == how, english.key(k + 1) == many {
                let clause = Clause.around(english.span(k), in: text)
                if items.contains(where: { $0.span.upperBound <= english.span(k).lowerBound && clause.contains($0.span.lowerBound) }),
                   (k + 2..<english.count).allSatisfy({ !clause.contains(english.span($0).lowerBound) || countTails.contains(english.key($0)) }) {
                    return (english.span(k).lowerBound..<english.span(k + 1).upperBound, false)
                }
            }
            // "is mop the floor already in my reminders": whether something is among the items, in a question.
            if k + 2 < english.count, english.isWord(k, of: places), determiners.contains(english.key(k + 1)),
               ScheduleItems.isEnglishItem(english.key(k + 2)), opening < english.count, english.isWord(opening, of: copulas) {
                return (english.span(k), true)
            }
        }
        for phrase in existenceQuestions {
            if let span = english.find(phrase), !statesThereIs(span, in: sentence) { return (span, true) }
        }
        return nil
    }

    /// Rule a look beside a setting: a word that looks or asks whether something is still on, in a clause
    /// of no item, after or before an item's clause that sets a length or a time (帮我倒计时十五分钟，饵块还在烤着;
    /// 定个十五分钟的计时器，窑里的东西要看下), is said of the thing cooking, not of the schedule.
    private static func looksAtSomethingElse(_ i: Int, in sentence: Sentence, items: [ScheduleItems.Item]) -> Bool {
        let text = sentence.folded
        let clause = Clause.around(i..<(i + 1), in: text)
        guard !items.contains(where: { clause.overlaps($0.span) }) else { return false }
        return items.contains { item in
            let own = Clause.around(item.span, in: text)
            return sentence.durations.contains { own.contains($0.start) }
                || sentence.time.map { own.contains($0.start) } ?? false
        }
    }

    /// Rule "X is there": an existence phrase that ends its clause, its time aside, with no question mark after
    /// it says there is something, as Indian English puts it ("office meeting is there", "exam is there
    /// tomorrow"), where "any alarm is there?" and "is there an alarm" ask.
    private static func statesThereIs(_ span: Range<Int>, in sentence: Sentence) -> Bool {
        let text = sentence.folded
        var j = sentence.skipSpaces(from: span.upperBound)
        while let (word, end) = sentence.englishWord(at: j), word.namesADay { j = sentence.skipSpaces(from: end) }
        guard j == text.count || Clause.breaks(text, at: j) else { return false }
        return j == text.count || (text[j] != 0x3F && text[j] != 0xFF1F)  // ?, ？
    }

    /// Whether the words before `k` are an item, perhaps followed by a word that leads to its state
    /// ("alarm already", "alarm got"; schedule-english-state-leads) or by its time ("alarm for
    /// tomorrow"; english-item-time-links, then words of the sentence's time).
    private static func statesItem(before k: Int, in sentence: Sentence) -> Bool {
        let english = sentence.english
        // "the alarm for tomorrow on 8 o'clock", "alarm on 14:30": a state word before a time introduces
        // it, as learners say "at", and states nothing; "a timer on 8 minutes" so before a length.
        let next = sentence.skipSpaces(from: english.span(k).upperBound)
        if let time = sentence.time, (time.start..<time.end).contains(next) { return false }
        if sentence.durations.contains(where: { ($0.start..<$0.end).contains(next) }) { return false }
        if ScheduleItems.isEnglishItem(english.key(k - 1)) { return true }
        if k > 1, english.isWord(k - 1, of: stateLeads), ScheduleItems.isEnglishItem(english.key(k - 2)) { return true }
        guard let time = sentence.time else { return false }
        var j = k - 1
        while j > 0, english.span(j).lowerBound >= time.start, english.span(j).upperBound <= time.end { j -= 1 }
        return j < k - 1 && j > 0 && english.isWord(j, of: itemTimeLinks) && ScheduleItems.isEnglishItem(english.key(j - 1))
    }

    /// 闹钟几点响, "when does my next alarm go off": the question for the time of an item named in its
    /// clause (`cue(in:items:)`).
    private static func askedTimeOfItem(in sentence: Sentence, items: [ScheduleItems.Item]) -> Range<Int>? {
        let text = sentence.folded
        for item in items where MoodWords.isIdeograph(text[item.span.lowerBound]) {
            guard !ScheduleRequestReader.saidOfOthers(text, before: item.span.lowerBound) else { continue }
            let clause = item.span.upperBound..<Clause.end(from: item.span.upperBound, in: text)
            guard !chineseModals.occurs(in: text, within: clause) else { continue }
            for i in clause {
                if let word = chineseTimeQuestions.first(in: text, at: i) { return i..<(i + word.count) }
            }
        }
        // The English question is put: an auxiliary follows it ("when does", "what time is"), or a
        // word of the time left or an item to come ("how many minutes left", "how much longer on";
        // schedule-time-left-words), or the question holds its auxiliary ("how long's"); no modal
        // ("what time should"), and no conjunction ("when the timer goes off, …"). One's own item
        // follows in its clause: the item word after my, the or next, perhaps two words between
        // ("the pasta timer", "my 10 minute timer").
        let english = sentence.english
        for k in 0..<english.count {
            guard let phrase = timeQuestion(in: english, at: k) else { continue }
            let question = english.span(k).lowerBound..<english.span(k + phrase.keys.count - 1).upperBound
            var m = k + phrase.keys.count
            let holdsItsAuxiliary = english.word(m - 1).hasSuffix("'s")
            guard m < english.count, !english.isWord(m, of: englishModals),
                  holdsItsAuxiliary || english.isWord(m, of: auxiliaries) || english.isWord(m, of: timeLeftWords)
            else { continue }
            let first = m
            while m < english.count, !sentence.hasClauseBreak(from: english.span(m - 1).upperBound, to: english.span(m).lowerBound) {
                if ScheduleItems.isEnglishItem(english.key(m)),
                   (max(first, m - 3)..<m).contains(where: { ownItemDeterminers.contains(english.key($0)) }) {
                    return question
                }
                m += 1
            }
        }
        return nil
    }

    /// The English question for a time (schedule-time-questions: "how long", "what time") at word `k`.
    private static func timeQuestion(in english: EnglishWords, at k: Int) -> EnglishPhrase? {
        guard english.isWord(k, of: timeQuestionFirstWords) else { return nil }
        return englishTimeQuestions.first { english.hasPhrase($0, at: k) }
    }

    /// "how many minutes left on the cookies", "how much time remaining on my roast": a question for
    /// the time, then a word of the time left (schedule-time-remaining-words), "on" and something of
    /// one's own, whatever it is named, asks the time left on a timer. The question's span.
    public static func timeLeftOnOwnThing(in sentence: Sentence) -> Range<Int>? {
        let english = sentence.english
        for k in 0..<english.count {
            guard let phrase = timeQuestion(in: english, at: k) else { continue }
            var m = k + phrase.keys.count
            if m < english.count, english.isWord(m, of: auxiliaries) { m += 1 }  // "how much time is left"
            if m + 2 < english.count, english.isWord(m, of: remainingWords), english.word(m + 1) == "on",
               ownItemDeterminers.contains(english.key(m + 2)) {
                return english.span(k).lowerBound..<english.span(k + phrase.keys.count - 1).upperBound
            }
        }
        return nil
    }

    /// Rule the items named first: "My alarms, which ones are on?", "me timers, what's running", "my reminders
    /// please show", "I have alarm tomorrow, show me". An English item word at the opening (one word before it at
    /// most: my, me, the; the speaker's having before that: schedule-having-leads), then a
    /// question of which opening a clause of its own (schedule-english-which-after-items), or a word of
    /// looking ending the sentence, a tail after it at most (schedule-look-tails: me, please). "my alarm, set it
    /// for 7" asks nothing.
    private static func askedAfterItemsNamedFirst(in sentence: Sentence, items: [ScheduleItems.Item], opening: Int) -> Range<Int>? {
        let english = sentence.english
        // "I have alarm tomorrow, show me": the speaker's having before the item (schedule-having-leads).
        var start = opening
        while start < english.count, english.isWord(start, of: havingLeads) { start += 1 }
        guard start < english.count, start - opening <= 2,
              let first = (start..<min(start + 2, english.count)).first(where: { ScheduleItems.isEnglishItem(english.key($0)) }),
              items.contains(where: { $0.span.lowerBound == english.span(first).lowerBound })
        else { return nil }
        for k in first + 1..<english.count {
            let span = english.span(k)
            if english.isWord(k, of: whichAfterItems), sentence.hasClauseBreak(from: english.span(k - 1).upperBound, to: span.lowerBound) {
                return span
            }
            if englishLooks.contains(english.key(k)), (k + 1..<english.count).allSatisfy({ english.isWord($0, of: lookTails) }) {
                return span
            }
        }
        return nil
    }

    /// Whether the sentence asks the time of its own item (闹钟几点响, "when does my alarm go off"): the
    /// event whose time it asks is the schedule's (`EventTimeShield` leaves its words to it).
    static func asksTimeOfItem(_ sentence: Sentence) -> Bool {
        askedTimeOfItem(in: sentence, items: sentence.scheduleItems) != nil
    }

    /// The Chinese look-ups, found anywhere, and the English ones, as whole words.
    private static let chinese = PhraseList((WordLists.scheduleWhich + WordLists.scheduleWhether + WordLists.scheduleLooks)
        .filter { !WordLists.isEnglish($0) })
    private static let lookalikes = PhraseList(WordLists.scheduleQuestionLookalikes)
    private static let whether = Set(WordLists.scheduleWhether.map { Array($0.unicodeScalars.map(\.value)) })
    private static let englishLooks = EnglishWordSet(WordLists.scheduleLooks.filter(WordLists.isEnglish))
    private static let englishWhich = EnglishWordSet(WordLists.scheduleEnglishWhich)
    private static let whichAfterItems = EnglishWordSet(WordLists.scheduleEnglishWhichAfterItems)
    private static let lookTails = EnglishWordSet(WordLists.scheduleLookTails)
    private static let havingLeads = EnglishWordSet(WordLists.scheduleHavingLeads)
    private static let laterQuestions = EnglishWordSet(WordLists.scheduleRecalledLaterQuestions)
    private static let echoTails = EnglishWordSet(WordLists.echoQuestionTails)
    private static let countTails = EnglishWordSet(WordLists.scheduleCountTails)
    private static let how = EnglishWordKey.of("how"), many = EnglishWordKey.of("many")
    private static let englishWhether = EnglishWordSet(WordLists.scheduleEnglishWhether)
    private static let englishStates = EnglishWordSet(WordLists.scheduleEnglishStates)
    private static let itemTimeLinks = EnglishWordSet(WordLists.englishItemTimeLinks)
    private static let stateLeads = EnglishWordSet(WordLists.scheduleEnglishStateLeads)
    private static let determiners = EnglishWordSet(WordLists.scheduleItemDeterminers)
    private static let places = EnglishWordSet(WordLists.scheduleEnglishPlaces)
    private static let copulas = EnglishWordSet(WordLists.scheduleEnglishCopulas)
    /// The auxiliaries that lead a question to its subject (clock-event-auxiliaries: is, were, did, …).
    private static let auxiliaries = EnglishWordSet(WordLists.clockEventAuxiliaries)
    private static let existenceQuestions: [EnglishPhrase] = WordLists.scheduleExistenceQuestions.map(EnglishPhrase.init)
    private static let questionEndings = MoodWords.characters(WordLists.scheduleQuestionEndings)
    private static let pastMarkers = PhraseList(WordLists.schedulePastMarkers)
    private static let chineseTimeQuestions = PhraseList(WordLists.scheduleTimeQuestions.filter { !WordLists.isEnglish($0) })
    private static let englishTimeQuestions = WordLists.scheduleTimeQuestions.filter(WordLists.isEnglish).map(EnglishPhrase.init)
    /// The words those questions start with: most words start none, and are passed over at once.
    private static let timeQuestionFirstWords = EnglishWordSet(WordLists.scheduleTimeQuestions.filter(WordLists.isEnglish)
        .compactMap { WordLists.fields($0).first })
    private static let timeLeftWords = EnglishWordSet(WordLists.scheduleTimeLeftWords)
    private static let remainingWords = EnglishWordSet(WordLists.scheduleTimeRemainingWords)
    private static let englishModals = EnglishWordSet(WordLists.scheduleTimeQuestionModals.filter(WordLists.isEnglish))
    private static let chineseModals = PhraseList(WordLists.scheduleTimeQuestionModals.filter { !WordLists.isEnglish($0) })
    /// my, the, next before the item word: one's own item ("my alarm", "the timer", "my next alarm").
    private static let ownItemDeterminers = EnglishWordSet(WordLists.scheduleOwnDeterminers)
}

