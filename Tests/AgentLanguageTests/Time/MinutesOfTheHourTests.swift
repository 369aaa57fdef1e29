import AgentLanguage
import Testing

/// Rule minutes of the hour said before: minutes past or to an hour unsaid, ending their clause.
struct MinutesOfTheHourTests {
    @Test(arguments: [
        ("nay, make it quarter past", 15), ("half past then", 30), ("make it a quarter to instead", -15),
        ("ten past please", 10), ("push it to 25 past", 25), ("make it 20 minutes to", -20),
    ])
    func reads(text: String, minutes: Int) {
        #expect(MinutesOfTheHour.read(Sentence(text))?.minutes == minutes, "\(text)")
    }

    /// An hour after them, anything else after them in their clause, a range, or no count of minutes.
    @Test(arguments: [
        "quarter past 7", "remind me in 20 minutes to take the pizza out", "from 5 to", "half to", "set it to",
        "it's 7 past", "ten past the hour I left",
    ])
    func readsNone(text: String) {
        #expect(MinutesOfTheHour.read(Sentence(text)) == nil, "\(text)")
    }
}
