import AgentCore

/// Rule value set: a duration or clock time that a verb of setting takes as its object (set 45
/// minutes for the cookies, start 25 minutes for my workout, 定一个20分钟给面条), or that an item
/// of the schedule is set for (a timer for 4 pm, an alarm for nine minutes from now, 计时器到下午三点;
/// value-item-links), is what the request asks for: it names the skill that sets it, whatever
/// the rest of the sentence says it is for, and whatever the item is called (a duration makes a
/// timer, a clock time an alarm). Only item leads (a, the, 一个; item-leads) may stand between
/// the verb (value-setting-verbs) and the value, and a Chinese verb is a word of its own (预定,
/// 约定 are not 定), and one that is a noun as often (time) sets only opening the sentence or a
/// request ("could you time 10 minutes"; english-noun-setting-verbs, english-setting-verb-leads: not
/// "the time 10 minutes ago"). A value that describes something else is not set: 设置10分钟的会议 sets a
/// meeting, "set aside 10 minutes" sets nothing. The value may come first as the topic (八点的也帮我设一下).
enum ValueSetting {
    /// The `readings` (durations and clock times) that a verb of setting takes, or an item is set for.
    static func values(in sentence: Sentence, of readings: [SentenceAnalysis.Reading]) -> [SentenceAnalysis.Reading] {
        readings.filter { reading in
            guard reading.kind == .duration || reading.kind == .clockTime else { return false }
            if isTopicOfChineseVerb(endingAt: reading.span.upperBound, in: sentence) { return true }
            guard !describesAThing(after: reading.span.upperBound, in: sentence.folded),
                  !isAskedAbout(after: reading.span.upperBound, in: sentence.folded)
            else { return false }
            let start = reading.span.lowerBound
            if isSetByEnglishVerb(at: start, in: sentence) || isSetByChineseVerb(at: start, in: sentence) { return true }
            // A value is linked only after an item and a link: no link, no item to look for.
            guard hasLink(before: start, in: sentence.folded) else { return false }
            return sentence.scheduleItems.contains { isLinked($0.span, to: start, in: sentence) }
        }
    }

    /// Whether a link (for, 到) joins the item at `item` to the value at `start`: spaces and item
    /// leads (一个, "the", "a") aside.
    private static func isLinked(_ item: Range<Int>, to start: Int, in sentence: Sentence) -> Bool {
        let text = sentence.folded, english = sentence.english
        var i = item.upperBound
        while i < start, text[i] == 0x20 { i += 1 }
        guard let link = links.first(where: { TextScan.matches(text, $0, at: i) }) else { return false }
        i += link.count
        while i < start {
            if text[i] == 0x20 || ScheduleItems.chineseLeads.contains(text[i]) {
                i += 1
            } else if let k = (0..<english.count).first(where: { english.span($0).lowerBound == i }), english.isWord(k, of: ScheduleItems.englishLeads) {
                i = english.span(k).upperBound
            } else {
                break
            }
        }
        return i == start
    }

    /// Whether a verb of setting, then only item leads, stands before the English word at `start`.
    private static func isSetByEnglishVerb(at start: Int, in sentence: Sentence) -> Bool {
        let english = sentence.english, text = sentence.folded
        guard var k = (0..<english.count).last(where: { english.span($0).upperBound <= start }) else { return false }
        var end = start
        while k >= 0 {
            // Only spaces between one word and the next.
            guard text[english.span(k).upperBound..<end].allSatisfy({ $0 == 0x20 }) else { return false }
            if english.isWord(k, of: englishVerbs) {
                // "time" is a noun as often: a verb opening the sentence or a request ("could you time").
                return !english.isWord(k, of: nounVerbs) || k == 0 || english.isWord(k - 1, of: verbLeads)
                    || english.isWord(k - 1, of: MoodWords.englishGreetings)
            }
            guard english.isWord(k, of: ScheduleItems.englishLeads) else { return false }
            end = english.span(k).lowerBound
            k -= 1
        }
        return false
    }

    /// Whether a Chinese verb of setting, a word of its own, then only item leads, stands before `start`.
    private static func isSetByChineseVerb(at start: Int, in sentence: Sentence) -> Bool {
        let text = sentence.folded
        var end = start
        while end > 0, text[end - 1] == 0x20 || ScheduleItems.chineseLeads.contains(text[end - 1]) { end -= 1 }
        return chineseVerbs.contains { verb in
            TextScan.matches(text, verb, at: end - verb.count) && sentence.words.contains { $0.lowerBound == end - verb.count }
        }
    }

