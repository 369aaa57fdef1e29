import AgentCore
import AgentProtocol

/// Whether a sentence looks up or cancels what is scheduled, rather than setting something:
/// "我设了哪些闹钟", "看看我的提醒", "what alarms do I have" look up; "取消明天早上的闹钟",
/// "把提醒都删了", "不用提醒我喝水了", "cancel my 7am alarm" cancel.
///
/// The rules, each for a class of sentence:
/// - **The schedule is named.** A word for its items (闹钟, 提醒, 计时器, 倒计时, 定时, alarm,
///   reminder, timer, countdown) stands in the sentence; 提醒 followed by a person (提醒我,
///   提醒他) is the verb of a request, not an item.
/// - **A negated reminder cue cancels:** 不用提醒我, 别叫我, 不要再提醒 (the cue names the items).
/// - **A cancel word acts on the items** when the item word follows it in its clause (取消…闹钟,
///   删掉所有闹钟, "delete all my reminders"), or precedes it with nothing after it but
///   particles (闹钟全部清空, 喝水的提醒关了吧, "…, delete it"): 定时十分钟后关掉电视 cancels nothing.
/// - **A look-up** asks which items there are (哪些, 几个, 什么, 有…吗, 还在, 设好了没, 来着) or asks
///   to see them (看看, 查一下, 列出, show, list, "do I have", "any timers").
/// - Cancelling wins over looking up ("不需要那个闹钟了，删了吧"). Statements without either
///   ("闹钟坏了", "我不喜欢设闹钟") are no request about the schedule.
public enum ScheduleRequestReader {
    /// What kind of item a word names.
    public enum ItemKind: Sendable, Equatable, Hashable {
        case alarm, timer
    }

    public struct Reading: Sendable, Equatable {
        public var act: ScheduleAct
        /// The word that decided the act, as written (folded): 取消, 哪些, "cancel".
        public var cue: String
        /// The kinds the sentence names; empty when it names reminders in general (提醒, reminder).
        public var kinds: Set<ItemKind>
        /// Whether it says every item that fits (都, 全部, 所有, all, every).
        public var all: Bool
        /// What the items are about, when the sentence says it (喝水 of 喝水的提醒, 不用提醒我喝水了).
        public var subject: String?
    }

    public static func read(_ text: String) -> Reading? {
        read(Sentence(text))
    }

    public static func read(_ sentence: Sentence) -> Reading? {
        let text = sentence.folded
        let items = itemWords(in: text, english: sentence.english)
        let negatedCue = negatedReminderCue(in: text)
        guard !items.isEmpty || negatedCue != nil else { return nil }
        // The act first: most sentences with an item word set something, and for them the
        // subject and "all" need not be read.
        let act: (act: ScheduleAct, cue: Range<Int>)
        if let cue = negatedCue ?? cancelCue(in: text, english: sentence.english, items: items) {
            act = (.cancel, cue)
        } else if let cue = lookUpCue(in: text, english: sentence.english, items: items) {
            act = (.list, cue)
        } else {
            return nil
        }
        var kinds = Set(items.compactMap(\.kind))
        if items.contains(where: { $0.kind == nil }) || negatedCue != nil { kinds = [] }
        let all = allWords.occurs(in: text, within: 0..<text.count)
            || ["all", "every", "everything"].contains { sentence.english.find([$0]) != nil }
        let subject = Self.subject(in: sentence, items: items, negatedCue: negatedCue)
        return Reading(act: act.act, cue: string(text[act.cue]), kinds: kinds, all: all, subject: subject)
    }

    // MARK: Items

    private struct ItemWord {
        var span: Range<Int>
        var kind: ItemKind?
    }

    private static func itemWords(in text: [UInt32], english: EnglishWords) -> [ItemWord] {
        var found: [ItemWord] = []
        var i = 0
        while i < text.count {
            guard chineseItemFirsts.contains(text[i]),
                  let (word, kind) = chineseItems.first(where: { MoodWords.matches(text, $0.0, at: i) }) else {
                i += 1
                continue
            }
            let end = i + word.count
            // 提醒我, 提醒一下, 提醒他: the verb of a request.
            if word == reminderWord, end < text.count, personOrSoftener.contains(where: { MoodWords.matches(text, $0, at: end) }) {
                i = end
                continue
            }
            found.append(ItemWord(span: i..<end, kind: kind))
            i = end
        }
        for k in 0..<english.count {
            if let kind = englishItems[english.word(k)] { found.append(ItemWord(span: english.span(k), kind: kind)) }
        }
        return found
    }

    /// 不用提醒我, 别叫我, 不要再提醒.
    private static func negatedReminderCue(in text: [UInt32]) -> Range<Int>? {
        for i in 0..<text.count where MoodWords.negations.mayStart(text[i]) {
            for negation in MoodWords.negations where MoodWords.matches(text, negation, at: i) {
                var p = i + negation.count
                if p < text.count, text[p] == 0x518D { p += 1 }  // 再
                for cue in reminderVerbs where MoodWords.matches(text, cue, at: p) { return i..<(p + cue.count) }
            }
        }
        return nil
    }

