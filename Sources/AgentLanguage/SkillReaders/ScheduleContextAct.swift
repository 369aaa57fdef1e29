import AgentProtocol

/// Rule the schedule in context: in a conversation about the schedule (the last request set, listed
/// or cancelled items), a sentence that names no kind of item may still act on them:
/// - **cancelling**: a cancel word (schedule-cancels, 删, "kill") with a reference to items
///   (schedule-references: 那个, 它, "the … one", "it"), with every item (全部取消, "all of them"), or
///   with nothing else but openers and particles (删了吧, 帮我取消吧), or with one item unnamed (取消一个,
///   "delete one of them": which one is asked; schedule-any-one); a cancel word about something
///   else (帮我取消订单) and a sentence with a duration and no reference ("turn off the stove in 10
///   minutes") cancel nothing;
/// - **looking up**: a context question word and a state word (schedule-context-questions,
///   schedule-context-states: 还剩几个, 我设了啥, "what's still set", "how many now"), or a yes/no question
///   with a state word, answered yes or no first (收衣服的还在吗, "is the laundry one still there").
/// Right after a cancel, a reference with "too", "also", 也 (schedule-also-words) cancels as well ("and the
/// bank one too"). What the items are about stands before the reference (喝水 of 把喝水那个删了, "oven" of "the
/// oven one"); a pronoun (它, it) or a bare cancel word (删了吧) points at the item last set.
enum ScheduleContextAct {
    static func read(_ sentence: Sentence, after lastAct: ScheduleAct? = nil) -> ScheduleRequestReader.Reading? {
        let text = sentence.folded
        var references = self.references(in: sentence)
        // 明天的不要了, 喝水的删了: what is said of an item, then 的, stands for it before a cancel word.
        if references.isEmpty, let cue = cancelCue(in: sentence), let de = headlessItem(before: cue.lowerBound, in: text) {
            references.append(.init(span: de..<(de + 1), kind: nil))
        }
        // 头一个不要了, "remove the first": a word of order stands for the item it picks.
        if references.isEmpty, let ordinal = ScheduleOrdinal.span(in: sentence) { references.append(.init(span: ordinal, kind: nil)) }
        // "cancel tomorrow's", "delete Friday's then": a day said with 's and no noun after it, as 明天的.
        if references.isEmpty, let cue = cancelCue(in: sentence), let own = possessiveDay(after: cue, in: sentence) {
            references.append(.init(span: own, kind: nil))
        }
        let all = ScheduleRequestReader.saysAll(sentence)
        // "and the bank one too" right after a cancel: the same act on other items.
        if lastAct == .cancel, !references.isEmpty, let also = alsoCue(in: sentence) {
            return .init(act: .cancel, cue: MoodWords.string(text[also]), kinds: [], all: all,
                         subject: subject(in: sentence, references: references))
        }
        if let cue = cancelCue(in: sentence), !references.isEmpty || all || sentence.durations.isEmpty {
            // 取消一个, "delete one of them": one of the items, which the cancel asks.
            let anyOne = saysAnyOne(sentence, after: cue)
            let pronoun = !all && !anyOne && references.contains { pronouns.contains(Array(text[$0.span])) }
            let subject = subject(in: sentence, references: references)
            let bare = references.isEmpty && !all && !anyOne && subject == nil && (sentence.time?.hour == nil)
            // 帮我取消订单, "cancel my subscription": a cancel word about something else cancels no item.
            if bare && !saysNothingElse(sentence, cue: cue) { return nil }
            return .init(act: .cancel, cue: MoodWords.string(text[cue]), kinds: [], all: all, subject: subject,
                         pointsAtLast: pronoun || bare)
        }
        if let cue = lookUpCue(in: sentence) {
            return .init(act: .list, cue: MoodWords.string(text[cue]), kinds: [], all: all, subject: nil)
        }
        if let cue = whetherCue(in: sentence) {
            let subject = subject(in: sentence, references: references)
            return .init(act: .list, cue: MoodWords.string(text[cue]), kinds: [], all: false, subject: subject, asksWhether: true)
        }
        return nil
    }

    /// Where 的 ends what is said of an unnamed item right before a cancel word at `cue` (都, 也, 就, 先
    /// may stand between): 明天的不要了, 七点的也删了.
    private static func headlessItem(before cue: Int, in text: [UInt32]) -> Int? {
        var i = cue - 1
        while i > 0, text[i] == 0x20 || adverbs.contains(text[i]) { i -= 1 }
        return i > 0 && text[i] == 0x7684 ? i : nil  // 的, with something said before it
    }

