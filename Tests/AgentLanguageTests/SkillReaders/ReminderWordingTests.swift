@testable import AgentLanguage
import Testing

/// `ReminderWording`: the words of a reminder without the times and their tie words, the tying and softening words at either end.
struct ReminderWordingTests {
    /// The words of all of `text`, with `time` (a part of it) cut out with its tie words.
    private func wording(_ text: String, cutting time: String?) -> String? {
        let sentence = Sentence(text)
        var cuts: [Range<Int>] = []
        if let time {
            let scalars = sentence.scalars
            let part = Array(Sentence(time).scalars)
            if let start = (0...(scalars.count - part.count)).first(where: { Array(scalars[$0..<($0 + part.count)]) == part }) {
                cuts.append(ReminderWording.widened(start..<(start + part.count), in: scalars))
            }
        }
        return ReminderWording.words(of: 0..<sentence.count, in: sentence, cuts: cuts)
    }

    @Test(arguments: [
        ("一下喝杯茶吧", nil, "喝杯茶"),
        ("收衣服哈", nil, "收衣服"),
        ("二十分钟后关火", "二十分钟", "关火"),
        ("八点的时候去接孩子", "八点", "去接孩子"),
        ("在三点给外婆打电话", "三点", "给外婆打电话"),
        ("晚上去酒吧", nil, "晚上去酒吧"),
        ("to Call Mom please", nil, "Call Mom"),
        ("top up the car in 10 minutes", "10 minutes", "top up the car"),
        ("about the meeting at 3pm", "3pm", "the meeting"),
        ("feed the cat in 5 minutes please", "5 minutes", "feed the cat"),
    ] as [(String, String?, String)])
    func keepsTheReminder(text: String, time: String?, words: String) {
        #expect(wording(text, cutting: time) == words)
    }

    @Test(arguments: [("吧", nil), ("十分钟后", "十分钟"), ("在八点吧", "八点"), ("  。", nil)] as [(String, String?)])
    func keepsNothingWhenOnlyTiesAreLeft(text: String, time: String?) {
        #expect(wording(text, cutting: time) == nil)
    }
}
