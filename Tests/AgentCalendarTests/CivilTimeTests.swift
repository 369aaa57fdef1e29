@testable import AgentCalendar
import FoundationEssentials
import Testing

private let shanghai = TimeZoneRules.fixed(identifier: "Asia/Shanghai", secondsEast: 8 * 3600)
private let newYorkWinter = TimeZoneRules.fixed(identifier: "EST", secondsEast: -5 * 3600)
private let kolkata = TimeZoneRules.fixed(identifier: "Asia/Kolkata", secondsEast: 5 * 3600 + 1800)
private let newfoundland = TimeZoneRules.fixed(identifier: "NST", secondsEast: -(3 * 3600 + 1800))

/// An instant given as seconds since 1970 (UTC).
private func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }

struct CivilTimeTests {
    @Test(arguments: [
        (1_773_104_400.0, shanghai, "2026-03-10T09:00:00+08:00"),  // the DESIGN example's clock
        (1_773_104_400.0, TimeZoneRules.utc, "2026-03-10T01:00:00+00:00"),
        (1_773_104_400.0, newYorkWinter, "2026-03-09T20:00:00-05:00"),
        (1_773_104_400.0, kolkata, "2026-03-10T06:30:00+05:30"),
        (1_773_104_400.0, newfoundland, "2026-03-09T21:30:00-03:30"),
        (1_773_104_400.5, shanghai, "2026-03-10T09:00:00.500+08:00"),
        (1_773_104_400.042, shanghai, "2026-03-10T09:00:00.042+08:00"),
        (0.0, TimeZoneRules.utc, "1970-01-01T00:00:00+00:00"),
        (-1.0, TimeZoneRules.utc, "1969-12-31T23:59:59+00:00"),
    ])
    func formatsISO8601WithTheZonesOffset(seconds: Double, zone: TimeZoneRules, text: String) {
        #expect(CivilTime.iso8601(at(seconds), in: zone) == text)
    }

    @Test(arguments: [
        ("2026-03-10T01:00:00Z", 1_773_104_400.0),
        ("2026-03-10T01:00:00z", 1_773_104_400.0),
        ("2026-03-10T09:00:00+08:00", 1_773_104_400.0),
        ("2026-03-10T09:00:00+0800", 1_773_104_400.0),
        ("2026-03-09T20:00:00-05:00", 1_773_104_400.0),
        ("2026-03-10T06:30+05:30", 1_773_104_400.0),
        ("2026-03-10 01:00:00Z", 1_773_104_400.0),
        ("2026-03-10T01:00:00.250Z", 1_773_104_400.25),
        ("2026-03-10T09:00:00", 1_773_104_400.0),  // no offset: wall-clock time in the default zone
        ("2026-03-10T09:00", 1_773_104_400.0),
    ])
    func parsesISO8601(text: String, seconds: Double) {
        #expect(CivilTime.parseISO8601(text, defaultZone: shanghai) == at(seconds))
    }

    @Test(arguments: [
        "", "2026-03-10", "2026-03-10T09", "2026-3-10T09:00:00Z", "2026-02-29T00:00:00Z", "2026-13-01T00:00:00Z",
        "2026-00-10T00:00:00Z", "2026-04-31T00:00:00Z", "2026-03-10T24:00:00Z", "2026-03-10T09:60:00Z",
        "2026-03-10T09:00:60Z", "2026-03-10T09:00:00+8", "2026-03-10T09:00:00+08:00junk", "2026-03-10T09:00:00.Z",
        "2026-03-10T09:00:00+24:00", "２０２６-03-10T09:00:00Z",
    ])
    func refusesWhatIsNotISO8601(text: String) {
        #expect(CivilTime.parseISO8601(text, defaultZone: shanghai) == nil)
    }

    @Test func theLeapDayParsesInALeapYear() {
        #expect(CivilTime.parseISO8601("2024-02-29T00:00:00Z", defaultZone: .utc) == at(1_709_164_800))
    }

    @Test(arguments: [
        (1_767_223_800.0, shanghai, CivilTime(year: 2026, month: 1, day: 1, hour: 7, minute: 30)),  // UTC's New Year's Eve
        (1_767_223_800.0, newYorkWinter, CivilTime(year: 2025, month: 12, day: 31, hour: 18, minute: 30)),
        (1_709_164_800.0, TimeZoneRules.utc, CivilTime(year: 2024, month: 2, day: 29)),
        (1_709_164_799.0, TimeZoneRules.utc, CivilTime(year: 2024, month: 2, day: 28, hour: 23, minute: 59, second: 59)),
        (951_782_400.0, TimeZoneRules.utc, CivilTime(year: 2000, month: 2, day: 29)),  // 2000 is a leap year
        (-86_400.0, TimeZoneRules.utc, CivilTime(year: 1969, month: 12, day: 31)),
    ])
    func convertsInstantsToWallClockTime(seconds: Double, zone: TimeZoneRules, civil: CivilTime) {
        #expect(CivilTime(at(seconds), in: zone) == civil)
        #expect(civil.date(in: zone) == at(seconds))
    }

    @Test(arguments: [
        (CivilTime(year: 2025, month: 12, day: 31, hour: 22), 1, CivilTime(year: 2026, month: 1, day: 1, hour: 22)),
        (CivilTime(year: 2026, month: 1, day: 1), -1, CivilTime(year: 2025, month: 12, day: 31)),
        (CivilTime(year: 2026, month: 1, day: 31), 1, CivilTime(year: 2026, month: 2, day: 1)),
        (CivilTime(year: 2026, month: 2, day: 28), 1, CivilTime(year: 2026, month: 3, day: 1)),
        (CivilTime(year: 2024, month: 2, day: 28), 1, CivilTime(year: 2024, month: 2, day: 29)),
        (CivilTime(year: 2100, month: 2, day: 28), 1, CivilTime(year: 2100, month: 3, day: 1)),  // not a leap year
        (CivilTime(year: 2026, month: 4, day: 30, minute: 15), 1, CivilTime(year: 2026, month: 5, day: 1, minute: 15)),
        (CivilTime(year: 2026, month: 3, day: 10), 365, CivilTime(year: 2027, month: 3, day: 10)),
        (CivilTime(year: 2026, month: 3, day: 1), -1, CivilTime(year: 2026, month: 2, day: 28)),
    ])
    func addingDaysCarriesMonthsAndYears(start: CivilTime, days: Int, end: CivilTime) {
        #expect(start.addingDays(days) == end)
    }

    @Test(arguments: [
        (CivilTime(year: 2026, month: 3, day: 9), 1),  // Monday
        (CivilTime(year: 2026, month: 3, day: 10), 2),
        (CivilTime(year: 2026, month: 3, day: 13), 5),  // 周五
        (CivilTime(year: 2026, month: 3, day: 15), 7),  // Sunday
        (CivilTime(year: 1970, month: 1, day: 1), 4),
        (CivilTime(year: 1969, month: 12, day: 29), 1),
        (CivilTime(year: 2000, month: 1, day: 1), 6),
    ])
    func weekdaysAreISO(date: CivilTime, weekday: Int) {
        #expect(date.isoWeekday == weekday)
    }

    @Test(arguments: [(2024, 2, 29), (2026, 2, 28), (2000, 2, 29), (2100, 2, 28), (2026, 4, 30), (2026, 12, 31)])
    func daysInMonth(year: Int, month: Int, days: Int) {
        #expect(CivilTime.daysInMonth(year: year, month: month) == days)
    }
}
