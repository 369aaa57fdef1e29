import AgentCalendar
import AgentCore
import AgentProtocol
import AgentLanguage

/// The sentences `weather.query` answers with, as a person would write them: in Chinese
/// "会，杭州后天（3月12日，周四）小雨，气温9到14°C，降水概率80%。", in English "Yes. Hangzhou on
/// Thursday, March 12: light rain, 9 to 14°C, 80% chance of precipitation." The answer to a
/// yes/no question, or the advice asked for, comes first; the details asked follow the figures
/// (`WeatherDetailReply`); a city that was not asked for is said to be the default.
enum WeatherSkillReply {
    struct Place {
        var name: String
        var englishName: String
    }

    static func summary(_ report: WeatherReport, at place: Place, question: WeatherQuestionReader.Question?,
                        details: [WeatherDetail] = [], isDefaultCity: Bool, language: ReplyLanguage) -> String {
        let condition = WeatherCode.condition(report.weatherCode, in: language)
        var parts: [String] = []
        let chinese = language == .chinese
        var answer = question.flatMap { question in
            WeatherSkillAnswer.yes(to: question, report).map { answerWords(question, yes: $0, language: language) }
        }
        if question == .clothing {
            let advice = WeatherSkillAnswer.clothing(report)
            answer = chinese ? advice.chinese : advice.english
        }
        var figures: String
        switch report.figures {
        case let .now(temperature):
            figures = chinese
                ? "\(place.name)现在\(condition)，气温\(degrees(temperature))°C"
                : "\(place.englishName) right now: \(condition), \(degrees(temperature))°C"
        case let .day(day, minC, maxC, chance):
            let range = chinese ? "气温\(degrees(minC))到\(degrees(maxC))°C" : "\(degrees(minC)) to \(degrees(maxC))°C"
            figures = chinese
                ? "\(place.name)\(chineseDay(day))\(condition)，\(range)"
                : "\(place.englishName) \(englishDay(day)): \(condition), \(range)"
            if let chance {
                figures += chinese ? "，降水概率\(percent(chance))%" : ", \(percent(chance))% chance of precipitation"
            }
        }
        var missing: [String] = []
        for detail in details {
            if let clause = WeatherDetailReply.clause(detail, report, chinese: chinese) {
                figures += (chinese ? "，" : ", ") + clause
            } else {
                missing.append(WeatherDetailReply.missing(detail, chinese: chinese))
            }
        }
        if let answer {
            parts.append(chinese ? "\(answer)，\(figures)。" : "\(answer) \(figures).")
        } else {
            parts.append(figures + (chinese ? "。" : "."))
        }
        parts += missing
        if isDefaultCity {
            parts.append(chinese
                ? "（没有说城市，查的是默认城市\(place.name)；可用 --default-city 更改。）"
                : "(No city was named, so this is the default city, \(place.englishName); change it with --default-city.)")
        }
        return parts.joined(separator: chinese ? "" : " ")
    }

    /// The refusal of a day the forecast does not reach, saying which days it does.
    static func outOfRange(asked: CalendarDate?, today: CalendarDate, last: CalendarDate, language: ReplyLanguage) -> String {
        let days = today.days(to: last) + 1
        if language == .chinese {
            let reach = "天气预报只能查今天（\(chineseDate(today))）到\(chineseDate(last))，共\(days)天。"
            guard let asked else { return "那一天已经过去了，\(reach)" }
            return asked < today ? "\(chineseDate(asked))已经过去了，\(reach)" : "\(chineseDate(asked))太远了，\(reach)"
        }
        let reach = "the forecast covers today (\(englishDate(today))) to \(englishDate(last)), \(days) days."
        guard let asked else { return "That day has passed; \(reach)" }
        return asked < today
            ? "\(englishDate(asked)) has passed; \(reach)"
            : "\(englishDate(asked)) is too far ahead; \(reach)"
    }

