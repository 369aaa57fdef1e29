@testable import AgentCalendar
import Testing

private typealias Rule = PosixTimeZone.Rule

/// `Mm.w.d/time`.
private func weekday(_ month: Int, _ week: Int, _ day: Int, at time: Int = 7200) -> Rule {
    Rule(day: .weekday(month: month, week: week, weekday: day), time: time)
}

private func dst(_ offset: Int, _ start: Rule, _ end: Rule) -> PosixTimeZone.DaylightSaving {
    PosixTimeZone.DaylightSaving(offset: offset, start: start, end: end)
}

struct PosixTimeZoneTests {
    @Test(arguments: [
        ("CST-8", 8 * 3600),
        ("UTC0", 0),
        ("<+04>-4", 4 * 3600),
        ("<-03>3", -3 * 3600),
        ("<+0545>-5:45", 5 * 3600 + 45 * 60),
        ("<-0930>9:30", -(9 * 3600 + 30 * 60)),
        ("LMT+0:17:30", -(17 * 60 + 30)),
        ("XXX-24", 24 * 3600),
    ])
    func readsAStandardOffsetAlone(text: String, secondsEast: Int) throws {
        let zone = try #require(PosixTimeZone(text))
        #expect(zone.standardOffset == secondsEast)
        #expect(zone.daylightSaving == nil)
    }

    @Test(arguments: [
        ("EST5EDT,M3.2.0,M11.1.0", dst(-4 * 3600, weekday(3, 2, 0), weekday(11, 1, 0))),
        ("AEST-10AEDT,M10.1.0,M4.1.0/3", dst(11 * 3600, weekday(10, 1, 0), weekday(4, 1, 0, at: 3 * 3600))),
        ("<-02>2<-01>,M3.5.0/-1,M10.5.0/0", dst(-3600, weekday(3, 5, 0, at: -3600), weekday(10, 5, 0, at: 0))),
        ("IST-2IDT,M3.4.4/26,M10.5.0", dst(3 * 3600, weekday(3, 4, 4, at: 26 * 3600), weekday(10, 5, 0))),
        ("IST-1GMT0,M10.5.0,M3.5.0/1", dst(0, weekday(10, 5, 0), weekday(3, 5, 0, at: 3600))),
        ("<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45",
         dst(13 * 3600 + 45 * 60, weekday(9, 5, 0, at: 9900), weekday(4, 1, 0, at: 13_500))),
        ("XXX3YYY,J60/+167,300/-167:59:59",
         dst(-2 * 3600, Rule(day: .julian(60), time: 167 * 3600), Rule(day: .zeroBased(300), time: -(167 * 3600 + 59 * 60 + 59)))),
        ("EST5EDT4,0/0,J365/25", dst(-4 * 3600, Rule(day: .zeroBased(0), time: 0), Rule(day: .julian(365), time: 25 * 3600))),
    ] as [(String, PosixTimeZone.DaylightSaving)])
    func readsDaylightSavingRules(text: String, daylightSaving: PosixTimeZone.DaylightSaving) throws {
        let zone = try #require(PosixTimeZone(text))
        #expect(zone.daylightSaving == daylightSaving)
    }

    /// Nothing half read: every one of these is refused whole.
    @Test(arguments: [
        "", "E", "ES5", "EST", "EST+", "EST-", "EST5:", "EST5:6", "EST5:60", "EST5:00:60", "EST25", "EST123", "<+04", "<+4>-4",
        "<+04>", "5EST", "EST5 ", " EST5", "EST5EDT", "EST5EDT,", "EST5EDT,M3.2.0", "EST5EDT,M3.2.0,", "EST5EDT,M3.2.0,M11.1.0,",
        "EST5EDT,M13.2.0,M11.1.0", "EST5EDT,M0.2.0,M11.1.0", "EST5EDT,M3.6.0,M11.1.0", "EST5EDT,M3.0.0,M11.1.0",
        "EST5EDT,M3.2.7,M11.1.0", "EST5EDT,M3.2,M11.1.0", "EST5EDT,M3.2.0/168,M11.1.0", "EST5EDT,M3.2.0/,M11.1.0",
        "EST5EDT,J0,J365", "EST5EDT,J366,J1", "EST5EDT,366,0", "EST5EDT,1000,0", "EST5EDT4:60,M3.2.0,M11.1.0",
        "EST5EDT25,M3.2.0,M11.1.0", "EST5EDT,M3.2.0,M11.1.0x", "EST5\u{0}", "ÉST5", "EST5EDT,M3.2.0,M11.1.0/2:3",
    ])
    func refusesMalformedStrings(text: String) {
        #expect(PosixTimeZone(text) == nil)
    }

