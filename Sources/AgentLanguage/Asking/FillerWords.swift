/// Words that carry no content of their own in a short request: particles, pronouns,
/// politeness and question words ("倒计时五分钟吧", "帮我设个七点的闹钟", "what's the weather
/// in Beijing"). A terse sentence is all keywords, values and these.
public enum FillerWords {
    /// The stretches of `text` (folded by `MatchText`) that are filler, on word boundaries.
    public static func spans(in sentence: Sentence) -> [Range<Int>] {
        let text = sentence.folded
        let words = sentence.words
        var spans: [Range<Int>] = []
        for word in words where word.count == 1 && single.contains(text[word.lowerBound]) {
            // 我每天七点起床: 我 before a repeat is the subject of a habit, content of a statement.
            if text[word.lowerBound] == wo, word.upperBound < text.count, habitStarts.contains(text[word.upperBound]) { continue }
            spans.append(word)
        }
        // Longer filler by its characters from a word's start: jieba may join 这周 into 这|周天|气.
        for word in words where chinese.mayStart(text[word.lowerBound]) {
            for phrase in chinese where phrase[0] == text[word.lowerBound] {
                if MoodWords.matches(text, phrase, at: word.lowerBound) {
                    spans.append(word.lowerBound..<(word.lowerBound + phrase.count))
                }
            }
        }
        let english = sentence.english
        for k in 0..<english.count where englishWords.contains(english.word(k)) { spans.append(english.span(k)) }
        return spans
    }

    private static let wo = "我".unicodeScalars.first!.value
    /// What starts a repeat said of a habit: 每天, 每周五, 天天.
    private static let habitStarts: SmallScalarSet = SmallScalarSet(characters: "每天")

    private static let single: SmallScalarSet = SmallScalarSet(characters: "吧啊呀啦哦喔嘛呗哈呢吗么了的个下一我你您帮请给把要想好嗯那就是在和跟呐噢诶得")

    private static let chinese: PhraseList = MoodWords.scalars([
        "一下", "一个", "一声", "帮我", "给我", "我要", "我想", "麻烦", "帮忙", "请问", "那个", "这个", "好的", "可以",
        "多少", "几", "怎么样", "怎样", "咋样", "如何", "什么", "啥", "是不是", "能不能", "我们", "咱们", "大概", "现在",
        "一点", "到时", "到时候", "记得", "开始", "结果",
        // Vague times, which name no moment to read: 这周天气.
        "这周", "本周", "这几天", "这两天", "最近", "近期", "未来几天", "接下来",
    ])

    private static let englishWords: Set<String> = [
        "a", "an", "the", "for", "me", "my", "please", "in", "at", "on", "to", "of", "is", "it", "it's", "what",
        "what's", "whats", "hey", "hi", "ok", "okay", "now", "up", "i", "can", "you", "could", "would", "will",
        "and", "some", "set", "start", "right", "please", "make", "create", "be", "like", "going", "gonna", "how", "how's", "s",
    ]
}