    // MARK: Cancelling

    private static func cancelCue(in text: [UInt32], english: EnglishWords, items: [ItemWord]) -> Range<Int>? {
        for i in 0..<text.count {
            // The word first: whose schedule it is walks back through the clause.
            guard let word = chineseCancels.first(in: text, at: i), !saidOfOthers(text, before: i) else { continue }
            let cue = i..<(i + word.count)
            let clause = clauseRange(around: i, in: text)
            if items.contains(where: { clause.contains($0.span.lowerBound) && $0.span.lowerBound >= cue.upperBound }) {
                return cue
            }
            // The item named before the verb, in its clause or an earlier one: nothing but particles may follow.
            if items.contains(where: { $0.span.upperBound <= cue.lowerBound }), onlyParticles(in: text, from: cue.upperBound) {
                return cue
            }
        }
        for k in 0..<english.count {
            var length = 0
            for phrase in englishCancels where english.count - k >= phrase.count
                && (0..<phrase.count).allSatisfy({ english.word(k + $0) == phrase[$0] }) {
                length = phrase.count
                break
            }
            guard length > 0 else { continue }
            let cue = english.span(k).lowerBound..<english.span(k + length - 1).upperBound
            if items.contains(where: { $0.span.lowerBound >= cue.upperBound })
                || items.contains(where: { $0.span.upperBound <= cue.lowerBound }) && onlyParticles(in: text, from: cue.upperBound) {
                return cue
            }
        }
        return nil
    }

    /// Whether nothing but particles, filler and punctuation stands from `start` to the end of its clause.
    private static func onlyParticles(in text: [UInt32], from start: Int) -> Bool {
        var i = start
        while i < text.count, !MoodWords.isClauseBreak(text[i]) {
            if text[i] == 0x20 { i += 1; continue }
            if let word = trailers.first(in: text, at: i) {
                i += word.count
                continue
            }
            return false
        }
        return true
    }

    // MARK: Looking up

    private static func lookUpCue(in text: [UInt32], english: EnglishWords, items: [ItemWord]) -> Range<Int>? {
        for i in 0..<text.count {
            guard let word = chineseLookUps.first(in: text, at: i), !saidOfOthers(text, before: i) else { continue }
            // 好几个, 这几个: "a few", no question.
            if word.first == 0x51E0, i > 0, MoodWords.fewMarkers.contains(text[i - 1]) { continue }  // 几
            return i..<(i + word.count)
        }
        // 我今天晚上有闹钟吗, 我设了喝水的提醒吗: a question whether there are such items.
        if let last = text.lastIndex(where: { !MoodWords.isSpaceOrClauseBreak($0) && !MoodWords.softParticles.contains($0) }),
           [0x5417, 0x6CA1, 0x4E48, 0x561B].contains(text[last]) {  // 吗 没 么 嘛
            for i in 0..<text.count {
                guard let word = pastMarkers.first(in: text, at: i),
                      items.contains(where: { $0.span.lowerBound >= i + word.count }) else { continue }
                return i..<(i + word.count)
            }
        }
        for k in 0..<english.count {
            let word = english.word(k)
            if englishLookUpVerbs.contains(word) { return english.span(k) }
            // "what alarms", "which reminders", "any timers": the question word before the item.
            if englishLookUpWords.contains(word), k + 1 < english.count {
                let next = k + 2 < english.count && ["my", "other", "of"].contains(english.word(k + 1)) ? k + 2 : k + 1
                if englishItems[english.word(next)] != nil { return english.span(k) }
            }
        }
        if let span = english.find(["do", "i", "have"]) ?? english.find(["have", "i", "set"]) ?? english.find(["did", "i", "set"])
            ?? english.find(["are", "there"]) {
            return span
        }
        return nil
    }

    // MARK: Subject

    /// What the items are about: the reminder after a negated cue (不用提醒我喝水了), or the
    /// words that qualify the item word (喝水的提醒, 交房租的提醒), without times, days and the
    /// words that only point (那个, 刚设的, 所有).
    private static func subject(in sentence: Sentence, items: [ItemWord], negatedCue: Range<Int>?) -> String? {
        let folded = sentence.folded
        let times = sentence.time.map { $0.start..<$0.end }
        if negatedCue != nil {
            guard let reminder = ReminderExtractor.reminder(in: sentence.text, excluding: times.map { [$0] } ?? []) else { return nil }
            let kept = strip(Array(reminder.unicodeScalars).map(\.value))
            return kept.count >= 2 ? string(kept) : nil
        }
        guard let item = items.first(where: { MoodWords.isIdeograph(folded[$0.span.lowerBound]) }) else { return nil }
        var start = item.span.lowerBound
        while start > 0, !MoodWords.isClauseBreak(folded[start - 1]) { start -= 1 }
        var kept: [UInt32] = []
        var i = start
        while i < item.span.lowerBound {
            if let times, times.contains(i) { i += 1; continue }
            if let word = openers.first(where: { MoodWords.matches(folded, $0, at: i) }) {
                // What stands before 把 or a cancel word is no part of the subject.
                kept = []
                i += word.count
                continue
            }
            if let word = pointers.first(where: { MoodWords.matches(folded, $0, at: i) }) {
                i += word.count
                continue
            }
            kept.append(folded[i])
            i += 1
        }
        let words = strip(kept)
        return words.count >= 2 ? string(words) : nil
    }

