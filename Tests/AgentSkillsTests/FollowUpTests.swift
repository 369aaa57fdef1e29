import AgentCore
import AgentLanguage
import AgentProtocol
import AgentSkills
import TestSupport
import Testing

/// Follow-ups with the built-in skills and the language side, in-process: a sentence that only
/// changes a parameter of the last request reuses its skill (`FollowUpMatch`).
struct FollowUpTests {
    /// An agent with the built-ins that runs each sentence in turn: an immediate skill is
    /// answered for real (so calc's value and the schedule are real), any other reported done.
    struct Conversation {
        var agent = Agent(skills: BuiltinSkills.all(), understanding: LanguageUnderstanding())
        /// What the last sentence was matched as, and the run it started.
        var report: MatchReport?
        var invocation: SkillInvocation?
        var result: SkillResult?

        mutating func say(_ text: String) {
            report = nil
            invocation = nil
            result = nil
            for effect in agent.step(.sentenceReceived(text, at: now, in: shanghai)) {
                if case let .emit(.match(found)) = effect { report = found }
                guard case let .execute(run) = effect else { continue }
                invocation = run
                var outcome = SkillOutcome.succeeded(SkillResult(summary: "done", data: .null))
                if let immediate = run.skill.immediate {
                    var context = skillContext(run.parameters, sentence: run.sentence, language: run.language)
                    context.run = run.run
                    context.schedule = agent.schedule
                    context.followsUp = run.followsUp
                    do { outcome = .succeeded(try immediate.answer(context)) } catch { outcome = .failed(error) }
                }
                if case let .succeeded(done) = outcome { result = done }
                _ = agent.step(.skillFinished(run: run.run, outcome: outcome))
            }
        }

        /// The candidate selected, when it came from the conversation.
        var link: ConversationLink? { report?.candidates.first { $0.skill == report?.selected }?.conversation }
    }

    static func conversation(_ sentences: String...) -> Conversation {
        var conversation = Conversation()
        for sentence in sentences { conversation.say(sentence) }
        return conversation
    }

    @Test(arguments: [
        ("明天呢", "2026-03-11"), ("那后天的呢", "2026-03-12"), ("那周六呢", "2026-03-14"), ("下周一呢？", "2026-03-16"),
        ("what about tomorrow?", "2026-03-11"), ("how about Saturday", "2026-03-14"),
    ])
    func aFollowUpChangesTheDayAndKeepsTheCity(text: String, date: String) throws {
        var conversation = Self.conversation("北京天气怎么样")
        conversation.say(text)
        let link = try #require(conversation.link, "\(text) is no follow-up: \(String(describing: conversation.report))")
        #expect(link.changed == ["date"])
        #expect(link.inherited == ["city"])
        let parameters = try #require(conversation.invocation?.parameters)
        #expect(parameters["city"] == .text("北京"))
        #expect(parameters["date"]?.json(in: shanghai) == .string(date))
    }

    /// Follow-ups in other words and corrections: the value changes, the rest is kept (a correction names
    /// the city it meant last).
    @Test(arguments: [
        ("重庆那边呢", "city", "重庆"), ("那无锡又如何", "city", "无锡"), ("武汉的话呢", "city", "武汉"), ("不是北京，是天津", "city", "天津"),
        ("啊我是说厦门", "city", "厦门"), ("no, I said Shanghai", "city", "上海"), ("and in Paris?", "city", "巴黎"),
        ("大后天又怎样", "date", "2026-03-13"), ("and the day after?", "date", "2026-03-12"), ("那第二天呢", "date", "2026-03-12"),
    ])
    func aFollowUpInOtherWordsChangesOneValue(text: String, name: String, value: String) throws {
        var conversation = Self.conversation("北京明天天气怎么样")
        conversation.say(text)
        let link = try #require(conversation.link, "\(text) is no follow-up: \(String(describing: conversation.report))")
        #expect(link.changed == [name], "\(text)")
        #expect(conversation.invocation?.parameters[name]?.json(in: shanghai) == .string(value), "\(text)")
    }

    /// A changed alarm keeps its day and half of the day; a bare number changes a timer's length; the item changed is replaced.
    @Test(arguments: [
        ("明天早上七点叫我", "推迟到八点", "2026-03-11T08:00:00+08:00"), ("明早六点的闹钟", "不对，是六点半", "2026-03-11T06:30:00+08:00"),
        ("今晚十点提醒我洗衣服", "改到十点半吧", "2026-03-10T22:30:00+08:00"), ("set an alarm for 7 tomorrow morning", "make it 8 instead", "2026-03-11T08:00:00+08:00"),
        ("remind me to call John at 4 pm", "push it to 5", "2026-03-10T17:00:00+08:00"),
        // An hour and its minutes in words.
        ("set an alarm for 7 tomorrow morning", "actually make it six thirty", "2026-03-11T06:30:00+08:00"),
        ("wake me at 7 tomorrow", "change it to six forty-five", "2026-03-11T06:45:00+08:00"),
    ])
    func aChangedAlarmKeepsItsDay(first: String, text: String, fireAt: String) throws {
        var conversation = Self.conversation(first)
        conversation.say(text)
        #expect(conversation.link?.changed == ["time"], "\(text)")
        #expect(conversation.result?.data["fireAt"] == .string(fireAt), "\(text)")
        #expect(conversation.agent.schedule.count == 1, "\(text): the alarm changed is replaced")
    }

