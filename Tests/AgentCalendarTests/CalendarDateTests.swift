import AgentCalendar
import Testing

struct CalendarDateTests {
    @Test(arguments: [("2026-03-11", true), ("2028-02-29", true), ("2026-02-29", false), ("2026-13-01", false),
                      ("2026-3-11", false), ("2026-03-11T00:00", false), ("20260311", false), ("2026-03-0a", false),
                      ("0000-01-01", false), ("", false)])
    func readsExactlyYYYYMMDD(text: String, valid: Bool) {
        let date = CalendarDate(iso: text)
        #expect((date != nil) == valid)
        if let date { #expect(date.iso == text) }
    }

    @Test func countsDaysAcrossMonthsAndYears() throws {
        let date = try #require(CalendarDate(year: 2026, month: 12, day: 30))
        #expect(date.addingDays(3).iso == "2027-01-02")
        #expect(date.addingDays(-365).iso == "2025-12-30")
        #expect(date.days(to: date.addingDays(16)) == 16)
        #expect(date < date.addingDays(1))
        #expect(date.isoWeekday == 3)  // a Wednesday
    }
}
