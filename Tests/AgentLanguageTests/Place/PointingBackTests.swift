@testable import AgentLanguage
import Testing

/// Rule `PointingBack`: words that stand for the place or the day the conversation named last;
/// "there" that says something exists, and 那边 of a person, point nowhere.
struct PointingBackTests {
    @Test(arguments: [
        ("will it be sunny there on saturday", true),
        ("what's it like over there right now", true),
        ("how cold does it get there at night", true),
        ("那边周末会下雪吗", true),
        ("当地明天风大不大", true),
        ("is there any rain coming tomorrow", false),
        ("there will be thunderstorms later", false),
        ("will there be fog in the morning", false),
        ("你那边冷不冷", false),
        ("你们那边明天下雪吗", false),
        ("hi there, will it rain tomorrow", false),
        ("明天会下雨吗", false),
    ])
    func pointsBackToAPlace(text: String, points: Bool) {
        #expect(PointingBack.namesPlace(Sentence(text)) == points)
    }

    @Test(arguments: [
        ("wake me at 6 that day", true),
        ("set a reminder for the same day at noon", true),
        ("那天早上八点叫我", true),
        ("ring me at 6 that morning", true),
        ("当天下午三点提醒我交材料", true),
        ("remind me tomorrow at 6", false),
        ("这天气真好", false),
    ])
    func pointsBackToADay(text: String, points: Bool) {
        #expect(PointingBack.namesDay(Sentence(text)) == points)
    }

    @Test(arguments: [
        ("remind me at 8 that evening", TimeExpression.Period.dusk), ("wake me at 6 that morning", .morning),
        ("call at 3 that afternoon", .afternoon), ("at 10 that night", .evening),
    ] as [(String, TimeExpression.Period)])
    func aPointerMayNameAPartOfTheDay(text: String, period: TimeExpression.Period) {
        #expect(PointingBack.period(in: Sentence(text)) == period)
        #expect(PointingBack.period(in: Sentence("remind me that day at 8")) == nil)
    }
}