    /// Rule another day at the same half: one more alarm said with 也 (后天也是六点) keeps the last one's half of the
    /// day, and adds an item beside it.
    @Test(arguments: [
        ("闹钟给我定上，明早六点", "后天也是六点", "2026-03-12T06:00:00+08:00"),
        ("明天早上五点叫我起床", "周四也五点", "2026-03-12T05:00:00+08:00"),
        ("今晚十点提醒我吃药", "明天也十点", "2026-03-11T22:00:00+08:00"),
        ("明天早上六点半叫我", "大后天的也定上", "2026-03-13T06:30:00+08:00"),
        // A part of the day of its own is kept.
        ("明天早上六点叫我", "后天也是下午六点", "2026-03-12T18:00:00+08:00"),
    ])
    func oneMoreOnAnotherDayKeepsTheHalfOfTheDay(first: String, text: String, fireAt: String) {
        var conversation = Self.conversation(first)
        conversation.say(text)
        #expect(conversation.result?.data["fireAt"] == .string(fireAt), "\(text)")
        #expect(conversation.agent.schedule.count == 2, "\(text): one more beside the first")
    }

    /// Rule 还有 and a value: 还有 opening the turn, a time or a span, then 的 or 也 asks for one more; so does
    /// "also set one" (another-words).
    @Test(arguments: [
        ("帮我设明天早上七点的闹钟", "还有七点二十的", "fireAt", JSONValue.string("2026-03-11T07:20:00+08:00")),
        ("帮我定个闹钟，明天早上六点", "还有礼拜四早上六点也要", "fireAt", .string("2026-03-12T06:00:00+08:00")),
        ("十分钟后提醒我关火", "还有二十分钟的", "seconds", .number(1200)),
        ("明天早上六点半叫我", "还有后天的也定上", "fireAt", .string("2026-03-12T06:30:00+08:00")),
        // The verb said between "also" or "and" and "one".
        ("Set alarm for tomorrow at 5:30 am", "Also set one for day after tomorrow same time", "fireAt", .string("2026-03-12T05:30:00+08:00")),
        ("set an alarm for 6 tomorrow", "and make one for 8 pm too", "fireAt", .string("2026-03-10T20:00:00+08:00")),
    ])
    func oneMoreSaidWithAlsoThere(first: String, text: String, key: String, value: JSONValue) {
        expect(text, after: first, gives: key, value, leaving: 2)
    }

    /// A correction said in other words (讲错了, 搞错了, Hakka 哩 and 系, 唔系, 讲毋着; "ah shoot, make it 4 am instead")
    /// replaces the item just set, a day said kept.
    @Test(arguments: [
        ("帮涯定个闹钟，三点钟", "哦，涯讲错哩，系四点钟", "fireAt", JSONValue.string("2026-03-10T16:00:00+08:00")),
        ("帮我定个闹钟，三点钟", "我搞错了，是四点钟", "fireAt", .string("2026-03-10T16:00:00+08:00")),
        ("帮我定个闹钟，三点钟", "唔系，系四点", "fireAt", .string("2026-03-10T16:00:00+08:00")),
        ("set an alarm for saturday 4:30 am", "ah shoot, make it 4 am instead", "fireAt", .string("2026-03-14T04:00:00+08:00")),
        ("set an alarm for friday at 7 pm", "change it to 8 pm", "fireAt", .string("2026-03-13T20:00:00+08:00")),
        // Southern Min 讲毋着 and 毋着, Cantonese 讲错咗 and 唔啱: the morning of the item kept.
        ("明仔载早起六点叫我", "讲毋着，是六点半", "fireAt", .string("2026-03-11T06:30:00+08:00")),
        ("明天早上六点叫我", "毋着毋着，六点四十", "fireAt", .string("2026-03-11T06:40:00+08:00")),
        ("听日朝早六点叫醒我", "讲错咗，系六点半", "fireAt", .string("2026-03-11T06:30:00+08:00")),
        ("明天早上六点叫我", "唔啱，系七点", "fireAt", .string("2026-03-11T07:00:00+08:00")),
        // What it should be (应该是), and right only then (才对, Cantonese 先啱).
        ("明天早上六点叫我", "不对不对，应该是六点二十", "fireAt", .string("2026-03-11T06:20:00+08:00")),
        ("周四早上七点叫醒我", "搞错了，七点一刻才对", "fireAt", .string("2026-03-12T07:15:00+08:00")),
        ("听日朝早八点叫我", "讲错咗，系七点先啱", "fireAt", .string("2026-03-11T07:00:00+08:00")),
        // British half after "make it" or "make that", the hour in digits.
        ("set us an alarm for 7 tomorrow la", "nah make it half 7", "fireAt", .string("2026-03-11T07:30:00+08:00")),
        ("wake me at half 7 tomorrow", "make it half 8", "fireAt", .string("2026-03-11T08:30:00+08:00")),
        ("alarm for 6 tomorrow morning", "actually make that half 6", "fireAt", .string("2026-03-11T06:30:00+08:00")),
        ("wake me at 8 on saturday", "nah, switch that to half 9", "fireAt", .string("2026-03-14T09:30:00+08:00")),
        ("wake me at 7 tomorrow", "bring it forward to half 6", "fireAt", .string("2026-03-11T06:30:00+08:00")),
    ])
    func aCorrectionInOtherWordsReplacesTheItem(first: String, text: String, key: String, value: JSONValue) {
        expect(text, after: first, gives: key, value, leaving: 1)
    }

    /// `text` said after `first` gives `value` under `key`, and leaves `items` on the schedule (2: one
    /// more beside the first; 1: the first replaced).
    private func expect(_ text: String, after first: String, gives key: String, _ value: JSONValue, leaving items: Int) {
        var conversation = Self.conversation(first)
        conversation.say(text)
        #expect(conversation.result?.data[key] == value, "\(text)")
        #expect(conversation.agent.schedule.count == items, "\(text): \(items) items")
    }

    /// An interjection before the opening "and" (oh and…), and an item said again as "one" before
    /// what it is for: one more item, for that.
    @Test(arguments: [
        ("set a timer for 90 minutes for the umu", "oh and 20 min one for the palusami", "the palusami"),
        ("set a timer for 10 minutes", "and a 20 minute one for the rice", "the rice"),
        ("timer 5 minutes for the tea", "ok and a 3 minute one for the eggs", "the eggs"),
    ])
    func oneMoreAfterAnInterjectionIsForWhatFollowsOne(first: String, text: String, reminder: String) {
        expect(text, after: first, gives: "reminder", .string(reminder), leaving: 2)
    }