    /// Rule the value as topic: in Chinese the value, then 的, may come first and the verb after
    /// it, adverbs and a request's opener between (八点的帮我设一下, 礼拜五早上八点的也帮我设一下,
    /// 五分钟的再定一个; topic-setting-leads): the verb sets the value all the same.
    private static func isTopicOfChineseVerb(endingAt end: Int, in sentence: Sentence) -> Bool {
        let text = sentence.folded
        guard end < text.count, text[end] == 0x7684 else { return false }  // 的
        var i = end + 1
        while i < text.count {
            if text[i] == 0x20 {
                i += 1
            } else if let lead = topicLeads.first(where: { TextScan.matches(text, $0, at: i) }) {
                i += lead.count
            } else {
                break
            }
        }
        // 八点的定了个会 reports another thing set: 了 then a measure word names it.
        return chineseVerbs.contains { verb in
            let after = i + verb.count
            let setOther = after + 1 < text.count && text[after] == 0x4E86 && (text[after + 1] == 0x4E2A || text[after + 1] == 0x4E00)  // 了个, 了一
            return TextScan.matches(text, verb, at: i) && sentence.words.contains { $0.lowerBound == i } && !setOther
        }
    }

    private static let topicLeads = WordLists.topicSettingLeads.map { $0.unicodeScalars.map(\.value) }

    /// Whether a link stands anywhere before `start`: the cheap test before items are looked for.
    private static func hasLink(before start: Int, in text: [UInt32]) -> Bool {
        (0..<start).contains { i in linkFirsts.contains(text[i]) && links.contains { TextScan.matches(text, $0, at: i) } }
    }

    /// 三小时是多少分钟, 两个半小时等于多少秒: a value a question of what it comes to follows is
    /// asked about, not set, whatever verb stands before it (帮我算一下, 计).
    private static func isAskedAbout(after end: Int, in text: [UInt32]) -> Bool {
        var i = end
        while i < text.count, text[i] == 0x20 { i += 1 }
        return askedMarks.contains { TextScan.matches(text, $0, at: i) }
    }

    /// 10分钟的会议: a value before 的 and more words describes that thing.
    private static func describesAThing(after end: Int, in text: [UInt32]) -> Bool {
        end + 1 < text.count && text[end] == 0x7684 && !Clause.breaks(text, at: end + 1)  // 的
    }

    /// Whether a request's cue is a verb of setting (设闹钟, 帮我定个提醒, "set alarm"): the items it
    /// names are what it sets, not what it looks up; not one done already (我定了好多个闹钟，给我念一哈)
    /// nor one that describes what was set (给我看看我设的闹钟, 设好的).
    static func asksToSet(_ sentence: Sentence, cues: [Range<Int>]) -> Bool {
        let text = sentence.folded, english = sentence.english
        return cues.contains { cue in
            let done = cue.upperBound < text.count
                && (MoodWords.perfectives.contains(text[cue.upperBound]) || setDone.contains(text[cue.upperBound]))
            return (!done && chineseVerbs.contains { $0.elementsEqual(text[cue]) })
                || (0..<english.count).contains { english.span($0) == cue && english.isWord($0, of: englishVerbs) }
        }
    }

    /// 的, 好, 过 and 完 right after a verb of setting: what was set (我设的, 设好的, 定过的, 设完了).
    private static let setDone = MoodWords.characters(WordLists.settingDoneMarks)

    private static let askedMarks = WordLists.valueAskedMarks.map { $0.unicodeScalars.map(\.value) }
    /// The links, English ones as words: "for" must not be the start of "fort".
    private static let links: [[UInt32]] = WordLists.valueItemLinks.map { link in
        link.unicodeScalars.map(\.value) + (WordLists.holdsIdeograph(link) ? [] : [0x20])
    }
    private static let linkFirsts = SmallScalarSet(links.compactMap(\.first))
    private static let englishVerbs = EnglishWordSet(WordLists.valueSettingVerbs.filter { !WordLists.holdsIdeograph($0) })
    private static let nounVerbs = EnglishWordSet(WordLists.englishNounSettingVerbs)
    private static let verbLeads = EnglishWordSet(WordLists.englishSettingVerbLeads)
    private static let chineseVerbs = WordLists.valueSettingVerbs.filter(WordLists.holdsIdeograph).map { $0.unicodeScalars.map(\.value) }
}
