/// Rule cancelling: a sentence cancels items of the schedule
/// - with a negated reminder cue (不用提醒我, 别叫我, 不要再提醒; Asking/words: negations,
///   reminder-cues; in English, SkillReaders/words/schedule-english-negated-cues: "do not wake me
///   up tomorrow"), which names the items itself; not one before a mishap the request guards
///   against (别叫我睡过了, 甭叫我迟到: let me not oversleep; `GuardedMishap`);
/// - with a cancel word (SkillReaders/words/schedule-cancels: 取消, 删掉, 清空, 关掉, cancel, "turn
///   off") that acts on them: the item word follows it in its clause (取消…闹钟, 删掉所有闹钟,
///   "delete all my reminders"), or precedes it with nothing after it but particles
///   (schedule-trailers: 闹钟全部清空, 喝水的提醒关了吧, "…, delete it"). 定时十分钟后关掉电视
///   cancels nothing; nor does a cancel word said of someone else (他把闹钟关了), nor one negated (闹钟别删掉).
public enum ScheduleCancelAct {
    /// The words that cancel (schedule-cancels), and the reminder cues that, negated, cancel (reminder-cues:
    /// 不用叫我了): words of `schedule.cancel`, so that a sentence with one is its candidate.
    public static let words: [String] = WordLists.scheduleCancels + WordLists.reminderCues

    /// 不用提醒我, 别叫我, 不要再提醒, "do not wake me": the negation and the cue.
    static func negatedReminderCue(in sentence: Sentence) -> Range<Int>? {
        if let chinese = negatedReminderCue(in: sentence.folded) { return chinese }
        let english = sentence.english
        for phrase in englishNegatedCues {
            if let span = english.find(phrase) { return span }
        }
        return nil
    }

    private static func negatedReminderCue(in text: [UInt32]) -> Range<Int>? {
        for i in 0..<text.count where MoodWords.negations.mayStart(text[i]) {
            var found: Range<Int>?
            MoodWords.negations.forEachMatch(in: text, at: i) { _, length in
                var p = i + length
                if p < text.count, text[p] == 0x518D { p += 1 }  // 再
                if found == nil, let cue = TaskWords.reminderCues.firstIndex(in: text, at: p),
                   !GuardedMishap.follows(text, at: p + TaskWords.reminderCues.length(cue)) {
                    found = i..<(p + TaskWords.reminderCues.length(cue))
                }
            }
            if let found { return found }
        }
        return nil
    }


    static func cue(in sentence: Sentence, items: [ScheduleItems.Item]) -> Range<Int>? {
        let text = sentence.folded
        for i in 0..<text.count {
            // The word first: whose schedule it is walks back through the clause.
            guard let word = chinese.first(in: text, at: i), !ScheduleRequestReader.saidOfOthers(text, before: i),
                  !isNegated(at: i, in: text), !isToldDone(i..<(i + word.count), in: sentence) else { continue }
            let cue = i..<(i + word.count)
            let clause = Clause.around(i..<i, in: text)
            if items.contains(where: { clause.contains($0.span.lowerBound) && $0.span.lowerBound >= cue.upperBound }) {
                return cue
            }
            // The item named before the verb, in its clause or an earlier one: nothing but particles may follow.
            if items.contains(where: { $0.span.upperBound <= cue.lowerBound }), onlyParticles(in: text, from: cue.upperBound),
               !leavesOutDays(cue, clause: clause, in: sentence) {
                return cue
            }
        }
        let english = sentence.english
        for k in 0..<english.count {
            guard let count = englishCancel(at: k, in: sentence) else { continue }
            let cue = english.span(k).lowerBound..<english.span(k + count - 1).upperBound
            guard !isToldDone(cue, in: sentence) else { continue }
            // As in Chinese, the item after the verb in its clause: "stop the car at 7, set an alarm for 5" cancels nothing;
            // or between the verb and its off ("switch the alarm off").
            let clause = Clause.around(cue.lowerBound..<cue.lowerBound, in: text)
            if items.contains(where: { $0.span.lowerBound >= cue.lowerBound && clause.contains($0.span.lowerBound) })
                || items.contains(where: { $0.span.upperBound <= cue.lowerBound }) && onlyParticles(in: text, from: cue.upperBound) {
                return cue
            }
        }
        return nil
    }

