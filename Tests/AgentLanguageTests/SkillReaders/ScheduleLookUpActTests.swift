@testable import AgentLanguage
import Testing

/// `ScheduleLookUpAct`: a question which items there are, a request to see them, or whether one is set.
struct ScheduleLookUpActTests {
    private func cue(_ text: String) -> String? {
        read(text).map(\.word)
    }

    private func read(_ text: String) -> (word: String, asksWhether: Bool)? {
        let sentence = Sentence(text)
        return ScheduleLookUpAct.cue(in: sentence, items: ScheduleItems.find(in: sentence)).map {
            (MoodWords.string(sentence.folded[$0.span]), $0.asksWhether)
        }
    }

    @Test(arguments: [
        ("我明天有几个闹钟", "几个"),
        ("现在设了哪些提醒", "哪些"),
        ("帮我看看计时器", "看看"),
        ("周末的闹钟还在吗", "还在"),
        ("我设了交房租的提醒吗", "设了"),
        ("今晚有闹钟吗", "有"),
        // Min 无 and Chaoshan 毋 end the question as 吗 does.
        ("我今旦有定闹钟无", "有"), ("明早有闹钟无", "有"), ("你有设提醒毋", "有"),
        ("list my timers", "list"),
        ("read my reminders to me", "read"),
        ("what were the reminders that i made", "what"),
        ("what are the alarms for tomorrow", "what"),
        ("tell me my reminders", "tell"),
        ("please recite my alarms", "recite"),
        ("read my reminder list back to me", "read"),
        ("which reminders are left", "which"),
        ("any other timers running", "any"),
        ("what alarms are set", "what"),
        ("do I have any alarms", "any"),
        ("do I have alarms tomorrow", "do i have"),
        ("are there reminders left", "are there"),
        // The question word last, after an auxiliary and the items; whether something is in them.
        ("my alarms for tomorrow are what", "what"),
        ("the timers i have running are which", "which"),
        ("is buy milk in my reminders", "in"),
        ("hey is my 6am alarm on", "on"), ("ok so is the timer running", "running"),
        ("Is the timer there?", "there"), ("ayuh, what've I got for alarms", "what've i got"), ("is the egg timer still going", "still"),
        ("is my timer ticking", "ticking"), ("is the dentist reminder scheduled", "scheduled"),
        // The item's time between it and its state.
        ("is my alarm for friday set", "set"), ("is the reminder at 8 tonight still on", "still"),
        ("are my alarms for tomorrow morning on", "on"),
        // A word that leads to the state; a question put as a choice.
        ("is my alarm already set", "set"), ("my timer got set or not", "set"), ("the reminder been set or not ah", "set"),
        ("are the dentist and the gym on my alarms", "on"),
        // How many after the items, a word of time or a particle after it.
        ("I have alarm how many now ka?", "how many"), ("my alarm already have how many?", "how many"),
        ("timer got how many ah", "how many"), ("reminders for tomorrow how many", "how many"),
    ] as [(String, String)])
    func looksUp(text: String, word: String) {
        #expect(cue(text) == word)
    }

    /// How many after an item that counts something else, or in another clause.
    @Test(arguments: ["alarm how many people come", "the alarm rang, how many people woke up", "my timer broke. how many do you sell"])
    func countsNoItemsAskedAfterOtherWords(text: String) {
        #expect(cue(text) == nil)
    }

    /// The time of one's own item: when it goes off, how long it has left; not what to do with it,
    /// not a clause that only says when something else happens, not someone else's.
    @Test(arguments: [
        ("早上那个闹钟几点会响", "几点"), ("番茄钟还剩多长时间", "还剩"), ("周五那条提醒是几点", "几点"),
        ("计时器还有多久到点", "还有多久"),
        ("what time will my alarm ring tomorrow", "what time"), ("when is the next timer done", "when"),
        ("how long does my countdown have left", "how long"), ("how much time is on the timer now", "how much time"),
        ("闹钟还差多久响", "还差"), ("倒计时还要多久结束", "还要多久"), ("计时器还有几秒", "还有几"),
        ("how many seconds remaining on the egg timer", "how many seconds"), ("how long's my nap alarm got", "how long's"),
        ("how much longer on my 20 minute timer", "how much longer"), ("how long till the next alarm", "how long"),
    ] as [(String, String)])
    func looksUpTheTimeOfItsItem(text: String, word: String) {
        #expect(cue(text) == word)
    }

