/// Rule what the items are about: the reminder after a negated cue (不用提醒我喝水了 → 喝水), or
/// the words that qualify the item word in its clause (喝水的提醒, 交房租的提醒), from after the
/// last word that opens the request (把, 帮我, a cancel word, the act's cue: 是不是设了; SkillReaders/words:
/// schedule-subject-openers, schedule-cancels), without times, days, the words that only point
/// (那个, 刚设的, 所有; schedule-pointers), counts of items (两个) and particles (schedule-trailers); at
/// least two ideographs, or one word of order in time (早的那个).
enum ScheduleSubject {
    static func subject(in sentence: Sentence, items: [ScheduleItems.Item], negatedCue: Range<Int>?, cue: Range<Int>? = nil) -> String? {
        let folded = sentence.folded
        let times = sentence.time.map { $0.start..<$0.end }
        let values = valueSpans(in: sentence)
        if negatedCue != nil {
            guard let reminder = ReminderExtractor.reminder(in: sentence, excluding: times.map { [$0] } ?? []) else { return nil }
            // An English reminder is kept as written ("about laundry" → "laundry").
            if !reminder.unicodeScalars.contains(where: { MoodWords.isIdeograph($0.value) }) {
                return reminder.unicodeScalars.contains { $0.properties.isAlphabetic } ? reminder : nil
            }
            let kept = strip(reminder.unicodeScalars.map(\.value))
            return namesSubject(kept) ? MoodWords.string(kept) : nil
        }
        guard let item = items.first(where: { MoodWords.isIdeograph(folded[$0.span.lowerBound]) }) else {
            return items.first.flatMap { english(in: sentence, before: $0.span) } ?? englishAfterLink(in: sentence)
        }
        let start = Clause.start(of: item.span.lowerBound, in: folded)
        var kept: [UInt32] = []
        var i = start
        while i < item.span.lowerBound {
            if values.contains(where: { $0.contains(i) }) { i += 1; continue }
            // The act's own cue (是不是设了 of 我是不是设了两个闹钟) opens the subject as 把 does.
            if let cue, cue.contains(i) {
                kept = []
                i = cue.upperBound
                continue
            }
            if let word = openers.first(in: folded, at: i) {
                // What stands before 把 or a cancel word is no part of the subject.
                kept = []
                i += word.count
                continue
            }
            if let word = pointers.first(in: folded, at: i) {
                i += word.count
                continue
            }
            if let end = countOfItems(in: sentence, at: i) {
                i = end  // 两个闹钟都取消: how many, not what about
                continue
            }
            kept.append(folded[i])
            i += 1
        }
        let words = strip(kept)
        return namesSubject(words) ? MoodWords.string(words) : nil
    }

    /// Whether Chinese words kept say a subject: two ideographs or more, or one word of order in time
    /// (早的那个: `OrderInTime`), which the selection reads.
    static func namesSubject(_ kept: [UInt32]) -> Bool {
        kept.count >= 2 || OrderInTime.said(kept) != nil
    }

    /// Where the sentence says a time or a span ("the 10 minute timer", 十分钟的那个): which items, not what about.
    private static func valueSpans(in sentence: Sentence) -> [Range<Int>] {
        sentence.durationAndTimeSpans + (sentence.interval.map { [$0.start..<$0.end] } ?? [])
    }

    /// "the pasta timer", "the oven one", "my gym alarm": the English words (at most three) between where a
    /// subject starts (schedule-english-subject-starts: the, my, a, …; or a cancel word) and `anchor`, times and spans left out.
    static func english(in sentence: Sentence, before anchor: Range<Int>) -> String? {
        let english = sentence.english
        guard let end = (0..<english.count).first(where: { english.span($0).lowerBound >= anchor.lowerBound }), end > 0 else { return nil }
        let values = valueSpans(in: sentence)
        var words: [String] = []
        var k = end - 1
        while k >= 0, !english.isWord(k, of: subjectStarts), ScheduleCancelAct.englishCancel(at: k, in: sentence) == nil {
            // "all", "morning": which items or when, not what about.
            if !values.contains(where: { $0.overlaps(english.span(k)) }), !english.isWord(k, of: whichWords) { words.insert(english.word(k), at: 0) }
            k -= 1
        }
        // Only what a start or a cancel word opens, of a few words ("is there a timer set" has none).
        guard k >= 0, !words.isEmpty, words.count <= 3 else { return nil }
        return words.joined(separator: " ")
    }

