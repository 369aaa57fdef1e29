@testable import AgentLanguage
import Testing

/// Rule `DurationIdioms`: words that begin with a unit name no span (秒杀, 天气, 小时候); "a second" is an idiom.
struct DurationIdiomsTests {
    @Test(arguments: [
        ("秒杀活动10秒后开始", 10.0), ("三天后", 259_200), ("两小时后", 7200),
    ])
    func readsTheSpanBesideAnIdiom(text: String, seconds: Double) {
        #expect(DurationExtractor.first(in: Sentence(text))?.seconds == seconds, "\(text)")
    }

    @Test(arguments: [
        "秒杀", "今天天气不错", "三周年", "两个星期天", "小时候", "24小时制", "a second opinion", "wait a sec", "一刻也不停", "一个钟表",
    ])
    func readsNoSpanInAnIdiom(text: String) {
        let found = DurationExtractor.first(in: Sentence(text))
        #expect(found == nil, "\(text) → \(String(describing: found))")
    }
}
