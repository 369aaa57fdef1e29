@testable import AgentLanguage
import Testing

/// `EnglishPlaceName`: the capitalised words after "in", "for" or "at", at most four, up to the end of their clause.
struct EnglishPlaceNameTests {
    @Test(arguments: [
        ("明天 in Banff 冷吗", "Banff"),
        ("how windy is it in Wellington", "Wellington"),
        ("any snow for Salt Lake City this week", "Salt Lake City"),
        ("is it humid at Cape Town, or dry", "Cape Town"),
        ("rain in Xi'an tomorrow?", "Xi'an"),
        ("forecast for Winston-Salem", "Winston-Salem"),
        ("weather in Ho Chi Minh City Vietnam Asia", "Ho Chi Minh City"),
        ("sunny in Lisbon.", "Lisbon"),
    ] as [(String, String)])
    func readsThePlace(text: String, place: String) {
        #expect(EnglishPlaceName.place(in: Sentence(text))?.name == place)
    }

    @Test(arguments: [
        "杭州明天下雨吗", "weather for Friday", "temperature in Fahrenheit", "rain in the evening",
        "will it snow in december", "is it cold in, Oslo", "weather in", "Paris weather", "",
    ])
    func readsNoPlace(text: String) {
        #expect(EnglishPlaceName.place(in: Sentence(text)) == nil)
    }
}
