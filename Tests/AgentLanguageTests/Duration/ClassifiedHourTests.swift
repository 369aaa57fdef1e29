@testable import AgentLanguage
import Testing

/// Rule `ClassifiedHour`: 钟 after the 个 of a number is an hour (两个钟, 一个半钟, 半个钟); 钟 in a
/// word of its own, or a clock, is none. A clock counted alone (买了一个钟) reads as an hour too: the
/// sentence asks for no timer by its other evidence (`UnderstandingRuleTests`).
struct ClassifiedHourTests {
    @Test(arguments: [
        ("两个钟后提醒我", 7200.0), ("一个钟之后叫我", 3600), ("1个半钟后提醒我收衫", 5400), ("半个钟后喊我", 1800),
        ("再过三个钟就好", 10_800), ("计时两个半钟", 9000), ("等我十个钟", 36_000), ("三个钟头后", 10_800),
    ])
    func readsAnHour(text: String, seconds: Double) {
        #expect(DurationExtractor.first(in: Sentence(text))?.seconds == seconds, "\(text)")
    }

    @Test(arguments: ["家里有两个钟表", "三个钟点工", "三点钟", "这个钟慢了", "一个闹钟"])
    func readsNoHour(text: String) {
        let found = DurationExtractor.first(in: Sentence(text))
        #expect(found == nil, "\(text) → \(String(describing: found))")
    }
}

/// Rule `ClassifiedHour`, the clock face's marks: 骨 after the 个 of a number is a quarter of an
/// hour, 字 five minutes but only before 后/以后/之后 or as a whole answer; after a clock hour
/// both are the clock's (三点三个骨 is 3:45, `ChineseClockReaderTests`).
struct ClockFaceMarkTests {
    @Test(arguments: [
        ("计时三个骨", 2700.0), ("两个骨之后叫我落楼", 1800), ("再等一个骨就好", 900), ("一个骨后提我熄火", 900),
        ("三个字之后提醒我收衫", 900), ("五个字以后叫我", 1500), ("两个字后喊我", 600), ("一个字", 300), ("三个字啦", 900),
        ("过多六个字提我收衫", 1800), ("再过两个字就出门", 600),
        // Timed (clock-face-mark-leads).
        ("同我計四個字", 1200), ("掐两个字就关火", 600), ("等多一个字啦", 300), ("計住六個字", 1800), ("幫我倒數兩個字", 600),
    ])
    func readsAMark(text: String, seconds: Double) {
        #expect(DurationExtractor.first(in: Sentence(text))?.seconds == seconds, "\(text)")
    }

    @Test(arguments: ["啃了一个骨头", "三点三个骨", "佢就讲咗三个字", "写三个字给我看", "我爱你三个字", "五点三个字叫我", "三个字的名字", "过了三个字的关", "帮我计算三个字的笔画"])
    func readsNoMark(text: String) {
        let found = DurationExtractor.first(in: Sentence(text))
        #expect(found == nil, "\(text) → \(String(describing: found))")
    }
}
