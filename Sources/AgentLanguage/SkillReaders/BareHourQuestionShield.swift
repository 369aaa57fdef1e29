import AgentCore

/// Rule a bare hour question: 几点 alone (a keyword of `clock.now`, for 现在纽约几点 where a place
/// stands between 现在 and 几点) asks the time now only after a word for now in its clause
/// (clock-now-words: 现在, 这会儿, 此刻; 而家 is read as 现在). Elsewhere it asks when something happens
/// (龙门石窟几点开门, 看太阳就知道几点, 甭管几点) and is shielded; the longer questions of the clock
/// (几点了, 几点钟, 现在几点) are keywords of their own, which a shield of 几点 alone leaves standing.
enum BareHourQuestionShield {
    static func spans(in sentence: Sentence) -> [Range<Int>] {
        let text = sentence.folded
        var spans: [Range<Int>] = []
        for hour in text.indices where text[hour] == bareHour[0] && TextScan.matches(text, bareHour, at: hour) {
            let clause = Clause.around(hour..<hour, in: text)
            if !nowWords.occurs(in: text, within: clause.lowerBound..<hour) { spans.append(hour..<(hour + bareHour.count)) }
        }
        return spans
    }

    private static let bareHour: [UInt32] = [0x51E0, 0x70B9]  // 几点
    private static let nowWords = PhraseList(WordLists.clockNowWords)
}
