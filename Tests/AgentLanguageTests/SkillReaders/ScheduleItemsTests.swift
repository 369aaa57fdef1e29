@testable import AgentLanguage
import Testing

/// `ScheduleItems`: the words for the schedule's items, with their kinds; 提醒 before a person or softener is a verb.
struct ScheduleItemsTests {
    struct Found: Equatable, CustomStringConvertible {
        var word: String
        var kind: ScheduleRequestReader.ItemKind?
        var description: String { "\(word):\(kind.map { "\($0)" } ?? "any")" }
    }

    @Test(arguments: [
        ("把周五的闹钟删了", [Found(word: "闹钟", kind: .alarm)]),
        ("计时器还剩多久", [Found(word: "计时器", kind: .timer)]),
        ("交电费的提醒还在吗", [Found(word: "提醒", kind: nil)]),
        ("闹钟和倒计时都关掉", [Found(word: "闹钟", kind: .alarm), Found(word: "倒计时", kind: .timer)]),
        ("show my alarms", [Found(word: "alarms", kind: .alarm)]),
        ("cancel the timer and the reminder", [Found(word: "timer", kind: .timer), Found(word: "reminder", kind: nil)]),
    ] as [(String, [Found])])
    func findsTheItems(text: String, items: [Found]) {
        let sentence = Sentence(text)
        let found = ScheduleItems.find(in: sentence).map { Found(word: MoodWords.string(sentence.folded[$0.span]), kind: $0.kind) }
        #expect(found == items)
    }

    @Test(arguments: ["八点提醒我开会", "到时候提醒一下", "记得提醒他交作业", "明天天气怎么样", "alarming news", "remind me at noon", ""])
    func findsNoneInOtherSentences(text: String) {
        #expect(ScheduleItems.find(in: Sentence(text)).isEmpty)
    }
}
