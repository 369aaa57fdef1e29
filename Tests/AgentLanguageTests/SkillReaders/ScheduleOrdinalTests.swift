@testable import AgentLanguage
import Testing

/// Rule `ScheduleOrdinal`: a word of order picks one item by its place in the order set; "first" of
/// a time ("first thing tomorrow") picks none.
struct ScheduleOrdinalTests {
    @Test(arguments: [
        ("delete the first one", 1), ("stop the second timer", 2), ("kill the last one please", -1),
        ("把第二个删了", 2), ("最后那个不要了", -1), ("第一个取消吧", 1), ("how long on the third one", 3),
    ] as [(String, Int)])
    func picksByPlace(text: String, place: Int) {
        #expect(ScheduleOrdinal.place(in: Sentence(text)) == place, "\(text)")
    }

    @Test(arguments: ["wake me first thing tomorrow", "the last time i set an alarm", "cancel all of them", "取消明天的闹钟",
                      "cancel the 30 second timer"])
    func picksNoneOtherwise(text: String) {
        #expect(ScheduleOrdinal.place(in: Sentence(text)) == nil, "\(text)")
    }
}
