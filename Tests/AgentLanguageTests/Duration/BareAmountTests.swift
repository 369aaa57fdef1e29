@testable import AgentLanguage
import Testing

/// Rule `BareAmount`: an answer to "how long?" may be a bare amount, counting the unit asked in, closed perhaps by
/// end punctuation or a particle; an amount with a unit of its own is taken as written.
struct BareAmountTests {
    @Test(arguments: [
        ("十五", "分钟", 900.0), ("二十", "秒", 20), ("两个半", "小时", 9000), ("半个", "小时", 1800), ("仨", "小时", 10_800),
        ("二十吧", "分钟", 1200), ("十嘛", "分钟", 600), ("负十", "分钟", -600), ("5。", "分钟", 300), ("2.5", "小时", 9000),
        ("45秒", "分钟", 45), ("fifteen", "minutes", 900), ("two and a half", "hours", 9000), ("20", nil, 1200),
    ] as [(String, String?, Double)])
    func readsTheAmountInTheUnitAsked(text: String, unit: String?, seconds: Double) {
        #expect(DurationExtractor.answer(Sentence(text), unit: unit) == seconds, "\(text)")
    }

    @Test(arguments: ["好", "几", "一两", "十个人", "十五号", "a", "五点", "三五"])
    func readsNoAmount(text: String) {
        #expect(DurationExtractor.answer(Sentence(text), unit: "分钟") == nil, "\(text)")
    }
}
