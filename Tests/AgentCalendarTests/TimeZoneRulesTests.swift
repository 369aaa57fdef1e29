@testable import AgentCalendar
import FoundationEssentials
import Testing

private let shanghai = TimeZoneRules.fixed(identifier: "Asia/Shanghai", secondsEast: 8 * 3600)

/// An instant given as seconds since 1970 (UTC).
private func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }

/// An instant given in UTC, as `2045-03-12T07:00:00Z`.
private func utc(_ text: String) -> Date { CivilTime.parseISO8601(text, defaultZone: .utc)! }

/// The TZif file of `name` from the system's zone database.
private func systemZone(_ name: String) throws -> TimeZoneRules {
    let data = try #require(FileManager.default.contents(atPath: "/usr/share/zoneinfo/" + name), "no zoneinfo for \(name)")
    return try #require(TimeZoneRules.parseTZif(Array(data), identifier: name))
}

/// The bytes of a slim TZif file of Tests/Data/slim-tzif (written by shell/generate-slim-tzif).
private func slimBytes(_ name: String) throws -> [UInt8] {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    let path = directory.appendingPathComponent("Data/slim-tzif/" + name).path
    return Array(try #require(FileManager.default.contents(atPath: path), "no slim TZif file for \(name)"))
}

private func slimZone(_ name: String) throws -> TimeZoneRules {
    try #require(TimeZoneRules.parseTZif(try slimBytes(name), identifier: name))
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

    /// A version 2 file of one time type, `secondsEast` (named "Z"), no transitions, and `footer`.
    private func tzif(secondsEast: Int32, footer: String) -> [UInt8] {
        let header = Array("TZif2".utf8) + [UInt8](repeating: 0, count: 31) + [0, 0, 0, 1, 0, 0, 0, 2]
        let offset = UInt32(bitPattern: secondsEast)
        let block = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: offset >> $0) } + [0, 0, 0x5A, 0]
        return header + block + header + block + Array("\n\(footer)\n".utf8)
    }

    @Test func aFileWithoutTransitionsFollowsItsFooter() throws {
        let zone = try #require(TimeZoneRules.parseTZif(tzif(secondsEast: 3600, footer: "CET-1CEST,M3.5.0,M10.5.0/3"), identifier: "X"))
        #expect(zone.secondsEast(at: utc("2045-01-15T12:00:00Z")) == 3600)
        #expect(zone.secondsEast(at: utc("2045-07-15T12:00:00Z")) == 7200)
        let plain = try #require(TimeZoneRules.parseTZif(tzif(secondsEast: 3600, footer: ""), identifier: "X"))
        #expect(plain.secondsEast(at: utc("2045-07-15T12:00:00Z")) == 3600)
    }

    /// RFC 8536 keeps offsets within -89999...93599 seconds; found by the fuzzer: a file beyond is no zone.
    @Test(arguments: [93_600, -90_000, Int32.max, Int32.min])
    func refusesAnOffsetOfADayOrMore(secondsEast: Int32) {
        #expect(TimeZoneRules.parseTZif(tzif(secondsEast: secondsEast, footer: ""), identifier: "X") == nil)
        #expect(TimeZoneRules.parseTZif(tzif(secondsEast: 93_599, footer: ""), identifier: "X") != nil)
    }

    @Test func refusesATruncatedTZifFile() throws {
        let data = try #require(FileManager.default.contents(atPath: "/usr/share/zoneinfo/America/New_York"))
        #expect(TimeZoneRules.parseTZif(Array(data.prefix(200)), identifier: "America/New_York") == nil)
    }

    /// Instants either side of each switch in years that only the footer's rule covers
    /// (slim files end their transitions in 2008 at the latest), as zdump of glibc reads the
    /// same files: the second before and the second of the switch.
    @Test(arguments: [
        // EST5EDT,M3.2.0,M11.1.0: second Sunday of March and first of November, 02:00 local.
        ("America/New_York", "2045-03-12T06:59:59Z", -5 * 3600), ("America/New_York", "2045-03-12T07:00:00Z", -4 * 3600),
        ("America/New_York", "2045-11-05T05:59:59Z", -4 * 3600), ("America/New_York", "2045-11-05T06:00:00Z", -5 * 3600),
        ("America/New_York", "2045-07-04T16:00:00Z", -4 * 3600), ("America/New_York", "2045-12-25T17:00:00Z", -5 * 3600),
        ("America/New_York", "2100-03-14T06:59:59Z", -5 * 3600), ("America/New_York", "2100-03-14T07:00:00Z", -4 * 3600),
        // CET-1CEST,M3.5.0,M10.5.0/3: last Sundays of March and October, 01:00 UTC.
        ("Europe/Berlin", "2045-03-26T00:59:59Z", 3600), ("Europe/Berlin", "2045-03-26T01:00:00Z", 7200),
        ("Europe/Berlin", "2045-10-29T00:59:59Z", 7200), ("Europe/Berlin", "2045-10-29T01:00:00Z", 3600),
        ("Europe/Berlin", "2100-03-28T00:59:59Z", 3600), ("Europe/Berlin", "2100-03-28T01:00:00Z", 7200),
        // AEST-10AEDT,M10.1.0,M4.1.0/3: summer across the new year.
        ("Australia/Sydney", "2045-01-15T00:00:00Z", 11 * 3600), ("Australia/Sydney", "2045-07-15T00:00:00Z", 10 * 3600),
        ("Australia/Sydney", "2045-04-01T15:59:59Z", 11 * 3600), ("Australia/Sydney", "2045-04-01T16:00:00Z", 10 * 3600),
        ("Australia/Sydney", "2045-09-30T15:59:59Z", 10 * 3600), ("Australia/Sydney", "2045-09-30T16:00:00Z", 11 * 3600),
        ("Australia/Sydney", "2100-04-03T15:59:59Z", 11 * 3600), ("Australia/Sydney", "2100-04-03T16:00:00Z", 10 * 3600),
        // <-02>2<-01>,M3.5.0/-1,M10.5.0/0: quoted names and a negative time (23:00 the day before).
        ("America/Nuuk", "2045-03-26T00:59:59Z", -2 * 3600), ("America/Nuuk", "2045-03-26T01:00:00Z", -3600),
        ("America/Nuuk", "2045-10-29T00:59:59Z", -3600), ("America/Nuuk", "2045-10-29T01:00:00Z", -2 * 3600),
        // IST-2IDT,M3.4.4/26,M10.5.0: 26:00 on the fourth Thursday is 02:00 on the Friday.
        ("Asia/Jerusalem", "2045-03-23T23:59:59Z", 2 * 3600), ("Asia/Jerusalem", "2045-03-24T00:00:00Z", 3 * 3600),
        ("Asia/Jerusalem", "2045-10-28T22:59:59Z", 3 * 3600), ("Asia/Jerusalem", "2045-10-28T23:00:00Z", 2 * 3600),
        // IST-1GMT0,M10.5.0,M3.5.0/1: standard time in summer, "daylight" GMT in winter.
        ("Europe/Dublin", "2045-03-26T00:59:59Z", 0), ("Europe/Dublin", "2045-03-26T01:00:00Z", 3600),
        ("Europe/Dublin", "2045-10-29T00:59:59Z", 3600), ("Europe/Dublin", "2045-10-29T01:00:00Z", 0),
        // CST-8: no daylight-saving time since 1991.
        ("Asia/Shanghai", "2045-07-04T00:00:00Z", 8 * 3600), ("Asia/Shanghai", "2099-12-31T23:59:59Z", 8 * 3600),
    ])
    func slimFilesFollowTheirFootersRule(zone: String, instant: String, secondsEast: Int) throws {
        #expect(try slimZone(zone).secondsEast(at: utc(instant)) == secondsEast)
    }

    /// Every year to 2100: New York springs forward at 07:00 UTC on the second Sunday of
    /// March and falls back at 06:00 UTC on the first Sunday of November; Sydney the
    /// reverse, at 16:00 UTC on the Saturday before the first Sundays of October and April.
    @Test func slimFilesSwitchOnTheRightSundayEveryYear() throws {
        let newYork = try slimZone("America/New_York")
        let sydney = try slimZone("Australia/Sydney")
        /// The `n`th Sunday of a month, found by walking its days.
        func sunday(_ n: Int, year: Int, month: Int) -> CivilTime {
            let sundays = (1...28).map { CivilTime(year: year, month: month, day: $0) }.filter { $0.isoWeekday == 7 }
            return sundays[n - 1]
        }
        func seconds(_ day: CivilTime, hour: Int) -> Double { Double(day.daysSinceEpoch * 86_400) + Double(hour * 3600) }
        for year in 2040...2100 {
            let spring = seconds(sunday(2, year: year, month: 3), hour: 7)
            let fall = seconds(sunday(1, year: year, month: 11), hour: 6)
            #expect(newYork.secondsEast(at: at(spring - 1)) == -5 * 3600, "\(year)")
            #expect(newYork.secondsEast(at: at(spring)) == -4 * 3600, "\(year)")
            #expect(newYork.secondsEast(at: at(fall - 1)) == -4 * 3600, "\(year)")
            #expect(newYork.secondsEast(at: at(fall)) == -5 * 3600, "\(year)")
            let summer = seconds(sunday(1, year: year, month: 10), hour: 16) - 86_400
            let winter = seconds(sunday(1, year: year, month: 4), hour: 16) - 86_400
            #expect(sydney.secondsEast(at: at(summer - 1)) == 10 * 3600, "\(year)")
            #expect(sydney.secondsEast(at: at(summer)) == 11 * 3600, "\(year)")
            #expect(sydney.secondsEast(at: at(winter - 1)) == 11 * 3600, "\(year)")
            #expect(sydney.secondsEast(at: at(winter)) == 10 * 3600, "\(year)")
        }
    }

    /// Slim files leave even today to the footer: New York's last transition is in 2007.
    @Test func slimFilesAgreeWithTheSystemFileFromThenOn() throws {
        let slim = try slimZone("America/New_York")
        let system = try systemZone("America/New_York")
        for day in stride(from: 13_514.0, to: 47_482, by: 7) {  // weekly, 2007-01-01 to 2099-12-31
            let instant = at(day * 86_400 + 3600 * 13)
            #expect(slim.secondsEast(at: instant) == system.secondsEast(at: instant), "\(CivilTime.iso8601(instant, in: .utc))")
        }
    }

    /// The system's files, fat or slim, follow the footer after their last transition (2037 in a fat file).
    @Test func systemFilesFollowTheFooterAfterTheirLastTransition() throws {
        let newYork = try systemZone("America/New_York")
        #expect(newYork.secondsEast(at: utc("2045-07-04T16:00:00Z")) == -4 * 3600)
        #expect(newYork.secondsEast(at: utc("2045-12-25T17:00:00Z")) == -5 * 3600)
        #expect(CivilTime.iso8601(utc("2071-07-04T16:00:00Z"), in: newYork) == "2071-07-04T12:00:00-04:00")
    }

    /// Wall-clock times in the footer's years: a skipped hour reads with the offset before it.
    @Test func wallClockTimesInTheFootersYears() throws {
        let newYork = try slimZone("America/New_York")
        let skipped = CivilTime(year: 2045, month: 3, day: 12, hour: 2, minute: 30).date(in: newYork)
        #expect(CivilTime.iso8601(skipped, in: newYork) == "2045-03-12T03:30:00-04:00")
        let repeated = CivilTime(year: 2045, month: 11, day: 5, hour: 1, minute: 30).date(in: newYork)
        #expect(CivilTime.iso8601(repeated, in: newYork) == "2045-11-05T01:30:00-04:00")
        let summer = CivilTime(year: 2045, month: 7, day: 4, hour: 12)
        #expect(CivilTime(summer.date(in: newYork), in: newYork) == summer)
    }

    /// Without its footer (cut off, or garbled) a slim file keeps its last offset: EDT, from 2007 on.
    @Test(arguments: ["", "\n", "\nEST5EDT,M3.2.0,M11.1.0", "\nEST5EDT,M13.2.0,M11.1.0\n", "\nEST5EDT\n"])
    func aMissingOrMalformedFooterIsIgnored(footer: String) throws {
        var bytes = try slimBytes("America/New_York")
        let intact = "\nEST5EDT,M3.2.0,M11.1.0\n".utf8
        #expect(Array(bytes.suffix(intact.count)) == Array(intact))
        bytes.removeLast(intact.count)
        bytes += Array(footer.utf8)
        let zone = try #require(TimeZoneRules.parseTZif(bytes, identifier: "America/New_York"))
        #expect(zone.secondsEast(at: utc("2045-12-25T17:00:00Z")) == -4 * 3600)
    }
}
