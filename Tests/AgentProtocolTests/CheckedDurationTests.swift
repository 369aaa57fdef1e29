import AgentCalendar
import AgentProtocol
import Testing

/// A span of time from outside is held to the tool's limit, a hundred years.
struct CheckedDurationTests {
    @Test(arguments: [
        (0.0, 0.0 as Double?), (0.5, 0.5), (3_155_760_000, 3_155_760_000), (3_155_760_000.5, nil), (-1, nil),
        (1e300, nil), (.infinity, nil), (.nan, nil),
    ])
    func durationIsAHundredYearsAtMost(seconds: Double, expected: Double?) {
        #expect(Checked.duration(seconds) == expected)
    }
}
