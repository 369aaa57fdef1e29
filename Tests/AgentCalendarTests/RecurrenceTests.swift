import AgentCalendar
import FoundationEssentials
import Testing

private let shanghai = TimeZoneRules.fixed(identifier: "Asia/Shanghai", secondsEast: 8 * 3600)

private func local(_ text: String, _ zone: TimeZoneRules = shanghai) -> Date {
    CivilTime.parseISO8601(text, defaultZone: zone)!
}

private func iso(_ dates: [Date], _ zone: TimeZoneRules = shanghai) -> [String] {
    dates.map { CivilTime.iso8601($0, in: zone) }
}

struct RecurrenceTests {
    /// Rule: the value written is RFC 5545's, INTERVAL=1 left out, and reads back as itself.
    @Test(arguments: [
        (Recurrence(.daily), "FREQ=DAILY"),
        (Recurrence(.weekly, weekdays: [.friday, .monday, .wednesday]), "FREQ=WEEKLY;BYDAY=MO,WE,FR"),
        (Recurrence(.weekly, weekdays: Recurrence.Weekday.weekend), "FREQ=WEEKLY;BYDAY=SA,SU"),
        (Recurrence(.monthly, monthDays: [15]), "FREQ=MONTHLY;BYMONTHDAY=15"),
        (Recurrence(.hourly, interval: 2), "FREQ=HOURLY;INTERVAL=2"),
        (Recurrence(.minutely, interval: 90), "FREQ=MINUTELY;INTERVAL=90"),
    ])
    func writesAndReadsTheRule(rule: Recurrence, text: String) {
        #expect(rule.rrule == text)
        #expect(Recurrence(rrule: text) == rule)
    }

    /// Rule: an interval is said in the largest unit that divides it.
    @Test(arguments: [(7200, "FREQ=HOURLY;INTERVAL=2"), (2700, "FREQ=MINUTELY;INTERVAL=45"), (5400, "FREQ=MINUTELY;INTERVAL=90"),
                      (3600, "FREQ=HOURLY"), (86_400, "FREQ=DAILY"), (30, "FREQ=SECONDLY;INTERVAL=30")])
    func anIntervalTakesItsLargestUnit(seconds: Int, text: String) {
        #expect(Recurrence.every(seconds: seconds)?.rrule == text)
    }

    @Test func readsNamesInAnyCaseAndOrder() {
        #expect(Recurrence(rrule: "interval=2;freq=hourly") == Recurrence(.hourly, interval: 2))
        #expect(Recurrence(rrule: "FREQ=HOURLY;INTERVAL=1") == Recurrence(.hourly))
    }

    /// Rule: a rule this tool would misread is refused rather than half read.
    @Test(arguments: ["", "FREQ=YEARLY", "FREQ=DAILY;COUNT=3", "FREQ=DAILY;BYDAY=MO", "FREQ=WEEKLY;BYDAY=XX",
                      "FREQ=MONTHLY;BYMONTHDAY=32", "FREQ=DAILY;INTERVAL=0", "FREQ=DAILY;FREQ=DAILY", "INTERVAL=2", "FREQ"])
    func refusesWhatItCannotRead(text: String) {
        #expect(Recurrence(rrule: text) == nil)
    }

