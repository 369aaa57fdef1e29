@testable import AgentLanguage
import Testing

/// `ReminderReading.anotherItemsOwn` and `anotherItemsOwnSpan`: what one more item says it is for,
/// after its time.
struct AnotherItemsOwnTests {
    @Test(arguments: [
        ("and another at 6:15 to bring the bins in from the street", "bring the bins in from the street"),
        ("also one at 2pm about renewing the car insurance", "renewing the car insurance"),
        ("再来一个明天上午九点去银行办卡的", "去银行办卡"),
        ("再加一个周六下午三点给奶奶打电话的", "给奶奶打电话"),
    ] as [(String, String)])
    func readsTheOwnWordsAReminderLeadsOrTheyCloses(text: String, own: String) throws {
        let sentence = Sentence(text)
        let span = try #require(ReminderReading.anotherItemsOwnSpan(in: sentence))
        #expect(ReminderReading.anotherItemsOwn(in: sentence) == own)
        #expect(span.upperBound == text.unicodeScalars.count)
    }

    @Test(arguments: [
        "one more for 8 minutes and then put the radio on",
        "another at 7",
        "再来一个十分钟的",
        "再来一个五点的 谢谢啦",
    ])
    func findsNoneWithoutALeadOr的(text: String) {
        #expect(ReminderReading.anotherItemsOwnSpan(in: Sentence(text)) == nil)
    }

    /// Words that only soften the request, and nothing else after the time, say nothing it is for.
    @Test(arguments: ["one more at 8pm please", "and another one at 6:45 please.", "再来一个七点的吧", "再定一个明早五点的啊",
                      "And one for eight as well", "and another at 6 too", "one more at 9 also"])
    func softeningAloneIsNoneOfItsOwn(text: String) {
        #expect(ReminderReading.anotherItemsOwn(in: Sentence(text)) == nil)
    }

    @Test(arguments: [("another at 7 for the vet please", "the vet"), ("one more at 5pm to water the plants please", "water the plants"),
                      ("and one at 4 for the dentist too", "the dentist")] as [(String, String)])
    func softeningAfterItsOwnWordsIsLeftOut(text: String, own: String) {
        #expect(ReminderReading.anotherItemsOwn(in: Sentence(text)) == own)
    }
}

