@testable import AgentLanguage
import Testing

/// Rule `SpanConversion`: a span asked in another unit of time is the span over the unit, written
/// as the span is counted; a span set, or asked beside another number, is no conversion.
struct SpanConversionTests {
    private func read(_ text: String) -> String? {
        guard case let .expression(expression, _) = ArithmeticParser.read(Sentence(text)) else { return nil }
        return expression.description
    }

    @Test(arguments: [
        ("三小时是多少分钟", "3 * 60"), ("帮我算一下两天有多少个小时", "2 * 24"), ("一刻钟合几分钟", "900 / 60"),
        ("九十分钟换算成小时", "90 / 60"), ("两个半小时等于多少秒", "2.5 * 3600"), ("一个礼拜是几天", "1 * 7"),
        ("how many minutes in 3 hours", "3 * 60"), ("how many seconds are there in 5 minutes", "5 * 60"),
        ("how many hours is 90 minutes", "90 / 60"), ("2 hours in minutes", "2 * 60"), ("convert 2 hours into seconds", "2 * 3600"),
        ("90 minutes is how many hours", "90 / 60"),
    ])
    func readsASpanAskedInAnotherUnit(text: String, expression: String) {
        #expect(read(text) == expression, "\(text)")
    }

    @Test(arguments: [
        "三小时后提醒我", "set a timer for 3 hours", "remind me in 2 hours", "还有几分钟", "三小时的会开完是几点",
        "how many minutes are left on my 3 hour timer", "3个人三小时是多少钱", "how many minutes in 3 hours for 5 people",
        "in 2 hours minutes count",
    ])
    func readsNoConversionOfASpanSetOrBesideAnotherNumber(text: String) {
        #expect(read(text) == nil, "\(text)")
    }
}
