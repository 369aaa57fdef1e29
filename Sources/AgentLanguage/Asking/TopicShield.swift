/// Rule topic of another task: what follows, to the end of its clause, is the topic of a task no
/// built-in does, not a request to one of them:
/// - after a topic marker (关于, "about"; Asking/words/topic-markers), but for "what about" and
///   "how about", which ask the last question again (asking-again), and "tell me about", which asks
///   to be told of it (asking-about): 讲个关于时间的故事;
/// - after a verb of another task (写, 讲讲, 推荐, write, play; task-verbs) that opens the sentence
///   or follows an opener of a request (帮我, 给我, 我想, can you, please; task-openers):
///   帮我写一条台风天停课的通知, 推荐几本讲时间管理的书, "can you write me a poem about snow"; a place the task is done
///   at may stand between them (帮我在淘宝上买个闹钟: `pastAPlace`);
///   but a verb opening the sentence does not when a reminder's cue follows in its clause
///   (写完作业提醒我 asks for a reminder), and 叫 before 我 or 醒, or in a wake-up phrase, wakes
///   someone (叫我起床, 叫小宇起床; `RequestMood.wakePhrase`).
/// `withTaskVerbs` false leaves the verbs aside (a sentence that acts on the schedule).
enum TopicShield {
    static func spans(in sentence: Sentence, withTaskVerbs: Bool) -> [Range<Int>] {
        let text = sentence.folded
        var spans: [Range<Int>] = []
        func toTheEndOfItsClause(from start: Int) {
            spans.append(start..<Clause.end(from: start, in: text))
        }
        if let start = afterMarker(in: sentence) { toTheEndOfItsClause(from: start) }
        if withTaskVerbs, let start = afterTaskVerb(in: sentence) { toTheEndOfItsClause(from: start) }
        return spans
    }

    /// Where a topic marker stands (its start: the marker is shielded with its topic).
    static func afterMarker(in sentence: Sentence) -> Int? {
        let text = sentence.folded
        for i in text.indices where markers.firstIndex(in: text, at: i) != nil { return i }
        // An English marker after some word: "about" opening a sentence asks about nothing yet.
        let english = sentence.english
        for k in english.count > 1 ? 1..<english.count : 0..<0 where english.isWord(k, of: englishMarkers) {
            if askingAgain.contains(where: { english.hasPhrase($0, at: k - 1) }) { continue }
            // "tell me about the weather": asked to be told of it (asking-about).
            if askingAbout.contains(where: { k + 1 >= $0.count && english.hasPhrase($0, at: k + 1 - $0.count) }) { continue }
            return english.span(k).lowerBound
        }
        return nil
    }

    /// Where a verb of another task stands after an opener of a request, or opening the sentence.
    static func afterTaskVerb(in sentence: Sentence) -> Int? {
        let text = sentence.folded
        let clauseEnd = Clause.end(from: 0, in: text)
        // The cue and the verb are matched as characters: jieba may join them (想买).
        if !TaskWords.reminderCues.occurs(in: text, within: 0..<clauseEnd), let p = verb(in: text, from: 0) { return p }
        var starts: [Int] = []
        for i in text.indices where TaskWords.chineseOpeners.mayStart(text[i]) {
            TaskWords.chineseOpeners.forEachMatch(in: text, at: i) { _, length in starts.append(i + length) }
        }
        for start in starts.sorted() {
            if let p = verb(in: text, from: start) ?? pastAPlace(in: text, from: start).flatMap({ verb(in: text, from: $0) }) { return p }
        }
        let english = sentence.english
        var e = 0
        while e < english.count, english.isWord(e, of: TaskWords.englishOpeners) { e += 1 }
        if e > 0, e < english.count, english.isWord(e, of: TaskWords.englishVerbs) {
            // "play an alarm at 6:20 tomorrow", "send me a reminder": the verb says how the item comes.
            if english.isWord(e, of: englishDeliveryVerbs), ScheduleItems.isEnglishItem(after: e, in: english) { return nil }
            return english.span(e).lowerBound
        }
        return nil
    }

