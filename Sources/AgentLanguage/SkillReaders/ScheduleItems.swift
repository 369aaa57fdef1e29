/// Rule the schedule is named: a word for its items stands in the sentence (闹钟, 提醒, 计时器,
/// 倒计时, 定时, alarm, reminder, timer, countdown; SkillReaders/words: schedule-alarms,
/// schedule-timers, schedule-reminders), saying their kind: alarms, timers, or reminders of either
/// kind. 提醒 followed by a person or a softener (提醒我, 提醒他, 提醒一下; schedule-reminder-objects)
/// is the verb of a request, not an item.
enum ScheduleItems {
    struct Item {
        var span: Range<Int>
        /// nil for items of either kind (提醒, reminder).
        var kind: ScheduleRequestReader.ItemKind?
    }

    static func find(in sentence: Sentence) -> [Item] {
        let text = sentence.folded
        var found: [Item] = []
        var i = 0
        while i < text.count {
            guard let k = chinese.firstIndex(in: text, at: i) else {
                i += 1
                continue
            }
            let end = i + chinese[k].count
            // 提醒我, 提醒一下, 提醒他: the verb of a request.
            if chinese[k] == reminder, end < text.count, reminderObjects.firstIndex(in: text, at: end) != nil {
                i = end
                continue
            }
            found.append(Item(span: i..<end, kind: chineseKinds[k]))
            i = end
        }
        let english = sentence.english
        for k in 0..<english.count {
            if let kind = englishKinds[english.key(k)] { found.append(Item(span: english.span(k), kind: kind)) }
        }
        return found
    }

    /// Whether the sentence names an item of the schedule in English: `word` (an `EnglishWordKey`) is one.
    static func isEnglishItem(_ word: UInt64) -> Bool { englishKinds[word] != nil }

    /// Whether a Chinese item word of the schedule starts at `i` of `text` (写个**提醒**, 播个**闹钟**).
    static func startsChineseItem(in text: [UInt32], at i: Int) -> Bool { chinese.firstIndex(in: text, at: i) != nil }

    /// Whether an English item word follows word `k` of `words`, only `leads` between ("send me a
    /// reminder", "make me an alarm").
    static func isEnglishItem(after k: Int, in words: EnglishWords, leads: EnglishWordSet = englishLeads) -> Bool {
        var next = k + 1
        while next < words.count, words.isWord(next, of: leads) { next += 1 }
        return next < words.count && isEnglishItem(words.key(next))
    }

    /// The English words that refer to an item without naming its kind ("the 7 am one", "those";
    /// schedule-references): the cancels in context, the words of order and what an item is for read them.
    static let englishReferences = EnglishWordSet(WordLists.scheduleReferences.filter(WordLists.isEnglish))
    /// The Chinese ones (那个, 那条, 第一个): "put it in the oven tonight" names no item by its pronoun.
    static let chineseReferences = PhraseList(WordLists.scheduleReferences.filter(WordLists.holdsIdeograph))

    /// What may stand between a verb and an item of the schedule, or an item and the value it is
    /// set for (item-leads: 个, 一, 条; a, an, me, the).
    static let chineseLeads = MoodWords.characters(WordLists.itemLeads.filter(WordLists.holdsIdeograph))
    static let englishLeads = EnglishWordSet(WordLists.itemLeads.filter { !WordLists.holdsIdeograph($0) })

    private static let lists: [(kind: ScheduleRequestReader.ItemKind?, words: [String])] = [
        (.alarm, WordLists.scheduleAlarms), (.timer, WordLists.scheduleTimers), (nil, WordLists.scheduleReminders),
    ]
    private static let chinese = PhraseList(lists.flatMap { $0.words.filter { !WordLists.isEnglish($0) } })
    private static let chineseKinds: [ScheduleRequestReader.ItemKind?] = lists.flatMap { list in
        list.words.filter { !WordLists.isEnglish($0) }.map { _ in list.kind }
    }
    private static let englishKinds: [UInt64: ScheduleRequestReader.ItemKind?] = Dictionary(
        lists.flatMap { list in list.words.filter(WordLists.isEnglish).map { (EnglishWordKey.of($0), list.kind) } }, uniquingKeysWith: { first, _ in first })
    private static let reminder: [UInt32] = [0x63D0, 0x9192]  // 提醒
    private static let reminderObjects = PhraseList(WordLists.scheduleReminderObjects)
}
