import AgentCore
import Foundation
import Testing

/// The word lists (`<Dimension>/words/*.txt`, generated into `WordLists` by shell/words) say what
/// role their words play. Two lists of different roles must not share a word, unless the roles
/// are compatible below, with the reason: a word that one reader counts as filler and another
/// as content, or as a negation and a request, would make them disagree about the sentence.
struct WordRoleTests {
    /// Roles whose lists may share words, and why.
    static let compatible: [(String, String, String)] = [
        ("question", "variant-character", "咩 is written Cantonese no Mandarin word holds, and asks what (我set咗咩鬧鐘)"),
        ("period", "waking", "早起 says the morning and that one gets up then (明天要早起，六点的闹钟)"),
        ("follow-up", "clock-numeral", "oh opens a sentence before the verb of an operation that goes on (oh, and divide that by 4), and in a clock stands for zero between numbers (seven oh five)"),
        ("concession", "follow-up", "也 goes on to what holds anyway (就算下雨也要去), and in a follow-up adds one more like the last (八点的也设一下)"),
        ("concession", "negation", "也, 都 go on to what holds anyway (下不下雨都得去), and after a little amount negate (一点也不冷, 一个都没有)"),
        ("concession", "all", "都 goes on to what holds anyway (冷不冷都得穿), and says every one (都删了)"),
        ("choice-joiner", "question", "还是 asks a choice (明天还是后天), and between two quoted wordings asks which is right (“提醒”还是“提示”)"),
        ("choice-joiner", "follow-up", "还是 goes on from the last request (还是明天吧), and between two quoted wordings sets one against the other"),
        ("request", "question", "a polite request is put as a question: 能不能帮我, 可不可以, can you"),
        ("condition", "follow-up", "要是, 如果 open a condition in a sentence of its own (要是明天下雨 运动会就得延期) and a what-if of the last request (要是八个人呢)"),
        ("greeting", "in-sentence-correction", "sorry, oops opening a sentence own to a slip before what it asks (sorry, also alarm at 12:00), and inside one take back what came before them (7点 sorry 8点)"),
        ("past", "unit", "won is a past form (we won) and, after an amount, the money of Korea (3500 won)"),
        ("past", "day", "昨天, 前天 are days the time readers read, and days gone by before a verb done (昨天设了闹钟) tell what was done"),
        ("past", "day-pointer", "那天 before a verb done (那天我定了闹钟) tells of a day gone by, and in a request points back to the day named last (那天下午两点提醒我)"),
        ("weekday-stem", "day-noun", "周, 星期, 礼拜 before a weekday's number name the day (周三), after a count weeks (两周后)"),
        ("count-blocker", "day-noun", "周 after a number counts weeks ahead (两周后), never a clock's count (两周 is no 2 o'clock)"),
        ("third-person", "event-subject", "he, her, my before a request cue of mixed English name who does it (my boss always remind 我); after what time a clock question asks whose event it is"),
        ("divide", "third-person", "被 marks the passive: of a division in a sum (A被B除), of a deed done to the speaker elsewhere (被闹钟叫醒)"),
        ("percent", "state", "on after a percent is what the share is reckoned on (12% on 250); after an item it says the item is set (is my alarm on)"),
        ("follow-up", "place-pointer", "那边, 那里 open a follow-up about another place (那边呢) and point back to the place named last (那边明天冷吗)"),
        ("past", "year", "去年 is a year the time readers read, and a time gone by before a verb done tells what was done"),
        ("past", "habit", "以前, 小时候 tell of a time gone by (以前定了) and of a habit then (小时候外婆总提醒我)"),
        ("word-problem-question", "question", "a word problem's question asks as any question does (一人多少, how much), and tells which rule of sums it is"),
        ("word-problem-question", "calculation-object", "一共, 平均 ask a word problem's total or mean, and name what a calculation is of (算一下一共多少)"),
        ("word-problem-question", "repeat", "each asks one's share after an amount (how much each) and repeats before a day (each day)"),
        ("other-task", "request", "叫 calls a car or a meal (叫车, 叫外卖) and wakes someone (叫小宇起床): the wake-up phrase is read whole, and only it asks"),
        ("request", "variant-character", "嗌 is written only in Cantonese, and is its verb of waking someone (嗌细佬起身)"),
        ("asks-rain", "weather-event", "rain asks whether it rains (will it rain) and, after a question for a time, when it does (when will it rain)"),
        ("asks-snow", "weather-event", "snow asks whether it snows and, after a question for a time, when it does (what day will it snow)"),
        ("addition", "combine", "add before numbers sums them (add 3 and 4) and, before a duration after a timer, lengthens it (add 2 more minutes)"),
        ("addition", "plus", "加 between numbers sums them (三加五) and, before a duration after a timer, lengthens it (再加两分钟)"),
        ("addition", "operator", "加, 加上 between numbers make a sum, not a clock (三点加五), and before a duration after a timer lengthen it (再加两分钟)"),
        ("addition", "follow-up", "add, extend follow up on the last request and say that the duration lengthens the one running (extend it by 5 minutes)"),
        ("addition", "request", "add opens a request (add a reminder) and, before a duration after a timer, lengthens it (add 5 minutes)"),
        ("addition", "unit", "more counts times after a number (3 more) and, before a unit of time, adds to a running timer (5 more minutes)"),
        ("combine", "follow-up", "add before numbers sums them (add 3 and 4) and follows up on the last request (add 2 minutes)"),
        ("setting", "unit", "time sets a duration as a verb (time 10 minutes) and, after a number, counts times (3 times)"),
        ("setting", "timer-item", "计时 names a timer (计时, 计时器) and, before a duration, sets one (计时二十分钟)"),
        ("follow-up", "in-sentence-correction", "不对, 说错了, no, sorry correct the last request in a sentence of their own (不对，是八点) and, between two values, the value just said (七点 不对 八点)"),
        ("in-sentence-correction", "negation", "不 between two values takes the first back (六点 不 六点半); before a word it negates it (不下雨, 不到)"),
        ("in-sentence-correction", "question", "不 between two values takes the first back (六点 不 六点半); closing a clause it asks (冷不)"),
        ("correction-link", "follow-up", "改成, 换成 change the last request (改成八点) and link a correction to its value (十点 不对 改成十一点)"),
        ("correction-link", "request", "for opens a request's object (for me) and links a correction to its value (at 5, sorry, for 6)"),
        ("about-things", "question", "为什么, 为啥 ask a reason, of how things are (为什么会下雨) as of a reminder not given (为什么没提醒我); invented asks, after who, for a person and, after how, how a thing came about"),
        ("about-things", "combine", "difference between asks the difference of two numbers (the difference between 12 and 5) and, before anything else, of two things (the difference between sleet and hail)"),
        ("about-things", "past", "made tells the past after a subject (the alarm made a noise) and, after how, how a thing comes about (how is a forecast made)"),
        ("about-things", "request", "work opens a request (work out 12 times 7) and, after how, asks how a thing works"),
        ("modal", "question", "can, should, could open a question (can you, should I) and, after a question for an item's time, ask what to do, not when it goes off (what time should I set my alarm)"),
        ("modal", "request", "can, could open a polite request (can you set) and, after a question for an item's time, ask what to do with it"),
        ("modal", "suitability", "合适 asks whether the weather suits an activity (跑步合适吗) and, after a question for an item's time, what time suits it (闹钟几点合适)"),
        ("exclamation", "soft-particle", "啊, 呀, 哦, 哈 close an exclamation and soften any clause alike"),
        ("exclamation", "question", "嘛 closes a question (你知道嘛) and an exclamation (好冷嘛) alike"),
        ("report", "soft-particle", "啦 is 了 and 啊 in one: it reports and softens at once (下雨啦)"),
        ("degree", "few-marker", "好 before 几 is a few (好几次); before a word of degree it exclaims (好热)"),
        ("negation", "question", "没有 closing a clause asks (下雨了没有); before a verb it negates (没有让我去)"),
        // Time: lists of first characters (bare-day-ends, day-cue-starts) hold a character, not a word.
        ("day-end", "relative-prefix", "上 and 下 start the period words that end a bare day (一月二十三下午) and are a week's or month's prefix (下周, 上个月)"),
        ("day-end", "day-cue", "提, 叫, 喊, 闹, 记 start what asks for something: it ends a bare day (一月二十三提醒我) and makes 15号 the day asked about"),
        ("day-end", "period", "早 and 晚 are periods before a clock (早7点) and start the period words that end a bare day (一月二十三早上)"),
        ("after", "bound-word", "之后, 以后 say after a count of days (三天之后) and hold their 后 from a 后天 after them (之后天气)"),
        ("period", "bound-word", "早上, 晚上, 午后 are periods and hold their last character from a day word after them (早上周五, 午后天)"),
        ("date-mark", "weekday-number", "日 after a day's number marks it (15日); after 周 or 星期 it is Sunday (星期日)"),
        ("few-marker", "relative-prefix", "这 before 几 is a few (这几天); before 周 or 月 it is this week's or month's (这周五)"),
        ("few-marker", "day-cue", "那 before 几 is a few (那几天); after 15号 it starts 那天, the day asked about"),
        ("few-marker", "after", "后 before 几 is a few (后几天); after a count of days it is after (三天后)"),
        ("request", "setting", "set, put, 设置, 设定 ask for something (set a timer, 设置闹钟) and, with a device's temperature, set the device (set the temperature to 70)"),
        ("follow-up", "setting", "change follows up on the last request (change it to 8) and, before a device's temperature, sets the device (change the temperature to 70)"),
        ("setting", "state", "set says an item is set (is my alarm set) and, before a device's temperature, sets the device"),
        ("follow-up", "event-subject", "i opens a correction (i meant 8) and, right after what day or what time, is the subject of the speaker's own affairs (what day i get paid)"),
        ("person", "address", "你 and 您 are the listener in a sentence (你说现在几点了) and, after a question's particle, what the speaker calls them (吃了吗你)"),
        ("person", "third-person", "他 and 她 are persons a lone 一点 may follow as one o'clock (他一点到), and the third persons a question may be about"),
        ("preposition", "joiner", "到, 至 introduce a time (到一点) and join a range of weekdays (周一到周五); 和, 及 a time and a list of weekdays (周二和周四)"),
        ("day", "weekday-number", "天 is the noun day (每天一点) and, after 周 or 星期, Sunday (星期天)"),
        ("past", "question", "was, were, did, had open a question (was it cold, did it rain) and, after a subject, tell the past (it was cold)"),
        ("past", "state", "got and left say what an item is (the time left) and, after a subject, tell the past (the alarm got cancelled)"),
        ("past", "follow-up", "said opens a correction (i said 8) and, after another subject, tells the past (the forecast said rain)"),
        ("follow-up", "speech", "said opens a correction (i said 8) and, after another subject, passes on their words (my mum said rain)"),
        ("past", "speech", "said, told tell the past and, after another subject, pass on their words (the radio said snow)"),
        ("follow-up", "person", "i opens a correction (i meant 8) and is the speaker, whose words a verb of saying after it passes on from no one else"),
        ("person", "event-subject", "i, we are the speaker and, right after what day or what time, the subject of the speaker's own affairs (what day i get paid)"),
        ("person", "request", "you is the listener, whose words a verb of saying after it passes on from no one else, and opens a task asked of them (you write me a poem)"),
        ("operator", "fraction", "half opening an operation that goes on from the last value halves it (half that); before a unit it is a half of it (half an hour, half past)"),
        ("numeral", "weekday-number", "一 … 六 start an hour (三点) and, after 周 or 星期, are weekdays (周三)"),
        ("few-marker", "numeral", "十 before 几 is a few (十几天); before 点 it starts an hour (十点)"),
        ("question", "operator", "等于 after a span asks what it comes to in another unit (三小时等于多少分钟) and between two sums joins them (三加五等于八)"),
        ("question", "month", "may opens a question (may I) and is a month after a day's number or before one (may 5th)"),
        ("meridiem", "question", "am opens a question (am I late) and, right after an hour, marks a clock before noon (7 am)"),
        ("greeting", "clock-numeral", "oh opens an exclamation (oh hi) and, between an hour and minutes, is a zero (seven oh five)"),
        ("request", "unit", "time asks to time something (time 5 minutes) and, after a number, counts times (3 times)"),
        ("follow-up", "greeting", "and, also open a follow-up of the last request (and Shanghai?, also at 8) and, before a question or request of its own, ask nothing themselves (and how many days until the 20th)"),
        ("follow-up", "unit", "time after a number counts times (1 time) and, with a word that changes, names the time of the item just set (change the time to 8)"),
        ("correction-link", "operator", "at links a correction to its value (at 5, sorry, at 6) and, between an amount and a percent taken off it, joins a discount (80 at 30% off)"),
        ("greeting", "request", "hey, hi, ok greet as they open a request (hey, set a timer)"),
        ("request", "reminder-cue", "提醒我, 叫我, remind me ask for something and name a reminder at once"),
        ("request", "look-up", "看看, 查一下, show ask for something and name the looking up of a schedule at once (看看我的闹钟)"),
        ("reminder-cue", "reminder-item", "提醒 asks for a reminder as a verb (提醒我喝水) and names one as a noun (取消提醒)"),
        ("follow-up", "question", "呢, 还是, what about ask as they follow up (明天呢, what about tomorrow)"),
        ("follow-up", "request", "再 asks again as it follows up (再查一下)"),
        ("follow-up", "degree", "那么 follows up at the head of a clause (那么明天呢) and measures before a word of degree (那么冷)"),
        ("follow-up", "few-marker", "那 follows up at the head of a clause (那明天呢) and points before 几 (那几个)"),
        ("follow-up", "topic", "about follows up after what (what about tomorrow) and names a topic after a noun (a song about rain)"),
        ("about-words", "other-task", "翻译, translate ask about words and name a task no skill does: either keeps the sentence from a skill"),
        ("all", "question", "all asks which items there are (all my alarms?) as it takes every item (cancel all)"),
        ("combine", "request", "add sums numbers (add 5 and 3) as it opens a request (add a reminder for sunday)"),
        ("asks-sunscreen", "asks-ultraviolet", "防晒 and sunscreen ask advice decided by the UV index, the detail they ask for too"),
        ("suitability", "request", "可以, 能 ask for something; right before or after an activity they ask whether the weather suits it (only those pairs are read)"),
        ("suitability", "question", "能不能, 可不可以 ask; right before an activity they ask whether the weather suits it (only those pairs are read)"),
        ("follow-up", "relative-prefix", "this points at the last value (and this times 3) and, before a day, names the coming one (this friday)"),
        ("ordinal", "relative-prefix", "last names the last choice offered (the last one) and the one before this (last week)"),
        ("ordinal", "count-blocker", "第 before a number is a position (第二个), so that number counts no duration (第五分钟)"),
        ("place-pointer", "state", "there points back at the last place (what about there) and, right after an item in a question, says it is set (is the timer there)"),
        ("state", "existence", "有 says items are set (都有哪些) as it asks whether one is (有闹钟吗)"),
        ("state", "question", "还在 says an item is still set and, after an item word, asks whether it is (闹钟还在吗)"),
        ("follow-up", "state", "now goes on from the last request (now add 10) and asks what is set at this point (how many now)"),
        ("request", "waking", "wake me, 叫醒 ask for something and ask to be woken, which puts a bare hour from 1 to 6 in the morning"),
        ("reminder-cue", "waking", "叫醒, 喊醒 name a reminder and ask to be woken, which puts a bare hour from 1 to 6 in the morning"),
        ("follow-up", "negation", "也 does again what was just done (那个也删了) and, after a lone 一点, makes it a little (一点也不)"),
        ("operator", "score-verb", "打 before a number of 折 is a discount (打八折); before a score it plays (打了90分): the 折 after it tells which"),
        ("duration-unit", "ordinal", "second counts seconds (twenty seconds) and, after \"the\" as a day, orders (the twenty second): the day reader reads only after \"the\", and the longer reading wins"),
        ("unit", "ordinal", "second counts (2 seconds) and orders a day (the second); the day reader reads only after \"the\""),
        ("number", "ordinal", "twenty, thirty count and, before a unit ordinal after \"the\", order a day (the twenty-second)"),
        ("look-up", "other-task", "read before the schedule's items looks them up (read my reminders); before anything else it is a task no built-in does (read me a story); a sentence naming the schedule leaves the task verbs aside"),
        ("request", "state", "set asks for something (set a timer) and, right after an item in a question, says it is set (is my alarm set)"),
        ("cancel", "asks-sunny", "clear empties a schedule (clear my alarms) and names a clear sky (will it be clear); the words after it tell which"),
        // Durations: a word's role there is often its position, before or after a number.
        ("minus", "range-joiner", "- before a number is a sign (-5分钟); between two it joins a range (3-5分钟)"),
        ("count-blocker", "duration-unit", "周 after a number counts weeks (两周); before one it names a weekday (周三)"),
        ("count-blocker", "question", "几 asks (几点); before a number it makes the count vague (几十分钟): no span either way"),
        ("soft-particle", "question", "嘛 closes a question (你知道嘛) and softens an answer (十嘛) alike"),
        ("span-follower", "report", "a span may be followed by anything that closes a clause: 了, 啦 (等了五分了) as much as 后"),
        ("span-follower", "soft-particle", "a span may be followed by anything that closes a clause: 吧, 啊 (五分吧)"),
        ("span-follower", "exclamation", "a span may be followed by anything that closes a clause: 呀, 哦 (才五分呀)"),
        ("span-follower", "question", "a span may be followed by anything that closes a clause: 呢, 嘛 (五分呢)"),
        ("concession", "question", "whether asks in a request (tell me whether it rains); in a clause before another it concedes (whether it rains or not, i'm going)"),
        ("span-follower", "few-marker", "前 and 后 after a span place it (五分后); before 几 they make a few (前几天)"),
        // Calculations: what a calculation drops or reads may be another reader's word.
        ("minus", "score-verb", "扣 before an amount deducts it (工资六千八扣五百); before a number of 分 it takes points off (扣了三分): the 分 after it tells which"),
        ("padding", "score-verb", "得 after a calculation asks its result (三加五得几); before a number of 分 it scores (得100分)"),
        ("padding", "not-number", "一下 and 一共 hold 一 but count nothing: the number reader passes over them, a calculation drops them"),
        ("padding", "greeting", "hey before a calculation greets, and the calculation drops it"),
        ("operand-joiner", "range-joiner", "to joins operands to combine (add 3 to 4) and numbers into a range (3 to 5 minutes)"),
        ("then", "span-follower", "再 goes on after a span (五分钟再叫我) and, in a calculation, ends what came before (六加四再乘三)"),
        ("punctuation", "range-joiner", "~ between two numbers of a span joins a range (5~10分钟); a calculation passes over it"),
        ("power", "span-follower", "的 leads a power or a multiple in a calculation (2的10次方) and may follow a span (五分的)"),
        // Across dimensions: the same word read by readers of different values, told apart by where it stands.
        ("all", "negation", "都 takes every item (都取消) and, after 一点, negates (一点都不冷)"),
        ("all", "repeat", "every takes every item (cancel every alarm) and, before a period, repeats (every day)"),
        ("count-blocker", "weekday-stem", "周 before a number names a weekday (周三), so no count starts at it"),
        ("day", "duration-unit", "天 after a number counts days (三天) and, after 每, names the day (每天一点)"),
        ("day-noun", "duration-unit", "day after a number counts days (3 days) and, after every, names the day (every day)"),
        ("duration-unit", "hour-mark", "时 after a number counts hours (两小时, 3时) or marks the hour of a clock (3时15分)"),
        ("duration-unit", "unit", "h, hour, hrs after a number count hours, whichever reader counts them"),
        ("duration-unit", "weekday-number", "天 after a number counts days (三天) and, after 周 or 星期, is Sunday (星期天)"),
        ("duration-unit", "weekday-stem", "周, 星期, 礼拜 after a number count weeks (两周) and, before one, name a weekday (周三)"),
        ("past", "taking-verb", "spent, lost, ate tell the past (PastNarration) and, between two amounts of a word problem, what was taken away"),
        ("combine", "cancel", "take away subtracts between two numbers and cancels the items of the schedule it names (take away the alarm)"),
        ("negation", "prohibition", "别, 莫, 甭 negate a cue or a verb (别叫我) and, opening a clause that ends in 了, warn of a mishap (可别蒸过了)"),
        ("past", "change", "gave tells the past (PastNarration) and, right before an amount in a question of change, what was paid"),
        ("plus", "request", "加个 adds an operand (五加个三, 再加个五) or asks for one more item (加个闹钟): which is the arithmetic's or the request's to say"),
        ("operator", "plus", "the clock reader's operators (a 点 form beside one is a number) hold every sign, + and 加 among them"),
        ("operator", "minus", "the clock reader's operators hold every sign, 减 among them"),
        ("operator", "times", "the clock reader's operators hold every sign, 乘 and × among them"),
        ("operator", "divide", "the clock reader's operators hold every sign, 除以 and / among them"),
        ("follow-up", "then", "再, 然后, then go on from what came before: the last request, or the calculation so far"),
        ("request", "then", "再 asks again (再查一下) and, in a calculation, ends what came before (六加四再乘三)"),
        ("habit", "day", "天 starts a habit (天天) and is the noun day (每天一点)"),
        ("habit", "duration-unit", "天 starts a habit (天天) and, after a number, counts days (三天)"),
        ("habit", "repeat", "每 starts a habit said after 我 (我每天七点起床) as it starts any repeat (每天)"),
        ("habit", "weekday-number", "天 starts a habit (天天) and, after 周 or 星期, is Sunday"),
        ("hour-mark", "other-task", "点 after an hour marks it (七点) and, opening a request, orders (帮我点外卖)"),
        ("percent", "unit", "of after a percent takes a part (20 percent of 50); percent after a number counts like a unit"),
        ("times", "unit", "times between numbers multiplies (3 times 4); after a count it counts times (3 times)"),
        ("past", "question", "was, were, sang, wrote after a subject tell what happened (the alarm was set: PastNarration); right after who they ask who did it (who sang it: PersonQuestionShield)"),
        ("attitude", "habit", "习惯 right before a cue is a way of doing the act (我习惯设两个闹钟); after 的 it names the habit the cue describes (…的习惯): both ask for nothing"),
        ("times", "algebra", "x between numbers multiplies (3 x 4); before a power it is an unknown (x squared): AlgebraShield reads only that"),
        ("algebra", "unit", "x after a number counts something, not hours (at 3 x); before a power it is an unknown (x squared)"),
        ("question", "weekday-set", "weekday asks which day it is (what weekday is it) and names the workdays (every weekday)"),
        ("follow-up", "supposing", "if and suppose open a follow-up (what if it's 8) and a supposition whose past tells nothing (if I got 3 cases)"),
        ("request", "keep", "keep before a new item (keep an alarm at 6) asks for it, before an item that is there (keep the timer) keeps it"),
        ("follow-up", "same-time", "同一时间 carries a follow-up of the last item and names its time, which asks no clock"),
        ("request", "asks-rain", "chuck puts an item on (chuck an alarm on) and, chucking it down, rains"),
        ("supposing", "question", "if asks whether (tell me if it rains) and opens a supposition whose past tells nothing (if I got 3 cases)"),
    ]