    /// Where a verb of another task stands at `start`, spaces passed over; none when it is one that
    /// may bring an item of the schedule and one follows (写个提醒, 发一条提醒: the verb says how the
    /// item comes; item-delivery-verbs).
    private static func verb(in text: [UInt32], from start: Int) -> Int? {
        var p = start
        while p < text.count, text[p] == 0x20 { p += 1 }
        guard p < text.count, TaskWords.chineseVerbs.mayStart(text[p]) else { return nil }
        // 叫 takes a person to wake (叫我, 叫小宇起床) or a car to call (叫一辆车).
        let wakes = text[p] == 0x53EB && p + 1 < text.count && (text[p + 1] == 0x6211 || text[p + 1] == 0x9192)  // 叫; 我, 醒
            || RequestMood.wakePhrase(in: text, at: p) != nil
        guard TaskWords.chineseVerbs.firstIndex(in: text, at: p, where: { _, length in !(wakes && length == 1) }) != nil else { return nil }
        // 一杯珍奶六十五，我要买七杯总共多少: a count bought, then a total asked in its clause, is a word problem's purchase.
        if let verbLength = TaskWords.chineseVerbs.longestMatch(in: text, at: p)?.length, buysACountForATotal(in: text, after: p + verbLength) {
            return nil
        }
        if let delivery = deliveryVerbs.longestMatch(in: text, at: p) {
            var q = p + delivery.length
            while q < text.count, text[q] == 0x20 || ScheduleItems.chineseLeads.contains(text[q]) { q += 1 }
            if ScheduleItems.startsChineseItem(in: text, at: q) { return nil }
        }
        return p
    }

    /// Rule a purchase counted: a number right after the verb and a word that asks a total later in its clause (word-problem-totals:
    /// 我要买七杯总共多少, 买五斤一共几块钱) buy the count of a word problem; 帮我买两个闹钟 asks no total.
    private static func buysACountForATotal(in text: [UInt32], after end: Int) -> Bool {
        var q = end
        while q < text.count, text[q] == 0x20 { q += 1 }
        guard q < text.count, (text[q] >= 0x30 && text[q] <= 0x39) || Lexicon.isNumeral(text[q]) else { return false }
        return totals.occurs(in: text, within: q..<Clause.end(from: q, in: text))
    }

    private static let totals = PhraseList(WordLists.wordProblemTotals.filter(WordLists.holdsIdeograph))

    /// Rule a place between the opener and the verb: 帮我在淘宝上买个闹钟, 帮我去网上订张票 (task-place-leads, then up to
    /// eight characters of its clause, then task-place-ends): where the place ends, for the verb to follow it.
    private static func pastAPlace(in text: [UInt32], from start: Int) -> Int? {
        guard let lead = placeLeads.longestMatch(in: text, at: start) else { return nil }
        let from = start + lead.length
        for j in from..<min(text.count, from + 9) {
            if Clause.breaks(text, at: j) { return nil }
            if j > from, let end = placeEnds.longestMatch(in: text, at: j) { return j + end.length }
        }
        return nil
    }

    private static let placeLeads = PhraseList(WordLists.taskPlaceLeads)
    private static let placeEnds = PhraseList(WordLists.taskPlaceEnds)
    private static let deliveryVerbs = PhraseList(WordLists.itemDeliveryVerbs.filter(WordLists.holdsIdeograph))
    private static let englishDeliveryVerbs = EnglishWordSet(WordLists.itemDeliveryVerbs.filter { !WordLists.holdsIdeograph($0) })

    /// The Chinese markers (found anywhere) and the English ones (whole words).
    private static let markers = PhraseList(WordLists.topicMarkers.filter { !$0.unicodeScalars.allSatisfy(\.isASCII) })
    private static let englishMarkers = EnglishWordSet(WordLists.topicMarkers.filter { $0.unicodeScalars.allSatisfy(\.isASCII) })
    private static let askingAgain: [EnglishPhrase] = WordLists.askingAgain.map(EnglishPhrase.init)
    private static let askingAbout: [EnglishPhrase] = WordLists.askingAbout.map(EnglishPhrase.init)
}
