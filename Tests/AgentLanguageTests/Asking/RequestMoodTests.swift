@testable import AgentLanguage
import Testing

/// `RequestMood`: a request cue as whole words, not negated, not said of someone else, makes a request.
struct RequestMoodTests {
    @Test(arguments: [
        ("帮我算一下三百除以七", "帮我"),
        ("麻烦查查杭州的天气", "麻烦"),
        ("九点半提醒我取快递", "提醒我"),
        ("能不能定个六点的闹钟", "能不能"),
        ("请把计时器停了", "请"),
        ("你说明早叫我起床好吗", "叫我"),
        ("please wake me at seven", "please"),
        ("could you count down ten minutes", "could you"),
        ("I need an alarm for 6:15", "i need"),
        ("hey, set an alarm for noon", "set"),
        // Maltese mela and Bahamian bey open a sentence as hey does.
        ("Mela, set alarm for 14:45", "set"), ("Bey set my alarm for 8 o'clock", "set"),
        // Verbs that change what is set, opening the sentence.
        ("change my alarm to seven forty-five", "change"), ("ok move the alarm to 9:05", "move"), ("push the timer to 20 minutes", "push"),
        ("ok remind me to water the plants", "remind me"),
        ("Start a timer", "start"),
        ("make sure my alarm goes off at 6:40", "make sure"),
        ("make sure the oven timer runs 12 minutes", "make sure"),
        // Someone unnamed only after the cue, or in another clause: still the speaker's request.
        ("二十分钟后提醒我有人来送货", "提醒我"),
        ("搜一下后天杭州的天气", "搜一下"),
        // A habit named in another clause leaves the request one.
        ("帮我定个七点的闹钟，这是我的习惯", "帮我"),
        // A verb that makes something, before a new item of the schedule.
        ("make me an alarm for 6:15", "make"),
        ("make reminder to water the ferns friday at 8", "make"),
        ("hey make a new timer for 12 minutes", "make"),
        ("搜索林俊杰的新专辑", "搜索"),
        ("要是有人打电话来，五分钟后叫我", "叫我"),
        // Waking someone else (wake-someone-verbs, wake-someone-ends): the whole phrase is the cue.
        ("后天早上六点叫小雨起床", "叫小雨起床"),
        ("五点半喊孙子起来", "喊孙子起来"),
        // A verb done on no day gone by still asks (明天 is to come).
        ("明天定了闹钟再说", "定"),
        // An item of the schedule and its time opening the sentence, whatever it says it is for.
        ("alarm for 6:40 to feed the dog", "alarm"), ("reminder at 4pm pick up the parcel", "reminder"),
        // So with words asking one more before the item.
        ("Also one more alarm 5:15 same morning", "alarm"), ("another reminder at 6 for the bins", "reminder"), ("and one more timer 10 minutes", "timer"), ("Also one more alarm 5:15", "alarm"), ("alarm 6:40", "alarm"),
        ("timer 25 min for the cake", "timer"),
        // Kin without a habit between them and the cue: whose day it is, or whom it is for.
        ("我妈生日前一天提醒我买花", "提醒我"),
        ("周五帮我爸定个六点的闹钟", "帮我"),
        ("hey make sure i'm up at 6:15", "make sure"),
        // A negated cue before a mishap guards against it (`GuardedMishap`): still a request.
        ("甭叫我睡过了啊，明儿个早上八点闹我", "叫我"), ("下午两点的闹钟，别叫我又迟到了哈", "叫我"),
        // can or could right before a request verb, the subject left out.
        ("Can set alarm or not", "can set"), ("could set one for 5?", "could set"), ("can check weather tomorrow anot", "can check"),
    ] as [(String, String)])
    func readsARequest(text: String, cue: String) {
        #expect(RequestMood.cue(in: Sentence(text))?.word == cue)
    }

    @Test(arguments: [
        "别叫我了", "不用提醒我吃药", "不要再设闹钟了", "我讨厌定闹钟",
        "她每天早上都叫我起床", "老师说这道题能算", "今天真冷",
        // Someone unnamed does it (indefinite-persons).
        "半夜老有人在楼下喊我", "别人总是提醒我少喝咖啡", "人家都叫我小李", "某人昨天又叫我帮忙",
        // Someone named by kin does it as a habit (kin-persons, habit-adverbs).
        "我爸每天五点半就叫我起床", "小时候外婆总提醒我多穿点", "室友经常喊我一起吃夜宵", "我老公一直提醒我少熬夜",
        // The cue's verb done on a day gone by (past-days), or disliked (attitudes: 最烦).
        "我昨天设了三个闹钟还是没醒", "上周定了个提醒结果忘了看", "我最烦定闹钟了",
        // An item and a time told of (english-telegraphic-blockers), or an item with no time after it.
        "alarm at 6 never rang", "reminder for 3pm is gone", "alarms drive me mad", "another alarm at 6 went off", "one more alarm drives me mad",
        // Waking someone said of someone else, or negated; a word of getting up that is no wake-up.
        "他每天七点叫女儿起床", "别叫孩子起来", "看起来要下雨", "这几个数加起来多少",
        // A habit named after the cue in its clause.
        "他有睡前定闹钟的毛病", "帮我改掉设十个闹钟的习惯",
        // Making something else, or changing an item that is there.
        "make a playlist for my run", "make the alarm louder",
        "my alarm didn't ring", "the timer started late", "I set it yesterday", "", "i made sure the alarm was set",
        "i can set it myself", "they could cancel the flight",  // can with its own subject
        "I moved the alarm to 9", "the change was 5 dollars",  // changing told of, change a noun
    ])
    func refusesWhatIsNoRequest(text: String) {
        #expect(RequestMood.cue(in: Sentence(text)) == nil)
    }

    @Test(arguments: [
        ("别叫我了", ["叫我"]),
        ("帮我设个闹钟", ["帮我", "设个"]),
        ("今天真冷", []),
        ("let me know in 15 minutes please", ["let me know", "please"]),
        ("can you please wake me at six", ["can you", "please", "wake me"]),
        ("请你帮我 please set a timer", ["请你", "帮我", "please"]),
        ("the timer is up", []),
    ] as [(String, [String])])
    func spansEveryCueNegatedOrNot(text: String, cues: [String]) {
        let sentence = Sentence(text)
        #expect(RequestMood.cueSpans(in: sentence).map { MoodWords.string(sentence.folded[$0]) } == cues)
    }
}
