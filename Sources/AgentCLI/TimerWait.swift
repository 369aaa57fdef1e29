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
        var pending: [(at: Date, order: Int, item: ScheduledItem, fired: Int)] =
            schedule.enumerated().map { ($1.firing.fireAt, $0, $1, 0) }
        while let next = pending.indices.min(by: { (pending[$0].at, pending[$0].order) < (pending[$1].at, pending[$1].order) }) {
            let (at, order, item, fired) = pending.remove(at: next)
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
            if let rule = item.firing.recurrence, realTime || fired + 1 < fireLimit,
                let following = rule.occurrences(from: item.firing.fireAt, in: zone, count: fired + 2).last,
                following > at, Checked.instant(following, in: zone) != nil {  // a repeat ends with the year 9999
                pending.append((following, order, item, fired + 1))
            }
        }
    }
}
