/// What a yes/no weather question asks ("后天杭州会不会下雨", "要带伞吗", "冷不冷", "需要穿羽绒服吗",
/// "is it going to rain", "do I need an umbrella", "should I bring a jacket"), so the answer can
/// come first. Two rules: the sentence must be a yes/no question (`WeatherYesNoForm`), and what it
/// asks is the first class whose word it holds (`WeatherQuestionClasses`). A question for a figure
/// (明天多少度, "how cold is it") or the weather in general asks none, and gets the figures.
public enum WeatherQuestionReader {
    /// What the forecast holds no figure for.
    public enum Topic: String, Sendable, Equatable, CaseIterable {
        case wind, humidity, ultraviolet, airQuality
    }

    public enum Question: Sendable, Equatable {
        case downJacket, jacket, umbrella, snow, rain, sunny, cold, hot
        /// A yes/no question about something the forecast has no figure for.
        case notInForecast(Topic)
    }

    /// The yes/no question the sentence asks, or nil when it asks none (a figure, the weather in general).
    /// (As a parameter, the question is its `name`: a follow-up such as 那上海呢 inherits it.)
    public static func read(_ sentence: Sentence) -> Question? {
        guard WeatherYesNoForm.asksYesOrNo(sentence) else { return nil }
        return WeatherQuestionClasses.question(in: sentence)
    }

    public static func read(_ text: String) -> Question? {
        read(Sentence(text))
    }
}

extension WeatherQuestionReader.Question {
    /// The question as a parameter holds it: "rain", "downJacket", … or the topic ("wind").
    public var name: String {
        switch self {
        case .downJacket: return "downJacket"
        case .jacket: return "jacket"
        case .umbrella: return "umbrella"
        case .snow: return "snow"
        case .rain: return "rain"
        case .sunny: return "sunny"
        case .cold: return "cold"
        case .hot: return "hot"
        case let .notInForecast(topic): return topic.rawValue
        }
    }

    /// The question a `name` stands for.
    public init?(name: String) {
        if let topic = WeatherQuestionReader.Topic(rawValue: name) {
            self = .notInForecast(topic)
            return
        }
        let answered: [Self] = [.downJacket, .jacket, .umbrella, .snow, .rain, .sunny, .cold, .hot]
        guard let question = answered.first(where: { $0.name == name }) else { return nil }
        self = question
    }
}
