@testable import AgentLanguage
import Testing

/// Rule `DurationGroup`: a number and its unit make a group: digits, Chinese numerals, 俩 and 仨, decimals,
/// classifiers.
struct DurationGroupTests {
    @Test(arguments: [
        ("倒计时45秒", 45.0), ("九十秒以后叫我", 90), ("等两个钟头", 7200), ("俩小时后", 7200), ("仨钟头", 10_800), ("2.5小时", 9000),
        ("两点五小时", 9000), ("歇十五分钟", 900), ("3h", 10_800), ("twelve minutes", 720), ("4 weeks", 2_419_200),
    ])
    func readsTheGroup(text: String, seconds: Double) {
        #expect(DurationExtractor.first(in: Sentence(text))?.seconds == seconds, "\(text)")
    }

    @Test(arguments: [
        "三个人", "等一下", "两杯咖啡", "三个月后", "五年", "十二", "4 apples", "六点钟",
    ])
    func readsNoGroupWithoutAUnit(text: String) {
        let found = DurationExtractor.first(in: Sentence(text))
        #expect(found == nil, "\(text) → \(String(describing: found))")
    }
}
