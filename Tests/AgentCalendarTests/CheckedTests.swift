@testable import AgentCalendar
import FoundationEssentials
import Testing

/// The one path from an outside number to an integer, a span or a moment: the edges of each
/// range, and every value a `Double` can hold that no integer can (where `Int(...)` traps).
struct CheckedTests {
    @Test(arguments: [
        (1.0, 1...1, 1 as Int?), (0, 0...9, 0), (9, 0...9, 9), (10, 0...9, nil), (-1, 0...9, nil), (1.5, 0...9, nil),
        (1e19, 0...Int.max, nil), (0x1p63, 0...Int.max, nil), (-9.3e18, Int.min...0, nil),
        (.infinity, 0...Int.max, nil), (-.infinity, Int.min...0, nil), (.nan, Int.min...Int.max, nil),
        (4_611_686_018_427_387_904, 0...Int.max, 4_611_686_018_427_387_904), (-0.0, 0...0, 0),
    ])
    func integerTakesWholeNumbersInRangeOnly(value: Double, range: ClosedRange<Int>, expected: Int?) {
        #expect(Checked.integer(value, in: range) == expected)
    }

    @Test(arguments: [
        (2.5, 0...9, 3 as Int?), (-2.5, -9...0, -3), (9.4, 0...9, 9), (9.5, 0...9, nil), (1e300, 0...Int.max, nil),
        (.nan, 0...9, nil), (-.infinity, Int.min...0, nil),
    ])
    func roundedRoundsHalfAwayFromZeroWithinRange(value: Double, range: ClosedRange<Int>, expected: Int?) {
        #expect(Checked.rounded(value, in: range) == expected)
    }

    static let plusFourteen = TimeZoneRules.fixed(identifier: "Pacific/Kiritimati", secondsEast: 14 * 3600)
    static let minusTwelve = TimeZoneRules.fixed(identifier: "Etc/GMT+12", secondsEast: -12 * 3600)

    /// An instant is kept when its year lies within 0000–9999 both in UTC and in the zone.
    @Test(arguments: [
        ("9999-12-31T23:59:59Z", "UTC", true), ("9999-12-31T09:59:59Z", "+14", true), ("9999-12-31T10:00:00Z", "UTC", true),
        ("9999-12-31T10:00:00Z", "+14", false), ("0000-01-01T00:00:00Z", "UTC", true), ("0000-01-01T11:59:59Z", "-12", false),
        ("0000-01-01T12:00:00Z", "-12", true),
    ])
    func instantIsWithinTheYearsInUTCAndTheZone(utc: String, zone: String, kept: Bool) throws {
        let rules: TimeZoneRules = zone == "+14" ? Self.plusFourteen : zone == "-12" ? Self.minusTwelve : .utc
        let date = try #require(CivilTime.parseISO8601(utc, defaultZone: .utc))
        #expect((Checked.instant(date, in: rules) != nil) == kept, "\(utc) in \(zone)")
    }

    @Test(arguments: [1e300, -1e300, 1e19, -1e19, Double.infinity, -Double.infinity, Double.greatestFiniteMagnitude])
    func anInstantFarOutsideIsRefusedAndCivilTimeDoesNotTrap(seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(Checked.instant(date, in: Self.plusFourteen) == nil)
        _ = CivilTime(date, in: Self.plusFourteen)  // held at 35 million years, not a trap
        _ = CivilTime.iso8601(date, in: .utc)
    }

    /// Parsing refuses what could not be written back: an offset that moves the year out.
    @Test(arguments: [
        ("9999-12-31T23:00:00-05:00", "UTC", false), ("0000-01-01T00:00:00+08:00", "UTC", false),
        ("9999-12-31T23:00:00", "UTC", true), ("9999-12-31T23:00:00", "+14", true), ("9999-12-31T23:00:00Z", "+14", false),
        ("2026-03-10T09:00:00+08:00", "UTC", true),
    ])
    func parsingRefusesAnInstantOutsideTheYears(text: String, zone: String, parsed: Bool) {
        let rules: TimeZoneRules = zone == "+14" ? Self.plusFourteen : .utc
        #expect((CivilTime.parseISO8601(text, defaultZone: rules) != nil) == parsed, "\(text) in \(zone)")
    }
}
