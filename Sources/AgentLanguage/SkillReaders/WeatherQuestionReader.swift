/// What a weather question asks beyond the figures, so the answer can come first: a yes or no
/// ("后天杭州会不会下雨", "要带伞吗", "冷不冷", "风大吗", "is it going to rain", "should I bring a
/// jacket") or advice ("适合跑步吗", "能洗车吗", "穿衣指数", "what should I wear"). Two rules: advice
/// is read in any mood; a yes or no only in a yes/no question (`WeatherYesNoForm`); what either
/// asks is the first class whose word the sentence holds (`WeatherQuestionClasses`). A question
/// for a figure (明天多少度, "how cold is it") or the weather in general asks none, and gets the figures.
public enum WeatherQuestionReader {
    /// The question; as a parameter it is its raw value, so a follow-up such as 那上海呢 inherits it.
    public enum Question: String, Sendable, Equatable, CaseIterable {
        /// Yes or no, from the condition and temperatures.
        case downJacket, jacket, umbrella, hail, snow, rain, sunny, cold, hot
        /// Yes or no, from a detail's figure: 风大吗, 紫外线强不强, 潮湿吗.
        case windy, strongUV, humid
        /// Advice, asked in any mood: 要涂防晒吗, 穿什么, 能洗车吗, 适合跑步吗, 能看到星星吗.
        case sunscreen, clothing, carWash, outdoors, stars

        /// The detail whose figure the answer is decided from, besides the condition and temperatures.
        public var detail: WeatherDetail? {
            switch self {
            case .windy, .outdoors: return .wind
            case .strongUV, .sunscreen: return .ultraviolet
            case .humid: return .humidity
            default: return nil
            }
        }
    }

    /// The question the sentence asks, or nil when it asks none (a figure, the weather in general).
    public static func read(_ sentence: Sentence) -> Question? {
        if let advice = WeatherQuestionClasses.advice.first(in: sentence) { return advice }
        guard WeatherYesNoForm.asksYesOrNo(sentence) else { return nil }
        if let question = WeatherQuestionClasses.yesOrNo.first(in: sentence) { return question }
        return WeatherDetailReader.read(sentence).flatMap(WeatherQuestionClasses.yesOrNo(about:))
    }

    public static func read(_ text: String) -> Question? {
        read(Sentence(text))
    }
}
