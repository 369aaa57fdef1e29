@testable import AgentCore
import AgentProtocol
import Testing

/// Rule 1: a hit counts on the sentence's word boundaries, outside quotations; a needed value
/// the hit lies in vouches for it; an exclude keyword turns the skill down.
struct HitsOnWordBoundariesTests {
    @Test(arguments: [
        // A hit that is a word of its own counts, its length in points.
        RuleCase(words: "今天/热/不/热", skill: "weather", says: "keyword 热"),
        RuleCase(words: "看看/天气", skill: "weather", says: "keyword 天气"),
        RuleCase(words: "is/ /it/ /raining", skill: "weather", says: "keyword rain"),
        // A hit inside a longer word counts for nothing.
        RuleCase(words: "我/想/吃/热狗", skill: "weather", turnedDown: "热 inside 热狗"),
        RuleCase(words: "晴朗/的/心情", skill: "weather", turnedDown: "晴 inside 晴朗"),
        RuleCase(words: "a/ /rainbow", skill: "weather", turnedDown: "rain inside rainbow"),
        // An English hit that begins or ends inside a word cuts it, though it spans two; an
        // inflection still ends a word, and Chinese words (one reading among others) are not cut
        // by a hit that only overlaps them.
        RuleCase(words: "set/ /the/ /timer", skill: "clock", turnedDown: "the time inside timer"),
        RuleCase(words: "please/ /breathe/ /time/ /it", skill: "clock", turnedDown: "the time inside breathe"),
        RuleCase(words: "what/ /is/ /the/ /time", skill: "clock", says: "keyword the time"),
        RuleCase(words: "check/ /the/ /times", skill: "clock", says: "keyword the time"),
        RuleCase(words: "我/想/放/歌曲", skill: "music", says: "keyword 放歌"),
        // A hit inside a quotation counts for nothing.
        RuleCase(words: "放/一首/《/晴天/》", skill: "weather", shields: ["《晴天》"], turnedDown: "晴 inside quotation marks"),
        // Inside a value the skill needs, the hit counts whatever word it cuts: 减 in 减负.
        RuleCase(words: "三/减负/五/等于/几", skill: "calculator", values: [Value(.expression, "三减负五")], says: "keyword 减"),
        RuleCase(words: "三/减负/五/等于/几", skill: "echo", values: [Value(.expression, "三减负五")], turnedDown: "减 inside 减负"),
        // An exclude keyword turns the skill down, though its keyword counts.
        RuleCase(words: "几点/了/看看/时间", skill: "clock", turnedDown: "excluded by 几点"),
        RuleCase(words: "看看/时间", skill: "clock", says: "keyword 时间"),
    ])
    func countsHitsOnWordBoundaries(_ row: RuleCase) { row.check(HitsOnWordBoundaries.self) }

    /// Each distinct keyword adds its length once, however often it occurs.
    @Test func aKeywordCountsOnce() {
        let (verdict, weighed) = RuleCase(words: "热/，/真/热", skill: "weather").weigh(by: HitsOnWordBoundaries.self)
        #expect(verdict == nil)
        #expect(weighed.counting.count == 2)
        #expect(weighed.candidate.score == 1)
    }
}
