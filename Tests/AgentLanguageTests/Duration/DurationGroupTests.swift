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

    /// Digits typed apart from their classifier (2 个小时, 1 个半小时), as 计时 40 分钟 is apart from its unit.
    @Test(arguments: [
        ("2 个小时后提醒我", 7200.0), ("1 个半小时后叫我", 5400), ("计时 3 个半钟", 12_600), ("过 10 个小时", 36_000), ("两 个小时", 0),
    ])
    func readsDigitsApartFromTheirClassifier(text: String, seconds: Double) {
        let found = DurationExtractor.first(in: Sentence(text))?.seconds
        #expect(found == (seconds > 0 ? seconds : nil), "\(text)")  // only digits are typed apart
    }

    @Test(arguments: [
        "三个人", "等一下", "两杯咖啡", "三个月后", "五年", "十二", "4 apples", "六点钟",
    ])
    func readsNoGroupWithoutAUnit(text: String) {
        let found = DurationExtractor.first(in: Sentence(text))
        #expect(found == nil, "\(text) → \(String(describing: found))")
    }
}
