@testable import AgentLanguage
import Testing

/// Rule a question for a person: who or whose, then a verb of doing or being, shields its clause
/// (`PersonQuestionShield`).
struct PersonQuestionShieldTests {
    private func shielded(_ text: String) -> [String] {
        shieldedWords(in: text, by: PersonQuestionShield.spans(in:))
    }

    @Test(arguments: [
        ("who sang the song with rain in its name", ["who sang the song with rain in its name"]),
        ("who is the weather girl on channel 4", ["who is the weather girl on channel 4"]),
        ("whose hot sauce is in the fridge, mine?", ["whose hot sauce is in the fridge"]),
        ("ok who wrote the timer app", ["who wrote the timer app"]),
    ] as [(String, [String])])
    func shieldsAQuestionForAPerson(text: String, clause: [String]) {
        #expect(shielded(text) == clause)
    }

    @Test(arguments: ["who can tell me the weather in paris", "who knows what time it is", "is it cold in oslo",
                      "tell me who is calling", "谁知道明天会不会下雨", ""])
    func leavesOtherQuestions(text: String) {
        #expect(shielded(text).isEmpty)
    }
}
