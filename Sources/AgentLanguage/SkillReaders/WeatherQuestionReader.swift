/// What a yes/no weather question asks ("后天杭州会不会下雨", "要带伞吗", "冷不冷", "需要穿羽绒服吗",
/// "is it going to rain", "do I need an umbrella", "should I bring a jacket"), so the answer can
/// come first.
///
/// The rules:
/// - **Yes/no form.** In Chinese 吗, a clause ending in 嘛/么 (not 怎么/什么), A不A or A没A (会不会, 冷不冷, 要不要, 有没有), or a
///   clause ending in 不/没/没有 (下雨不); in English a clause that opens with an auxiliary (is,
///   will, do, should, …) or a clause of "if"/"whether" (tell me if it will rain). A question
///   for a figure (明天多少度, "how cold is it") is not one, and gets the figures.
/// - **What it asks**, by the first class whose word the sentence holds, in this order: a down
///   jacket (羽绒服, 棉袄, "down jacket"), a jacket (外套, 加衣服, "coat"), an umbrella (伞), snow
///   (雪), rain (雨, "shower"), sunshine (晴, 出太阳, "sunny"), cold (冷, "chilly"), heat (热), and
///   last what the forecast does not hold (风, 湿度, 紫外线, 空气, "windy", "humid"): snow before rain
///   so that 雨夹雪 asks about snow, the clothes and the umbrella before the weather they are for.
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

    /// The yes/no question `text` asks, or nil when it asks none (a figure, the weather in general).
    /// (As a parameter, the question is its `name`: a follow-up such as 那上海呢 inherits it.)
    public static func read(_ text: String) -> Question? {
        let lowered = text.lowercased()
        let scalars = Array(lowered.unicodeScalars)
        let words = englishWords(of: scalars)
        guard chineseYesNo(scalars) || englishYesNo(words) else { return nil }
        for (question, chinese, english) in classes {
            if chinese.contains(where: { lowered.contains($0) }) { return question }
            if english.contains(where: { words.contains(phrase: $0) }) { return question }
        }
        return nil
    }

    /// The classes in the order they are tried: Chinese words (found anywhere), English words or phrases (whole words).
    private static let classes: [(Question, [String], [String])] = [
        (.downJacket, ["羽绒服", "棉袄", "棉衣", "羽绒", "秋裤"], ["down jacket", "puffer", "parka", "winter coat", "heavy coat"]),
        (.jacket, ["外套", "夹克", "加衣服", "加件衣服", "多穿", "穿厚", "长袖"], ["jacket", "coat", "sweater", "jumper", "hoodie"]),
        (.umbrella, ["伞"], ["umbrella", "umbrellas", "raincoat"]),
        (.snow, ["雪"], ["snow", "snows", "snowing", "snowy", "snowfall", "sleet"]),
        (.rain, ["雨"], ["rain", "rains", "raining", "rainy", "shower", "showers", "drizzle", "wet", "storm", "thunderstorm"]),
        (.sunny, ["晴", "太阳"], ["sunny", "sunshine", "sun", "clear"]),
        (.cold, ["冷", "寒"], ["cold", "chilly", "freezing"]),
        (.hot, ["热"], ["hot", "scorching", "boiling"]),
        (.notInForecast(.wind), ["风"], ["wind", "windy", "breezy", "gusty"]),
        (.notInForecast(.humidity), ["湿度", "潮湿", "回南天", "闷"], ["humid", "humidity", "muggy"]),
        (.notInForecast(.ultraviolet), ["紫外线", "防晒"], ["uv", "sunscreen", "sunburn"]),
        (.notInForecast(.airQuality), ["空气", "雾霾", "霾", "沙尘", "pm2.5"], ["smog", "haze", "hazy", "pollution", "air"]),
    ]

    // MARK: Yes/no form

    private static let negations: Set<Unicode.Scalar> = ["不", "没"]
    /// Ending a clause; 吗 counts anywhere, but 么 also ends 怎么, 什么, 这么.
    private static let particles: Set<Unicode.Scalar> = ["吗", "嘛", "么", "麽"]
    private static let questionWordStarts: Set<Unicode.Scalar> = ["怎", "什", "这", "那", "多", "要"]

    /// 吗, A不A or A没A, or a clause ending in 嘛/么/不/没/没有.
    static func chineseYesNo(_ scalars: [Unicode.Scalar]) -> Bool {
        if scalars.contains("吗") { return true }
        for i in scalars.indices.dropLast(2) where negations.contains(scalars[i + 1]) && scalars[i] == scalars[i + 2]
            && scalars[i].value >= 0x4E00 {
            return true
        }
        var i = 0
        while i < scalars.count {
            var end = i
            while end < scalars.count, !isClauseBreak(scalars[end]) { end += 1 }
            let clause = scalars[i..<end]
            if let last = clause.last, negations.contains(last) { return true }
            if let last = clause.last, particles.contains(last),
               clause.count < 2 || !questionWordStarts.contains(clause[clause.endIndex - 2]) {
                return true
            }
            if clause.count >= 2, clause.suffix(2).elementsEqual(["没", "有"]) { return true }
            i = end + 1
        }
        return false
    }

    private static func isClauseBreak(_ scalar: Unicode.Scalar) -> Bool {
        "，,。.？?！!；;、~～…".unicodeScalars.contains(scalar)
    }

    private static let auxiliaries: Set<String> = [
        "is", "isn't", "are", "aren't", "was", "will", "won't", "would", "should", "shall", "do", "does", "did",
        "can", "could", "am", "must", "might", "may", "gonna",
    ]

    /// A clause that opens with an auxiliary ("is it cold", "tomorrow, will it rain"), or "if"/"whether".
    static func englishYesNo(_ words: EnglishWordList) -> Bool {
        for (index, word) in words.words.enumerated() {
            if word == "if" || word == "whether" { return true }
            if auxiliaries.contains(word), index == 0 || words.opensClause[index] { return true }
        }
        return false
    }

    // MARK: English words

    /// The sentence's Latin-letter words, lowercased, and whether each opens a clause.
    struct EnglishWordList {
        var words: [String] = []
        var opensClause: [Bool] = []

        func contains(phrase: String) -> Bool {
            let parts = phrase.split(separator: " ").map(String.init)
            guard parts.count <= words.count, !parts.isEmpty else { return false }
            for start in 0...(words.count - parts.count) where Array(words[start..<start + parts.count]) == parts {
                return true
            }
            return false
        }
    }

    private static func englishWords(of scalars: [Unicode.Scalar]) -> EnglishWordList {
        var list = EnglishWordList()
        var current = ""
        var clauseBreak = true
        func finish() {
            guard !current.isEmpty else { return }
            list.words.append(current)
            list.opensClause.append(clauseBreak)
            current = ""
            clauseBreak = false
        }
        for scalar in scalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "'" || scalar == "." && !current.isEmpty
                && current.last?.isNumber == true {
                current.unicodeScalars.append(scalar)
            } else {
                finish()
                if isClauseBreak(scalar) { clauseBreak = true }
            }
        }
        finish()
        return list
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
