@testable import AgentLanguage
import Testing

struct EnglishEveryTests {
    /// Rule: every before a day, period, weekday (with its list), weekday or weekend repeats it;
    /// every before a span of time is a duration's.
    @Test(arguments: [
        ("water plants every day", "every", "every day to 22"), ("run every morning", "every", "morning every day to 17"),
        ("every night at 10", "every", "evening every day to 11"), ("each friday", "each", "weekday 5 repeats to 11"),
        ("every monday and friday", "every", "weekdays 15 repeats to 23"),
        ("every weekday at 9", "every", "weekdays 12345 repeats to 13"), ("every weekend", "every", "weekdays 67 repeats to 13"),
        ("every hour", "every", nil), ("every 10 minutes", "every", nil), ("every time", "every", nil), ("every", "every", nil),
    ] as [(String, String, String?)])
    func everyRepeatsADay(text: String, at word: String, read: String?) {
        let input = EnglishRuleInput(text, at: word)
        #expect(englishDescribed(EnglishTimeReader.every(in: input.sentence, at: input.start, end: input.word.end)) == read)
    }
}
