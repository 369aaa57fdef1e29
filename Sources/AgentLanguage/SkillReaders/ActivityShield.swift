import AgentCore

/// Rule advice asked: an activity says nothing of the weather by itself (跑步有什么好处, 附近哪里
/// 洗车, 周末去逛街吧), but asked with a word of suitability right before or after it (适合跑步, 能不能
/// 洗车, 可以出去钓鱼, 洗车可以吗, 能看到星星吗) it is a weather question. An activity with no such
/// word beside it is shielded from the skills that answer requests only (weather-outdoors,
/// weather-car-wash, weather-stars; weather-suitability-before, weather-suitability-after).
public enum ActivityShield {
    static let activities = WordLists.weatherOutdoors + WordLists.weatherCarWash + WordLists.weatherStars

    /// The activities a weather question may ask about (跑步, 洗车, 星星), as keywords of
    /// `weather.query`: the shield lets one count only where it is asked about.
    public static let keywords: [String] = activities.filter(WordLists.holdsIdeograph)

    /// The spans of the activities no suitability word stands beside.
    public static func spans(in sentence: Sentence) -> [Range<Int>] {
        let text = sentence.folded
        var spans: [Range<Int>] = []
        var i = 0
        while i < text.count {
            guard let longest = chinese.longestMatch(in: text, at: i) else { i += 1; continue }
            let span = i..<(i + longest.length)
            if !asked(span, in: text) { spans.append(span) }
            i = span.upperBound
        }
        return spans
    }

    /// Whether a suitability word ends where the activity starts, or starts where it ends.
    private static func asked(_ span: Range<Int>, in text: [UInt32]) -> Bool {
        before.contains { $0.count <= span.lowerBound && TextScan.matches(text, $0, at: span.lowerBound - $0.count) }
            || after.contains { TextScan.matches(text, $0, at: span.upperBound) }
    }

    private static let chinese = PhraseList(keywords)
    private static let before = PhraseList(WordLists.weatherSuitabilityBefore)
    private static let after = PhraseList(WordLists.weatherSuitabilityAfter)
}