    /// Rule a cancel told done: a word that tells it done before the cancel word in its clause (cancel-done-leads: 已经,
    /// 早就, "already"; a day gone by after 我: 我刚才, 我昨天), and in Chinese 了 after it (掉, 好, 完, 过 between:
    /// 闹钟我已经取消好了, 那个计时器我刚才关掉了; "I already cancelled the alarm"), tell what was done and ask nothing;
    /// 把闹钟取消了 and 取消掉好了 ask, and a day gone by before an item may name it (昨天定的闹钟取消了).
    private static func isToldDone(_ cue: Range<Int>, in sentence: Sentence) -> Bool {
        let text = sentence.folded
        let before = Clause.start(of: cue.lowerBound, in: text)..<cue.lowerBound
        guard doneLeads.occurs(in: text, within: before) || sentence.english.count > 0 && englishDoneLeads.contains(where: { lead in
            sentence.english.find(lead).map { before.contains($0.lowerBound) } ?? false
        }) else { return false }
        if sentence.isLetter(cue.lowerBound) { return true }
        if text[cue.upperBound - 1] == 0x4E86 { return true }  // 关了: the 了 is the cancel word's own
        var after = cue.upperBound
        while after < text.count, doneMarks.contains(text[after]) { after += 1 }
        return after < text.count && text[after] == 0x4E86  // 了
    }

    /// The Chinese leads, and a day gone by right after 我 (我刚才, 我昨天): after the one who did it, the day says when it
    /// was done, where before an item it may name the item (刚才那个闹钟取消了吧).
    private static let doneLeads = PhraseList(WordLists.cancelDoneLeads.filter(WordLists.holdsIdeograph) + WordLists.pastDays.map { "我" + $0 })
    private static let englishDoneLeads = WordLists.cancelDoneLeads.filter(WordLists.isEnglish).map(EnglishPhrase.init)
    /// 掉, 好, 完, 过 between the cancel word and its 了 (cancel-done-marks: 删掉了, 取消好了, 删完了, 取消过了).
    private static let doneMarks = MoodWords.characters(WordLists.cancelDoneMarks)

    /// 闹钟别删掉, 那个提醒莫删咖, 不要取消: a negation right before the cancel word keeps the item.
    static func isNegated(at i: Int, in text: [UInt32]) -> Bool {
        MoodWords.oneOf(MoodWords.negations, endsBefore: i, in: text)
    }

    /// Rule days left out: a clause of a day and the cancel word alone (周末不用响, 周六周日别响), after a clause
    /// that sets an item at a time of day, says when the new item is not to ring; it cancels nothing.
    private static func leavesOutDays(_ cue: Range<Int>, clause: Range<Int>, in sentence: Sentence) -> Bool {
        guard let time = sentence.time, time.hour != nil, time.end <= clause.lowerBound else { return false }
        let text = sentence.folded
        var i = clause.lowerBound
        while i < cue.lowerBound, MoodWords.isSpaceOrClauseBreak(text[i]) { i += 1 }
        guard let day = exceptionDays.longestMatch(in: text, at: i) else { return false }
        // 都, 也, 就, 先 may stand between the day and the cancel word (周末就不用响了).
        return ScheduleContextAct.standsBefore(cue, from: i + day.length, in: text)
    }

    private static let exceptionDays = PhraseList(WordLists.repeatExceptionDays)