    /// The day a rule names, at 00:00 UTC with no offset, in years with and without February 29.
    @Test(arguments: [
        (Rule(day: .julian(59), time: 0), 2045, CivilTime(year: 2045, month: 2, day: 28)),
        (Rule(day: .julian(60), time: 0), 2048, CivilTime(year: 2048, month: 3, day: 1)),
        (Rule(day: .julian(365), time: 0), 2048, CivilTime(year: 2048, month: 12, day: 31)),
        (Rule(day: .zeroBased(59), time: 0), 2048, CivilTime(year: 2048, month: 2, day: 29)),
        (Rule(day: .zeroBased(59), time: 0), 2045, CivilTime(year: 2045, month: 3, day: 1)),
        (Rule(day: .zeroBased(365), time: 0), 2048, CivilTime(year: 2048, month: 12, day: 31)),
        // 2043-03-01 is a Sunday: the second Sunday is the 8th; March 2043 has five Sundays, March 2045 four.
        (Rule(day: .weekday(month: 3, week: 2, weekday: 0), time: 0), 2043, CivilTime(year: 2043, month: 3, day: 8)),
        (Rule(day: .weekday(month: 3, week: 5, weekday: 0), time: 0), 2043, CivilTime(year: 2043, month: 3, day: 29)),
        (Rule(day: .weekday(month: 3, week: 5, weekday: 0), time: 0), 2045, CivilTime(year: 2045, month: 3, day: 26)),
        (Rule(day: .weekday(month: 2, week: 5, weekday: 3), time: 0), 2048, CivilTime(year: 2048, month: 2, day: 26)),
        (Rule(day: .weekday(month: 3, week: 4, weekday: 4), time: 26 * 3600), 2045,
         CivilTime(year: 2045, month: 3, day: 24, hour: 2)),
        (Rule(day: .weekday(month: 3, week: 5, weekday: 0), time: -3600), 2045,
         CivilTime(year: 2045, month: 3, day: 25, hour: 23)),
    ] as [(PosixTimeZone.Rule, Int, CivilTime)])
    func rulesNameTheirDay(rule: PosixTimeZone.Rule, year: Int, civil: CivilTime) {
        let instant = rule.instant(in: year, offset: 0)
        #expect(instant == civil.daysSinceEpoch * 86_400 + Int64(civil.hour * 3600))
    }

    /// `0/0,J365/25` (RFC 8536 §3.3.1): daylight-saving time all year, across the new year too.
    @Test func daylightSavingAllYear() throws {
        let zone = try #require(PosixTimeZone("EST5EDT4,0/0,J365/25"))
        for year in [2045, 2048, 2100] {
            let newYear = CivilTime(year: year, month: 1, day: 1).daysSinceEpoch * 86_400
            for t in [newYear - 3600 * 6, newYear + 3600 * 4, newYear + 3600 * 5, newYear + 86_400 * 180] {
                #expect(zone.secondsEast(at: t) == -4 * 3600, "\(year) \(t)")
            }
        }
    }

    @Test func farInstantsNeitherTrapNorDrift() throws {
        let zone = try #require(PosixTimeZone("EST5EDT,M3.2.0,M11.1.0"))
        for t in [Int64.min, Int64.min / 2, -1 << 50, 1 << 50, Int64.max / 2, Int64.max] {
            #expect([-5 * 3600, -4 * 3600].contains(zone.secondsEast(at: t)))
        }
    }
}