    /// "hour and a half", the article unsaid, answers how long.
    @Test(arguments: ["hour and a half", "hour and half", "Hour and a half please"])
    func aSpanWithItsArticleUnsaidAnswersHowLong(text: String) {
        var conversation = Self.conversation("can u set a timer for the umu")
        conversation.say(text)
        #expect(conversation.result?.data["seconds"] == .number(5400), "\(text)")
    }

    /// 还有 before a span alone says what is left, and before a time and a thing names something else.
    @Test(arguments: [
        ("十分钟后提醒我关火", "还有十分钟"), ("帮我设明天早上七点的闹钟", "还有七点的会要开"),
    ])
    func alsoThereAloneAsksForNoMore(first: String, text: String) {
        var conversation = Self.conversation(first)
        conversation.say(text)
        #expect(conversation.agent.schedule.count == 1, "\(text): nothing more set")
    }

    @Test(arguments: [("set a timer for 20 minutes", "make it 25", 1500.0), ("十分钟后提醒我关火", "哦不，是五分钟", 300),
                      // The old value denied, then the new one.
                      ("倒计时二十分钟提醒我关火", "覅二十分钟,改成二十五分钟", 1500), ("set a timer for 20 minutes", "not 20 minutes, 25", 1500), ("Remind me after 20 minute, injera is ready", "No, not 20, 25 minute", 1500),
                      ("十分钟后提醒我关火", "不是十分钟，是十五分钟", 900),
                      // Northern 整 for 弄 before the new value.
                      ("十分钟后提醒我关火", "唉不对不对,整二十分钟嘛", 1200)])
    func aChangedTimerKeepsItsReminder(first: String, text: String, seconds: Double) throws {
        var conversation = Self.conversation(first)
        conversation.say(text)
        #expect(conversation.link?.changed == ["duration"], "\(text)")
        #expect(conversation.result?.data["seconds"] == .number(seconds))
        #expect(conversation.agent.schedule.count == 1)
    }

    /// One more adds an item with the rest inherited; a change replaces the item it follows.
    @Test(arguments: [("再来一个二十五分钟的", 2, 1500.0), ("and one for 45 minutes", 2, 2700), ("改成二十五分钟", 1, 1500),
                      ("再计多个三分钟嘅", 2, 180)])
    func oneMoreAddsAndAChangeReplaces(text: String, items: Int, seconds: Double) {
        var conversation = Self.conversation("十分钟后提醒我关火")
        conversation.say(text)
        #expect(conversation.result?.data["seconds"] == .number(seconds), "\(text)")
        #expect(conversation.result?.data["reminder"] == "关火", "\(text)")
        #expect(conversation.agent.schedule.count == items, "\(text)")
    }

    /// One more said as 再 and a count of one (再一个, 再一次, 再一遍) or as 也要 after its time adds an alarm.
    @Test(arguments: [("晚上八点再一次", "2026-03-10T20:00:00+08:00"), ("再一个明早7:15", "2026-03-11T07:15:00+08:00"),
                      ("明早七点也要", "2026-03-11T07:00:00+08:00"), ("五点半再一遍", "2026-03-10T17:30:00+08:00"),
                      ("再一只六点的", "2026-03-10T18:00:00+08:00"), ("再来个黑天八点的", "2026-03-10T20:00:00+08:00"),
                      ("五点四十再叫一遍", "2026-03-10T17:40:00+08:00"), ("晚上九点再响一次", "2026-03-10T21:00:00+08:00"),
                      // An interjection before it carries nothing; an' all, as too, keeps the last one's half of the day.
                      ("Oh and one for Friday at nine an' all", "2026-03-13T21:00:00+08:00"), ("um, and another at 8 tonight", "2026-03-10T20:00:00+08:00")])
    func oneMoreCountedOrAlsoAddsAnAlarm(text: String, fireAt: String) {
        var conversation = Self.conversation("下午两点提醒我吃药")
        conversation.say(text)
        #expect(conversation.result?.data["fireAt"] == .string(fireAt), "\(text)")
        #expect(conversation.agent.schedule.count == 2, "\(text)")
    }

    /// Rule a narrowing answer: asked at what time, a day or a part of the day alone is kept with the request
    /// and the question asked again; the clock that answers it takes that day and part of the day.
    @Test(arguments: [
        ("给我定个闹钟", "明个早上", "六点半", "2026-03-11T06:30:00+08:00"), ("定个闹钟", "礼拜六", "八点", "2026-03-14T08:00:00+08:00"),
        ("帮我设个闹钟", "后天晚上", "九点", "2026-03-12T21:00:00+08:00"), ("set an alarm", "tomorrow evening", "at 7", "2026-03-11T19:00:00+08:00"),
        ("wake me up", "on Friday", "6:45", "2026-03-13T06:45:00+08:00"), ("set me an alarm please", "this afternoon", "4", "2026-03-10T16:00:00+08:00"),
    ])
    func aDayAloneNarrowsTheAnswerToCome(request: String, narrowing: String, clock: String, fireAt: String) {
        var conversation = Self.conversation(request)
        #expect(conversation.agent.state.name == .awaitingInput, "\(request)")
        conversation.say(narrowing)
        #expect(conversation.agent.state.name == .awaitingInput, "\(narrowing)")
        conversation.say(clock)
        #expect(conversation.invocation?.parameters["time"]?.json(in: shanghai) == .string(fireAt), "\(clock)")
    }

