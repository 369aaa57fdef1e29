import AgentLanguage
import AgentProtocol
import Testing

/// Rule `ScheduleTimedReference`: a cancel word and a reference right after a clock time or a span
/// name the item set for it, in a conversation or not; a reference followed by what it is (a
/// meeting) or a reference with no time before it names no item out of context.
struct ScheduleTimedReferenceTests {
    @Test(arguments: [
        // a clock time, then the reference: before the cancel word or ending the clause
        ("把六点半那个删掉吧", Set<ScheduleRequestReader.ItemKind>()), ("明早五点的那个取消", []), ("取消后天八点那个", []),
        ("十点那个也不要了", []), ("drop the 6:15 one", []), ("please remove the 9 pm one", []),
        ("get rid of the half past seven one", []),
        // a span
        ("删掉二十分钟那个", []), ("cancel the 25 minute one", []),
        // an item word elsewhere in the sentence, the cancel not acting on it: its kind
        ("I messed up my alarms, scrap the 4am one", [.alarm]),
    ] as [(String, Set<ScheduleRequestReader.ItemKind>)])
    func cancelsTheItemNamedByItsTime(text: String, kinds: Set<ScheduleRequestReader.ItemKind>) throws {
        let reading = try #require(ScheduleRequestReader.read(Sentence(text)), "\(text)")
        #expect(reading.act == .cancel && reading.kinds == kinds && !reading.all && !reading.pointsAtLast, "\(text): \(reading)")
    }

    /// What the reference is, named after it, is no item (取消五点那个会议); a time and no reference, or a
    /// reference and no cancel word, name none either.
    @Test(arguments: ["取消五点那个会议", "五点那个航班取消了吗", "delete the photos from 5pm", "I'll take the 5pm one",
                      "the 7 o'clock one was cancelled by the airline", "把那个删了"])
    func namesNoItemOtherwise(text: String) {
        #expect(ScheduleRequestReader.read(Sentence(text)) == nil, "\(text)")
    }
}