    /// Roles whose lists may share words with a list of any role, and why: they say nothing of
    /// what a sentence asks, so they cannot make two readers disagree about it.
    static let compatibleWithAny: [(String, String)] = [
        ("clock-face-mark-lead", "read only right before the count of a Cantonese clock-face mark (計三個字, 掐两个字): there it makes the count a span, whatever it is elsewhere"),
        ("a-not-a", "read only between the same ideograph twice (冷不冷, 热唔热): there they offer a choice, whatever they are elsewhere"),
        ("value-denial", "read only right before a value when the sentence says another of its kind (不要二十分钟，改成二十五分钟; 三点不是四点): there it denies that value, whatever it says elsewhere (不要吵, 别删, not now)"),
        ("setting-done", "read only right after a verb of setting (我设的, 设好的, 定过的, 设完了): there they say what was set, whatever they say elsewhere"),
        ("filler", "filler words are what carries no content; every cue (请, 帮我, 什么, 呢) is also no content"),
        ("number-unit", "a word problem's unit says what the number right before it counts (十二块, 三斤, 五个人, 三块五一斤); without a number before it the word plays its own role (一个, 每天, 个人)"),
        ("boundary", "a boundary list marks where a value (a place, a reminder's wording, a schedule item) starts or ends; the words that do play their own roles elsewhere (请问阳朔, 腾冲明天天气)"),
        ("fronted-object-verb", "read only between a fronted object (我, X哈) and a 给 that ends a clause (我哈叫给, 闹钟哈取消给): there they are the verb the object goes after, whatever they do elsewhere"),
        ("order-in-time", "a word of order (早, 晚, later, shorter) counts only as the whole of an answer to a choice, pointers aside (早的那个, the later one); anywhere else it plays its own role (早七点, 三天后, 10 minutes longer)"),
        ("left-out-day", "read only right before a weekday or a set of them (除了周末, except fridays) or right after one, at the end of its clause (周末不用, 礼拜天别叫我): there they leave the days out of a repeat, whatever they do elsewhere (minus 5, 不用了, keep except)"),
        ("task-place", "read only between the opener of a request and the verb of another task (帮我在淘宝上买): there they hold the place it is done at, whatever they do elsewhere (上周, 那边呢)"),
        ("festival-date-link", "read only between a festival the calendar does not know and a question for its date (古尔邦节今年是几号): any word may"),
        ("left-out-day-link", "read only between a weekday and the word that leaves it out (周末的话就不用): any word may"),
        ("left-out-day-closer", "read only after the word that leaves a weekday out, to the end of its clause (周末不用叫我了): any word may"),
        // Roles of position: they mark where a value starts or ends, or what a reader passes over.
        ("span-follower", "what may follow a span (后, 了, 叫, 呢): any word that closes a clause or starts the next may"),
        ("bound-word", "words that hold a character of a day word after them (之后天气, 一下午): any word may"),
        ("day-end", "first characters of what ends a bare day (上, 叫, 早): any word may start with them"),
        ("day-cue", "first characters of what makes 15号 the day asked about (提, 叫, 那): any word may start with them"),
        ("weekday-follower", "first characters of what follows a weekday's numeral when it names a day (早, 下, 的): any word may start with them"),
        ("count-tail", "words that may end a count asked after the items (now, already, ka) are read only right after that \"how many\"; anywhere else they play their own roles"),
        ("look-tail", "words that may follow a word of looking ending a sentence whose items were named first (me, please, now) are read only there; anywhere else they play their own roles"),
        ("task-verb", "verbs of doing read only where they open a clause after a timer's or an alarm's time (计时十二分钟，蒸大黄鱼): there they name what it is for, whatever they are elsewhere"),
        ("task-subject", "who does a task, passed over only before its -ing verb in such a clause (I'm cooking the rice), whatever the words are elsewhere"),
        ("another-verb", "verbs of making one and whom it is for, read only between 再 or 也 and a counter (再开一个, 也给我定个): there they ask for one more, whatever they are elsewhere"),
        ("verb-lead", "words after which \"off\" stands as a verb (can off the alarm, please off my timer): whatever else they are, there they lead a request"),
        ("price-opener", "words read only before the name of a thing and its price for one (every kilo 2.40, one bag rice 45): there they say the price is for one, whatever they are elsewhere"),
        ("price-link", "words read only between a thing opened by each, every or one and its price (each ticket is 35): there they join the two, whatever they are elsewhere"),
        ("span-link", "words read only between a span and the unit of time asked of it (三小时是多少分钟, 九十分钟换算成小时, \"how many minutes are in 3 hours\"): there they join the two, whatever they are elsewhere"),
        ("group-verb", "characters between a measure of groups and its count (装, 坐, 有, 是): whatever else they are, there they say how a group holds it"),
        ("joiner", "what joins weekdays or times in a list or range (和, 到, -): it joins whatever the readers read"),
        ("range-joiner", "what joins two numbers into a range (到, -, to): it joins whatever the readers read"),
        ("operand-joiner", "what joins operands (和, and, to): it joins whatever the readers read"),
        ("preposition", "what introduces a time (at, for, 到): the word after it says what it introduces"),
        ("article", "a, an, the carry no content for any reader"),
        ("punctuation", "marks a reader passes over or stops at say nothing of what a sentence asks"),
        ("clock-relation", "past, to between a clock's parts: the numbers around them say they are a clock's"),
        ("padding", "what a calculation drops (一下, hey, 等于) carries no content for it, whatever other readers make of it"),
        ("inflection", "letters an English word may end with (s, d): they never stand alone as a word"),
        ("past-blocker", "what a past form may not follow to be told by its subject (the, is, to, about): it says what the word after it is, whatever else it does"),
    ]