    /// The time left on anything of one's own, with no item word, is a timer's ("how many minutes
    /// left on the cookies"); the time left on something not one's own, or not left, is not.
    @Test(arguments: [
        ("how many minutes left on the lasagna", "how many minutes"), ("how much time is left on my bread", "how much time"),
        ("how long left on the eggs", "how long"),
    ] as [(String, String)])
    func looksUpTheTimeLeftOnAnythingOfOnesOwn(text: String, question: String) throws {
        let sentence = Sentence(text)
        let span = try #require(ScheduleLookUpAct.timeLeftOnOwnThing(in: sentence))
        #expect(MoodWords.string(sentence.folded[span]) == question)
    }

    @Test(arguments: ["how many minutes left in the match", "there's no time left on a parking meter", "how long is left of the film"])
    func readsNoTimeLeftOnSomethingElse(text: String) {
        #expect(ScheduleLookUpAct.timeLeftOnOwnThing(in: Sentence(text)) == nil)
    }

    @Test(arguments: [
        "闹钟定几点最好", "计时器一般设多久合适", "他的闹钟几点响",
        "what time should the alarm be set for an early flight", "how long can a timer run",
        "when the alarm rings turn on the lights", "how long is a pomodoro timer usually",
        "how many minutes should a timer for rice be", "how much longer until a new timer app comes out",
    ])
    func asksNoTimeOfAnItem(text: String) {
        #expect(!ScheduleLookUpAct.asksTimeOfItem(Sentence(text)))
    }

    @Test(arguments: [
        "她设了哪些闹钟", "我好几个闹钟都没响", "我设了闹钟，闹钟怎么不响呢",
        // Someone named by kin asks it as a habit (kin-persons, habit-adverbs).
        "我妈每天都问我闹钟开着没", "八点的闹钟", "把闹钟删了", "what a loud alarm", "set a timer", "",
        // A look-up verb after the item is what the reminder is about.
        "set a reminder to check the oven", "remind me with an alarm to view the eclipse",
        // A state word that is no question, or not right after the item.
        "the alarm set off the dog", "is my alarm too loud",
        "set a timer there", "the timer going off woke me", "could you get a timer going",
        // A question word of another kind of thing.
        "闹钟响了我也醒不来，什么办法", "闹钟用什么铃声好听", "计时器有啥用", "这个提醒是什么意思",
        // A last question word not after an auxiliary, or not after the items; a place not in a question.
        "set an alarm for what", "i put it in my reminders", "is it cold in my room", "can we turn on the timer",
        "can you put milk in my reminders",
        // A state word before a time introduces it, as learners say "at".
        "can you set the alarm for tomorrow on 8 o'clock in the morning", "can you put my alarm on 6:30",
    ])
    func looksNothingUp(text: String) {
        #expect(cue(text) == nil)
    }

    /// A question whether items are set is answered yes or no first; one which there are, or a
    /// request to see them, is not.
    @Test(arguments: [
        ("明天有闹钟吗", true), ("闹钟定好了没", true), ("喝水的提醒设好了吗", true), ("我的计时器还开着吗", true),
        ("is my alarm set", true), ("is the timer still running", true), ("are my alarms on for tomorrow", true),
        ("is there an alarm for ten am", true), ("do I have any timers", true), ("have i got a reminder for friday", true),
        // Whether one is on or set, said more ways (有开吗, 开着没, 定上了没, 定好吗 (伐 is read as 吗: chinese-variants); "did you set", "did i already set").
        ("后天的闹钟有开吗", true), ("那个七点的闹钟开着没", true), ("交电费的提醒定上了没", true), ("周末闹钟定好吗", true),
        ("did you set the alarm for the school run", true), ("did i already set a reminder for the plumber", true),
        // The item's own clause asks, whatever the clause after it says.
        ("后天有设闹钟吗？要赶飞机", true), ("我定了吃药的提醒吗，老是忘", true),
        ("明天有哪些闹钟", false), ("看看我的提醒", false), ("what alarms are set", false), ("show me my timers", false),
        ("which reminders are left", false),
    ] as [(String, Bool)])
    func asksWhetherItemsAreSet(text: String, asksWhether: Bool) throws {
        let found = try #require(read(text))
        #expect(found.asksWhether == asksWhether)
    }