    /// Rule what an item is for, after it: an item word or "one", then a word that links what it is
    /// about (about, for, to; schedule-english-subject-links), then at most four words to the
    /// clause's end or a word of its state (still, on, set; schedule-english-states), without times,
    /// spans, words of which items and determiners ("the one about my aunty" → "aunty", "the
    /// reminder to call the bank" → "call bank", "the alarm for 7" → none).
    static func englishAfterLink(in sentence: Sentence) -> String? {
        let english = sentence.english, text = sentence.folded
        guard let k = (0..<english.count).first(where: { k in
            k + 2 < english.count && english.isWord(k + 1, of: subjectLinks)
                && (ScheduleItems.isEnglishItem(english.key(k)) || english.isWord(k, of: ScheduleItems.englishReferences))
        }) else { return nil }
        let values = valueSpans(in: sentence)
        var words: [String] = []
        var j = k + 2
        while j < english.count, !Clause.holdsBreak(text, from: english.span(j - 1).upperBound, to: english.span(j).lowerBound),
              !english.isWord(j, of: itemStates) {
            if !values.contains(where: { $0.overlaps(english.span(j)) }), !english.isWord(j, of: whichWords), !english.isWord(j, of: subjectStarts) {
                words.append(english.word(j))
            }
            j += 1
        }
        guard !words.isEmpty, words.count <= 4 else { return nil }
        return words.joined(separator: " ")
    }

    private static let subjectLinks = EnglishWordSet(WordLists.scheduleEnglishSubjectLinks)
    private static let itemStates = EnglishWordSet(WordLists.scheduleEnglishStates)
    private static let subjectStarts = EnglishWordSet(WordLists.scheduleEnglishSubjectStarts)
    /// "all", "other", "morning", "tomorrow", "lot" of "the lot": which items or when, not what about.
    private static let whichWords = EnglishWordSet((WordLists.scheduleAll + WordLists.scheduleItemDeterminers).filter(WordLists.isEnglish)
        .flatMap { $0.split(separator: " ").map(String.init) }
        + WordLists.englishMorning + WordLists.englishAfternoon + WordLists.englishEvening + WordLists.englishNight
        + WordLists.englishNoon + WordLists.englishToday + WordLists.englishTomorrow + WordLists.englishTonight + WordLists.englishWeekdays
        + WordLists.scheduleOrdinals.compactMap { WordLists.fields($0).first }.filter(WordLists.isEnglish))

    /// The end of a count of items at `i` (两个, 三个): a number and 个.
    private static func countOfItems(in sentence: Sentence, at i: Int) -> Int? {
        guard let (_, end) = NumberReader.read(sentence.scalars, at: i), end < sentence.folded.count,
              sentence.folded[end] == 0x4E2A else { return nil }  // 个
        return end + 1
    }

    /// The ideographs without the words that point or only soften.
    private static func strip(_ scalars: [UInt32]) -> [UInt32] {
        var kept: [UInt32] = []
        var i = 0
        while i < scalars.count {
            if let word = pointersAndTrailers.first(in: scalars, at: i) {
                i += word.count
                continue
            }
            if MoodWords.isIdeograph(scalars[i]) { kept.append(scalars[i]) }
            i += 1
        }
        return kept
    }

    private static let openers = PhraseList(WordLists.scheduleSubjectOpeners) + ScheduleCancelAct.chinese
    private static let pointers = PhraseList(WordLists.schedulePointers)
    private static let pointersAndTrailers = pointers + ScheduleCancelAct.trailers
}
