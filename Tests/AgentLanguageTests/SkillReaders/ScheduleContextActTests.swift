import AgentLanguage
import AgentProtocol
import Testing

/// Rule `ScheduleContextAct`: in a conversation about the schedule, a cancel or look-up that names no
/// kind of item acts on the items; out of context the same sentence is no request about the schedule.
struct ScheduleContextActTests {
    @Test(arguments: [
        // a reference, with what the item is about (with its time: ScheduleTimedReferenceTests)
        ("把喝水那个删了", ScheduleAct.cancel, "喝水", false, false),
        ("打电话那个不用了，删掉", .cancel, "打电话", false, false), ("cancel the oven one", .cancel, "oven", false, false),
        ("取消那个会议", .cancel, "会议", false, false), ("把那个删了", .cancel, nil, false, false),
        ("remove the haircut one", .cancel, "haircut", false, false),
        // what is said of an unnamed item, then 的, before the cancel word
        ("周五的取消吧", ScheduleAct.cancel, nil, false, false), ("浇花的也删了", .cancel, "浇花", false, false),
        ("八点的就不要了", .cancel, nil, false, false),
        // every item
        ("全部取消", .cancel, nil, true, false), ("全部都取消掉", .cancel, nil, true, false), ("cancel all of them", .cancel, nil, true, false),
        // the item just set
        ("删掉它", .cancel, nil, false, true), ("取消它", .cancel, nil, false, true), ("删了吧", .cancel, nil, false, true),
        ("delete it", .cancel, nil, false, true), ("never mind, cancel it", .cancel, nil, false, true),
        // "that", "this" point at it as "it" does; a change of mind (算了) before the cancel word says nothing else
        ("scrap that", .cancel, nil, false, true), ("actually delete this", .cancel, nil, false, true),
        ("算了删了吧", .cancel, nil, false, true), ("算了，还是取消吧", .cancel, nil, false, true),
        // A change of mind or an assent before it.
        ("ok不用了，cancel掉吧", .cancel, nil, false, true), ("不要了 删了吧", .cancel, nil, false, true), ("好吧 那就取消吧", .cancel, nil, false, true),
        // looking up
        ("还剩几个", .list, nil, false, false), ("我现在一共设了几个", .list, nil, false, false), ("都有哪些", .list, nil, true, false),
        ("what do I have set", .list, nil, false, false), ("what's still set?", .list, nil, false, false),
        ("how many now", .list, nil, false, false), ("what've we got set", .list, nil, false, false),
        ("我都整了几个了", .list, nil, true, false), ("which one remain?", .list, nil, false, false), ("which ones remain now", .list, nil, false, false),
        // the time left: 多久 with 还有, 还要, 还差; "how long" with till, left, "goes off"
        ("还有多久啊", .list, nil, false, false), ("还要多长时间", .list, nil, false, false), ("差不多还差多久", .list, nil, false, false),
        ("how long till it goes off", .list, nil, false, false), ("how much longer till it's done", .list, nil, false, false),
        // one item, unnamed: which one is asked, not the last set
        ("取消一个吧", .cancel, nil, false, false), ("删掉其中一个", .cancel, nil, false, false),
        ("remove one of those", .cancel, nil, false, false), ("please cancel one", .cancel, nil, false, false),
        // 那一个 names one, as 那个 does
        ("那一个不要了", .cancel, nil, false, false),
        // a word of order alone stands for the item it picks
        ("头一个不要了", .cancel, nil, false, false), ("Remove the first", .cancel, nil, false, false), ("cancel the last please", .cancel, nil, false, false),
        // one word of order in time is a subject the selection reads
        ("早的那个删了", .cancel, "早", false, false), ("晚的那个不要了", .cancel, "晚", false, false),
        // a cancel split around what it acts on
        ("turn it off", .cancel, nil, false, true), ("Take 'em all off", .cancel, nil, true, false), ("take them both off", .cancel, nil, true, false),
        ("ok switch that one off", .cancel, nil, false, true),
        // an adverb or an assent before a bare cancel
        ("ok, just cancel", .cancel, nil, false, true), ("yeah, cancel", .cancel, nil, false, true), ("alright then, please cancel", .cancel, nil, false, true),
        ("just delete", .cancel, nil, false, true), ("hmm... ok, just cancel", .cancel, nil, false, true), ("um, cancel", .cancel, nil, false, true),
    ] as [(String, ScheduleAct, String?, Bool, Bool)])
    func readsAnActOnItemsNotNamed(text: String, act: ScheduleAct, subject: String?, all: Bool, last: Bool) throws {
        let sentence = Sentence(text)
        #expect(ScheduleRequestReader.read(sentence) == nil, "\(text): read without context")
        let reading = try #require(ScheduleRequestReader.read(sentence, inContext: true), "\(text)")
        #expect(reading.act == act && reading.subject == subject && reading.all == all && reading.pointsAtLast == last,
                "\(text): \(reading)")
        #expect(reading.kinds.isEmpty)
    }

    /// A cancel split around what it acts on, with the time or span that names the item between the verb
    /// and its off; without the off, or with a word that names something else between, no cancel.
    @Test(arguments: [
        ("Take the 5 o'clock one off", true), ("switch the 7am one off", true), ("turn the 6:30 one off please", true),
        ("take the 10 minute one off", true), ("take the 5 o'clock train", false), ("turn the 7am kettle off", false),
    ])
    func aCancelSplitAroundATimedItem(text: String, cancels: Bool) {
        let reading = ScheduleRequestReader.read(Sentence(text), inContext: true)
        #expect((reading?.act == .cancel) == cancels, "\(text): \(String(describing: reading))")
    }

    /// A state word right before a value sets that value (整二十分钟嘛, 设七点吧): no question whether items are set.
    @Test(arguments: ["唉不对不对,整二十分钟嘛", "那就设七点吧?", "定八点嘛"])
    func aStateWordBeforeAValueAsksNothing(text: String) {
        #expect(ScheduleRequestReader.read(Sentence(text), inContext: true)?.act != .list, "\(text)")
    }

    /// A day said with 's and no noun after a cancel word stands for that day's items, as 明天的 does;
    /// with a noun after it, or with a clock, it is no such reference.
    @Test(arguments: [
        ("cancel tomorrow's", true), ("scrap Friday's please", true), ("delete today's then", true),
        ("cancel tomorrow's meeting", false), ("tell me tomorrow's", false),
    ])
    func aPossessiveDayStandsForItsItems(text: String, refers: Bool) {
        let reading = ScheduleRequestReader.read(Sentence(text), inContext: true)
        #expect((reading?.act == .cancel) == refers, "\(text): \(String(describing: reading))")
    }

    /// Right after a cancel, a reference with "too", 也 cancels as well; at any other time it is no act.
    @Test(arguments: [("and the bank one too", "bank"), ("the gym one as well", "gym"), ("喝水那个也是", "喝水")])
    func cancelsAsWellRightAfterACancel(text: String, subject: String) throws {
        let reading = try #require(ScheduleRequestReader.read(Sentence(text), inContext: true, after: .cancel), "\(text)")
        #expect(reading.act == .cancel && reading.subject == subject, "\(text)")
        #expect(ScheduleRequestReader.read(Sentence(text), inContext: true, after: .list) == nil, "\(text)")
    }

    /// A request to set something, chit-chat, or a question about something else acts on no item.
    @Test(arguments: ["十分钟后提醒我关火", "remind me to turn off the stove in 10 minutes", "谢谢", "好的那就这样",
                      "帮我取消订单", "cancel my subscription", "取消会员自动续费",
                      "北京天气怎么样", "you're funny", "三加五", "是不是下雨了"])
    func readsNothingElse(text: String) {
        #expect(ScheduleRequestReader.read(Sentence(text)) == nil, "\(text): read without context")
        #expect(ScheduleRequestReader.read(Sentence(text), inContext: true) == nil, "\(text)")
    }
}
