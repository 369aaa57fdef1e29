@testable import AgentLanguage
import Testing

/// `DayResolver.qingmingDay`: the day of April 清明 falls on, against the dates published for
/// those years (the 4th or the 5th), and none outside the century the rule holds for.
struct QingmingTests {
    @Test(arguments: [
        (2008, 4), (2019, 5), (2020, 4), (2021, 4), (2022, 5), (2023, 5), (2024, 4), (2025, 4), (2026, 5), (2027, 5), (2028, 4),
    ])
    func isOnTheDatePublished(year: Int, day: Int) {
        #expect(DayResolver.qingmingDay(year) == day, "\(year)")
    }

    @Test func isNotReckonedOutsideItsCentury() {
        #expect(DayResolver.qingmingDay(1999) == nil)
        #expect(DayResolver.qingmingDay(2100) == nil)
    }
}
