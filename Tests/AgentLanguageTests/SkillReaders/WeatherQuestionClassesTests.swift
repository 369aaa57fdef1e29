@testable import AgentLanguage
import Testing

/// `WeatherQuestionClasses`: the first class, in order, whose word the question holds.
struct WeatherQuestionClassesTests {
    @Test(arguments: [
        ("要不要穿羽绒服", WeatherQuestionReader.Question.downJacket),
        ("得带件外套吗", .jacket),
        ("晚上出去要拿伞吗", .umbrella),
        ("会下雨夹雪吗", .snow),
        ("下午有阵雨吗", .rain),
        ("周末是晴天吗", .sunny),
        ("晚上冷吗", .cold),
        ("中午热不热", .hot),
        ("会下冰雹吗", .hail),
        ("do I need an umbrella if it rains", .umbrella),
        ("will it rain", .rain),
        ("is it snowing", .snow),
        ("ＩＳ ＩＴ ＲＡＩＮＩＮＧ", .rain),
    ] as [(String, WeatherQuestionReader.Question)])
    func readsTheClass(text: String, question: WeatherQuestionReader.Question) {
        #expect(WeatherQuestionClasses.yesOrNo.first(in: Sentence(text)) == question)
    }

    @Test(arguments: ["明天天气怎么样", "几点了", "look at the rainbow", "is it nice out", "风大吗", ""])
    func readsNoClass(text: String) {
        #expect(WeatherQuestionClasses.yesOrNo.first(in: Sentence(text)) == nil)
    }

    /// A yes/no question about a detail asks its yes or no when the detail has one.
    @Test(arguments: [("风大吗", Question.windy), ("紫外线强吗", .strongUV), ("湿度大不大", .humid), ("is it windy", .windy)]
          as [(String, Question)])
    func readsTheYesOrNoOfADetail(text: String, question: Question) {
        #expect(WeatherQuestionReader.read(text) == question)
    }

    /// The air, the sun, visibility and precipitation are answered by their figures, with no yes or no.
    @Test(arguments: ["pm2.5高吗", "雾霾严重吗", "能见度高吗", "日落早吗"])
    func readsNoYesOrNoOfAFigure(text: String) {
        #expect(WeatherQuestionReader.read(text) == nil)
    }

    /// An activity counts only where a word of suitability stands right before or after it.
    @Test(arguments: [
        ("适合跑步吗", false), ("明天能不能洗车", false), ("可以出去钓鱼吗", false), ("合肥今天洗车可以吗", false),
        ("明晚能看到星星吗", false), ("周末适宜爬山吗", false),
        ("跑步有什么好处", true), ("附近哪里洗车", true), ("周末去三里屯逛街吧", true), ("天上的星星为什么会眨眼", true),
    ])
    func shieldsAnActivityNotAskedAbout(text: String, shielded: Bool) {
        #expect(ActivityShield.spans(in: Sentence(text)).isEmpty == !shielded)
    }
}
