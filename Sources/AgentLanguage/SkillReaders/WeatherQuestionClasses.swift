/// Rule what it asks: a yes/no weather question asks about the first class, in this order, whose
/// word it holds: a down jacket, a jacket, an umbrella, snow, rain, sunshine, cold, heat, then
/// what the forecast holds no figure for (wind, humidity, ultraviolet, the air). Snow comes before
/// rain so that 雨夹雪 asks about snow; the clothes and the umbrella before the weather they are
/// for. Each class is a list of SkillReaders/words (weather-down-jacket … weather-air-quality):
/// its words of English letters count as whole words (rain in "will it rain", not in "rainbow"),
/// the others anywhere (雨 in 下雨吗, pm2.5).
enum WeatherQuestionClasses {
    typealias Question = WeatherQuestionReader.Question

    /// The classes in the order they are tried, each with its list.
    static let classes: [(question: Question, words: [String])] = [
        (.downJacket, WordLists.weatherDownJacket), (.jacket, WordLists.weatherJacket),
        (.umbrella, WordLists.weatherUmbrella), (.snow, WordLists.weatherSnow), (.rain, WordLists.weatherRain),
        (.sunny, WordLists.weatherSunny), (.cold, WordLists.weatherCold), (.hot, WordLists.weatherHot),
        (.notInForecast(.wind), WordLists.weatherWind), (.notInForecast(.humidity), WordLists.weatherHumidity),
        (.notInForecast(.ultraviolet), WordLists.weatherUltraviolet), (.notInForecast(.airQuality), WordLists.weatherAirQuality),
    ]

    /// The first class whose word the sentence holds: one pass over its characters and one over its English words.
    static func question(in sentence: Sentence) -> Question? {
        var best = classes.count
        let text = sentence.folded
        for i in text.indices where anywhere.mayStart(text[i]) {
            anywhere.forEachMatch(in: text, at: i) { k, _ in best = min(best, anywhereClass[k]) }
            if best == 0 { break }
        }
        let words = sentence.english
        for k in 0..<words.count {
            guard let phrases = englishByFirstWord[words.key(k)] else { continue }
            for phrase in phrases where phrase.class < best && words.hasPhrase(phrase.words, at: k) {
                best = phrase.class
            }
        }
        return best < classes.count ? classes[best].question : nil
    }

    private static func isEnglish(_ word: String) -> Bool {
        word.unicodeScalars.allSatisfy { ($0.value >= 0x61 && $0.value <= 0x7A) || $0 == " " || $0 == "'" }
    }

    /// The words found anywhere, and the class of each.
    private static let anywhere = PhraseList(classes.flatMap { $0.words.filter { !isEnglish($0) } })
    private static let anywhereClass: [Int] = classes.indices.flatMap { c in classes[c].words.filter { !isEnglish($0) }.map { _ in c } }

    /// The English words and phrases, as words, by their first word.
    private static let englishByFirstWord: [UInt64: [(words: EnglishPhrase, class: Int)]] = {
        var byFirst: [UInt64: [(words: EnglishPhrase, class: Int)]] = [:]
        for (c, entry) in classes.enumerated() {
            for phrase in entry.words where isEnglish(phrase) {
                let words = EnglishPhrase(phrase)
                byFirst[words.keys[0], default: []].append((words, c))
            }
        }
        return byFirst
    }()
}
