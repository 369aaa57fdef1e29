/// Rule yes/no form: a weather question asks yes or no when
/// - in Chinese it holds 吗, or a clause ends in 嘛/么 (not in a word such as 怎么, 什么, 这么;
///   SkillReaders/words: weather-yes-no-particles, weather-not-question-starts) or in 不/没/没有
///   (下雨不, 下雨了没有; weather-negations), or an ideograph stands on both sides of 不 or 没
///   (会不会, 冷不冷, 有没有);
/// - in English an auxiliary opens a clause (is it cold, "tomorrow, will it rain";
///   weather-auxiliaries), or "if" or "whether" opens one (tell me if it will rain; weather-whether).
/// A question for a figure (明天多少度, 天气如何, "how cold is it") is none.
enum WeatherYesNoForm {
    static func asksYesOrNo(_ sentence: Sentence) -> Bool {
        chinese(sentence.folded) || english(sentence)
    }

    static func chinese(_ text: [UInt32]) -> Bool {
        if text.contains(ma) { return true }
        if text.count >= 3 {
            for i in 0..<(text.count - 2) where betweenSelves.contains(text[i + 1]) && text[i] == text[i + 2] && text[i] >= 0x4E00 {
                return true
            }
        }
        var start = 0
        while start < text.count {
            var end = start
            while end < text.count, !endsClause(text, at: end) { end += 1 }
            if end > start, endsQuestion(text, start..<end) { return true }
            start = end + 1
        }
        return false
    }

    /// Whether the clause `clause` ends in a negation, or a particle not part of a word.
    private static func endsQuestion(_ text: [UInt32], _ clause: Range<Int>) -> Bool {
        let last = text[clause.upperBound - 1]
        if particles.contains(last), clause.count < 2 || !notQuestionStarts.contains(text[clause.upperBound - 2]) { return true }
        return negations.contains { clause.count >= $0.count && TextScan.matches(text, $0, at: clause.upperBound - $0.count) }
    }

    static func english(_ sentence: Sentence) -> Bool {
        let words = sentence.english
        for k in 0..<words.count {
            let word = words.key(k)
            if whether.contains(word) { return true }
            if auxiliaries.contains(word), opensClause(sentence.folded, at: words.span(k).lowerBound) { return true }
        }
        return false
    }

    /// Whether no word, number or figure stands between the start of `i`'s clause and `i`.
    private static func opensClause(_ text: [UInt32], at i: Int) -> Bool {
        var k = i - 1
        while k >= 0 {
            let v = text[k]
            if isWordScalar(v) || (v == 0x2E && k > 0 && isDigit(text[k - 1])) { return false }  // the point of 2.5
            if endsClause(text, at: k) { return true }
            k -= 1
        }
        return true
    }

    private static func isDigit(_ v: UInt32) -> Bool { v >= 0x30 && v <= 0x39 }
    private static func isWordScalar(_ v: UInt32) -> Bool { (v >= 0x61 && v <= 0x7A) || isDigit(v) || v == 0x27 || v == 0x2019 }

    /// A clause's end (`Clause`), or a tilde, which may trail a question said lightly (会下雨吗~).
    private static func endsClause(_ text: [UInt32], at i: Int) -> Bool {
        text[i] == 0x7E || Clause.breaks(text, at: i)
    }

    private static let ma: UInt32 = 0x5417  // 吗
    private static let particles = MoodWords.characters(WordLists.weatherYesNoParticles)
    private static let notQuestionStarts = MoodWords.characters(WordLists.weatherNotQuestionStarts)
    private static let negations = PhraseList(WordLists.weatherNegations)
    /// The negations of one character, which stand between an ideograph and itself (冷不冷).
    private static let betweenSelves = MoodWords.characters(WordLists.weatherNegations.filter { $0.unicodeScalars.count == 1 })
    private static let auxiliaries = EnglishWordSet(WordLists.weatherAuxiliaries)
    private static let whether = EnglishWordSet(WordLists.weatherWhether)
}
