@testable import AgentProtocol
import FoundationEssentials
import Testing

private let shanghai = TimeZoneRules.fixed(identifier: "Asia/Shanghai", secondsEast: 8 * 3600)
private let newYorkWinter = TimeZoneRules.fixed(identifier: "EST", secondsEast: -5 * 3600)
private let kolkata = TimeZoneRules.fixed(identifier: "Asia/Kolkata", secondsEast: 5 * 3600 + 1800)
private let newfoundland = TimeZoneRules.fixed(identifier: "NST", secondsEast: -(3 * 3600 + 1800))

/// An instant given as seconds since 1970 (UTC).
private func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }

/// The TZif file of `name` from the system's zone database.
private func systemZone(_ name: String) throws -> TimeZoneRules {
    let data = try #require(FileManager.default.contents(atPath: "/usr/share/zoneinfo/" + name), "no zoneinfo for \(name)")
    return try #require(TimeZoneRules.parseTZif(Array(data), identifier: name))
}

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

struct TimeZoneRulesTests {
    @Test func fixedZonesKeepOneOffset() {
        #expect(shanghai.secondsEast(at: at(0)) == 28_800)
        #expect(shanghai.secondsEast(at: at(4_000_000_000)) == 28_800)
        #expect(TimeZoneRules.utc.identifier == "UTC")
        #expect(TimeZoneRules.utc.secondsEast(at: at(1_773_104_400)) == 0)
    }

    @Test func newYorkFromTheSystemTZifFileHasWinterAndSummerOffsets() throws {
        let newYork = try systemZone("America/New_York")
        #expect(newYork.identifier == "America/New_York")
        #expect(newYork.secondsEast(at: at(1_768_496_400)) == -5 * 3600)  // 2026-01-15T17:00Z
        #expect(newYork.secondsEast(at: at(1_784_131_200)) == -4 * 3600)  // 2026-07-15T16:00Z
        #expect(CivilTime.iso8601(at(1_768_496_400), in: newYork) == "2026-01-15T12:00:00-05:00")
        #expect(CivilTime.iso8601(at(1_784_131_200), in: newYork) == "2026-07-15T12:00:00-04:00")
        // Clocks go forward at 2026-03-08T07:00Z (02:00 EST becomes 03:00 EDT).
        #expect(newYork.secondsEast(at: at(1_772_953_199)) == -5 * 3600)
        #expect(newYork.secondsEast(at: at(1_772_953_200)) == -4 * 3600)
        #expect(CivilTime.parseISO8601("2026-07-15T12:00:00", defaultZone: newYork) == at(1_784_131_200))
        #expect(CivilTime.parseISO8601("2026-01-15T12:00:00", defaultZone: newYork) == at(1_768_496_400))
    }

    @Test func shanghaiFromTheSystemTZifFileIsEightHoursEast() throws {
        let zone = try systemZone("Asia/Shanghai")
        #expect(zone.secondsEast(at: at(1_773_104_400)) == 8 * 3600)
        #expect(zone.secondsEast(at: at(1_784_131_200)) == 8 * 3600)
        #expect(CivilTime.iso8601(at(1_773_104_400), in: zone) == "2026-03-10T09:00:00+08:00")
    }

    /// Wall-clock times that a transition skips or repeats take the offset in force just before it.
    @Test func gapsAndOverlapsUseTheOffsetInForceBefore() throws {
        let newYork = try systemZone("America/New_York")
        // 02:30 on 2026-03-08 does not exist in New York: read as 02:30 EST, which is 03:30 EDT.
        let skipped = CivilTime(year: 2026, month: 3, day: 8, hour: 2, minute: 30).date(in: newYork)
        #expect(CivilTime.iso8601(skipped, in: newYork) == "2026-03-08T03:30:00-04:00")
        // 01:30 on 2026-11-01 happens twice in New York: the first, in EDT.
        let repeated = CivilTime(year: 2026, month: 11, day: 1, hour: 1, minute: 30).date(in: newYork)
        #expect(repeated == at(1_793_511_000))
        let berlin = try systemZone("Europe/Berlin")
        // 02:30 on 2026-03-29 does not exist in Berlin: read as 02:30 CET, which is 03:30 CEST.
        let skippedEast = CivilTime(year: 2026, month: 3, day: 29, hour: 2, minute: 30).date(in: berlin)
        #expect(CivilTime.iso8601(skippedEast, in: berlin) == "2026-03-29T03:30:00+02:00")
        // 02:30 on 2026-10-25 happens twice in Berlin: the first, in CEST.
        let repeatedEast = CivilTime(year: 2026, month: 10, day: 25, hour: 2, minute: 30).date(in: berlin)
        #expect(repeatedEast == at(1_792_888_200))
        // Times next to the transitions are read as written.
        for (hour, day, month) in [(1, 8, 3), (3, 8, 3), (0, 1, 11), (2, 1, 11)] {
            let civil = CivilTime(year: 2026, month: month, day: day, hour: hour, minute: 30)
            #expect(CivilTime(civil.date(in: newYork), in: newYork) == civil)
        }
    }

    @Test(arguments: [
        [], Array("TZif".utf8), Array(repeating: 0, count: 60), Array("TZif2".utf8) + Array(repeating: 0, count: 39),
    ] as [[UInt8]])
    func refusesWhatIsNotTZif(bytes: [UInt8]) {
        #expect(TimeZoneRules.parseTZif(bytes, identifier: "X") == nil)
    }

    @Test func refusesATruncatedTZifFile() throws {
        let data = try #require(FileManager.default.contents(atPath: "/usr/share/zoneinfo/America/New_York"))
        #expect(TimeZoneRules.parseTZif(Array(data.prefix(200)), identifier: "America/New_York") == nil)
    }
}
