import AgentCore
import AgentProtocol

/// Stretches of a sentence whose words nobody asks for.
///
/// - **Quoted:** inside 《》〈〉“”‘’「」『』 or a pair of ASCII double quotes — a title or a
///   quotation: 来首《晴天》吧, 'We watched "Singin' in the Rain"'.
/// - **Topic of another task:** from 关于 (or English "about", but not "what about" /
///   "how about", which ask again) to the end of its clause: 讲个关于时间的故事; and from a
///   verb of a task no built-in does (写, 讲, 推荐, 播放, 预约, write, play, book…) right after a
///   request cue (帮我, 给我, 请, can you, please), to the end of its clause:
///   帮我写一条台风天停课的通知, "can you write me a poem about snow"; or opening the sentence
///   (推荐几本讲时间管理的书), unless a reminder's cue follows in its clause: 写完作业提醒我
///   still asks for a reminder, and unless the sentence looks up or cancels the schedule
///   (列一下所有的计时器: the list is of the schedule's items).
public enum SentenceShields {
    public static func find(in sentence: Sentence, namesTheSchedule: Bool = false) -> [SentenceAnalysis.Shield] {
        let text = sentence.folded
        var shields = quotations(in: sentence)
        for start in [topicStart(in: text, english: sentence.english),
                      namesTheSchedule ? nil : otherTaskStart(in: text, english: sentence.english)].compactMap({ $0 }) {
            var end = start
            while end < text.count, !MoodWords.isClauseBreak(text[end]) { end += 1 }
            shields.append(.init(span: start..<end, reason: "in the topic of another task", shieldsEverySkill: false))
        }
        return shields
    }

    /// The quoted stretches alone: all that shields a skill that does not answer requests only.
    public static func quotations(in sentence: Sentence) -> [SentenceAnalysis.Shield] {
        let text = sentence.folded
        var shields: [SentenceAnalysis.Shield] = []
        var i = 0
        while i < text.count {
            if let close = closing(text[i]), let end = text[(i + 1)...].firstIndex(of: close) {
                shields.append(.init(span: i..<(end + 1), reason: "inside quotation marks"))
                i = end + 1
                continue
            }
            if text[i] == 0x22, let end = text[(i + 1)...].firstIndex(of: 0x22) {
                shields.append(.init(span: i..<(end + 1), reason: "inside quotation marks"))
                i = end + 1
                continue
            }
            i += 1
        }
        return shields
    }

    /// Where a verb of another task follows a benefactive cue (帮我写, 我想买, 给我讲讲), the
    /// cue and the verb matched as characters: jieba may join them (想买).
    private static func otherTaskStart(in text: [UInt32], english: EnglishWords) -> Int? {
        var starts: [Int] = []
        var clauseEnd = 0
        while clauseEnd < text.count, !MoodWords.isClauseBreak(text[clauseEnd]) { clauseEnd += 1 }
        let remindsLater = TaskWords.reminderCues.occurs(in: text, within: 0..<clauseEnd)
        if !remindsLater { starts.append(0) }
        for i in text.indices where TaskWords.chineseOpeners.mayStart(text[i]) {
            for opener in TaskWords.chineseOpeners where MoodWords.matches(text, opener, at: i) {
                starts.append(i + opener.count)
            }
        }
        for start in starts.sorted() {
            var p = start
            while p < text.count, text[p] == 0x20 { p += 1 }
            for verb in TaskWords.chineseVerbs where p < text.count && TaskWords.chineseVerbs.mayStart(text[p])
                && MoodWords.matches(text, verb, at: p) {
                // 叫 takes a person to wake (叫我) or a car to call (叫一辆车).
                if verb == [0x53EB], p + 1 < text.count, [0x6211, 0x9192].contains(text[p + 1]) { continue }
                return p
            }
        }
        var e = 0
        while e < english.count, TaskWords.englishOpeners.contains(english.word(e)) { e += 1 }
        if e > 0, e < english.count, TaskWords.englishVerbs.contains(english.word(e)) { return english.span(e).lowerBound }
        return nil
    }

    /// The mark that closes an opening one (《》〈〉“”‘’「」『』), a switch rather than a table:
    /// it is asked of every character of every sentence with a keyword.
    private static func closing(_ open: UInt32) -> UInt32? {
        switch open {
        case 0x300A, 0x3008, 0x300C, 0x300E: return open + 1
        case 0x201C, 0x2018: return open + 1
        default: return nil
        }
    }

    private static let guanYu: [UInt32] = [0x5173, 0x4E8E]  // 关于

    private static func topicStart(in text: [UInt32], english words: EnglishWords) -> Int? {
        if text.count >= 2 {
            for i in 0..<(text.count - 1) where text[i] == guanYu[0] && text[i + 1] == guanYu[1] { return i }
        }
        guard words.count >= 2 else { return nil }
        for k in 1..<words.count where words.word(k) == "about" {
            if ["what", "how"].contains(words.word(k - 1)) { continue }
            return words.span(k).lowerBound
        }
        return nil
    }
}
