@testable import AgentLanguage
import Testing

/// `ScheduleLookUpAct`: a question which items there are, a request to see them, or whether one is set.
struct ScheduleLookUpActTests {
    private func cue(_ text: String) -> String? {
        let sentence = Sentence(text)
        return ScheduleLookUpAct.cue(in: sentence, items: ScheduleItems.find(in: sentence)).map { MoodWords.string(sentence.folded[$0]) }
    }

    @Test(arguments: [
        ("我明天有几个闹钟", "几个"),
        ("现在设了哪些提醒", "哪些"),
        ("帮我看看计时器", "看看"),
        ("周末的闹钟还在吗", "还在"),
        ("我设了交房租的提醒吗", "设了"),
        ("今晚有闹钟吗", "有"),
        ("list my timers", "list"),
        ("which reminders are left", "which"),
        ("any other timers running", "any"),
        ("what alarms are set", "what"),
        ("do I have any alarms", "any"),
        ("do I have alarms tomorrow", "do i have"),
        ("are there reminders left", "are there"),
    ] as [(String, String)])
    func looksUp(text: String, word: String) {
        #expect(cue(text) == word)
    }

    @Test(arguments: [
        "她设了哪些闹钟", "我好几个闹钟都没响", "八点的闹钟", "把闹钟删了", "what a loud alarm", "set a timer", "",
    ])
    func looksNothingUp(text: String) {
        #expect(cue(text) == nil)
    }
}
