import AgentCore

/// Rule a device's setting: a temperature set on a device is not asked about (把空调温度调到26度,
/// 冰箱温度设成4度, 帮我调一下温度, "set the temperature to 72", "turn the temp down", "can you lower
/// the temperature in here"). A device temperature (device-temperatures) is shielded from the
/// skills that answer requests only, so that the weather does not answer 温度调高一点 with today's:
/// - Chinese: when a setting verb (device-setting-verbs) stands as whole words in its clause, before
///   or after it;
/// - English: when a setting verb (device-setting-verbs-english) opens it, a determiner or up or
///   down between (device-setting-determiners: "turn up the temperature").
/// The degrees asked after a verb that heats or cools a thing are the thing's too (`heated`), and so is a
/// temperature in an English clause with such a verb ("what temp do I bake bread at").
/// Weather questions keep theirs: 明天温度多少, 气温会降到零下吗 (气温 is never a device's), "will
/// the temperature drop", "lower temperatures tonight" (no determiner: a description, not an order).
public enum DeviceSettingShield {
    public static func spans(in sentence: Sentence) -> [Range<Int>] {
        chinese(sentence) + english(sentence) + heated(sentence)
    }

    /// Rule a thing's heat: the degrees asked right after a verb that brings a thing to a temperature
    /// (黄酒温到几度, 烤箱烤到多少度; heating-verbs) are the thing's; 气温会降到几度 is the weather's.
    private static func heated(_ sentence: Sentence) -> [Range<Int>] {
        let text = sentence.folded
        var spans: [Range<Int>] = []
        for i in text.indices where heatingVerbs.mayStart(text[i]) {
            guard let verb = heatingVerbs.first(in: text, at: i),
                  let asked = degreeQuestions.first(in: text, at: i + verb.count) else { continue }
            spans.append((i + verb.count)..<(i + verb.count + asked.count))
        }
        return spans
    }

    private static let heatingVerbs = PhraseList(WordLists.heatingVerbs)
    private static let degreeQuestions = PhraseList(WordLists.degreeQuestions)

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
            let set = j >= 0 && j < k - 1 && words.isWord(j, of: englishVerbs)
            if set || heatedInItsClause(k, in: sentence) { spans.append(words.span(k)) }
        }
        return spans
    }

    /// "what temperature should I chill white wine to": a verb that heats or cools a thing in the
    /// temperature's clause (english-heating-verbs).
    private static func heatedInItsClause(_ k: Int, in sentence: Sentence) -> Bool {
        let words = sentence.english
        let clause = Clause.around(words.span(k), in: sentence.folded)
        return (0..<words.count).contains { j in
            clause.contains(words.span(j).lowerBound) && words.isWord(j, of: englishHeatingVerbs)
        }
    }

    private static let temperatures = PhraseList(WordLists.deviceTemperatures.filter(WordLists.holdsIdeograph))
    private static let verbs = PhraseList(WordLists.deviceSettingVerbs)
    /// The English temperatures, and their plurals ("temps").
    private static let englishTemperatures = EnglishWordSet(
        WordLists.deviceTemperatures.filter { !WordLists.holdsIdeograph($0) }.flatMap { [$0, $0 + "s"] })
    private static let englishVerbs = EnglishWordSet(WordLists.deviceSettingVerbsEnglish)
    private static let determiners = EnglishWordSet(WordLists.deviceSettingDeterminers)
    private static let englishHeatingVerbs = EnglishWordSet(WordLists.englishHeatingVerbs)
}