    /// A question whether the person asked for a reminder looks reminders up, asking whether, with no item word.
    @Test(arguments: [
        ("did i tell you to remind me about laundry", "did i tell you to remind me"),
        ("Did I ask you to remind me to call mom?", "did i ask you to remind me"),
        ("have i asked you to remind me about the rent", "have i asked you to remind me"),
        ("did i ask you to wake me up tomorrow", "did i ask you to wake me"),
        ("我有没有让你提醒我交房租", "我有没有让你提醒我"),
        ("我是不是让你提醒我买牛奶了", "我是不是让你提醒我"),
    ])
    func readsARecalledRequest(text: String, cue: String) throws {
        let sentence = Sentence(text)
        let found = try #require(ScheduleLookUpAct.recalledRequestCue(in: sentence))
        #expect(MoodWords.string(sentence.folded[found.span]) == cue)
        let reading = try #require(ScheduleRequestReader.read(sentence))
        #expect(reading.act == .list && reading.asksWhether && reading.kinds.isEmpty)
    }

    /// What one wanted to keep in mind, asked after a question or look word: the list, not yes or no.
    @Test(arguments: [
        ("what are the things i wanted to recall", "wanted to recall"),
        ("list everything i wanted to keep in mind", "wanted to keep in mind"),
        ("which things did i not want to forget", "not want to forget"),
        ("show me the things to remember", "things to remember"),
        // A question opening a later clause asks too; phrases of being reminded and of a duty to remember.
        ("i wanted to remember a few things, what were they", "wanted to remember"),
        ("there was something i wanted to keep in mind. what was it?", "wanted to keep in mind"),
        ("what did i ask to be reminded about", "ask to be reminded"),
        ("what was i supposed to remember this morning", "supposed to remember"),
        ("list what i meant to remember", "meant to remember"),
        // A look word of recalling, and a question word ending the sentence: an echo question.
        ("recall what i told you to remember", "told you to remember"),
        ("i wanted to keep in mind what again", "wanted to keep in mind"),
        ("it was things i need to remember, what exactly", "things i need to remember"),
    ])
    func readsRecalledThings(text: String, cue: String) throws {
        let sentence = Sentence(text)
        let found = try #require(ScheduleLookUpAct.recalledRequestCue(in: sentence))
        #expect(MoodWords.string(sentence.folded[found.span]) == cue)
        let reading = try #require(ScheduleRequestReader.read(sentence))
        #expect(reading.act == .list && !reading.asksWhether && reading.kinds.isEmpty)
    }

    @Test(arguments: ["i wanted to remember my keys", "things to remember when camping", "i wanted to remember what she said",
                      "i wanted to keep in mind what again she said",
                      "i wanted to remember my keys, which i did", "i was supposed to remember the milk",
                      "what", "wanted to remember"])
    func readsNoRecalledThingsInAStatement(text: String) {
        #expect(ScheduleLookUpAct.recalledRequestCue(in: Sentence(text)) == nil)
    }

    @Test(arguments: ["remind me to do laundry", "can you remind me what i was trying to remember", "你提醒我一下", "i told you about it"])
    func readsNoRecalledRequestInAnAsk(text: String) {
        #expect(ScheduleLookUpAct.recalledRequestCue(in: Sentence(text)) == nil)
    }
}