    /// Where "'s" closes a day said after the cancel word at `cue` with nothing but particles after it
    /// ("cancel tomorrow's", "scrap Friday's please"): what stands for the items of that day.
    private static func possessiveDay(after cue: Range<Int>, in sentence: Sentence) -> Range<Int>? {
        guard let time = sentence.time, time.day != nil, time.hour == nil, time.start >= cue.upperBound else { return nil }
        let text = sentence.folded
        let apostrophe = time.end
        guard apostrophe + 1 < text.count, text[apostrophe] == 0x27 || text[apostrophe] == 0x2019, text[apostrophe + 1] == 0x73,  // 's
              apostrophe + 2 == text.count || !sentence.isLetter(apostrophe + 2),
              ScheduleCancelAct.onlyParticles(in: text, from: apostrophe + 2) else { return nil }
        return apostrophe..<(apostrophe + 2)
    }

    /// Whether only spaces and adverbs (都, 也, 就, 先) stand from `start` to the cancel word at `cue`
    /// (七点那个也删了).
    static func standsBefore(_ cue: Range<Int>, from start: Int, in text: [UInt32]) -> Bool {
        guard start <= cue.lowerBound else { return false }
        return text[start..<cue.lowerBound].allSatisfy { $0 == 0x20 || adverbs.contains($0) }
    }

    /// 都, 也, 就, 先.
    private static let adverbs: Set<UInt32> = [0x90FD, 0x4E5F, 0x5C31, 0x5148]

    /// The references to items, as items of either kind.
    static func references(in sentence: Sentence) -> [ScheduleItems.Item] {
        let text = sentence.folded
        var found: [ScheduleItems.Item] = []
        for i in text.indices {
            if let word = chineseReferences.first(in: text, at: i) { found.append(.init(span: i..<(i + word.count), kind: nil)) }
        }
        let english = sentence.english
        for k in 0..<english.count where english.isWord(k, of: englishReferences) {
            found.append(.init(span: english.span(k), kind: nil))
        }
        return found
    }

    static func cancelCue(in sentence: Sentence) -> Range<Int>? {
        let text = sentence.folded
        for i in text.indices {
            // 把它取消了: 它 is the item, not someone else whose schedule it is (他把闹钟关了).
            // 莫删咖它: a cancel negated keeps the item (`ScheduleCancelAct.isNegated`).
            if let word = ScheduleCancelAct.chinese.first(in: text, at: i), !ScheduleCancelAct.isNegated(at: i, in: text),
               !ScheduleRequestReader.saidOfOthers(text, before: i) || pronouns.contains(where: { TextScan.contains(Array(text[..<i]), $0) }) {
                return i..<(i + word.count)
            }
        }
        let english = sentence.english
        for k in 0..<english.count {
            if let count = ScheduleCancelAct.englishCancel(at: k, in: sentence) {
                return english.span(k).lowerBound..<english.span(k + count - 1).upperBound
            }
        }
        return nil
    }

    private static func alsoCue(in sentence: Sentence) -> Range<Int>? { alsoWords.find(in: sentence) }

    /// Whether the sentence asks for one item without saying which (schedule-any-one) after the cancel
    /// word, "cancel one" with nothing after it as well; but not 一个 after 那, 这 or 哪 (那一个 names one).
    private static func saysAnyOne(_ sentence: Sentence, after cue: Range<Int>) -> Bool {
        let text = sentence.folded
        let after = cue.upperBound..<text.count
        if anyOne.spans(in: sentence, startingIn: after).contains(where: { $0.lowerBound == 0 || !namingOne.contains(text[$0.lowerBound - 1]) }) {
            return true
        }
        let english = sentence.english
        guard let last = (0..<english.count).last, english.span(last).lowerBound >= cue.upperBound else { return false }
        return english.word(last) == "one" && (last == 0 || english.span(last - 1).upperBound <= cue.upperBound)
    }

    /// 删了吧, 帮我取消吧, "cancel please": nothing but openers before the cancel word and particles after it, in its
    /// clause; another clause may say why, with no time or span of its own (好啦取消掉，我要出门了; meeting cancel了，帮我删掉).
    private static func saysNothingElse(_ sentence: Sentence, cue: Range<Int>) -> Bool {
        let text = sentence.folded
        let clause = Clause.around(cue, in: text)
        if sentence.durationAndTimeSpans.contains(where: { !clause.contains($0.lowerBound) }) { return false }
        var i = clause.lowerBound
        while i < cue.lowerBound {
            if MoodWords.isSpaceOrClauseBreak(text[i]) {
                i += 1
            } else if let word = openers.first(in: text, at: i) ?? interjections.first(in: text, at: i) {
                i += word.count
            } else {
                return false
            }
        }
        return ScheduleCancelAct.onlyParticles(in: text, from: cue.upperBound)
    }

    private static func lookUpCue(in sentence: Sentence) -> Range<Int>? {
        let text = sentence.folded
        let english = sentence.english
        let question = chineseQuestions.firstMatch(in: text)
            ?? englishQuestions.lazy.compactMap { english.find($0) }.first
        guard let question else { return nil }
        let state = chineseStates.firstMatch(in: text) != nil
            || (0..<english.count).contains { english.isWord($0, of: englishStates) }
        return state ? question : nil
    }