    private static func answerWords(_ question: WeatherQuestionReader.Question, yes: Bool, language: ReplyLanguage) -> String {
        if language == .chinese {
            switch question {
            case .rain, .snow, .hail: return yes ? "会" : "不会"
            case .umbrella: return yes ? "要带伞" : "不用带伞"
            case .jacket: return yes ? "要带外套" : "不用带外套"
            case .downJacket: return yes ? "要穿羽绒服" : "不用穿羽绒服"
            case .cold: return yes ? "冷" : "不冷"
            case .hot: return yes ? "热" : "不热"
            case .sunny: return yes ? "是晴天" : "不是晴天"
            case .windy: return yes ? "风大" : "风不大"
            case .strongUV: return yes ? "紫外线强" : "紫外线不强"
            case .humid: return yes ? "潮湿" : "不潮湿"
            case .sunscreen: return yes ? "要涂防晒" : "不用涂防晒"
            case .carWash: return yes ? "适合洗车" : "不适合洗车"
            case .outdoors: return yes ? "适合户外活动" : "不太适合户外活动"
            case .stars: return yes ? "天气晴朗，能看到星星" : "云多，不一定看得到星星"
            case .clothing: return ""
            }
        }
        switch question {
        case .umbrella: return yes ? "Yes, take an umbrella." : "No, you won’t need an umbrella."
        case .jacket: return yes ? "Yes, bring a jacket." : "No, you won’t need a jacket."
        case .downJacket: return yes ? "Yes, wear a down jacket." : "No, you won’t need a down jacket."
        case .sunscreen: return yes ? "Yes, put on sunscreen." : "No, you won’t need sunscreen."
        case .carWash: return yes ? "Yes, a good day to wash the car." : "No, not a good day to wash the car."
        case .outdoors: return yes ? "Yes, good weather to be out." : "No, not good weather to be out."
        case .stars: return yes ? "Yes, clear skies." : "Probably not: clouds."
        default: return yes ? "Yes." : "No."
        }
    }

    /// 明天（3月11日，周三）, 后天（…）, 大后天（…）, or 3月15日（周日）.
    private static func chineseDay(_ day: WeatherReport.CalendarDay) -> String {
        let weekday = "周" + ["一", "二", "三", "四", "五", "六", "日"][day.date.isoWeekday - 1]
        switch day.daysAhead {
        case 0: return "今天（\(chineseDate(day.date))，\(weekday)）"
        case 1: return "明天（\(chineseDate(day.date))，\(weekday)）"
        case 2: return "后天（\(chineseDate(day.date))，\(weekday)）"
        case 3: return "大后天（\(chineseDate(day.date))，\(weekday)）"
        default: return "\(chineseDate(day.date))（\(weekday)）"
        }
    }

    /// "tomorrow (Wednesday, March 11)", or "on Sunday, March 15".
    private static func englishDay(_ day: WeatherReport.CalendarDay) -> String {
        let weekday = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][day.date.isoWeekday - 1]
        switch day.daysAhead {
        case 0: return "today (\(weekday), \(englishDate(day.date)))"
        case 1: return "tomorrow (\(weekday), \(englishDate(day.date)))"
        default: return "on \(weekday), \(englishDate(day.date))"
        }
    }

    private static func chineseDate(_ date: CalendarDate) -> String { "\(date.month)月\(date.day)日" }

    private static func englishDate(_ date: CalendarDate) -> String {
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                      "October", "November", "December"]
        return "\(months[date.month - 1]) \(date.day)"
    }

    /// A temperature to one decimal, without a trailing ".0": "3.2", "-5", "0". The client
    /// takes only plausible temperatures (`OpenMeteoClient.plausibleCelsius`).
    static func degrees(_ celsius: Double) -> String { oneDecimal(celsius) }

    /// A figure to one decimal, without a trailing ".0"; the client takes only figures within a
    /// million of zero (`WeatherDetailFigures.plausible`, `plausibleCelsius`).
    static func oneDecimal(_ value: Double) -> String {
        let tenths = Checked.rounded(value * 10, in: -10_000_000...10_000_000) ?? 0
        let whole = "\(tenths < 0 ? "-" : "")\(abs(tenths) / 10)"
        return abs(tenths) % 10 == 0 ? whole : "\(whole).\(abs(tenths) % 10)"
    }

    /// A chance in percent; the client takes only 0 to 100.
    private static func percent(_ value: Double) -> String { String(Checked.rounded(value, in: 0...100) ?? 0) }
}
