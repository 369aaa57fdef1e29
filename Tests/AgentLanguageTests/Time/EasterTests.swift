@testable import AgentLanguage
import Testing

/// `DayResolver.easterSunday`: Easter Sunday of the Gregorian calendar, against the dates published
/// for those years, the earliest (22 March) and latest (25 April) it can fall included.
struct EasterTests {
    @Test(arguments: [
        (1818, 3, 22), (1943, 4, 25), (2000, 4, 23), (2019, 4, 21), (2024, 3, 31), (2025, 4, 20),
        (2026, 4, 5), (2027, 3, 28), (2038, 4, 25), (2285, 3, 22),
    ])
    func isOnTheDatePublished(year: Int, month: Int, day: Int) {
        #expect(DayResolver.easterSunday(year) == (month, day) as (Int, Int), "\(year)")
    }
}
