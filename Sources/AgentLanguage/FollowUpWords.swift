import AgentCore

/// Words that carry a follow-up of the last request rather than content of their own:
/// 那…呢, 的呢, 再, 然后, 改成, 换成, "what about", "how about", "make it", "change it to",
/// "instead" ("那上海呢", "再乘以三", "改成十分钟", "what about Shanghai?"). A sentence that is
/// all these, filler and values only changes a value of the last request.
public enum FollowUpWords {
    /// The stretches of the folded sentence that are follow-up words, on word starts.
    public static func spans(in sentence: SentenceText) -> [Range<Int>] {
        let text = sentence.scalars
        var spans: [Range<Int>] = []
        // By characters from a word's start, as `FillerWords`: jieba may join 改成十 or 再乘.
        for word in sentence.words {
            for phrase in chinese where MoodWords.matches(text, phrase, at: word.lowerBound) {
                spans.append(word.lowerBound..<(word.lowerBound + phrase.count))
            }
        }
        let english = sentence.english
        for k in 0..<english.count where englishWords.contains(english.word(k)) { spans.append(english.span(k)) }
        return spans
    }

    /// Whether `text` may hold a follow-up word at all, by its characters alone (before any
    /// segmenting): false means `spans` finds none. Most sentences are ruled out here.
    public static func mayHold(_ text: String) -> Bool {
        let folded = MatchText.unicodeScalars(of: text).map(\.value)
        for start in folded.indices where firstScalars.contains(folded[start]) {
            if chinese.contains(where: { MoodWords.matches(folded, $0, at: start) }) { return true }
        }
        var word = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic && scalar.isASCII {
                word.unicodeScalars.append(scalar)
                continue
            }
            if englishWords.contains(word) { return true }
            word = ""
        }
        return englishWords.contains(word)
    }

    private static let firstScalars: Set<UInt32> = Set(chinese.compactMap(\.first))

    private static let chinese: [[UInt32]] = MoodWords.scalars([
        "那", "那么", "呢", "的呢", "再", "然后", "接着", "改成", "换成", "改为", "换为", "改到", "换到", "变成", "还是",
    ])

    private static let englishWords: Set<String> = [
        "what", "how", "about", "and", "then", "make", "it", "change", "to", "instead", "also",
    ]
}