    /// The characters without particles and the words that point or repeat.
    private static func strip(_ scalars: [UInt32]) -> [UInt32] {
        var kept: [UInt32] = []
        var i = 0
        while i < scalars.count {
            if let word = (pointers + trailers).first(where: { MoodWords.matches(scalars, $0, at: i) }) {
                i += word.count
                continue
            }
            if MoodWords.isIdeograph(scalars[i]) { kept.append(scalars[i]) }
            i += 1
        }
        return kept
    }

    /// 他把闹钟关了, 她设了哪些闹钟: someone else's schedule.
    private static func saidOfOthers(_ text: [UInt32], before i: Int) -> Bool {
        var k = i
        while k > 0, !MoodWords.isClauseBreak(text[k - 1]) {
            k -= 1
            if MoodWords.thirdPersons.contains(text[k]) { return true }
        }
        return false
    }

    private static func clauseRange(around i: Int, in text: [UInt32]) -> Range<Int> {
        var start = i
        while start > 0, !MoodWords.isClauseBreak(text[start - 1]) { start -= 1 }
        var end = i
        while end < text.count, !MoodWords.isClauseBreak(text[end]) { end += 1 }
        return start..<end
    }

    private static func string(_ scalars: some Sequence<UInt32>) -> String {
        String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
    }

    // MARK: Words

    private static let chineseItemWords: [(String, ItemKind?)] = [
        ("闹钟", .alarm), ("闹铃", .alarm), ("计时器", .timer), ("倒计时", .timer), ("定时器", .timer), ("番茄钟", .timer),
        ("计时", .timer), ("定时", .timer), ("让你提醒", nil), ("提醒", nil), ("日程", nil),
    ]
    private static let chineseItems: [([UInt32], ItemKind?)] = chineseItemWords.map { (MoodWords.scalars([$0.0])[0], $0.1) }
    private static let chineseItemFirsts = SmallScalarSet(chineseItems.map { $0.0[0] })
    private static let englishItems: [String: ItemKind?] = [
        "alarm": .alarm, "alarms": .alarm, "timer": .timer, "timers": .timer, "countdown": .timer, "countdowns": .timer,
        "reminder": ItemKind?.none, "reminders": ItemKind?.none,
    ]
    private static let reminderWord = MoodWords.scalars(["提醒"])[0]
    private static let personOrSoftener = MoodWords.scalars(["我", "你", "他", "她", "一下", "一声"])
    private static let reminderVerbs = MoodWords.scalars(["提醒", "叫我", "喊我", "叫醒"])
    private static let chineseCancels = MoodWords.scalars([
        "取消", "删除", "删掉", "删了", "删", "清空", "清掉", "清除", "关掉", "关了", "关闭", "停掉", "停了", "撤了", "撤掉",
        "撤销", "去掉", "不要了", "不用了", "不需要", "作废",
    ])
    private static let englishCancels: [[String]] = [
        ["cancel"], ["delete"], ["remove"], ["clear"], ["turn", "off"], ["stop"], ["don't", "need"], ["get", "rid", "of"],
    ]
    private static let chineseLookUps = MoodWords.scalars([
        "哪些", "哪几个", "几个", "多少个", "什么", "啥", "有没有", "还在", "还有吗", "设好了没", "设了吗", "来着", "几点的",
        "看看", "看一下", "看下", "查看", "查一下", "查查", "查下", "列出", "列一下", "列表", "念一下", "读一下",
    ])
    /// Before the item word in a question, they ask whether it exists (有闹钟吗, 设了…提醒吗).
    private static let pastMarkers = MoodWords.scalars(["设了", "设过", "定了", "设的", "定的", "有"])
    private static let englishLookUpVerbs: Set<String> = ["show", "list", "check", "see", "view"]
    private static let englishLookUpWords: Set<String> = ["what", "which", "any", "all"]
    private static let allWords = MoodWords.scalars(["都", "全部", "所有", "全都", "统统", "全"])
    private static let trailers = MoodWords.scalars([
        "一下", "了", "吧", "掉", "啊", "呀", "啦", "哦", "吗", "呢", "它", "它们", "全部", "都", "了吧",
        "it", "them", "please", "for me", "anymore", "now",
    ])
    /// Words that point at items rather than say what they are about.
    private static let pointers = MoodWords.scalars([
        "帮我", "麻烦", "把", "我的", "我设的", "刚设的", "刚才", "刚刚", "之前", "那个", "这个", "那些", "所有的", "所有",
        "全部", "每天", "每周", "工作日", "周末", "今天", "今晚", "明天", "下周", "这周", "本周", "最近", "的", "我",
    ])
    /// Words after which the subject begins.
    private static let openers = MoodWords.scalars(["把", "帮我", "麻烦", "给我", "请", "取消", "删除", "删掉", "不需要"])
}
