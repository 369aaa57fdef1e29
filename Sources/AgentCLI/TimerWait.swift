import AgentCalendar
import AgentCore
import AgentProtocol
import AgentRuntime
import FoundationEssentials

/// `--wait-timers`: once the input has ended, reports every occurrence of the
/// schedule's items at its moment, earliest first (in the order set when two
/// coincide). A repeating item goes on firing while the wait lasts; with
/// `--deterministic` everything fires at once, a repeating item its first
/// `fireLimit` occurrences, so the output stays finite.
struct TimerWait {
    let writer: EventWriter
    let clock: AgentClock
    let zone: TimeZoneRules
    /// Sleeps until each moment (a signal ends the wait: see `TerminationSignals`); false fires at once.
    let realTime: Bool
    let fireLimit: Int

    func run(_ schedule: [ScheduledItem], refs: [String: JSONValue]) async {
        // One pending occurrence per item; a repeating item's next is queued once it fires.
        var pending = Queue(schedule.enumerated().map { Pending(at: $1.firing.fireAt, order: $0, item: $1, fired: 0) })
        while let next = pending.popFirst() {
            let (at, item) = (next.at, next.item)
            if realTime {
                writer.flush()
                while case let seconds = at.timeIntervalSince(clock.now()), seconds > 0 {
                    try? await Task.sleep(for: .seconds(min(seconds, 3600)))
                }
            }
            var firing = item.firing
            firing.fireAt = at
            writer.emit(.fired(run: item.run, skill: item.skill, firing: firing), ref: refs[item.run])
            if writer.isBroken { return }
            if let rule = item.firing.recurrence, realTime || next.fired + 1 < fireLimit,
                let following = rule.occurrence(after: at, from: item.firing.fireAt, in: zone),
                Checked.instant(following, in: zone) != nil {  // a repeat ends with the year 9999
                pending.insert(Pending(at: following, order: next.order, item: item, fired: next.fired + 1))
            }
        }
    }

    private struct Pending {
        var at: Date
        /// The item's place in the schedule: of two at one moment, the one set first fires first.
        var order: Int
        var item: ScheduledItem
        var fired: Int

        func precedes(_ other: Pending) -> Bool { (at, order) < (other.at, other.order) }
    }

    /// The pending occurrences as a binary heap, earliest first: a schedule of a thousand
    /// repeating items fired a thousand times each costs a million pops of log 1,000 each.
    private struct Queue {
        private var heap: [Pending] = []

        init(_ items: [Pending]) {
            for item in items { insert(item) }
        }

        mutating func insert(_ item: Pending) {
            heap.append(item)
            var child = heap.count - 1
            while child > 0, case let parent = (child - 1) / 2, heap[child].precedes(heap[parent]) {
                heap.swapAt(child, parent)
                child = parent
            }
        }

        mutating func popFirst() -> Pending? {
            guard !heap.isEmpty else { return nil }
            heap.swapAt(0, heap.count - 1)
            let first = heap.removeLast()
            var parent = 0
            while true {
                let (left, right) = (2 * parent + 1, 2 * parent + 2)
                var least = parent
                if left < heap.count, heap[left].precedes(heap[least]) { least = left }
                if right < heap.count, heap[right].precedes(heap[least]) { least = right }
                if least == parent { return first }
                heap.swapAt(parent, least)
                parent = least
            }
        }
    }
}