    @Test func theFirstOccurrenceIsTheFirstAllowedDayAtOrAfterNow() {
        let tuesday9 = local("2026-03-10T09:00:00+08:00")
        let seven = CivilTime(year: 2026, month: 1, day: 1, hour: 7)
        let ten = CivilTime(year: 2026, month: 1, day: 1, hour: 10)
        #expect(iso([Recurrence(.daily).first(at: seven, onOrAfter: tuesday9, in: shanghai)!]) == ["2026-03-11T07:00:00+08:00"])
        #expect(iso([Recurrence(.weekly, weekdays: [.tuesday]).first(at: ten, onOrAfter: tuesday9, in: shanghai)!])
            == ["2026-03-10T10:00:00+08:00"])
        #expect(iso([Recurrence(.weekly, weekdays: Recurrence.Weekday.workdays).first(at: seven, onOrAfter: local("2026-03-13T08:00:00+08:00"), in: shanghai)!])
            == ["2026-03-16T07:00:00+08:00"])
        #expect(iso([Recurrence(.monthly, monthDays: [5]).first(at: seven, onOrAfter: tuesday9, in: shanghai)!])
            == ["2026-04-05T07:00:00+08:00"])
    }

    @Test func occurrencesFollowTheRule() {
        #expect(iso(Recurrence(.hourly, interval: 2).occurrences(from: local("2026-03-10T11:00:00+08:00"), in: shanghai, count: 3))
            == ["2026-03-10T11:00:00+08:00", "2026-03-10T13:00:00+08:00", "2026-03-10T15:00:00+08:00"])
        #expect(iso(Recurrence(.weekly, weekdays: Recurrence.Weekday.workdays)
            .occurrences(from: local("2026-03-13T08:00:00+08:00"), in: shanghai, count: 3))
            == ["2026-03-13T08:00:00+08:00", "2026-03-16T08:00:00+08:00", "2026-03-17T08:00:00+08:00"])
        #expect(iso(Recurrence(.weekly, interval: 2, weekdays: [.monday])
            .occurrences(from: local("2026-03-16T10:00:00+08:00"), in: shanghai, count: 2))
            == ["2026-03-16T10:00:00+08:00", "2026-03-30T10:00:00+08:00"])
        // A month without the 31st has no occurrence.
        #expect(iso(Recurrence(.monthly, monthDays: [31]).occurrences(from: local("2026-01-31T07:00:00+08:00"), in: shanghai, count: 3))
            == ["2026-01-31T07:00:00+08:00", "2026-03-31T07:00:00+08:00", "2026-05-31T07:00:00+08:00"])
    }

    @Test func aDailyRuleKeepsTheWallClockTimeAcrossAChangeOfOffset() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/America/New_York"))
        let newYork = try #require(TimeZoneRules.parseTZif(Array(data), identifier: "America/New_York"))
        let start = local("2026-10-31T07:00:00-04:00", newYork)
        #expect(iso(Recurrence(.daily).occurrences(from: start, in: newYork, count: 3), newYork)
            == ["2026-10-31T07:00:00-04:00", "2026-11-01T07:00:00-05:00", "2026-11-02T07:00:00-05:00"])
        // Counted in seconds, an hourly rule does not.
        #expect(Recurrence(.hourly, interval: 24).occurrences(from: start, in: newYork, count: 2)[1]
            == start.addingTimeInterval(86_400))
    }

    /// The occurrence after a given one, found from its own period, is the next of the whole
    /// series, for every frequency, interval and BY-rule, across changes of offset (a gap at
    /// 02:00 included) and months without the day.
    @Test(arguments: [
        Recurrence(.daily), Recurrence(.daily, interval: 3), Recurrence(.weekly), Recurrence(.weekly, interval: 2, weekdays: [.monday, .saturday]),
        Recurrence(.weekly, weekdays: Recurrence.Weekday.workdays), Recurrence(.monthly), Recurrence(.monthly, monthDays: [31]),
        Recurrence(.monthly, interval: 5, monthDays: [1, 29, 30]), Recurrence(.hourly, interval: 7), Recurrence(.minutely, interval: 45),
        Recurrence(.secondly, interval: 30),
    ])
    func theOccurrenceAfterOneIsTheNextOfTheSeries(rule: Recurrence) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/America/New_York"))
        let newYork = try #require(TimeZoneRules.parseTZif(Array(data), identifier: "America/New_York"))
        for (start, zone) in [(local("2026-01-31T02:30:00-05:00", newYork), newYork), (local("2026-03-10T09:00:00+08:00"), shanghai)] {
            let series = rule.occurrences(from: start, in: zone, count: 400)
            for (earlier, next) in zip(series, series.dropFirst()) {
                #expect(rule.occurrence(after: earlier, from: start, in: zone) == next, "\(rule.rrule) after \(iso([earlier], zone))")
            }
            // Between two occurrences, the next is the later one.
            if series.count > 2 {
                let between = series[1].addingTimeInterval(1)
                #expect(rule.occurrence(after: between, from: start, in: zone) == series[2])
            }
        }
    }
}
