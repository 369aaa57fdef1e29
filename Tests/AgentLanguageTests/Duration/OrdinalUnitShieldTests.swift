@testable import AgentLanguage
import Testing

/// Rule an ordinal, not a unit: "second" after a determiner or a possessive orders something
/// (`OrdinalUnitShield`).
struct OrdinalUnitShieldTests {
    @Test(arguments: [
        ("send it to my second address", ["second"]),
        ("pick the second option", ["second"]),
        ("that was her second try", ["second"]),
        ("is their second show sold out", ["second"]),
        ("the second one, please", ["second"]),
        ("set a second timer for five minutes", []),
        ("hold on a second", []),
        ("just one second", []),
        ("ten seconds", []),
        ("the seconds hand is broken", []),
    ] as [(String, [String])])
    func shieldsAnOrdinal(text: String, words: [String]) {
        #expect(shieldedWords(in: text, by: OrdinalUnitShield.spans(in:)) == words)
    }
}
