@testable import AgentLanguage
import Testing

/// `PlaceBeforeWeather`: the few Chinese words between those of asking, motion and time and the first weather word.
struct PlaceBeforeWeatherTests {
    @Test(arguments: [
        ("请问色达明天会下雪吗", "色达"),
        ("查一下霞浦的天气", "霞浦"),
        ("东极岛那边风大不大", "东极岛"),
        ("坝上这周末冷吗", "坝上"),
        ("明天泸沽湖下雨吗", "泸沽湖"),
        // A word of two times is a time, as each is: the place stands after it.
        ("今天下午婺源有雨吗", "婺源"),
        ("明天早上阿尔山冷不冷", "阿尔山"),
    ] as [(String, String)])
    func readsThePlace(text: String, place: String) {
        let sentence = Sentence(text)
        let span = PlaceBeforeWeather.place(in: PlaceWords(sentence))
        #expect(span.map { MoodWords.string(sentence.folded[$0]) } == place)
    }

    @Test(arguments: [
        "明天下雪吗", "这边冷不冷", "我这里闷死了", "外面风大吗", "三号楼天气", "他们那儿热吗",
        "帮我设个闹钟", "weather in Oslo", "",
        // Two times in one word (今天下午), a doubled character (嘿嘿, 听听): no place.
        "今天下午有雨吗", "明天早上冷不冷", "今天晚上会下雪吗", "嘿嘿天气怎么样", "听听天气", "哈哈今天好热",
    ])
    func readsNoPlace(text: String) {
        #expect(PlaceBeforeWeather.place(in: PlaceWords(Sentence(text))) == nil)
    }
}