    struct WordList {
        var path: String
        var role: String
        var words: [String]
    }

    /// Every list, read from its data file as shell/words reads it.
    static let lists: [WordList] = {
        let language = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/AgentLanguage")
        var lists: [WordList] = []
        let files = FileManager.default.enumerator(at: language, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "txt" && $0.deletingLastPathComponent().lastPathComponent == "words" }
            .sorted { $0.path < $1.path } ?? []
        for file in files {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            var role = ""
            var words: [String] = []
            var inHeader = true
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                if inHeader, line.hasPrefix("#") {
                    if line.hasPrefix("# role:") { role = line.dropFirst(7).trimmingCharacters(in: .whitespaces) }
                    continue
                }
                inHeader = false
                if line.isEmpty || line.hasPrefix("#") { continue }
                if line.hasPrefix("\""), let word = try? JSONDecoder().decode(String.self, from: Data(line.utf8)) {
                    words.append(word)
                } else {
                    words.append(line)
                }
            }
            lists.append(WordList(path: String(file.path.dropFirst(language.path.count + 1)), role: role, words: words))
        }
        return lists
    }()

    @Test func theListsAreThere() {
        #expect(Self.lists.count >= 18)
        #expect(Self.lists.allSatisfy { !$0.role.isEmpty && !$0.words.isEmpty })
    }

    @Test func listsOfDifferentRolesShareNoWordUnlessTheRolesAreCompatible() {
        var roles: [String: [(role: String, path: String)]] = [:]
        for list in Self.lists {
            for word in list.words { roles[word, default: []].append((list.role, list.path)) }
        }
        for (word, holders) in roles.sorted(by: { $0.key < $1.key }) {
            for (i, a) in holders.enumerated() {
                for b in holders[(i + 1)...] where a.role != b.role {
                    if Self.compatibleWithAny.contains(where: { $0.0 == a.role || $0.0 == b.role }) { continue }
                    if Self.lookalikeAllows(a.role, b.role) { continue }
                    let allowed = Self.compatible.contains { ($0.0 == a.role && $0.1 == b.role) || ($0.0 == b.role && $0.1 == a.role) }
                    #expect(allowed, "'\(word)' is \(a.role) in \(a.path) and \(b.role) in \(b.path)")
                }
            }
        }
    }

    /// A list is compared with the sentence as the matcher folds it: its words must be folded already.
    /// A list of lookalikes (role `not-X`: words that only look like an X) says only that its words
    /// are no X, so it may share words with a list of any role but X.
    static func lookalikeAllows(_ a: String, _ b: String) -> Bool {
        (a.hasPrefix("not-") && a.dropFirst(4) != b) || (b.hasPrefix("not-") && b.dropFirst(4) != a)
    }

    @Test(arguments: [("not-duration", "question", true), ("not-duration", "duration", false), ("weather", "not-number", true),
                      ("number", "not-number", false), ("request", "question", false)])
    func aLookalikeListDisagreesOnlyWithWhatItIsNot(a: String, b: String, allowed: Bool) {
        #expect(Self.lookalikeAllows(a, b) == allowed)
    }

    /// Every word is written folded, as the readers match it; a list of zones (role zone) is the
    /// exception: its lines hold the names a reply says ("Pacific Time") and IANA's zone names
    /// ("America/Los_Angeles"), which are case-sensitive, and `TimeZoneNames` folds the names it
    /// looks for as it reads them.
    @Test func theWordsAreFolded() {
        for list in Self.lists where list.role != "zone" {
            for word in list.words {
                let folded = String(String.UnicodeScalarView(MatchText.unicodeScalars(of: word)))
                #expect(folded == word, "'\(word)' of \(list.path) is not folded: \(folded)")
            }
        }
    }
}
