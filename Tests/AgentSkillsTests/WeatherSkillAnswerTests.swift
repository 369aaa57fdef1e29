import AgentCalendar
import AgentLanguage
import AgentProtocol
@testable import AgentSkills
import Testing

private func day(code: Int, low: Double, high: Double, chance: Double?) -> WeatherReport {
    WeatherReport(weatherCode: code, figures: .day(.init(date: CalendarDate(iso: "2026-03-11")!, daysAhead: 1),
                                                   minC: low, maxC: high, precipitationChance: chance))
}

private func now(code: Int, _ temperature: Double) -> WeatherReport {
    WeatherReport(weatherCode: code, figures: .now(temperatureC: temperature))
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

    @Test(arguments: WeatherQuestionReader.Topic.allCases)
    func answersNothingTheFiguresDoNotHold(topic: WeatherQuestionReader.Topic) {
        #expect(WeatherSkillAnswer.yes(to: .notInForecast(topic), now(code: 0, 20)) == nil)
    }
}

typealias Question = WeatherQuestionReader.Question