    /// Rule one more as the last: a new request said to be as the last one (too, as well, an' all, 也) at a
    /// bare hour, no day said, takes the last alarm's day and half of the day; without such a word, or with
    /// a part of the day said, it is read as any sentence is.
    @Test(arguments: [
        ("wake me at 5:45 tomorrow", "and buzz me at quarter past six as well", "2026-03-11T06:15:00+08:00"),
        ("remind me at 8 tonight to call mum", "remind me at 9 too, to lock up", "2026-03-10T21:00:00+08:00"),
        ("后天早上五点叫我", "五点二十也提醒我一声", "2026-03-12T05:20:00+08:00"),
        ("set an alarm for 7 pm on friday", "and remind me at 8 an' all", "2026-03-13T20:00:00+08:00"),
        ("wake me at 6 tomorrow", "remind me at 5 to call the bank", "2026-03-10T17:00:00+08:00"),
        ("明天早上六点叫我", "下午三点也提醒我开会", "2026-03-10T15:00:00+08:00"),
    ])
    func aNewRequestAsTheLastKeepsItsDayAndHalf(first: String, text: String, fireAt: String) {
        expect(text, after: first, gives: "fireAt", .string(fireAt), leaving: 2)
    }

    /// Rule priced by the last: more or less of the measure a purchase was priced by, no price of its own,
    /// is bought at that price; a plain number goes on as any operation does.
    @Test(arguments: [
        ("一公斤牛肉八十，买三公斤多少钱", "再加两公斤呢", 400.0),
        ("苹果五块一斤，买六斤要多少钱", "减掉一斤呢", 25),
        ("一斤虾四十块，称三斤多少钱", "再加两斤", 200),
        ("一公斤牛肉八十，买三公斤多少钱", "再加二十呢", 260),
    ])
    func moreOfTheMeasureIsBoughtAtItsPrice(first: String, text: String, value: Double) {
        expect(text, after: first, gives: "value", .number(value), leaving: 0)
    }

    /// Every item, said as British speech says it (the lot) or Southern Min does (拢总, 攏總).
    @Test(arguments: ["bin the lot", "actually cancel the lot, I'm off work", "拢总删掉", "攏總取消啦", "pakicancel all of them"])
    func theLotCancelsEveryItem(text: String) {
        var conversation = Self.conversation("wake me at 6:30 tomorrow", "set a timer for 10 minutes")
        conversation.say(text)
        #expect(conversation.agent.schedule.isEmpty, "\(text)")
    }

    /// Rule an answer says more than it was asked: a repeat said with the clock that answers 几点？
    /// (每天早上七点, "every weekday at 7", 逢星期一至五朝早七點) is the request's repeat, and the first
    /// time set is its first occurrence; a clock alone leaves the request a one-off.
    @Test(arguments: [
        ("定个闹钟", "每天早上七点", "FREQ=DAILY", "2026-03-11T07:00:00+08:00"),
        ("set an alarm", "every weekday at 7", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "2026-03-11T07:00:00+08:00"),
        ("幫我set個鬧鐘", "逢星期一至五朝早七點", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "2026-03-11T07:00:00+08:00"),
        ("帮我设个闹钟", "每个礼拜六早上八点半", "FREQ=WEEKLY;BYDAY=SA", "2026-03-14T08:30:00+08:00"),
        ("wake me up", "6:30 every day", "FREQ=DAILY", "2026-03-11T06:30:00+08:00"),
        ("can you set me an alarm", "mondays at nine", "FREQ=WEEKLY;BYDAY=MO", "2026-03-16T09:00:00+08:00"),
        ("提醒我吃药", "每晚九点", "FREQ=DAILY", "2026-03-10T21:00:00+08:00"),
        // The days said with the request, several English weekdays, repeat the clock that answers.
        ("Please set alarm for Monday to Friday", "7:15 morning", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "2026-03-11T07:15:00+08:00"),
    ])
    func aRepeatSaidWithTheAnswerRepeatsTheRequest(request: String, answer: String, rrule: String, fireAt: String) {
        var conversation = Self.conversation(request)
        #expect(conversation.agent.state.name == .awaitingInput, "\(request)")
        conversation.say(answer)
        #expect(conversation.invocation?.parameters["repeat"]?.json(in: shanghai) == .string(rrule), "\(answer)")
        #expect(conversation.invocation?.parameters["time"]?.json(in: shanghai) == .string(fireAt), "\(answer)")
    }

    @Test(arguments: [("定个闹钟", "七点"), ("set an alarm", "at 7 tomorrow"), ("wake me up", "half six")])
    func aClockAloneAnswersAOneOff(request: String, answer: String) {
        var conversation = Self.conversation(request)
        conversation.say(answer)
        #expect(conversation.invocation != nil, "\(answer)")
        #expect(conversation.invocation?.parameters["repeat"] == nil, "\(answer)")
    }

    /// The same again on another day: one more alarm at the last one's time (也一样, "same", "same time"), or at a
    /// clock said in a clause of its own (礼拜五也来一个，一样七点).
    @Test(arguments: [("后天也一样", "2026-03-12T07:00:00+08:00"), ("also thursday same", "2026-03-12T07:00:00+08:00"),
                      ("and friday, same time", "2026-03-13T07:00:00+08:00"), ("礼拜五也来一个，一样七点", "2026-03-13T07:00:00+08:00"),
                      ("再整一个礼拜天的，也七点", "2026-03-15T07:00:00+08:00"), ("后天也是一样", "2026-03-12T07:00:00+08:00"),
                      // The time said the same in words that hold 时间, which ask no clock (same-time-words).
                      ("礼拜六也来一个，一样的时间", "2026-03-14T07:00:00+08:00"), ("周五再定一个，时间一样", "2026-03-13T07:00:00+08:00"),
                      ("后天也定一个，同一个时间", "2026-03-12T07:00:00+08:00"), ("and saturday at the same time", "2026-03-14T07:00:00+08:00"),
                      // Cantonese 都要 for 也要, 钟数 for the clock's time.
                      ("后日都要，同一个钟数", "2026-03-12T07:00:00+08:00"), ("礼拜六都要，钟数一样", "2026-03-14T07:00:00+08:00")])
    func theSameAgainOnAnotherDayAddsAnAlarm(text: String, fireAt: String) {
        var conversation = Self.conversation("明天早上七点叫我")
        conversation.say(text)
        #expect(conversation.result?.data["fireAt"] == .string(fireAt), "\(text)")
        #expect(conversation.result?.data["label"] == .null, "\(text)")
        #expect(conversation.agent.schedule.count == 2, "\(text)")
    }

