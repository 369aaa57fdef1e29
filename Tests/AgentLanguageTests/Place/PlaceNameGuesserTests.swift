import AgentLanguage
import Testing

/// `PlaceNameGuesser`: the place a weather question names when the gazetteer does not know it.
struct PlaceNameGuesserTests {
    @Test(arguments: [
        ("腾冲明天天气怎么样", "腾冲"),
        ("腾冲今天天气", "腾冲"),
        ("请问腾冲的天气", "腾冲"),
        ("帮我查一下腾冲明天早上的天气", "腾冲"),
        ("明天腾冲会下雨吗", "腾冲"),
        ("腾冲这几天冷不冷", "腾冲"),
        ("腾冲未来三天天气", "腾冲"),
        ("腾冲这7天天气", "腾冲"),
        ("去2号楼天气", nil),
        ("我在那曲，今天冷吗", "那曲"),
        ("那曲今天冷吗", "那曲"),
        ("会理明天热不热", "会理"),
        ("香格里拉那边气温多少", "香格里拉"),
        ("峨眉山后天山上冷吗", "峨眉山"),
        ("黄山这周日天气好吗", "黄山"),
        ("请问阳朔下周会下雨吗", "阳朔"),
        ("婺源明早有雾吗", "婺源"),
        ("九寨沟现在多少度", "九寨沟"),
        ("我下周去北海道，那边下雪吗", "北海道"),
        ("周庄古镇明天天气", "周庄古镇"),
        ("稻城后天会不会下雪", "稻城"),
        ("平遥这周末冷不冷", "平遥"),
        ("weather in Reykjavik", "Reykjavik"),
        ("What's the weather like in San Francisco tomorrow?", "San Francisco"),
        ("forecast for New York City, please", "New York City"),
        ("is it cold at Lake Tahoe", "Lake Tahoe"),
        ("weather in Paris.", "Paris"),
        // "what about", "how about" before a place, as a follow-up asks it.
        ("what about Nadi", "Nadi"), ("how about Chiang Mai?", "Chiang Mai"), ("ok and what about Porto tomorrow", "Porto"),
        // An "and" or "also" opening the sentence, as a follow-up asks it.
        ("and Porto?", "Porto"), ("also Kuching tomorrow", "Kuching"),
    ] as [(String, String?)])
    func guessesThePlace(text: String, place: String?) {
        #expect(PlaceNameGuesser.guess(in: text) == place)
    }

    @Test(arguments: [
        "今天冷吗", "后天天气好不好", "出门要带雨伞吗", "这边热不热", "明天会下雨吗", "外面冷不冷", "我这里热死了",
        "天气", "现在几度", "weather for Monday", "weather in celsius", "will it rain tomorrow", "weather in the morning",
        "how hot is it", "what about Monday", "how about tomorrow", "and Monday?", "so and Porto",  // an "and" inside the sentence names none
         "", "今晚会不会下雨", "现在多少度啊", "我买了个温度计", "夏天特别热",
    ])
    func guessesNothingWhenNoPlaceIsLeft(text: String) {
        #expect(PlaceNameGuesser.guess(in: text) == nil)
    }
}
