import AgentLanguage
import Testing

/// Rule which items (`ScheduleWhichValues`): a time or a span says which items in a clause about
/// them (an item word, a reference, the cancel word, or little else), and why in a clause of its
/// own about something else.
struct ScheduleWhichValuesTests {
    private func saysWhich(_ text: String) throws -> Bool {
        let sentence = Sentence(text)
        let span = try #require(sentence.time.map { $0.start..<$0.end } ?? sentence.durations.first.map { $0.start..<$0.end }, "\(text)")
        return ScheduleWhichValues.saysWhich(span, in: sentence)
    }

    @Test(arguments: [
        "cancel my 7am alarm", "取消明天早上的闹钟", "明天早上的，取消掉", "cancel it, the one at 6",
        "delete the timer, the 15 minute one", "turn off my alarm, for tomorrow", "删了吧，周五那个",
    ])
    func saysWhichInAClauseAboutTheItems(text: String) throws {
        #expect(try saysWhich(text))
    }

    @Test(arguments: [
        "cancel the timer, I'm going out for dinner tonight", "把闹钟关了，我明天早上自己能起来",
        "stop the timer, the guests come in 20 minutes anyway",
    ])
    func saysWhyInAClauseAboutSomethingElse(text: String) throws {
        #expect(try !saysWhich(text))
    }
}
