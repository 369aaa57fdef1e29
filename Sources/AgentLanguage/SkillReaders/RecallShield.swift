import AgentCore

/// Rule a fact recalled: a reminder request right before a question word (reminder-recall-cues,
/// then reminder-recall-questions), in a sentence that says no time and no span, asks to be told a
/// thing again, not to be reminded of it later: "remind me how to spell it", "remind me who won
/// the game", 提醒我怎么做蛋糕. The request is shielded from the skills that answer requests only, so
/// that the timer and the alarm do not ask how long or when. With a time or a span it is a
/// reminder (remind me at 5 what to buy, 明天早上提醒我带什么); "remind me when it is five" sets one.
public enum RecallShield {
    public static func spans(in sentence: Sentence) -> [Range<Int>] {
        guard let cue = cues.find(in: sentence) else { return [] }
        let text = sentence.folded, boundaries = sentence.boundaries
        var next = cue.upperBound
        while next < text.count, text[next] == 0x20 { next += 1 }
        let asks = questions.firstIndex(in: text, at: next) { _, length in
            boundaries.isBoundary(next) && boundaries.isBoundary(next + length)
        }
        // With a time or a span said, it is a reminder of something to do then.
        guard asks != nil, sentence.time == nil, sentence.durations.isEmpty else { return [] }
        return [cue]
    }

    private static let cues = MixedPhrases(WordLists.reminderRecallCues)
    private static let questions = PhraseList(WordLists.reminderRecallQuestions)
}