    /// A cancel negated after an item was set keeps it (莫删咖它, 别取消它).
    @Test(arguments: ["莫删咖它，我还要用", "别取消它", "不要删掉那个"])
    func aNegatedCancelKeepsTheLastItem(text: String) {
        var conversation = Self.conversation("定个十分钟的计时器")
        conversation.say(text)
        #expect(conversation.agent.schedule.count == 1, "\(text)")
    }

    /// A new repeat for the last alarm, its own verb (响) carrying nothing: every day, or every week
    /// on the day it first rings.
    @Test(arguments: [("每天都要响", "FREQ=DAILY"), ("每个礼拜都要响", "FREQ=WEEKLY;BYDAY=WE"), ("每周都响", "FREQ=WEEKLY;BYDAY=WE"),
                      ("make it weekly", "FREQ=WEEKLY;BYDAY=WE"), ("every week please", "FREQ=WEEKLY;BYDAY=WE")])
    func aNewRepeatChangesTheLastAlarm(text: String, rrule: String) {
        var conversation = Self.conversation("明天早上八点叫我")
        conversation.say(text)
        #expect(conversation.result?.data["rrule"] == .string(rrule), "\(text)")
        #expect(conversation.result?.data["fireAt"] == .string("2026-03-11T08:00:00+08:00"), "\(text)")
        #expect(conversation.agent.schedule.count == 1, "\(text)")
    }

    /// A daily alarm narrowed to the working days: only (只要), what will do (就行, 就好), the days one goes
    /// to work (上班那几天, 上班的日子), its clock and first day kept.
    @Test(arguments: ["只要工作日", "只要礼拜一到礼拜五", "上班那几天就行", "上班的日子就好"])
    func aDailyAlarmNarrowedToTheWorkingDays(text: String) {
        var conversation = Self.conversation("每天早上六点半喊我起床")
        conversation.say(text)
        #expect(conversation.result?.data["rrule"] == .string("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"), "\(text)")
        #expect(conversation.result?.data["fireAt"] == .string("2026-03-11T06:30:00+08:00"), "\(text)")
        #expect(conversation.agent.schedule.count == 1, "\(text)")
    }

    /// One more may say in a clause of its own what it is for; what its own clause holds besides its
    /// value still makes it no follow-up.
    @Test(arguments: [("再整一个八分钟的 看着锅", 480.0), ("and one more for 5 minutes", 300), ("还有一个二十分钟的", 1200), ("再要一个三分钟的，鸡蛋那个", 180),
                      // After its time, in its own clause, a few words of what it is for.
                      ("and another one for 25 minutes for the bread", 1500), ("one more for 6 minutes for the rice", 360),
                      // Learners' one other for another.
                      ("And one other for 3 minutes for the tea", 180), ("one other of 7 minutes", 420)])
    func oneMoreMaySayWhatItIsFor(text: String, seconds: Double) {
        var conversation = Self.conversation("定个十分钟的计时器")
        conversation.say(text)
        #expect(conversation.result?.data["seconds"] == .number(seconds), "\(text)")
        #expect(conversation.agent.schedule.count == 2, "\(text)")
    }

    /// What one more item is for, said after its time, is its reminder; said nothing of, it keeps the last one's.
    @Test(arguments: [("and another one for 25 minutes for the bread", "the bread"), ("one more for 6 minutes for the rice", "the rice"),
                      ("another one for 12 minutes", "关火")])
    func oneMoreSaysItsOwnReminder(text: String, reminder: String) {
        var conversation = Self.conversation("十分钟后提醒我关火")
        conversation.say(text)
        #expect(conversation.result?.data["reminder"] == .string(reminder), "\(text)")
    }

    /// "after" right before a span says no more than "in" (as learners say it); before an event it is content.
    @Test(arguments: [("and after 1 hour pick up my son", 3600.0, "pick up my son"), ("and after 20 minutes call the shop", 1200, "call the shop")])
    func afterASpanSaysIn(text: String, seconds: Double, reminder: String) {
        var conversation = Self.conversation("remind me after 10 minute turn off stove")
        conversation.say(text)
        #expect(conversation.result?.data["seconds"] == .number(seconds), "\(text)")
        #expect(conversation.result?.data["reminder"] == .string(reminder), "\(text)")
    }

    @Test(arguments: ["还有一个问题", "再来一个笑话吧", "another one of those long meetings for me today",
                      "one more for 6 minutes and then play my running playlist loud in the kitchen"])
    func oneMoreOfSomethingElseIsNoFollowUp(text: String) {
        var conversation = Self.conversation("定个十分钟的计时器")
        conversation.say(text)
        #expect(conversation.link == nil, "\(text) was taken as a follow-up")
        #expect(conversation.agent.schedule.count == 1, "\(text)")
    }

    /// A duration added to the timer just set lengthens it (`DurationAddition`): its length and the
    /// duration added; a new length replaces it.
    @Test(arguments: [("再加三分钟", 780.0), ("延长五分钟吧", 900), ("add 4 more minutes", 840), ("extend it by 90 seconds", 690),
                      ("make it 2 minutes longer", 720), ("改成十五分钟", 900), ("give it an extra 3 minutes", 780)])
    func aDurationAddedLengthensTheTimer(text: String, seconds: Double) {
        var conversation = Self.conversation("定个十分钟的计时器")
        conversation.say(text)
        #expect(conversation.result?.data["seconds"] == .number(seconds), "\(text)")
        #expect(conversation.agent.schedule.count == 1, "\(text): the timer changed is replaced")
    }