    /// Whether nothing but particles, filler and punctuation stands from `start` to the end of its clause.
    static func onlyParticles(in text: [UInt32], from start: Int) -> Bool {
        var i = start
        while i < text.count, !Clause.breaks(text, at: i) {
            if text[i] == 0x20 { i += 1; continue }
            if let word = trailers.first(in: text, at: i) {
                i += word.count
                continue
            }
            return false
        }
        return true
    }

    /// How many words the English cancel that starts at word `k` spans, if one does. One that starts with
    /// "off" (off the alarm, as Singapore, Malaysia and Chinese speakers of English say it) is a verb only
    /// where one stands: first in its clause, or after a word that leads a request (can, please, help me;
    /// schedule-off-leads). "set off the alarm" and "went off the rails" hold no cancel.
    static func englishCancel(at k: Int, in sentence: Sentence) -> Int? {
        let english = sentence.english
        guard let phrase = englishCancels.first(where: { english.hasPhrase($0, at: k) }) else { return separated(at: k, in: sentence) }
        guard phrase.keys[0] == off else { return phrase.count }
        // "read me off my alarms", "rattle off my timers": off is the particle of a verb of looking.
        if k > 0, english.isWord(k - 1, of: offLooks) || (k > 1 && english.isWord(k - 1, of: offLooksObjects) && english.isWord(k - 2, of: offLooks)) {
            return nil
        }
        if k == 0 || english.isWord(k - 1, of: offLeads) { return phrase.count }
        let gap = english.span(k - 1).upperBound..<english.span(k).lowerBound
        return gap.contains { Clause.breaks(sentence.folded, at: $0) } ? phrase.count : nil
    }

    /// Rule a cancel split around its object: a verb whose cancel ends in "off" (turn off, take off), then up
    /// to four words of what it acts on (it, them all, the alarm; schedule-separable-objects and the items'
    /// words), with the time or span that names it ("take the 5 o'clock one off", "switch the 10 minute
    /// timer off"), then "off": "turn it off", "take 'em all off", "switch the kitchen timer off" is not one (kitchen).
    private static func separated(at k: Int, in sentence: Sentence) -> Int? {
        let english = sentence.english
        guard english.isWord(k, of: separableVerbs) else { return nil }
        let values = sentence.durationAndTimeSpans
        var end = k + 1
        var objectWords = 0
        while end < english.count, objectWords < 4 {
            if values.contains(where: { $0.contains(english.span(end).lowerBound) }) {
                end += 1  // the time's words name the item: they count as none of the four
            } else if english.isWord(end, of: separableObjects) || ScheduleItems.isEnglishItem(english.key(end)) {
                end += 1
                objectWords += 1
            } else {
                break
            }
        }
        guard end > k + 1, end < english.count, english.key(end) == off else { return nil }
        return end - k + 1
    }

    private static let separableVerbs = EnglishWordSet(WordLists.scheduleCancels.filter(WordLists.isEnglish).compactMap { phrase in
        let words = WordLists.fields(phrase)
        return words.count == 2 && words[1] == "off" ? String(words[0]) : nil
    })
    private static let separableObjects = EnglishWordSet(WordLists.scheduleSeparableObjects)

    private static let off = EnglishWordKey.of("off")
    private static let offLeads = EnglishWordSet(WordLists.scheduleOffLeads)
    private static let offLooks = EnglishWordSet(WordLists.scheduleOffLooks)
    private static let offLooksObjects = EnglishWordSet(["me", "us"])

    /// The Chinese cancel words, found anywhere; the English ones as words.
    static let chinese = PhraseList(WordLists.scheduleCancels.filter { !WordLists.isEnglish($0) })
    static let englishCancels: [EnglishPhrase] = WordLists.scheduleCancels.filter(WordLists.isEnglish).map(EnglishPhrase.init)
    static let trailers = PhraseList(WordLists.scheduleTrailers)
    private static let englishNegatedCues: [EnglishPhrase] = WordLists.scheduleEnglishNegatedCues.map(EnglishPhrase.init)
}
