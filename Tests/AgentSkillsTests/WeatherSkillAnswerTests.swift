import AgentCalendar
import AgentLanguage
import AgentProtocol
@testable import AgentSkills
import Testing

private func day(code: Int, low: Double, high: Double, chance: Double?, _ details: [String: Double] = [:]) -> WeatherReport {
    WeatherReport(weatherCode: code, figures: .day(.init(date: CalendarDate(iso: "2026-03-11")!, daysAhead: 1),
                                                   minC: low, maxC: high, precipitationChance: chance),
                  details: WeatherDetailFigures(numbers: details, order: details.keys.sorted()))
}

private func now(code: Int, _ temperature: Double, _ details: [String: Double] = [:]) -> WeatherReport {
    WeatherReport(weatherCode: code, figures: .now(temperatureC: temperature),
                  details: WeatherDetailFigures(numbers: details, order: details.keys.sorted()))
}

/// The rules of the yes or no, at their edges.
struct WeatherSkillAnswerTests {
    @Test(arguments: [
        (Question.rain, day(code: 3, low: 5, high: 12, chance: 50), true),
        (.rain, day(code: 3, low: 5, high: 12, chance: 49), false),
        (.rain, day(code: 61, low: 5, high: 12, chance: 10), true),
        (.rain, day(code: 2, low: 5, high: 12, chance: nil), false),
        (.rain, now(code: 80, 14), true), (.rain, now(code: 95, 14), true), (.rain, now(code: 45, 14), false),
        (.umbrella, day(code: 1, low: 5, high: 12, chance: 70), true), (.umbrella, now(code: 3, 14), false),
        (.snow, day(code: 73, low: -9, high: -2, chance: 20), true), (.snow, now(code: 86, -3), true),
        (.snow, day(code: 61, low: 0, high: 2, chance: 90), false),
        (.sunny, now(code: 0, 20), true), (.sunny, now(code: 1, 20), true), (.sunny, now(code: 2, 20), false),
        (.cold, day(code: 0, low: -5, high: 9.9, chance: 0), true), (.cold, day(code: 0, low: -5, high: 10, chance: 0), false),
        (.cold, now(code: 0, 9.9), true), (.cold, now(code: 0, 10), false),
        (.hot, day(code: 0, low: 22, high: 30, chance: 0), true), (.hot, day(code: 0, low: 22, high: 29.9, chance: 0), false),
        (.hot, now(code: 0, 31), true),
        (.jacket, day(code: 0, low: 14.9, high: 25, chance: 0), true), (.jacket, day(code: 0, low: 15, high: 25, chance: 0), false),
        (.downJacket, day(code: 0, low: 4.9, high: 12, chance: 0), true),
        (.downJacket, day(code: 0, low: 5, high: 12, chance: 0), false), (.downJacket, now(code: 0, -2), true),
    ] as [(Question, WeatherReport, Bool)])
    func decidesFromTheFiguresByItsRules(question: Question, report: WeatherReport, yes: Bool) {
        #expect(WeatherSkillAnswer.yes(to: question, report) == yes)
    }

    /// The rules on the details' figures, at their edges: now's figure for now, the day's for a day.
    @Test(arguments: [
        (Question.windy, now(code: 3, 20, ["wind_speed_10m": 29]), true), (.windy, now(code: 3, 20, ["wind_speed_10m": 28.9]), false),
        (.windy, now(code: 3, 20, ["wind_speed_10m": 10, "wind_gusts_10m": 50]), true),
        (.windy, day(code: 3, low: 5, high: 12, chance: 0, ["wind_speed_10m_max": 30]), true),
        (.windy, day(code: 3, low: 5, high: 12, chance: 0, ["wind_speed_10m": 30]), nil),
        (.strongUV, now(code: 0, 20, ["uv_index": 6]), true), (.strongUV, now(code: 0, 20, ["uv_index": 5.9]), false),
        (.sunscreen, day(code: 0, low: 5, high: 12, chance: 0, ["uv_index_max": 3]), true),
        (.sunscreen, day(code: 0, low: 5, high: 12, chance: 0, ["uv_index_max": 2.9]), false),
        (.sunscreen, now(code: 0, 20), nil),
        (.humid, now(code: 3, 20, ["relative_humidity_2m": 80]), true), (.humid, now(code: 3, 20, ["relative_humidity_2m": 79]), false),
        (.hail, now(code: 96, 20), true), (.hail, now(code: 95, 20), false),
        (.stars, now(code: 1, 20), true), (.stars, now(code: 2, 20), false),
        (.carWash, day(code: 2, low: 5, high: 12, chance: 29), true), (.carWash, day(code: 2, low: 5, high: 12, chance: 30), false),
        (.carWash, now(code: 61, 20), false),
        (.outdoors, day(code: 2, low: 0, high: 32, chance: 49, ["wind_speed_10m_max": 38.9]), true),
        (.outdoors, day(code: 2, low: -0.1, high: 20, chance: 0), false), (.outdoors, day(code: 2, low: 10, high: 32.1, chance: 0), false),
        (.outdoors, day(code: 2, low: 10, high: 20, chance: 50), false), (.outdoors, now(code: 71, 2), false),
        (.outdoors, now(code: 1, 20, ["wind_speed_10m": 39]), false),
        (.clothing, now(code: 1, 20), nil),
    ] as [(Question, WeatherReport, Bool?)])
    func decidesFromTheDetailsByItsRules(question: Question, report: WeatherReport, yes: Bool?) {
        #expect(WeatherSkillAnswer.yes(to: question, report) == yes)
    }

    /// What to wear, by the bands of the temperature: now's, or the mean of the day's low and high.
    @Test(arguments: [
        (now(code: 0, 28), "建议穿短袖"), (now(code: 0, 27.9), "建议穿短袖或薄长袖"), (now(code: 0, 18), "建议穿长袖衬衫或薄外套"),
        (now(code: 0, 10), "建议穿外套或毛衣"), (now(code: 0, 5), "建议穿厚外套或大衣"), (now(code: 0, 4.9), "建议穿羽绒服"),
        (day(code: 0, low: 10, high: 26, chance: 0), "建议穿长袖衬衫或薄外套"),
    ] as [(WeatherReport, String)])
    func advisesWhatToWear(report: WeatherReport, advice: String) {
        #expect(WeatherSkillAnswer.clothing(report).chinese == advice)
    }
}

typealias Question = WeatherQuestionReader.Question
