import AgentCore

/// Rule a device's setting: a temperature set on a device is not asked about (把空调温度调到26度,
/// 冰箱温度设成4度, 帮我调一下温度, "set the temperature to 72", "turn the temp down", "can you lower
/// the temperature in here"). A device temperature (device-temperatures) is shielded from the
/// skills that answer requests only, so that the weather does not answer 温度调高一点 with today's:
/// - Chinese: when a setting verb (device-setting-verbs) stands as whole words in its clause, before
///   or after it;
/// - English: when a setting verb (device-setting-verbs-english) opens it, a determiner or up or
///   down between (device-setting-determiners: "turn up the temperature").
/// Weather questions keep theirs: 明天温度多少, 气温会降到零下吗 (气温 is never a device's), "will
/// the temperature drop", "lower temperatures tonight" (no determiner: a description, not an order).
public enum DeviceSettingShield {
    public static func spans(in sentence: Sentence) -> [Range<Int>] {
        chinese(sentence) + english(sentence)
    }

    /// The shield takes in the word of the device before the temperature (暖气温度, 空调温度): the
    /// weather's 气温 hits across 暖气|温度, and no skill asks for the device either.
    private static func chinese(_ sentence: Sentence) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        var from = 0
        while let (_, span) = MoodWords.first(of: temperatures, in: sentence, wholeWords: true, from: from) {
            let clause = Clause.around(span, in: sentence.folded)
            if let (_, verb) = MoodWords.first(of: verbs, in: sentence, wholeWords: true, from: clause.lowerBound),
               verb.upperBound <= clause.upperBound {
                let device = sentence.words.last { $0.upperBound == span.lowerBound && $0.count > 1 && $0.lowerBound >= clause.lowerBound }
                spans.append((device?.lowerBound ?? span.lowerBound)..<span.upperBound)
            }
            from = span.upperBound
        }
        return spans
    }

    private static func english(_ sentence: Sentence) -> [Range<Int>] {
        let words = sentence.english
        var spans: [Range<Int>] = []
        for k in 0..<words.count where words.isWord(k, of: englishTemperatures) {
            var j = k - 1
            while j >= 0, k - j <= 2, words.isWord(j, of: determiners) { j -= 1 }
            if j >= 0, j < k - 1, words.isWord(j, of: englishVerbs) { spans.append(words.span(k)) }
        }
        return spans
    }

    private static let temperatures = PhraseList(WordLists.deviceTemperatures.filter(WordLists.holdsIdeograph))
    private static let verbs = PhraseList(WordLists.deviceSettingVerbs)
    /// The English temperatures, and their plurals ("temps").
    private static let englishTemperatures = EnglishWordSet(
        WordLists.deviceTemperatures.filter { !WordLists.holdsIdeograph($0) }.flatMap { [$0, $0 + "s"] })
    private static let englishVerbs = EnglishWordSet(WordLists.deviceSettingVerbsEnglish)
    private static let determiners = EnglishWordSet(WordLists.deviceSettingDeterminers)
}
