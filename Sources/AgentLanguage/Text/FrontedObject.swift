import AgentCore

/// Rule the northwest's fronted object: Qinghai, Gansu and Ningxia put the object before its verb,
/// marked by 哈, and end a request with 给 (Text/words: fronted-object-verbs): 我哈叫给 is 叫我一下,
/// 我叫给 is 叫我吧, 闹钟哈取消给 is 闹钟哈取消吧 (an adverb may stand between: 闹钟哈全部取消给), and before a
/// verb of the schedule 我哈 is who it is done for (明早的闹钟我哈取消给 is 明早的闹钟给我取消吧). Each is
/// read in the standard order, as long as written, so every offset is kept; 给 is only read so at the
/// end of a clause (我哈叫给你听 is not).
enum FrontedObject {
    /// `text` with each fronted object read in the standard order.
    static func mended(_ written: String) -> String {
        guard written.unicodeScalars.contains("给") else { return written }
        var text = Array(written.unicodeScalars)
        var mended = false
        let folded = MatchText.scalars(of: written)
        var i = 0
        while i < text.count {
            if let (give, end) = verbGivingAWhile(folded, at: i) {
                // V 给 (一)下, the northwest's 一下 after 给 (四十五分钟以后叫给下, 给我叫给下): 叫给下 → 叫我下 and 叫给一下 →
                // 叫我一下 when no one called stands before the verb; else 给下 → 一下, 给一下 → 一下吧.
                if end < text.count, text[end] == "我", end - give == 2 {
                    // 喊给下我: who is called said after, read 喊我一下.
                    text.replaceSubrange(give..<(end + 1), with: ["我", "一", "下"])
                } else if personVerbs.firstIndex(in: folded, at: i) != nil, i == 0 || text[i - 1] != "我" {
                    text[give] = "我"
                } else {
                    text.replaceSubrange(give..<end, with: end - give == 2 ? ["一", "下"] : ["一", "下", "吧"])
                }
                mended = true
                i = end
                continue
            }
            guard let (verb, end) = verbEndingInGive(folded, at: i) else {
                i += 1
                continue
            }
            let callsTheSpeaker = personVerbs.firstIndex(in: folded, at: i) != nil
            if i >= 2, text[i - 1] == "哈", text[i - 2] == "我" {
                // 我哈 V 给 → V 我 一下 (叫, 提醒); 我哈 取消 给 → 给 我 取消 吧, done for the speaker.
                text.replaceSubrange((i - 2)..<end, with: callsTheSpeaker ? verb + ["我", "一", "下"] : ["给", "我"] + verb + ["吧"])
                mended = true
            } else if i >= 1, text[i - 1] == "我" {
                // 我 V 给 → V 我 吧 (叫, 提醒); 我 取消 给 → 我 取消 吧.
                if callsTheSpeaker {
                    text.replaceSubrange((i - 1)..<end, with: verb + ["我", "吧"])
                } else {
                    text[end - 1] = "吧"
                }
                mended = true
            } else if marksAnObject(before: i, in: text) {
                // X 哈 (全部) V 给 → X 哈 (全部) V 吧
                text[end - 1] = "吧"
                mended = true
            }
            i = end
        }
        guard mended else { return written }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: text)
        return String(view)
    }

    /// Whether 哈 marks an object before the verb at `i`, up to two characters of adverb between them
    /// (闹钟哈取消给, 闹钟哈全部取消给); 哈哈 laughs.
    private static func marksAnObject(before i: Int, in text: [Unicode.Scalar]) -> Bool {
        // An object and 哈 before the verb: none when the verb opens the sentence (取消给).
        guard i >= 2 else { return false }
        for mark in max(1, i - 3)..<i where text[mark] == "哈" {
            return text[mark - 1] != "哈" && (mark + 1 == text.count || text[mark + 1] != "哈")
                && text[(mark + 1)..<i].allSatisfy(TextScan.isIdeograph)
        }
        return false
    }

    /// A listed verb at `i` followed by 给 that ends a clause: the verb and the end after 给.
    private static func verbEndingInGive(_ folded: [UInt32], at i: Int) -> ([Unicode.Scalar], Int)? {
        guard let k = verbs.firstIndex(in: folded, at: i) else { return nil }
        let give = i + verbs.length(k)
        guard give < folded.count, folded[give] == ("给" as Unicode.Scalar).value else { return nil }
        let end = give + 1
        guard end == folded.count || Unicode.Scalar(folded[end]).map(endsAClause) == true else { return nil }
        return (folded[i..<give].compactMap(Unicode.Scalar.init), end)
    }

    /// A listed verb at `i` followed by 给 and 下 or 一下 that end a clause: where 给 stands and the end after 下.
    private static func verbGivingAWhile(_ folded: [UInt32], at i: Int) -> (give: Int, end: Int)? {
        guard let k = verbs.firstIndex(in: folded, at: i) else { return nil }
        let give = i + verbs.length(k)
        guard give + 1 < folded.count, folded[give] == ("给" as Unicode.Scalar).value else { return nil }
        var end = give + 1
        if folded[end] == ("一" as Unicode.Scalar).value { end += 1 }
        guard end < folded.count, folded[end] == ("下" as Unicode.Scalar).value else { return nil }
        end += 1
        let called = end < folded.count && folded[end] == ("我" as Unicode.Scalar).value ? 1 : 0  // 喊给下我
        guard end + called == folded.count || Unicode.Scalar(folded[end + called]).map(endsAClause) == true else { return nil }
        return (give, end)
    }

    /// A mark or a closing particle (给吧, 给啊: `DurationReader.answerParticles`) after which no object
    /// of 给 may stand (给你, 给他 are given to someone).
    private static func endsAClause(_ scalar: Unicode.Scalar) -> Bool {
        TextScan.isSpace(scalar) || TextScan.isEndPunctuation(scalar) || DurationReader.answerParticles.contains(scalar.value)
    }

    private static let verbs = PhraseList(WordLists.frontedPersonVerbs + WordLists.frontedObjectVerbs)
    private static let personVerbs = PhraseList(WordLists.frontedPersonVerbs)
}