    /// Right after an item is set, a question for the time left names it (还有多久, "how long till it goes off").
    @Test(arguments: ["还有多久", "还要多长时间啊", "how long till it goes off", "how much time left"])
    func theTimeLeftAsksAfterTheItemJustSet(text: String) {
        var conversation = Self.conversation("二十分钟后提醒我出门")
        conversation.say(text)
        #expect(conversation.invocation?.skill.id == "schedule.list", "\(text)")
    }

    /// One item unnamed, of two: the cancel asks which, and cancels the one then named.
    @Test(arguments: [("取消一个", "六点半那个"), ("delete one of them", "the 6:30 one")])
    func oneUnnamedAsksWhich(text: String, answer: String) {
        var conversation = Self.conversation("明早六点叫我", "明早六点半也叫我")
        conversation.say(text)
        #expect(conversation.report?.selected == "schedule.cancel", "\(text)")
        #expect(conversation.agent.schedule.count == 2, "\(text): asks which, cancels none yet")
        conversation.say(answer)
        #expect(conversation.agent.schedule.count == 1, "\(text), \(answer)")
        #expect(conversation.agent.schedule.first?.firing.fireAt == now.addingTimeInterval(21 * 3600), "\(text): the 6:00 one stays")
    }

    /// With items on the schedule, a cancel word about something else cancels none of them.
    @Test(arguments: ["帮我取消订单", "cancel my subscription", "取消会员自动续费", "取消那个会议"])
    func aCancelAboutSomethingElseLeavesTheSchedule(text: String) {
        var conversation = Self.conversation("明天早上七点叫我起床")
        conversation.say(text)
        #expect(conversation.agent.schedule.count == 1, "\(text)")
    }

    /// A yes/no question's subject is a parameter (`asks`): asked again of another city or day.
    @Test(arguments: [("那上海呢", ["city"]), ("后天呢", ["date"]), ("what about Shanghai?", ["city"])])
    func aFollowUpAsksTheSameYesNoQuestion(text: String, changed: [String]) throws {
        var conversation = Self.conversation("北京明天会下雨吗")
        conversation.say(text)
        let link = try #require(conversation.link, "\(text) is no follow-up")
        #expect(link.changed == changed)
        #expect(link.inherited.contains("asks"))
        #expect(conversation.invocation?.parameters["asks"] == .text("rain"))
    }

    @Test(arguments: [
        ("那上海呢", "上海"), ("上海的呢", "上海"), ("那么广州呢？", "广州"), ("换成杭州呢", "杭州"), ("那成都呢", "成都"),
        ("what about Shanghai?", "上海"), ("how about Shanghai", "上海"), ("And Tokyo?", "东京"), ("what about Paris instead", "巴黎"),
        ("上海许块呢", "上海"), ("那广州那边呢", "广州"),  // Teochew 许块 as 那边: there
        // 那 opens the follow-up before a place the lexicon knows; Taiwan's counties are the gazetteer's.
        ("那南平呢", "南平"), ("那宿迁呢？", "宿迁"), ("那花莲呢", "花莲"), ("花蓮呢", "花莲"), ("那台東呢", "台东"), ("what about Hualien", "花莲"),
    ])
    func aFollowUpChangesTheCity(text: String, city: String) throws {
        var conversation = Self.conversation("北京天气怎么样")
        conversation.say(text)
        let link = try #require(conversation.link, "\(text) is no follow-up: \(String(describing: conversation.report))")
        #expect(link.sentence == "北京天气怎么样")
        #expect(link.changed == ["city"])
        #expect(conversation.invocation?.skill.id == "weather.query")
        #expect(conversation.invocation?.parameters["city"] == .text(city))
    }

    @Test(arguments: [
        ("再乘以三", 39.0), ("然后乘以三", 39.0), ("再加五", 18.0), ("然后除以二", 6.5), ("再减去三呢", 10.0), ("乘以十", 130.0),
        ("times three", 39.0), ("then divided by 2", 6.5), ("and plus 7", 20.0), ("minus 20", -7.0),
        // The last value pointed at before the operator, this as that.
        ("and this times 3", 39.0), ("that minus 3", 10.0), ("and this divided by 2", 6.5),
        // A payment over it asks the change; a value taken from an operand.
        ("and if I pay with 50?", 37.0), ("给二十找多少", 7.0), ("subtract that from 100", 87.0),
    ])
    func aFollowUpGoesOnFromTheLastValue(text: String, value: Double) throws {
        var conversation = Self.conversation("三加五乘二")
        conversation.say(text)
        #expect(conversation.link?.changed == ["expression"], "\(text)")
        let data = try #require(conversation.result?.data)
        #expect(data["value"] == .number(value))
    }

    /// A sum in everyday words changed by one number (`WordProblem.changed`): the total corrected,
    /// then the people counted again, then the value gone on from.
    /// Rule a share among a count (四个人平分) and rule what an amount is (加上15%服务费, "plus 10% tip"):
    /// after 88乘12 (1056) they go on from it.
    @Test(arguments: [
        ("四个人平分呢", 264.0), ("三个人AA吧", 352), ("那就8个人均分", 132), ("split by 4 ppl", 264), ("加上15%服务费", 1214.4),
        ("再加15%的税", 1214.4), ("再加20块运费", 1076), ("plus 10% tip", 1161.6), ("plus 5 dollars shipping", 1061),
        ("times 2 nights", 2112),
    ])
    func aFollowUpMayNameItsAmountOrShareAmongACount(text: String, value: Double) throws {
        var conversation = Self.conversation("88乘12")
        conversation.say(text)
        #expect(conversation.link?.changed == ["expression"], "\(text)")
        #expect(conversation.result?.data["value"] == .number(value), "\(text)")
    }

