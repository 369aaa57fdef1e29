import AgentCalendar
import AgentLanguage
@testable import AgentSkills
import FoundationEssentials
import Testing

/// Rule `ChangedClock`: a follow-up's clock time with no day or part of the day keeps the day and
/// the half of the day of the alarm it changes; its day with no clock keeps the clock.
struct ChangedClockTests {
    private let zone = TimeZoneRules.fixed(identifier: "Asia/Shanghai", secondsEast: 8 * 3600)

    /// The moment `rule` reads in `text` after an alarm at `previous`, said at Tuesday 09:00.
    private func moment(_ text: String, after previous: String,
                        by rule: (Sentence, Date, Date, TimeZoneRules) -> Date? = ChangedClock.moment(in:changing:now:zone:)) -> String? {
        let before = CivilTime.parseISO8601(previous, defaultZone: zone)!
        let now = CivilTime.parseISO8601("2026-03-10T09:00:00+08:00", defaultZone: zone)!
        return rule(Sentence(text), before, now, zone).map { CivilTime.iso8601($0, in: zone) }
    }

    @Test(arguments: [
        ("改成七点", "2026-03-12T06:30:00+08:00", "2026-03-12T07:00:00+08:00"),
        ("推迟到八点", "2026-03-11T07:00:00+08:00", "2026-03-11T08:00:00+08:00"),
        ("改到十点半吧", "2026-03-10T22:00:00+08:00", "2026-03-10T22:30:00+08:00"),
        ("不对，是六点半", "2026-03-11T06:00:00+08:00", "2026-03-11T06:30:00+08:00"),
        ("make it 10:30", "2026-03-10T22:00:00+08:00", "2026-03-10T22:30:00+08:00"),
        ("push it to 5", "2026-03-10T16:00:00+08:00", "2026-03-10T17:00:00+08:00"),
        ("make it 8 instead", "2026-03-11T07:00:00+08:00", "2026-03-11T08:00:00+08:00"),
        ("change it to 6:20", "2026-03-11T06:00:00+08:00", "2026-03-11T06:20:00+08:00"),
        ("改成18:30", "2026-03-12T07:00:00+08:00", "2026-03-12T18:30:00+08:00"),
        // A dotted clock after make it.
        ("eh wait, make it 7.30", "2026-03-11T07:00:00+08:00", "2026-03-11T07:30:00+08:00"),
        ("make it 10.15", "2026-03-10T22:00:00+08:00", "2026-03-10T22:15:00+08:00"),
        // Minutes of the alarm's hour, no hour said.
        ("nah, make it half past", "2026-03-11T06:00:00+08:00", "2026-03-11T06:30:00+08:00"),
        ("change it to a quarter to instead", "2026-03-11T08:00:00+08:00", "2026-03-11T07:45:00+08:00"),
        ("twenty past then, pet", "2026-03-10T22:00:00+08:00", "2026-03-10T22:20:00+08:00"),
        ("make it quarter to", "2026-03-11T07:30:00+08:00", "2026-03-11T06:45:00+08:00"),
    ])
    func keepsTheDayAndTheHalfOfTheDay(text: String, previous: String, expected: String) {
        #expect(moment(text, after: previous) == expected, "\(text)")
    }

    /// A day or a part of the day of its own, or no time at all: read as any sentence is.
    /// A changed day with no clock keeps the alarm's clock: the next such day (now is Tuesday 09:00).
    @Test(arguments: [
        ("改到周四", "2026-03-11T14:00:00+08:00", "2026-03-12T14:00:00+08:00"),
        ("挪到后天吧", "2026-03-11T06:40:00+08:00", "2026-03-12T06:40:00+08:00"),
        ("move it to friday", "2026-03-11T07:15:00+08:00", "2026-03-13T07:15:00+08:00"),
        ("make it tomorrow", "2026-03-10T21:00:00+08:00", "2026-03-11T21:00:00+08:00"),
    ])
    func keepsTheClockWhenTheDayChanges(text: String, previous: String, expected: String) {
        #expect(moment(text, after: previous) == expected, "\(text)")
    }

    @Test(arguments: ["改成明天早上七点", "改成下午三点", "make it 7 pm", "make it tomorrow morning", "好的"])
    func leavesATimeOfItsOwnAlone(text: String) {
        #expect(moment(text, after: "2026-03-11T07:00:00+08:00") == nil, "\(text)")
    }

    /// A clock with its half of the day said keeps a day two or more ahead (surely said) and takes the half said;
    /// today's or tomorrow's, where a clock alone may have rolled, is read as any sentence is (above).
    @Test(arguments: [
        ("make it 7 pm", "2026-03-12T07:00:00+08:00", "2026-03-12T19:00:00+08:00"),
        ("改成下午三点", "2026-03-13T07:00:00+08:00", "2026-03-13T15:00:00+08:00"),
        ("ah shoot, make it 4 am instead", "2026-03-14T04:30:00+08:00", "2026-03-14T04:00:00+08:00"),
        ("改成晚上八点", "2026-03-13T19:00:00+08:00", "2026-03-13T20:00:00+08:00"),
        ("change it to 8 in the morning", "2026-03-13T19:00:00+08:00", "2026-03-13T08:00:00+08:00"),
        ("no wait, 6 in the evening", "2026-03-12T06:00:00+08:00", "2026-03-12T18:00:00+08:00"),
    ])
    func aClockWithItsHalfSaidKeepsADaySaid(text: String, previous: String, expected: String) {
        #expect(moment(text, after: previous) == expected, "\(text)")
    }

    @Test(arguments: ["再定个下午三点的闹钟", "one more at 8pm please", "and another at 7 pm"])
    func oneMoreWithItsHalfSaidIsReadAlone(text: String) {
        #expect(moment(text, after: "2026-03-11T07:00:00+08:00") == nil, "\(text)")
    }

    @Test(arguments: [("no no, 7 in evening", "2026-03-11T07:00:00+08:00"), ("make it 8 am", "2026-03-10T22:00:00+08:00")])
    func aClockWithItsHalfSaidAfterTodayOrTomorrowIsReadAlone(text: String, previous: String) {
        #expect(moment(text, after: previous) == nil, "\(text)")
    }

    /// Rule another day at the same half: a day and a bare hour said as the last keep its half of the day.
    @Test(arguments: [
        ("后天也是六点", "2026-03-11T06:00:00+08:00", "2026-03-12T06:00:00+08:00"),
        ("周四也给我来一个，还是六点半", "2026-03-11T06:30:00+08:00", "2026-03-12T06:30:00+08:00"),
        ("明天也十点", "2026-03-10T22:00:00+08:00", "2026-03-11T22:00:00+08:00"),
        ("Friday too, at 5", "2026-03-11T05:00:00+08:00", "2026-03-13T05:00:00+08:00"),
        ("and the same on thursday at 6", "2026-03-11T06:00:00+08:00", "2026-03-12T06:00:00+08:00"),
    ])
    func anotherDayKeepsTheHalfOfTheDay(text: String, previous: String, expected: String) {
        #expect(moment(text, after: previous, by: ChangedClock.sameHalf(in:after:now:zone:)) == expected, "\(text)")
    }

    /// Not said as the last, a part of the day of its own, an hour past 11 or in digits: read as any sentence is.
    @Test(arguments: ["后天六点", "后天也是下午六点", "明天也十二点", "后天也是18:00", "也六点"])
    func leavesAnotherDayOfItsOwnAlone(text: String) {
        #expect(moment(text, after: "2026-03-11T06:00:00+08:00", by: ChangedClock.sameHalf(in:after:now:zone:)) == nil, "\(text)")
    }
}
