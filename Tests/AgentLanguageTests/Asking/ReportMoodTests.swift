@testable import AgentLanguage
import Testing

/// `ReportMood`: a last clause ending in a perfective, or an exclamation with a degree word, reports.
struct ReportMoodTests {
    @Test(arguments: [
        ("深圳下暴雨了", "了"),
        ("又降温啦", "啦"),
        ("天晴了啊", "了"),
        ("外面好冷", "好"),
        ("今天真闷啊", "真"),
        ("这么潮湿", "这么"),
        ("屋里特别干", "特别"),
    ] as [(String, String)])
    func readsAReport(text: String, cue: String) {
        #expect(ReportMood.cue(in: Sentence(text))?.word == cue)
    }

    @Test(arguments: [
        "今天出太阳", "好像要下雨", "真的吗", "超市几点关门", "明天去爬山",
        "太热的天气", "it rained", "", "。",
    ])
    func refusesWhatReportsNothing(text: String) {
        #expect(ReportMood.cue(in: Sentence(text)) == nil)
    }
}