    /// More than a word or two after the operation, or no number in it, says something else.
    @Test(arguments: ["再加五个人去吃饭", "plus 10 more things to worry about", "加上服务费", "五个人"])
    func moreThanTheAmountsNameIsNoFollowUp(text: String) {
        var conversation = Self.conversation("88乘12")
        conversation.say(text)
        #expect(conversation.link == nil, "\(text)")
    }

    @Test func aSumInEverydayWordsIsChangedNumberByNumber() {
        var conversation = Self.conversation("打车一共九十六 四个人平摊 每人多少")
        #expect(conversation.result?.data["value"] == 24)
        conversation.say("不对 是一百零八")
        #expect(conversation.result?.data["value"] == 27)
        conversation.say("要是六个人呢")
        #expect(conversation.result?.data["value"] == 18)
        conversation.say("再乘以二")
        #expect(conversation.result?.data["value"] == 36)
    }

    @Test func aCalculationGoesOnAndOn() {
        var conversation = Self.conversation("三加五乘二", "再乘以三", "再减九")
        #expect(conversation.result?.data["value"] == 30)
        conversation.say("then halve it")  // said verb first (SpokenContinuations)
        #expect(conversation.result?.data["value"] == 15)
        conversation.say("再减去一半")  // 半 is no part of the operation 减去一
        #expect(conversation.link == nil)
    }

    @Test(arguments: [
        ("改成十分钟", 600.0), ("换成十分钟", 600.0), ("改为一刻钟吧", 900.0), ("那就改成半小时", 1800.0),
        ("make it ten minutes", 600.0), ("change it to 45 minutes", 2700.0), ("make it an hour instead", 3600.0),
    ])
    func aFollowUpChangesTheDurationAndReplacesTheTimer(text: String, seconds: Double) throws {
        var conversation = Self.conversation("五分钟后提醒我关火")
        conversation.say(text)
        let link = try #require(conversation.link, "\(text) is no follow-up")
        #expect(link.changed == ["duration"])
        #expect(link.inherited.contains("reminder"))
        #expect(conversation.invocation?.parameters["reminder"] == .text("关火"))
        #expect(conversation.invocation?.followsUp == "r1")
        // "Change it" asks for one timer, not two: the first leaves the schedule.
        #expect(conversation.agent.schedule.map(\.run) == ["r2"])
        #expect(conversation.agent.schedule.first?.firing.fireAt == now.addingTimeInterval(seconds))
    }

    @Test(arguments: [
        // Statements that name a city, a duration or a number.
        "我觉得上海不错", "上海是个好地方", "那是十分钟以前的事", "我有三个孩子", "I was in Shanghai last year",
        // Full requests, selected by their keywords.
        "上海天气怎么样", "十分钟后提醒我", "三加四等于几",
        // Chit-chat with follow-up words and no value.
        "那你呢", "然后呢", "what about you?", "好的谢谢",
        // A value with more said after it.
        "那上海的天气预报员呢",
    ])
    func aSentenceWithMoreThanAChangedValueIsNoFollowUp(text: String) {
        var conversation = Self.conversation("北京天气怎么样")
        conversation.say(text)
        #expect(conversation.link == nil, "\(text) was taken as a follow-up")
    }

