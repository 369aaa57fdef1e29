@testable import AgentCore
@testable import AgentLanguage
import Testing

/// Rule value set by a verb: a duration or clock time a verb of setting takes as its object, or
/// as its topic said first (`ValueSetting`), read from the sentence's own readings.
struct ValueSettingTests {
    private func set(_ text: String) -> [String] {
        let sentence = Sentence(text)
        let readings = SentenceAnalyzer.readings(in: sentence, kinds: [.duration, .clockTime])
        return ValueSetting.values(in: sentence, of: readings).map { sentence.quote($0.span.lowerBound, $0.span.upperBound) }
    }

    @Test(arguments: [
        ("set 45 minutes for the cookies", ["45 minutes"]),
        ("could you start 25 minutes for my workout", ["25 minutes"]),
        ("put 8 minutes on for the eggs", ["8 minutes"]),
        ("set a 90 second countdown for the tea", ["90 second"]),
        // The day said apart from the clock, after "for", is a value of its own.
        ("please set 6:30 for tomorrow morning", ["6:30"]),
        ("定一个20分钟给面条", ["20分钟"]),
        ("帮我设个十五分钟，我要泡脚", ["十五分钟"]),
        ("设置 40分钟 烤鸡翅", ["40分钟"]),
        ("给我定明早七点的", ["明早七点"]),
        // What an item of the schedule is set for.
        ("could you put a timer on for 5:45", []),
        ("i need a timer for a quarter to six", ["a quarter to six"]),
        ("make the alarm for 25 minutes from now", ["25 minutes"]),
        ("把计时器定到晚上八点", []),
        ("计时器到晚上八点响", ["晚上八点"]),
        // An item set to go off in or after a span.
        ("Set the reminder after 40 minutes to take tablet", ["40 minutes"]), ("set the timer in 10 minutes", ["10 minutes"]),
        ("please keep one reminder after 2 hours for the medicine", ["2 hours"]),
        // time, a verb opening the sentence or a request; 计时
        ("time 12 minutes for the bread", ["12 minutes"]),
        ("can you time 3 minutes for my tea", ["3 minutes"]),
        ("hey time 90 seconds", ["90 seconds"]),
        ("你帮我计时二十分钟", ["二十分钟"]),
        // Northern 掐, alone or with 上.
        ("给俺掐上十分钟，锅里炖着肉", ["十分钟"]), ("帮我掐个二十分钟", ["二十分钟"]), ("掐五分钟泡面", ["五分钟"]),
        // count, as time: opening the sentence or a request.
        ("Abi, can you count 5 minutes for me, the tea is brewing", ["5 minutes"]), ("count 90 seconds for the noodles", ["90 seconds"]),
        // 计 and 算 count a span out, a word of its own; count and time after a learner's "you can", "kindly".
        ("帮我计十分钟，煲紧汤啊", ["十分钟"]), ("帮我算十分钟，锅里炖着汤", ["十分钟"]), ("你计个五分钟先", ["五分钟"]),
        ("阿妈，算半个钟头，到时喊我", ["半个钟头"]),
        ("Please you can count 90 seconds for me, I am doing the exercise", ["90 seconds"]),
        ("kindly time 2 minutes for the tea", ["2 minutes"]),
        // The value first as the topic, 的, then the verb: adverbs and a request's opener between.
        ("后天早上六点的也帮我设一下", ["后天早上六点"]), ("三分钟的再定一个", ["三分钟"]), ("九点的麻烦设置一下", ["九点"]),
    ] as [(String, [String])])
    func readsAValueTheVerbSets(text: String, values: [String]) {
        #expect(set(text) == values)
    }

    @Test(arguments: [
        // Something else stands between the verb and the value, or the value describes a thing.
        "set aside 45 minutes for reading",
        "设置10分钟的会议",
        "帮我订今晚七点的位子",
        "我十点的定了个会",  // 了个: another thing set
        // A verb inside a longer word, or no verb of setting.
        "约定10分钟后见面",
        "预定明晚七点",
        "掐了十分钟的草",  // 了: something done, nothing set
        "wait 10 minutes for the bus",
        "give me 5 minutes",
        "30分钟后提醒我",
        "the timer says 5 minutes left",
        // time, a noun
        "the time 10 minutes ago",
        "how much time 10 minutes takes",
        "what time 20 minutes from now",
        // count, a noun or of something else
        "the count 5 minutes in was wrong", "i count 5 minutes to the station",
        // 计 and 算 inside a longer word, and a span asked in another unit.
        "估计十分钟就到", "计算十分钟内走了多远", "帮我算一下三小时是多少分钟", "算算两个半小时等于多少秒", "一刻钟合几分钟",
        "计时器定到八点", "算了十分钟还没算完",
        // A span after something that is no item.
        "the meeting after 40 minutes was cancelled", "the bus in 10 minutes is late",
    ])
    func leavesValuesNoVerbSets(text: String) {
        #expect(set(text).isEmpty)
    }
}
