/// Rule: waking is in the morning. A bare hour from 1 to 6 is afternoon by itself (3点 is 15:00), but
/// in a sentence that asks to be woken it is morning: 六点叫我起床 is 06:00, "wake me up at 6 tomorrow"
/// 06:00 tomorrow (Time/words: waking-cues). A part of the day said (晚上六点叫醒我) or a clock in digits
/// (6:30, read as written) is left as it is.
///
/// Rule an alarm clock's early hours: an alarm (the noun: schedule-alarms) at a bare 5 or 6 wakes too: "set an
/// alarm for 6 tomorrow" is 06:00, 五点的闹钟 05:00; a reminder then (六点提醒我吃饭) is the afternoon's, and an alarm
/// at 3 or 4 is read as the hour is anywhere.
///
/// Rule a nap: waking from a nap or a lie-down is in the afternoon, as the bare hour is by itself
/// ("taking a nap, wake me up at 3", 睡个午觉，两点半叫我; Time/words: nap-cues).
enum WakingHours {
    /// `expression` with the morning as its part of the day, when the rule applies.
    static func adjusted(_ expression: TimeExpression, in sentence: Sentence) -> TimeExpression {
        guard expression.period == nil, let hour = expression.hour, (1...6).contains(hour),
              asksToWake(sentence) || earlyHours.contains(hour) && alarms.find(in: sentence) != nil,
              naps.find(in: sentence) == nil else {
            return expression
        }
        var morning = expression
        morning.period = .morning
        return morning
    }

    private static func asksToWake(_ sentence: Sentence) -> Bool { cues.find(in: sentence) != nil }

    private static let cues = MixedPhrases(WordLists.wakingCues)
    private static let naps = MixedPhrases(WordLists.napCues)
    /// The hours an alarm clock wakes at, said bare: 5 and 6.
    private static let earlyHours = 5...6
    private static let alarms = MixedPhrases(WordLists.scheduleAlarms)
}