    @Test(arguments: ["那上海呢", "改成十分钟", "明天呢", "what about Shanghai?", "make it ten minutes"])
    func withNoEarlierRequestAFollowUpSelectsNothing(text: String) {
        var conversation = Conversation()
        conversation.say(text)
        #expect(conversation.link == nil)
        if text != "make it ten minutes" { #expect(conversation.report?.selected == nil) }
    }

    /// An operation with no earlier value is as like the calculator's samples as they are
    /// themselves: the calculator takes it, follows nothing, and says what it lacks.
    @Test(arguments: ["再乘以三", "times three"])
    func withNoEarlierRequestAnOperationIsACalculationThatLacksANumber(text: String) {
        var conversation = Conversation()
        conversation.say(text)
        #expect(conversation.link == nil)
        #expect(conversation.report?.selected == "calc.evaluate")
    }

    /// Days said as left out after a repeating alarm take them off its repeat, which first rings on a day left in it
    /// (`LeftOutDaysRule`, `RecurrenceReader.rule(_:leaving:)`).
    @Test(arguments: [
        ("每天早上七点叫我", "周末不用", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        ("每天早上七点叫我", "周末的话就不用了", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        ("每天早上七点叫我", "礼拜六别叫我", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SU"),
        ("wake me at 7 every day", "not on weekends though", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        ("wake me at 7 every day", "skip sundays", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA"),
        ("wake me at 7 every weekday", "but not fridays", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH"),
        ("wake me at 5:45 every day", "but give Sundays a miss", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA"),
        ("每个工作日早上七点二十叫我", "礼拜五那天就算了", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH"),
        ("wake me at 7 every day", "no need on weekends", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        // Opening the sentence "not" leaves out; a reason after it that names the day again is no slip to correct.
        ("Set an alarm for 6 every morning", "Not Sundays though, I does sleep in Sunday", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA"),
        ("set an alarm for 7:15 on weekdays", "Friday remove, Friday I am working from home", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH"),
        ("工作日早上六点五十叫我", "礼拜三不要，我休息", "FREQ=WEEKLY;BYDAY=MO,TU,TH,FR"),
    ])
    func daysLeftOutComeOffTheLastRepeat(first: String, text: String, rule: String) {
        expect(text, after: first, gives: "rrule", .string(rule), leaving: 1)
    }

    /// After a one-off, days said as left out have no repeat to come off, and are no day to move it to.
    @Test(arguments: ["周末不用", "not on weekends", "礼拜天别叫我", "no need on weekends"])
    func daysLeftOutOfAOneOffMoveNothing(text: String) {
        var conversation = Self.conversation("明天早上七点叫我")
        conversation.say(text)
        #expect(conversation.link == nil, "\(text)")
        #expect(conversation.agent.schedule.first?.firing.fireAt == now.addingTimeInterval(22 * 3600), "\(text): 7:00 tomorrow stays")
    }

    /// A correction with an operation replaces the last sum's last operation, whichever its operator (`OperandChange`).
    @Test(arguments: [
        ("一百二十八乘六是多少", "不对，是乘以八", 1024.0),
        ("what's 128 times 6", "no sorry, I meant divided by 8", 16.0),
        ("一百加五十", "说错了，是减五十", 50.0),
        ("45 times 12", "no wait, times 11", 495.0),
    ])
    func aCorrectedOperationReplacesTheLast(first: String, text: String, value: Double) {
        var conversation = Self.conversation(first)
        conversation.say(text)
        #expect(conversation.result?.data["value"] == .number(value), "\(text)")
    }

    /// 也 and a verb that wakes after a day asks one more (`AnotherWords.alsoAfterADay`); the verb is no label.
    @Test(arguments: ["礼拜六早上八点也叫一下", "礼拜六早上八点也叫我一下", "礼拜六早上八点也喊一下"])
    func alsoWakingAfterADayAsksOneMore(text: String) {
        var conversation = Self.conversation("明天早上六点半叫我")
        conversation.say(text)
        #expect(conversation.agent.schedule.count == 2, "\(text)")
        #expect(conversation.result?.data["label"] == .null, "\(text)")
    }

    /// A bare hour with "and half" after it moves the alarm to half past (`ChangedClock`, `Sentence.saysAndAHalf`).
    @Test(arguments: [
        ("no sorry, is 7 and half", "2026-03-11T07:30:00+08:00"),
        ("no, make it 6 and a half", "2026-03-11T06:30:00+08:00"),
        ("change to 8 and half please", "2026-03-11T08:30:00+08:00"),
    ])
    func aBareHourAndHalfIsHalfPast(text: String, fireAt: String) {
        expect(text, after: "put alarm for tomorrow at 7", gives: "fireAt", .string(fireAt), leaving: 1)
    }

    /// "and" said "an" opening a follow-up (`SpellingMender.andSaidAn`): "an Sunday?" asks the last question of Sunday.
    @Test func andSaidAnOpensAFollowUp() {
        var conversation = Self.conversation("what's the weather in Kingston tomorrow")
        conversation.say("an Sunday?")
        #expect(conversation.report?.selected == "weather.query")
        conversation = Self.conversation("what is 120 plus 60")
        conversation.say("an divide dat by 6")
        #expect(conversation.result?.data["value"] == .number(30))
    }

    @Test func resetForgetsTheLastRequest() {
        var conversation = Self.conversation("北京天气怎么样")
        _ = conversation.agent.step(.resetRequested)
        #expect(conversation.agent.lastRequest == nil)
        conversation.say("那上海呢")
        #expect(conversation.report?.selected == nil)
    }

    @Test func matchShowsTheFollowUpAndChangesNothing() {
        var conversation = Self.conversation("三加五乘二")
        let report = conversation.agent.match("再乘以三", at: now, in: shanghai)
        #expect(report.selected == "calc.evaluate")
        #expect(report.candidates.first?.conversation == ConversationLink(sentence: "三加五乘二", changed: ["expression"], inherited: []))
        #expect(conversation.agent.lastRequest?.sentence == "三加五乘二")
    }
}

extension FollowUpTests {
    /// One more asked for with a softening particle (再定一个七点的嘛, 再来一个十分钟的吧) sets one, no question
    /// whether such items are set; 免了 after an item named by its time cancels it.
    @Test(arguments: [
        ("明早六点半叫我", "再定一个七点的嘛", "alarm.set"), ("帮我定个十分钟的计时器", "再来一个二十分钟的吧", "timer.set"),
    ])
    func oneMoreWithAParticleSetsOne(first: String, text: String, skill: String) {
        var conversation = Self.conversation(first)
        conversation.say(text)
        #expect(conversation.report?.selected == skill, "\(text)")
        #expect(conversation.agent.schedule.count == 2, "\(text): 2 items")
    }

    @Test(arguments: ["三点那个免了", "下午三点的免了吧"])
    func spareCancelsTheItemNamed(text: String) {
        var conversation = Self.conversation("下午三点提醒我开会", "五点也提醒我一下")
        conversation.say(text)
        #expect(conversation.report?.selected == "schedule.cancel", "\(text)")
        #expect(conversation.agent.schedule.count == 1, "\(text)")
    }
}

extension FollowUpTests {
    /// A changed repeat, its word of recurrence part of the new span (改成每四十五分钟): the repeating timer's span
    /// changes, what it reminds of is kept.
    @Test(arguments: [
        ("每隔一个小时提醒我喝水", "改成每四十五分钟", 2700.0), ("每隔半小时提醒我活动一下", "每二十分钟就行", 1200),
        ("remind me every hour to stretch", "make it every 40 minutes", 2400),
    ])
    func aChangedRepeatKeepsWhatItRemindsOf(first: String, text: String, seconds: Double) {
        expect(text, after: first, gives: "seconds", .number(seconds), leaving: 1)
        #expect(Self.conversation(first, text).result?.data["reminder"] == Self.conversation(first).result?.data["reminder"], "\(text)")
    }
}

extension FollowUpTests {
    /// A bare cancel in context, opened by an interjection or with a clause of why beside it (好啦取消掉，我要出门了):
    /// it cancels the item last set; a clause naming a time of its own leaves it to be read as any sentence is.
    @Test(arguments: [
        ("嗯删了吧，不去了", 0), ("哎呀不要了，会议改期了", 0), ("行吧取消，临时有事", 0),
        ("我后天再说，删了吧", 1),
    ])
    func aBareCancelWithWhyCancelsTheLastItem(text: String, left: Int) {
        var conversation = Self.conversation("明天下午三点提醒我开会")
        conversation.say(text)
        #expect(conversation.agent.schedule.count == left, "\(text)")
    }
}