    /// 收衣服的还在吗, 明天的还在吧, 是不是设好了, "is the laundry one still there": a question (a question
    /// ending, a yes-or-no opener: schedule-yes-no-openers, or an English question opener) with a state
    /// word asks whether such items are still set.
    private static func whetherCue(in sentence: Sentence) -> Range<Int>? {
        let text = sentence.folded
        let english = sentence.english
        let asks = ScheduleLookUpAct.endsAsQuestion(text) || yesNoOpeners.firstIndex(in: text, at: 0) != nil
            || (english.count > 0 && english.isWord(0, of: MoodWords.englishQuestionOpeners))
        // 再定一个七点的嘛: one more asked for, softened by the particle, sets one.
        guard asks, !AnotherWords.holds(sentence) else { return nil }
        // 整二十分钟嘛, 设七点吧: a state word right before a value sets it, and asks after nothing set.
        let values = sentence.durationAndTimeSpans.map(\.lowerBound)
        if let state = chineseStates.firstMatch(in: text), !values.contains(state.upperBound) { return state }
        return (0..<english.count).first { english.isWord($0, of: englishStates) }.map { english.span($0) }
    }

    private static let yesNoOpeners = PhraseList(WordLists.scheduleYesNoOpeners)
    private static let chineseReferences = PhraseList((WordLists.scheduleReferences + WordLists.schedulePronouns).filter { !WordLists.isEnglish($0) })
    private static let englishReferences = EnglishWordSet((WordLists.scheduleReferences + WordLists.schedulePronouns).filter(WordLists.isEnglish))
    /// 它, 它们, it, them: the item just set.
    private static let pronouns = Set(WordLists.schedulePronouns.map { Array($0.unicodeScalars.map(\.value)) })
    private static let alsoWords = MixedPhrases(WordLists.scheduleAlsoWords)
    private static let anyOne = MixedPhrases(WordLists.scheduleAnyOne)
    /// 那, 这, 哪 before 一个: that one, this one, which one.
    private static let namingOne = SmallScalarSet(characters: "那这哪")
    private static let openers = PhraseList(WordLists.scheduleSubjectOpeners)
    private static let interjections = PhraseList(WordLists.scheduleActInterjections)
    private static let chineseQuestions = PhraseList(WordLists.scheduleContextQuestions.filter { !WordLists.isEnglish($0) })
    private static let englishQuestions = WordLists.scheduleContextQuestions.filter(WordLists.isEnglish).map(EnglishPhrase.init)
    private static let chineseStates = PhraseList(WordLists.scheduleContextStates.filter { !WordLists.isEnglish($0) })
    private static let englishStates = EnglishWordSet(WordLists.scheduleContextStates.filter(WordLists.isEnglish))

    /// What the referred items are about: before a Chinese reference (喝水 of 喝水那个) or "one" (oven of
    /// "the oven one"); a pronoun has none.
    private static func subject(in sentence: Sentence, references: [ScheduleItems.Item]) -> String? {
        let anchors = references.filter { isOne($0, in: sentence) || MoodWords.isIdeograph(sentence.folded[$0.span.lowerBound]) }
        return ScheduleSubject.subject(in: sentence, items: anchors, negatedCue: nil) ?? named(after: anchors, in: sentence)
    }

    /// 取消那个会议: what a Chinese reference names after it, its cancel words and particles left out
    /// (so 把那个删了 names nothing), and its time or span with the 的 after it (那个五点半的删了吧 names
    /// an item by its time alone); at least two ideographs, or one word of order in time (`ScheduleSubject.namesSubject`).
    private static func named(after references: [ScheduleItems.Item], in sentence: Sentence) -> String? {
        let text = sentence.folded
        guard let reference = references.first(where: { MoodWords.isIdeograph(text[$0.span.lowerBound]) }) else { return nil }
        let values = sentence.durationAndTimeSpans
        var kept: [UInt32] = []
        var i = reference.span.upperBound
        while i < text.count, !Clause.breaks(text, at: i) {
            if let word = ScheduleCancelAct.chinese.first(in: text, at: i) ?? ScheduleCancelAct.trailers.first(in: text, at: i) {
                i += word.count
                continue
            }
            if let value = values.first(where: { $0.contains(i) }) {
                i = value.upperBound
                if i < text.count, text[i] == 0x7684 { i += 1 }  // 的
                continue
            }
            if MoodWords.isIdeograph(text[i]) { kept.append(text[i]) }
            i += 1
        }
        return ScheduleSubject.namesSubject(kept) ? MoodWords.string(kept) : nil
    }

    private static func isOne(_ reference: ScheduleItems.Item, in sentence: Sentence) -> Bool {
        let english = sentence.english
        return (0..<english.count).contains { english.span($0) == reference.span && english.isWord($0, of: ScheduleItems.englishReferences) }
    }
}
