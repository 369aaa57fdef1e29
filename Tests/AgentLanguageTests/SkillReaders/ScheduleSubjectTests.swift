@testable import AgentLanguage
import Testing

/// `ScheduleSubject`: what the items are about, from the words that qualify the item word or follow a negated cue.
struct ScheduleSubjectTests {
    private func subject(_ text: String) -> String? {
        let sentence = Sentence(text)
        let items = ScheduleItems.find(in: sentence)
        return ScheduleSubject.subject(in: sentence, items: items, negatedCue: ScheduleCancelAct.negatedReminderCue(in: sentence))
    }

    @Test(arguments: [
        ("把浇花的提醒删了", "浇花"),
        ("帮我取消明天交作业的闹钟", "交作业"),
        ("我设的那个拿快递的提醒还在吗", "拿快递"),
        ("不用提醒我吃药了", "吃药"),
        ("取消所有遛狗的提醒", "遛狗"),
        ("cancel the water reminder", "water"),
        ("delete the pasta timer", "pasta"),
        ("turn off my gym alarm", "gym"),
    ] as [(String, String)])
    func readsWhatTheyAreAbout(text: String, about: String) {
        #expect(subject(text) == about)
    }

    /// The act's own cue opens the subject as 把 does: what stands before it is no part of it.
    @Test(arguments: [("我是不是设了两个闹钟", nil), ("你是不是定了收快递的提醒", "收快递"), ("我可有设遛狗的闹钟", "遛狗")] as [(String, String?)])
    func theActsCueOpensIt(text: String, about: String?) throws {
        let reading = try #require(ScheduleRequestReader.read(Sentence(text)), "\(text)")
        #expect(reading.subject == about)
    }

    @Test(arguments: ["把闹钟删了", "取消明天的闹钟", "我的提醒", "不用提醒我了", "cancel my 7am alarm", "", "两个闹钟都取消",
                      "把三个计时器都删了"])
    func readsNoSubject(text: String) {
        #expect(subject(text) == nil)
    }

    /// Rule what an item is for, after it: an item or "one", then about, for, to.
    @Test(arguments: [
        ("cancel the one about the vet", "vet"),
        ("get rid of the reminder to email Priya", "email priya"),
        ("delete the alarm for my yoga class, it got moved", "yoga class"),
        ("is the one regarding rent still on", "rent"),
    ] as [(String, String)])
    func readsWhatAnItemIsForAfterIt(text: String, about: String) {
        #expect(subject(text) == about)
    }

    @Test(arguments: ["cancel the alarm for 7", "cancel the one for tomorrow morning", "delete the timer for 10 minutes",
                      "cancel the one for all of them please and everything else too"])
    func readsNoSubjectAfterALinkOfValuesOrOfTooManyWords(text: String) {
        #expect(subject(text) == nil)
    }
}
