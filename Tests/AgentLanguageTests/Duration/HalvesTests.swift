@testable import AgentLanguage
import Testing

/// Rule `Halves`: 半 before a unit is half of it, 个半 after a number adds a half, 半 after a group adds half its
/// unit; 大半天 and its like are none.
struct HalvesTests {
    @Test(arguments: [
        ("半小时后", 1800.0), ("过半个钟头", 1800), ("半分钟", 30), ("半秒", 0.5), ("半个月", 1_296_000), ("一个半小时", 5400),
        ("三分半", 210), ("一天半", 129_600), ("两分半钟", 150), ("一天半小时", 88_200), ("定个半小时的闹钟", 1800), ("half an hour", 1800),
        ("1 个半小时", 5400),
    ])
    func readsTheHalf(text: String, seconds: Double) {
        #expect(DurationExtractor.first(in: Sentence(text))?.seconds == seconds, "\(text)")
    }

    @Test(arguments: [
        "大半天", "等了老半天", "好半天没动静", "多半会下雨", "半分也不让", "半个", "半斤",
    ])
    func readsNoHalf(text: String) {
        let found = DurationExtractor.first(in: Sentence(text))
        #expect(found == nil, "\(text) → \(String(describing: found))")
    }
}
