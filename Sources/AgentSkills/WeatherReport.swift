import AgentCalendar
import AgentProtocol

/// What `weather.query` found: the weather now, or one day's forecast.
struct WeatherReport: Sendable, Equatable {
    enum Figures: Sendable, Equatable {
        case now(temperatureC: Double)
        case day(CalendarDay, minC: Double, maxC: Double, precipitationChance: Double?)
    }

    /// The day of a forecast and how far it is from today (1 明天, 2 后天, …).
    struct CalendarDay: Sendable, Equatable {
        var date: CalendarDate
        var daysAhead: Int
    }

    var weatherCode: Int
    var figures: Figures
    /// The figures of the details asked (`WeatherDetailFigures`), the air's included.
    var details = WeatherDetailFigures()

    /// A detail's figure: the variable `now` for the weather now, `day` for a day's forecast.
    func detail(now: String, day: String) -> Double? {
        if case .day = figures { return details.number(day) }
        return details.number(now)
    }
}

extension WeatherDetailFigures {
    /// These figures and `other`'s, in the order asked.
    func merging(_ other: WeatherDetailFigures) -> WeatherDetailFigures {
        WeatherDetailFigures(numbers: numbers.merging(other.numbers) { a, _ in a },
                             times: times.merging(other.times) { a, _ in a }, order: order + other.order)
    }
}
