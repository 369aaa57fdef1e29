/// Rule a mishap guarded against: a negated reminder cue right before a mishap (别叫我睡过了, 甭叫我迟到,
/// 别叫我又迟到了; Asking/words: guarded-mishaps) asks to be called so that it does not happen, as "don't
/// let me oversleep" does: the cue is no negation of the request (`RequestMood`), and cancels nothing
/// (`ScheduleCancelAct`).
enum GuardedMishap {
    /// Whether a mishap follows the cue ending at `end`: its 我, and 又 or 再, aside.
    static func follows(_ text: [UInt32], at end: Int) -> Bool {
        var start = end
        if start < text.count, text[start] == 0x6211 { start += 1 }  // 我
        if start < text.count, text[start] == 0x53C8 || text[start] == 0x518D { start += 1 }  // 又, 再
        return mishaps.longestMatch(in: text, at: start) != nil
    }

    /// Whether the cue at `cue` is negated (再 may stand between) and a mishap follows it: 别叫我睡过了,
    /// whose 睡过了 is no reminder either (`ReminderExtractor`).
    static func isGuarded(_ text: [UInt32], cue: Range<Int>) -> Bool {
        follows(text, at: cue.upperBound) && MoodWords.oneOf(MoodWords.negations, endsBefore: cue.lowerBound, in: text)
    }

    private static let mishaps = PhraseList(WordLists.guardedMishaps)
}
