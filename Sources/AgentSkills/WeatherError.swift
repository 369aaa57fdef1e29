import AgentCalendar
import AgentCore
import AgentProtocol

/// Why `weather.query` has no answer; `code` is the `SkillError` code on the wire.
enum WeatherError: Error, Sendable, Equatable {
    /// No connection to the service: name resolution, refused, reset, closed without an answer.
    case network(String)
    /// The service did not answer within the skill's timeout.
    case timeout(milliseconds: Int)
    /// The service answered with a status other than 2xx.
    case upstream(status: Int)
    /// The answer is not the JSON the service sends.
    case invalidResponse(String)
    /// The geocoding service knows no place of that name.
    case unknownCity(String)
    /// A day the forecast does not reach: past (`asked` nil when it has no date, 上周五), or after
    /// the last day, `today` + `WeatherError.forecastDays` - 1.
    case outOfRange(asked: CalendarDate?, today: CalendarDate)
    /// The service refused the day with 400 "… is out of allowed range …" (its today differs from ours).
    case serviceOutOfRange(String)
    case cancelled

    /// How many days the forecast covers, today included (Open-Meteo's most).
    static let forecastDays = 16

    /// The last day the forecast reaches from `today`; the calendar ends with the year 9999.
    static func lastForecastDay(from today: CalendarDate) -> CalendarDate {
        min(today.addingDays(forecastDays - 1), CalendarDate(year: 9999, month: 12, day: 31) ?? today)
    }

    var code: ErrorCode {
        switch self {
        case .network: return .networkError
        case .timeout: return .timeout
        case .upstream: return .upstreamError
        case .invalidResponse: return .invalidResponse
        case .unknownCity: return .unknownCity
        case .outOfRange, .serviceOutOfRange: return .outOfRange
        case .cancelled: return .cancelled
        }
    }

    var message: String {
        switch self {
        case let .network(reason): return "cannot reach the weather service: \(reason)"
        case let .timeout(ms): return "the weather service did not answer within \(ms) ms"
        case let .upstream(status): return "weather service answered http \(status)"
        case let .invalidResponse(reason): return "unexpected answer from the weather service: \(reason)"
        case let .unknownCity(name): return "unknown city '\(name)'"
        case let .outOfRange(asked, today):
            let last = Self.lastForecastDay(from: today)
            let range = "the forecast covers \(today.iso) to \(last.iso)"
            return asked.map { "\($0.iso) is out of range: \(range)" } ?? "that day has passed: \(range)"
        case let .serviceOutOfRange(reason): return "the weather service refused the day: \(reason)"
        case .cancelled: return "the weather query was cancelled"
        }
    }

    func skillError(_ language: ReplyLanguage) -> SkillError {
        SkillError(code: code, message: message, reply: reply(language))
    }

    private func reply(_ language: ReplyLanguage) -> String {
        let chinese = language == .chinese
        switch self {
        case .network:
            return chinese ? "暂时连不上天气服务，请稍后再试。" : "I can’t reach the weather service right now. Please try again later."
        case .timeout:
            return chinese ? "天气服务响应超时，请稍后再试。" : "The weather service took too long to answer. Please try again later."
        case .upstream:
            return chinese ? "天气服务暂时不可用，请稍后再试。" : "The weather service is unavailable right now. Please try again later."
        case .invalidResponse:
            return chinese ? "天气服务返回的数据无法识别，请稍后再试。" : "The weather service sent an answer I can’t read."
        case let .unknownCity(name):
            return chinese ? "没有找到「\(name)」这个地方。" : "I couldn’t find a place called “\(name)”."
        case let .outOfRange(asked, today):
            return WeatherSkillReply.outOfRange(asked: asked, today: today, last: Self.lastForecastDay(from: today),
                                                language: language)
        case .serviceOutOfRange:
            return chinese ? "天气预报查不到那一天。" : "The forecast does not reach that day."
        case .cancelled:
            return chinese ? "已取消天气查询。" : "The weather query was cancelled."
        }
    }

    /// The error an HTTP failure stands for; `timeoutMs` is the skill's whole budget.
    init(_ error: HTTPError, timeoutMs: Int) {
        switch error {
        case let .invalidURL(reason), let .network(reason): self = .network(reason)
        case .timedOut: self = .timeout(milliseconds: timeoutMs)
        case let .malformedResponse(reason): self = .invalidResponse(reason)
        case .cancelled: self = .cancelled
        }
    }
}
