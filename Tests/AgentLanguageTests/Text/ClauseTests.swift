@testable import AgentLanguage
import Testing

/// Where a clause ends (`Clause`): at a mark that parts thoughts, not at one inside a word.
struct ClauseTests {
    /// The clause around `word`, with `|` where the text's clause should start and end.
    @Test(arguments: [
        ("先吃饭，|八点半把空调温度调低|，再睡觉", "温度"),
        ("|提醒我8:30交报告|，别忘了", "交报告"),
        ("|把音量调到1.5倍|。谢谢", "音量"),
        ("|set an alarm for 7 a.m. to stretch|! then sleep", "stretch"),
        ("|wake me at 6 p.m.|", "wake"),
        ("明天：|下午三点开会|", "开会"),
        ("你好…|明天下雨吗|", "下雨"),
        ("买牛奶、|买鸡蛋|、买面包", "鸡蛋"),
        ("第一行\n|第二行的闹钟|\n第三行", "闹钟"),
        ("|call mom|. then sleep", "mom"),
        ("so.|what time is it|?", "time"),
        // A space between Chinese characters parts them; between English words, or a number and
        // a character, it does not.
        ("|周六会下雪吗| 想去滑雪", "下雪"), ("赶着出门 |帮我看看外面冷不冷|  谢谢", "冷不冷"),
        ("|set a timer for 5 min please|", "timer"), ("|明天 7 点叫我|", "叫我"),
    ])
    func findsTheClauseAroundAWord(marked: String, word: String) throws {
        let text = marked.replacingOccurrences(of: "|", with: "")
        let folded = Sentence(text).folded
        let scalars = Array(marked.unicodeScalars)
        let bars = scalars.indices.filter { scalars[$0] == "|" }
        let expected = bars[0]..<(bars[1] - 1)
        let at = try #require(Self.offset(of: word, in: text))
        #expect(Clause.around(at, in: folded) == expected, "\(marked)")
    }

    /// Marks inside a word: the colon of a clock, the point of a number, the dots of a.m.
    @Test(arguments: ["8:30", "1.5", "a.m.", "p.m", "12:05:30", "3.14"])
    func aMarkInsideAWordEndsNoClause(word: String) {
        let folded = Sentence("at \(word) ok").folded
        #expect(!Clause.holdsBreak(folded, from: 3, to: 3 + word.unicodeScalars.count))
        #expect(Clause.holdsBreak(Sentence("at \(word), ok").folded, from: 3, to: 4 + word.unicodeScalars.count))
    }

    /// The offset, in scalars, of `word`'s first occurrence in `text`, as a span.
    private static func offset(of word: String, in text: String) -> Range<Int>? {
        let scalars = Array(text.unicodeScalars), wanted = Array(word.unicodeScalars)
        guard scalars.count >= wanted.count else { return nil }
        for i in 0...(scalars.count - wanted.count) where Array(scalars[i..<(i + wanted.count)]) == wanted {
            return i..<(i + wanted.count)
        }
        return nil
    }
}
