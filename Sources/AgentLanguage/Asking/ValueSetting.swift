import AgentCore

/// Rule value set by a verb: a duration or clock time that a verb of setting takes as its object
/// (set 45 minutes for the cookies, start 25 minutes for my workout, 定一个20分钟给面条) is what
/// the request asks for, so it names the skill that sets it, whatever the rest of the sentence
/// says it is for. Only item leads (a, the, 一个; item-leads) may stand between the verb
/// (value-setting-verbs) and the value, and a Chinese verb is a word of its own (预定, 约定 are
/// not 定). A value that describes something else is not set: 设置10分钟的会议 sets a meeting,
/// "set aside 10 minutes" sets nothing.
enum ValueSetting {
    /// The spans of `readings` (durations and clock times) that a verb of setting takes.
    static func spans(in sentence: Sentence, of readings: [SentenceAnalysis.Reading]) -> [Range<Int>] {
        readings.compactMap { reading in
            guard reading.kind == .duration || reading.kind == .clockTime else { return nil }
            let start = reading.span.lowerBound
            guard isSetByEnglishVerb(at: start, in: sentence) || isSetByChineseVerb(at: start, in: sentence),
                  !describesAThing(after: reading.span.upperBound, in: sentence.folded)
            else { return nil }
            return reading.span
        }
    }

    /// Whether a verb of setting, then only item leads, stands before the English word at `start`.
    private static func isSetByEnglishVerb(at start: Int, in sentence: Sentence) -> Bool {
        let english = sentence.english, text = sentence.folded
        guard var k = (0..<english.count).last(where: { english.span($0).upperBound <= start }) else { return false }
        var end = start
        while k >= 0 {
            // Only spaces between one word and the next.
            guard text[english.span(k).upperBound..<end].allSatisfy({ $0 == 0x20 }) else { return false }
            if english.isWord(k, of: englishVerbs) { return true }
            guard english.isWord(k, of: englishLeads) else { return false }
            end = english.span(k).lowerBound
            k -= 1
        }
        return false
    }

    /// Whether a Chinese verb of setting, a word of its own, then only item leads, stands before `start`.
    private static func isSetByChineseVerb(at start: Int, in sentence: Sentence) -> Bool {
        let text = sentence.folded
        var end = start
        while end > 0, text[end - 1] == 0x20 || chineseLeads.contains(text[end - 1]) { end -= 1 }
        return chineseVerbs.contains { verb in
            TextScan.matches(text, verb, at: end - verb.count) && sentence.words.contains { $0.lowerBound == end - verb.count }
        }
    }

    /// 10分钟的会议: a value before 的 and more words describes that thing.
    private static func describesAThing(after end: Int, in text: [UInt32]) -> Bool {
        end + 1 < text.count && text[end] == 0x7684 && !Clause.breaks(text, at: end + 1)  // 的
    }

    private static let englishVerbs = EnglishWordSet(WordLists.valueSettingVerbs.filter { !WordLists.holdsIdeograph($0) })
    private static let chineseVerbs = WordLists.valueSettingVerbs.filter(WordLists.holdsIdeograph).map { $0.unicodeScalars.map(\.value) }
    private static let englishLeads = EnglishWordSet(WordLists.itemLeads.filter { !WordLists.holdsIdeograph($0) })
    private static let chineseLeads = MoodWords.characters(WordLists.itemLeads.filter(WordLists.holdsIdeograph))
}
