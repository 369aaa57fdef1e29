import AgentCore
import AgentProtocol

/// Whether a sentence looks up or cancels what is scheduled, rather than setting something:
/// "我设了哪些闹钟", "看看我的提醒", "what alarms do I have" look up; "取消明天早上的闹钟",
/// "把提醒都删了", "不用提醒我喝水了", "cancel my 7am alarm" cancel.
///
/// The rules, each for a class of sentence:
/// - **The schedule is named** (`ScheduleItems`): a word for its items stands in the sentence,
///   and says their kinds; or a negated reminder cue (不用提醒我) names them.
/// - **Cancelling** (`ScheduleCancelAct`): a negated reminder cue, or a cancel word that acts on
///   the items (取消…闹钟, 闹钟全部清空); it wins over looking up ("不需要那个闹钟了，删了吧").
/// - **Looking up** (`ScheduleLookUpAct`): a question which items there are, or a request to see them.
/// - **An item named by its time** (`ScheduleTimedReference`): 删掉五点那个, "delete the 5am one".
/// - **Items kept** (`KeptItems`): "get rid of the alarms, leave the timer" cancels the others.
/// - **Every item** (Skillreaders/words/schedule-all): 都, 全部, 所有, "all", "every".
/// - **What they are about** (`ScheduleSubject`): 喝水 of 喝水的提醒 or of 不用提醒我喝水了.
/// Statements without an act ("闹钟坏了", "我不喜欢设闹钟") are no request about the schedule.
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
        /// Whether a look-up asks whether such items are set (明天有闹钟吗, 闹钟定好了没, "is my
        /// alarm set"), to be answered yes or no first, rather than which there are.
        public var asksWhether = false
        /// Whether it points at the item last set (删掉它, 删了吧, "delete it"): read in context only.
        public var pointsAtLast = false
    }

    public static func read(_ text: String) -> Reading? {
        read(Sentence(text))
    }

    /// The sentence read in a conversation about the schedule, when `inContext`: what `read` finds, or
    /// else a cancel or look-up that names no kind but refers to items (`ScheduleContextAct`).
    public static func read(_ sentence: Sentence, inContext: Bool, after lastAct: ScheduleAct? = nil) -> Reading? {
        if let reading = read(sentence) { return reading }
        return inContext ? ScheduleContextAct.read(sentence, after: lastAct) : nil
    }

    public static func read(_ sentence: Sentence) -> Reading? {
        let text = sentence.folded
        let items = sentence.scheduleItems
        let negatedCue = ScheduleCancelAct.negatedReminderCue(in: sentence)
        // The act first: most sentences with an item word set something, and for them the
        // subject and "all" need not be read. With no item word, only a negated cue (不用提醒我) or a
        // recalled request (did i tell you to remind me) acts on the schedule.
        let act: (act: ScheduleAct, cue: Range<Int>)
        var asksWhether = false
        var recalledCue: Range<Int>?
        if let cue = negatedCue ?? (items.isEmpty ? nil : ScheduleCancelAct.cue(in: sentence, items: items)) {
            act = (.cancel, cue)
        } else if !items.isEmpty, let cue = ScheduleLookUpAct.cue(in: sentence, items: items) {
            act = (.list, cue.span)
            asksWhether = cue.asksWhether
        } else if items.isEmpty, let cue = ScheduleLookUpAct.timeLeftOnOwnThing(in: sentence) {
            act = (.list, cue)
        } else if let cue = ScheduleTimedReference.cancelCue(in: sentence) {
            act = (.cancel, cue)
        } else if let cue = ScheduleLookUpAct.recalledRequestCue(in: sentence) {
            recalledCue = cue.span
            act = (.list, cue.span)
            asksWhether = cue.asksWhether
        } else {
            return nil
        }
        let all = saysAll(sentence)
        var kinds = Set(items.compactMap(\.kind))
        if act.act == .cancel, negatedCue == nil, let cancelled = KeptItems.kindsCancelled(items, cue: act.cue, all: all, in: sentence) {
            kinds = cancelled
        } else if items.contains(where: { $0.kind == nil }) || negatedCue != nil || recalledCue != nil {
            kinds = []
        }
        let subject = ScheduleSubject.subject(in: sentence, items: items, negatedCue: negatedCue ?? recalledCue, cue: act.cue)
        return Reading(act: act.act, cue: MoodWords.string(text[act.cue]), kinds: kinds, all: all, subject: subject,
                       asksWhether: asksWhether)
    }

    /// Whether the sentence says every item: 都, 全部, 所有 anywhere, "all", "every", "the lot" as words.
    static func saysAll(_ sentence: Sentence) -> Bool {
        allWords.find(in: sentence) != nil
    }

    private static let allWords = MixedPhrases(WordLists.scheduleAll)

    /// 他把闹钟关了, 她设了哪些闹钟: someone else's schedule, by a third person in the clause before `i`.
    static func saidOfOthers(_ text: [UInt32], before i: Int) -> Bool {
        var k = i
        while k > 0, !Clause.breaks(text, at: k - 1) {
            k -= 1
            if MoodWords.thirdPersons.contains(text[k]) || RequestMood.kinDoesIt(text, endingAt: k + 1, cue: i) { return true }
        }
        return false
    }
}
