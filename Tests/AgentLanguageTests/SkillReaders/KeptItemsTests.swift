import AgentLanguage
import Testing

/// `KeptItems`: a cancel that spares some of the items it names cancels the others.
struct KeptItemsTests {
    private func kinds(_ text: String) -> Set<ScheduleRequestReader.ItemKind>? {
        guard let reading = ScheduleRequestReader.read(text), reading.act == .cancel else { return nil }
        return reading.kinds
    }

    @Test(arguments: [
        // The item kept after the cancel, before it, or said first with a word after it.
        ("get rid of all the alarms, leave the timer", [.alarm]), ("cancel all the alarms, keep the timer", [.alarm]),
        ("Timer cancel, alarm stay", [.timer]), ("cancel the timer and leave the alarm", [.timer]),
        ("keep the alarm but cancel the timer", [.timer]), ("闹钟都取消，计时器留着", [.alarm]),
        ("计时器保留，闹钟全部删掉", [.alarm]), ("把计时器都关了，闹钟别动", [.timer]),
        // Every item but the kinds kept; reminders of either kind but the kinds kept.
        ("cancel everything except the timer", [.alarm]), ("delete all reminders, keep the alarms", [.timer]),
        // Nothing kept: the kinds named.
        ("cancel the alarms, I'll stay in bed", [.alarm]), ("cancel the timer and the alarm", [.alarm, .timer]),
        ("取消所有的闹钟", [.alarm]), ("把提醒都删了", []),
    ] as [(String, Set<ScheduleRequestReader.ItemKind>)])
    func cancelsTheItemsNotKept(text: String, expected: Set<ScheduleRequestReader.ItemKind>) {
        #expect(kinds(text) == expected)
    }

    @Test(arguments: ["keep the alarm for 7", "leave my timer running", "计时器留着吧"])
    func keepingAloneCancelsNothing(text: String) {
        #expect(kinds(text) == nil)
    }
}
